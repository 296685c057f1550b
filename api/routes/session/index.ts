import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { loadRights } from '../../auth/rights';
import { tenantSettings } from '../../auth/tenant';
import { hashLinkToken } from '../../auth/passwords';
import { mailUnsubscribeTokens } from './session.tables';
import { notFound } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { errorSchema, okSchema, text, timestampSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { defineApiArea } from '../../lib/area';
import { rightsSchema, tenantSettingsSchema } from './session.schemas';

export async function sessionRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/userRights',
    { config: { authenticated: true }, schema: { response: { 200: rightsSchema } } },
    async (request) => loadRights(database.db, request.principal as Principal, 'user'),
  );

  api.get(
    '/mailboxUserRights',
    { config: { authenticated: true }, schema: { response: { 200: rightsSchema } } },
    async (request) => loadRights(database.db, request.principal as Principal, 'mailbox'),
  );

  api.get(
    '/tenant',
    { config: { authenticated: true }, schema: { response: { 200: tenantSettingsSchema } } },
    async (request) => tenantSettings(request.tenant),
  );

  api.get(
    '/tenantSettings',
    { config: { public: true }, schema: { response: { 200: tenantSettingsSchema } } },
    async (request) => tenantSettings(request.tenant),
  );

  const statusSchema = z.strictObject({
    status: z.enum(['ok', 'error']),
    database: z.enum(['ok', 'error']),
    time: timestampSchema,
  });
  api.get(
    '/status',
    // Health probes (load balancers, uptime checks) are not the app: no Type header needed.
    {
      config: { public: true, anyClient: true },
      schema: { response: { 200: statusSchema, 503: statusSchema } },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          database: 'ok' as const,
          time: formatTimestamp(clock.now()),
        };
      } catch (error) {
        request.log.warn({ err: error }, 'database check failed');
        return reply
          .code(503)
          .send({ status: 'error', database: 'error', time: formatTimestamp(clock.now()) });
      }
    },
  );

  api.post(
    '/emailMessages/unsubscribe',
    {
      config: { public: true },
      schema: {
        body: z.strictObject({ token: text().min(1).max(200) }),
        response: { 200: okSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const tokenHash = hashLinkToken(request.body.token);
      const [row] = await database.db
        .update(mailUnsubscribeTokens)
        // A second click keeps the first moment of unsubscribing.
        .set({
          unsubscribedAt: sql`coalesce(${mailUnsubscribeTokens.unsubscribedAt}, ${clock.now().toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(mailUnsubscribeTokens.tenantId, tenantId),
            eq(mailUnsubscribeTokens.tokenHash, tokenHash),
          ),
        )
        .returning({ id: mailUnsubscribeTokens.id });
      if (!row) throw notFound('Unknown unsubscribe link', 'UNSUBSCRIBE_LINK_UNKNOWN');
      return { ok: true as const };
    },
  );
}

export default defineApiArea({ name: 'session', routes: sessionRoutes });
