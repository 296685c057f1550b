import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { BackIcon } from './BackIcon';
import { CalendarIcon } from './CalendarIcon';
import { ChevronIcon } from './ChevronIcon';
import { CloseIcon } from './CloseIcon';
import { HomeIcon } from './HomeIcon';
import { InfoIcon } from './InfoIcon';
import { JobsIcon } from './JobsIcon';
import { LogoutIcon } from './LogoutIcon';
import { MenuIcon } from './MenuIcon';
import { ProjectsIcon } from './ProjectsIcon';
import type { IconProps } from './SvgIcon';
import { DocumentIcon } from './DocumentIcon';
import { ListIcon } from './ListIcon';
import { MailIcon } from './MailIcon';
import { ReceiptIcon } from './ReceiptIcon';
import { TrainingIcon } from './TrainingIcon';
import { UserIcon } from './UserIcon';
import { UsersIcon } from './UsersIcon';
import { VacancyIcon } from './VacancyIcon';

const icons: [string, ComponentType<IconProps>][] = [
  ['BackIcon', BackIcon],
  ['CalendarIcon', CalendarIcon],
  ['ChevronIcon', ChevronIcon],
  ['CloseIcon', CloseIcon],
  ['HomeIcon', HomeIcon],
  ['InfoIcon', InfoIcon],
  ['JobsIcon', JobsIcon],
  ['LogoutIcon', LogoutIcon],
  ['MenuIcon', MenuIcon],
  ['ProjectsIcon', ProjectsIcon],
  ['DocumentIcon', DocumentIcon],
  ['ListIcon', ListIcon],
  ['MailIcon', MailIcon],
  ['ReceiptIcon', ReceiptIcon],
  ['TrainingIcon', TrainingIcon],
  ['UserIcon', UserIcon],
  ['UsersIcon', UsersIcon],
  ['VacancyIcon', VacancyIcon],
];

describe('icons', () => {
  it.each(icons)('%s draws a decorative, sized outline', (_, Icon) => {
    const { container } = render(<Icon size={32} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('width')).toBe('32');
    expect(svg?.querySelectorAll('path, rect, circle').length).toBeGreaterThan(0);
  });

  it('draws each icon differently', () => {
    const drawings = icons.map(([, Icon]) => render(<Icon />).container.innerHTML);
    expect(new Set(drawings).size).toBe(icons.length);
  });
});
