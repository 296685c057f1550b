import type { Principal } from '../../auth/accounts';
import { badUserInput, notFound } from '../../lib/errors';
import { idempotencyHeaders } from '../../lib/input.schemas';
import {
  PLUS_CREW_ENTRY_MESSAGES,
  plusCrewEntryProblem,
} from '../../../machines/plusCrewDashboard.rules';
import type { PlusCrewEntry } from '../../../machines/plusCrewDashboard.rules';
import { type PlusCrewScope } from './plus-crews.repository';

// What the plus-crew registrars share: the rights their routes declare, the caller's scope, the
// not-found answer and the data-entry rules.

export const keyHeaders = idempotencyHeaders;

export const plusCrewNotFound = () => notFound('Plus crew not found', 'PLUS_CREW_NOT_FOUND');
export const scopeOf = (request: {
  principal: unknown;
  permission: PlusCrewScope['permission'];
}): PlusCrewScope => ({
  principal: request.principal as Principal,
  permission: request.permission,
});

/** SPEC.md §5 data-entry rules (machines/plusCrewDashboard.rules.ts): a 400 that writes nothing. */
export function checkEntry(entry: PlusCrewEntry, period: { beginDate: string; endDate: string }) {
  const problem = plusCrewEntryProblem(entry, period);
  if (problem) throw badUserInput(PLUS_CREW_ENTRY_MESSAGES[problem]);
}

export const read = { right: { resource: 'plusCrews', action: 'READ' } } as const;
export const edit = { right: { resource: 'plusCrews', action: 'EDIT' } } as const;
