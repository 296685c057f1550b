import type { PlannerLabel } from '../../../machines/planningCalendar.types';
import { PLANNER_LABELS } from '../../../machines/planningCalendar.types';

export { PLANNER_LABELS };
export type { PlannerLabel };

/** The colour palette of each planner label: the legend, the month's dots and the entries' badges. */
export const PLANNER_LABEL_PALETTE: Record<PlannerLabel, string> = {
  requestPending: 'orange',
  blockedDate: 'gray',
  requestedJob: 'purple',
  vacation: 'teal',
  crew: 'green',
};
