import { describe, expect, it } from 'vitest';
import {
  PROJECT_COPY_PARTS,
  daysBetween,
  projectCopyProblem,
  shiftDay,
  toggleProjectCopyPart,
} from './projectCopy';
import type { ProjectCopyParts } from './projectCopy';

// The copy's rules, shared by the app's form and the api: every combination of parts, and every
// tick from every combination, checked against the rule (items need crews, persons need items).

const ALL: ProjectCopyParts[] = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ({
  crews: (bits & 1) > 0,
  crewItems: (bits & 2) > 0,
  persons: (bits & 4) > 0,
}));
const possible = (parts: ProjectCopyParts) =>
  (!parts.crewItems || parts.crews) && (!parts.persons || parts.crewItems);

describe('projectCopy', () => {
  it('refuses exactly the impossible combinations, and a missing or malformed date', () => {
    for (const parts of ALL)
      expect(projectCopyProblem('2026-12-01', parts) === null).toBe(possible(parts));
    expect(
      projectCopyProblem('2026-12-01', { crews: false, crewItems: true, persons: false }),
    ).toBe('crewItemsNeedCrews');
    expect(projectCopyProblem('2026-12-01', { crews: true, crewItems: false, persons: true })).toBe(
      'personsNeedCrewItems',
    );
    expect(projectCopyProblem('', { crews: true, crewItems: true, persons: true })).toBe(
      'beginDateMissing',
    );
    expect(
      projectCopyProblem('1.12.2026', { crews: false, crewItems: false, persons: false }),
    ).toBe('beginDateMissing');
  });

  it('never leaves the form in an impossible choice, and keeps the part ticked as asked', () => {
    for (const parts of ALL.filter(possible)) {
      for (const part of PROJECT_COPY_PARTS) {
        for (const on of [true, false]) {
          const next = toggleProjectCopyPart(parts, part, on);
          expect(possible(next)).toBe(true);
          expect(next[part]).toBe(on);
        }
      }
    }
  });

  it('counts and moves calendar days across month and year ends', () => {
    expect(daysBetween('2026-11-23', '2026-12-23')).toBe(30);
    expect(daysBetween('2026-12-23', '2026-11-23')).toBe(-30);
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-28', 2)).toBe('2026-03-30');
  });
});
