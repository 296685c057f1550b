import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { persons } from '../db/core.tables';
import { notFound } from './errors';

/** Whom a caller reaches: always within their tenant; OWN narrows to their own person. */
export interface PersonScope {
  tenantId: number;
  personId: number | null;
  ownOnly: boolean;
}

/**
 * The person of a `/persons/{id}/…` path, as far as the caller may reach them: themselves under
 * OWN, anyone of their tenant under ALL. Anyone else is 404 — the same answer as a person who does
 * not exist, so an id reveals nothing about other people or tenants.
 */
export async function reachablePerson(db: Db, scope: PersonScope, id: number): Promise<number> {
  const refused = () => notFound('Person not found', 'PERSON_NOT_FOUND');
  if (scope.ownOnly && scope.personId !== id) throw refused();
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, scope.tenantId), eq(persons.id, id)))
    .limit(1);
  if (!row) throw refused();
  return row.id;
}
