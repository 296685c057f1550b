import type { ProjectStatus } from '../../../machines/projects.types';

/** A project status's colour palette: the list's badge and the calendar's bars; the text is always shown beside or in them. */
export const PROJECT_STATUS_PALETTE: Record<ProjectStatus, string> = {
  inquiry: 'purple',
  option: 'orange',
  confirmed: 'green',
  completed: 'gray',
  cancelled: 'red',
};
