import { z } from 'zod';
import { errorSchema, okSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { acknowledgeJobChange, listJobChanges } from './jobs.repository';
import { jobChangeSchema } from './jobs.schemas';
import { jobNotFound, jobParams, scopeOf } from './jobs.access';

// The home's job changes and their acknowledgement.
export async function jobChangeRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  // The home's changes (SPEC.md §2): the caller's own jobs changed or cancelled since they last
  // acknowledged them (api/routes/jobs/README.md, Job changes on home). Always the caller's own, whatever the permission type.
  api.get(
    '/jobChanges',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { response: { 200: z.strictObject({ items: z.array(jobChangeSchema) }) } },
    },
    async (request) => {
      const scope = { ...scopeOf(request), ownOnly: true };
      return { items: await listJobChanges(database.db, scope, clock.now()) };
    },
  );

  // One tap on the home acknowledges a change; a repeat is harmless (an upsert of the time).
  api.post(
    '/jobs/:id/changeAcknowledgement',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { params: jobParams, response: { 200: okSchema, 404: errorSchema } },
    },
    async (request) => {
      const scope = { ...scopeOf(request), ownOnly: true };
      if (!(await acknowledgeJobChange(database.db, scope, request.params.id, clock.now())))
        throw jobNotFound();
      return { ok: true as const };
    },
  );
}
