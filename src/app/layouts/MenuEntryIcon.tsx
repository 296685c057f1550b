import type { ComponentType } from 'react';
import { CalendarIcon } from '../../ui/icons/CalendarIcon';
import { HomeIcon } from '../../ui/icons/HomeIcon';
import { InfoIcon } from '../../ui/icons/InfoIcon';
import { JobsIcon } from '../../ui/icons/JobsIcon';
import { ProjectsIcon } from '../../ui/icons/ProjectsIcon';
import type { IconProps } from '../../ui/icons/SvgIcon';

const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  '/': HomeIcon,
  '/jobs': JobsIcon,
  '/projects': ProjectsIcon,
  '/personal-calendar': CalendarIcon,
  '/projects-calendar': CalendarIcon,
  '/planning-calendar': CalendarIcon,
  '/todo-calendar': CalendarIcon,
  '/version': InfoIcon,
};

export type MenuEntryIconProps = IconProps & { path: string };

/** The icon of a menu entry by its path; entries without one get an empty box of the same size. */
export function MenuEntryIcon({ path, size = '1.25em', ...rest }: MenuEntryIconProps) {
  const Icon = Object.hasOwn(ICONS, path) ? ICONS[path] : undefined;
  if (!Icon) return <span aria-hidden="true" style={{ display: 'inline-block', width: size }} />;
  return <Icon size={size} {...rest} />;
}
