import type { ComponentType } from 'react';
import { CalendarIcon } from '../../ui/icons/CalendarIcon';
import { HomeIcon } from '../../ui/icons/HomeIcon';
import { InfoIcon } from '../../ui/icons/InfoIcon';
import { JobsIcon } from '../../ui/icons/JobsIcon';
import { ProjectsIcon } from '../../ui/icons/ProjectsIcon';
import { DocumentIcon } from '../../ui/icons/DocumentIcon';
import { ListIcon } from '../../ui/icons/ListIcon';
import { MailIcon } from '../../ui/icons/MailIcon';
import { ReceiptIcon } from '../../ui/icons/ReceiptIcon';
import type { IconProps } from '../../ui/icons/SvgIcon';
import { TrainingIcon } from '../../ui/icons/TrainingIcon';
import { UserIcon } from '../../ui/icons/UserIcon';
import { UsersIcon } from '../../ui/icons/UsersIcon';
import { VacancyIcon } from '../../ui/icons/VacancyIcon';

const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  '/': HomeIcon,
  '/jobs': JobsIcon,
  '/projects': ProjectsIcon,
  '/personal-calendar': CalendarIcon,
  '/projects-calendar': CalendarIcon,
  '/planning-calendar': CalendarIcon,
  '/todo-calendar': CalendarIcon,
  '/planner-crew': UsersIcon,
  '/membership-crews': UsersIcon,
  '/planning-crew-item-list': ListIcon,
  '/invoices': ReceiptIcon,
  '/trainings': TrainingIcon,
  '/mobileDocuments': DocumentIcon,
  '/payrolls': ReceiptIcon,
  '/contracts': DocumentIcon,
  '/crew-info': UsersIcon,
  '/plus-crews': UsersIcon,
  '/receipts': ReceiptIcon,
  '/mailbox': MailIcon,
  '/approvals': ListIcon,
  '/projects-vacancy': VacancyIcon,
  '/vacancies': VacancyIcon,
  '/profile': UserIcon,
  '/version': InfoIcon,
};

export type MenuEntryIconProps = IconProps & { path: string };

/** The icon of a menu entry by its path; a path without one gets an empty box of the same size. */
export function MenuEntryIcon({ path, size = '1.25em', ...rest }: MenuEntryIconProps) {
  const Icon = Object.hasOwn(ICONS, path) ? ICONS[path] : undefined;
  if (!Icon) return <span aria-hidden="true" style={{ display: 'inline-block', width: size }} />;
  return <Icon size={size} {...rest} />;
}
