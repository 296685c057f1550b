import type { CrewItemStatus } from './crewItemStatus.machine';

// How the project page counts crew items (api/routes/projects/README.md, A project's crews and row counting): one rule for the api's cost,
// the gateway's shift groups and the app, so "filled" and "planned" mean the same everywhere.

/** The views of /projects/{number}, in tab order; `?view=` names one, the profile is the default. */
export const PROJECT_VIEWS = ['profile', 'shifts', 'crew', 'cost'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];

/** Statuses of a row that no longer needs anyone: not counted in the amount, the open rows or the planned hours. */
const CLOSED: ReadonlySet<CrewItemStatus> = new Set<CrewItemStatus>(['cancelled', 'notNeeded']);

/** A row that counts: part of the amount of rows and of the planned hours. */
export function countsAsPlanned(status: CrewItemStatus): boolean {
  return !CLOSED.has(status);
}

/** A row that counts and has a person booked on it (pending, confirmed or a no-show that was booked). */
export function isFilled(status: CrewItemStatus, hasPerson: boolean): boolean {
  return hasPerson && countsAsPlanned(status);
}
