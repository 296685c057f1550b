import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  VACATION_REQUEST_REFUSALS,
  vacationRequestMachine,
} from '../../../machines/vacationRequest.machine';
import type { VacationRequestEvent } from '../../../machines/vacationRequest.machine';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import type { Outcome } from '../../lib/idempotency';
import { idParam } from '../../lib/schemas';
import { requireTransition } from '../../lib/transitions';
import { findVacationRequest } from './calendar.repository';
import type { CalendarScope } from './calendar.repository';
import type { VacationRequest } from './calendar.schemas';

// What every calendar registrar shares: whose rows the caller reaches, the not-found answers, a
// refusal kept as the outcome of a keyed request, and a vacation request moved by its machine.

export const blockDateNotFound = () => notFound('Block date not found', 'BLOCK_DATE_NOT_FOUND');
export const vacationRequestNotFound = () =>
  notFound('Vacation request not found', 'VACATION_REQUEST_NOT_FOUND');
/** A compare-and-set lost to a concurrent change is decided again; more than this is a bug. */
const MAX_DECISIONS = 3;

export const idParams = z.strictObject({ id: idParam });

export function scopeOf(request: FastifyRequest): CalendarScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    ownOnly: request.permission !== 'ALL',
  };
}

/** Creating needs a person to own the row (a project or plus-crew token has none). */
export function personScopeOf(request: FastifyRequest): CalendarScope & { personId: number } {
  const scope = scopeOf(request);
  if (scope.personId === null) throw forbidden('Only a person has a calendar');
  return { ...scope, personId: scope.personId };
}

/** A refusal becomes the stored outcome, so a repeat with the same key gets the same answer. */
export async function answerOf(statusCode: number, run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { statusCode, body: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }
}

/**
 * Moves a request by the vacationRequest machine: it decides from the stored status, the write is a
 * compare-and-set on that status; a lost race is decided again on the status it lost to.
 */
export async function moveVacationRequest(
  db: Db,
  scope: CalendarScope,
  id: number,
  event: VacationRequestEvent,
  write: (from: VacationRequest['status'], to: string) => Promise<boolean>,
): Promise<void> {
  for (let attempt = 0; attempt < MAX_DECISIONS; attempt += 1) {
    const request = await findVacationRequest(db, scope, id);
    if (!request) throw vacationRequestNotFound();
    const to = requireTransition(
      vacationRequestMachine,
      request.status,
      event,
      VACATION_REQUEST_REFUSALS,
    );
    if (await write(request.status, to)) return;
  }
  throw new Error(`vacation request ${id} kept changing status`);
}
