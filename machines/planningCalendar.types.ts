/**
 * The planner labels of SPEC.md §4 (request_pending, blocked date, requested job, vacation, crew),
 * as every layer names them: the api derives them, the gateway and the app show them.
 * Types only, no code beyond the list (like calendar.types.ts). Meaning: api/routes/planning-calendar/README.md, Planner labels.
 */
export const PLANNER_LABELS = [
  'requestPending',
  'blockedDate',
  'requestedJob',
  'vacation',
  'crew',
] as const;
export type PlannerLabel = (typeof PLANNER_LABELS)[number];
