import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import { bodyId, idParam } from '../../lib/schemas';
import type { CrewScope } from './planner-crews.repository';

// What every planner crews registrar shares: the rights its routes declare, whose crews the
// caller reaches and the not-found answers.

export const crewNotFound = () => notFound('Crew not found', 'PLANNER_CREW_NOT_FOUND');
export const personNotFound = () => notFound('Person not found', 'PERSON_NOT_FOUND');
export const idParams = z.strictObject({ id: idParam });
/** The planner crew screen shows two weeks; a longer asked range is refused. */
export const MAX_AVAILABILITY_DAYS = 31;
export const DEFAULT_AVAILABILITY_DAYS = 14;
export const DAY_MS = 86_400_000;

export const membershipInput = z.strictObject({ crewId: bodyId, personId: bodyId });
export const membershipQuery = z.strictObject({ crewId: idParam, personId: idParam });

export function scopeOf(request: FastifyRequest): CrewScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    companyId: principal.companyId,
    ownOnly: request.permission !== 'ALL',
  };
}

export const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export const crewsRead = { right: { resource: 'crews', action: 'READ' } } as const;
export const membershipRead = { right: { resource: 'membershipCrews', action: 'READ' } } as const;
export const membershipCreate = {
  right: { resource: 'crewMemberships', action: 'CREATE' },
} as const;
export const membershipDelete = {
  right: { resource: 'crewMemberships', action: 'DELETE' },
} as const;
