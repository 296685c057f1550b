import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { idParam } from '../../lib/schemas';

// What the people registrars share: the administration right their routes declare (ALL only: the
// office's administration is the tenant's), the caller, and the refusals several routes answer.

export const administrationRead = {
  right: { resource: 'administration', action: 'READ' },
} as const;
export const administrationEdit = {
  right: { resource: 'administration', action: 'EDIT' },
} as const;

export const idParams = z.strictObject({ id: idParam });

export const personNotFound = () => notFound('Person not found', 'PERSON_NOT_FOUND');
export const functionNotFound = () => notFound('Function not found', 'FUNCTION_NOT_FOUND');
export const emailTakenRefusal = () =>
  conflict('Another person of the tenant has this e-mail', 'EMAIL_TAKEN');

/** The administrator calling: the tenant and their person; a grant other than ALL is refused. */
export function administratorOf(request: FastifyRequest): {
  tenantId: number;
  personId: number | null;
} {
  if (request.permission !== 'ALL') throw forbidden('The administration needs the ALL permission');
  const principal = request.principal as Principal;
  return { tenantId: principal.tenantId, personId: principal.personId };
}

/** PostgreSQL's unique_violation, as the driver reports it (Drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
