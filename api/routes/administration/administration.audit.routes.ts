import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { principalOf, read } from './administration.access';
import { listAuditEvents } from './administration.repository';
import { auditEventPageSchema, auditEventsQuery } from './administration.schemas';

// The audit (api/lib/audit.ts writes it with every administrative change): newest first, a page at
// a time, filtered by subject, action, actor and days; only the caller's tenant's rows.

export async function auditRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  api.get(
    '/auditEvents',
    {
      config: read,
      schema: {
        querystring: auditEventsQuery,
        response: { 200: auditEventPageSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      const { items, total } = await listAuditEvents(database.db, tenantId, request.query);
      return { items, total, page: request.query.page, limit: request.query.limit };
    },
  );
}
