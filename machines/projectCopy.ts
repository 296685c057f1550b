// The rules of copying a project, shared by the app's copy dialog and the api's
// POST /projects/{id}/copy: the api refuses exactly what the dialog does not let through
// (api/routes/projects/README.md, Copying a project). Pure functions, no states: the dialog's only rules are these dependencies
// and the required date.

import { isRealDay } from './dateFormats';

/** The parts of a project a copy can take along besides the project itself. */
export const PROJECT_COPY_PARTS = ['crews', 'crewItems', 'persons'] as const;
export type ProjectCopyPart = (typeof PROJECT_COPY_PARTS)[number];
export type ProjectCopyParts = Record<ProjectCopyPart, boolean>;

/** Why a choice of parts cannot be copied: booked persons need their crew items, crew items their crews. */
export type ProjectCopyProblem = 'crewItemsNeedCrews' | 'personsNeedCrewItems' | 'beginDateMissing';

/** The status a copy starts in: asked for again, not yet confirmed (api/routes/projects/README.md, Copying a project). */
export const PROJECT_COPY_STATUS = 'inquiry' as const;

export function projectCopyProblem(
  beginDate: string | null | undefined,
  parts: ProjectCopyParts,
): ProjectCopyProblem | null {
  if (!beginDate || !isRealDay(beginDate)) return 'beginDateMissing';
  if (parts.crewItems && !parts.crews) return 'crewItemsNeedCrews';
  if (parts.persons && !parts.crewItems) return 'personsNeedCrewItems';
  return null;
}

/**
 * The parts after a tick changed, so the dialog never holds an impossible choice: ticking a part
 * ticks what it needs, unticking a part unticks what needs it.
 */
export function toggleProjectCopyPart(
  parts: ProjectCopyParts,
  part: ProjectCopyPart,
  on: boolean,
): ProjectCopyParts {
  if (on) {
    if (part === 'persons') return { crews: true, crewItems: true, persons: true };
    if (part === 'crewItems') return { ...parts, crews: true, crewItems: true };
    return { ...parts, crews: true };
  }
  if (part === 'crews') return { crews: false, crewItems: false, persons: false };
  if (part === 'crewItems') return { ...parts, crewItems: false, persons: false };
  return { ...parts, persons: false };
}

/** Whole days from one calendar day to another (both YYYY-MM-DD), negative when earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A calendar day moved by whole days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
