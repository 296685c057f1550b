import type { FastifyRequest } from 'fastify';
import type { CrewItemAction } from '../../../machines/crewItemActions';
import type { Principal } from '../../auth/accounts';
import type { Clock } from '../../../machines/clock';
import type { Database, Tx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import type { CrewItemScope } from './crew-items.repository';

// What every crew items registrar shares: the rights its routes declare, whose items the caller
// reaches, and a change run once per Idempotency-Key.

export const crewItemNotFound = () => notFound('Crew item not found', 'CREW_ITEM_NOT_FOUND');

export const read = { right: { resource: 'planningCrewItemList', action: 'READ' } } as const;
export const edit = { right: { resource: 'planningCrewItemList', action: 'EDIT' } } as const;
export const applyRight = { right: { resource: 'vacancies', action: 'EDIT' } } as const;

export const keyHeaders = idempotencyHeaders;

export type Action = CrewItemAction;

export function scopeOf(request: FastifyRequest, permission = request.permission): CrewItemScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    companyId: principal.companyId,
    ownOnly: permission !== 'ALL',
  };
}

/** Runs a change under the request's Idempotency-Key: a replay changes nothing and gets the first answer. */
export function mutateIn(database: Database, clock: Clock) {
  return async function mutate(
    request: FastifyRequest,
    path: string,
    run: (tx: Tx) => Promise<unknown>,
    statusCode = 200,
  ) {
    const principal = request.principal as Principal;
    return database.transaction((tx) =>
      runIdempotent(
        tx,
        {
          tenantId: principal.tenantId,
          principal: principal.subject,
          key: (request.headers as { 'idempotency-key'?: string })['idempotency-key'],
          method: 'POST',
          path,
          now: clock.now(),
        },
        () => outcomeOf(() => run(tx), statusCode),
      ),
    );
  };
}
