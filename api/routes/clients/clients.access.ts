import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { forbidden, notFound } from '../../lib/errors';
import { idParam } from '../../lib/schemas';

// What the clients registrars share: the rights their routes declare, the caller's tenant and
// person, and the not-found answers.

export const adminRead = { right: { resource: 'administration', action: 'READ' } } as const;
export const adminEdit = { right: { resource: 'administration', action: 'EDIT' } } as const;

export const idParams = z.strictObject({ id: idParam });

/**
 * The administrator's tenant and person. The administration is the whole tenant's (ALL); an OWN
 * grant of it has nothing of its own to administer here.
 */
export function adminOf(request: FastifyRequest): {
  tenantId: number;
  actorPersonId: number | null;
} {
  if (request.permission !== 'ALL') throw forbidden();
  const principal = request.principal as Principal;
  return { tenantId: principal.tenantId, actorPersonId: principal.personId };
}

export const companyNotFound = () => notFound('Company not found', 'COMPANY_NOT_FOUND');
export const branchNotFound = () => notFound('Branch not found', 'BRANCH_NOT_FOUND');
export const locationNotFound = () => notFound('Location not found', 'LOCATION_NOT_FOUND');
