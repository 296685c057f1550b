import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { sessionEndsAt } from '../../auth/sessions';
import { verifyToken } from '../../auth/tokens';
import { defineApiArea } from '../../lib/area';
import { forbidden } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { crewItemChangeFeed } from '../../lib/crew-item-changes.feed';
import { latestChangeId, listChangesAfter } from './crew-item-changes.repository';
import type { ChangeScope } from './crew-item-changes.repository';
import { streamHeaders } from './crew-item-changes.schemas';

// Live crew item changes (docs/decisions/195–197): one server-sent event stream per
// caller. Every committed change NOTIFYs (crew-item-changes.feed.ts); a notification wakes the
// streams of its tenant, and each reads the audit table after its own cursor within its own scope,
// so the catch-up after a reconnect (Last-Event-ID) and the live delivery are the same query.

/** Rows read per batch; a long catch-up runs several batches. */
const BATCH = 200;

/**
 * Ids below the cursor read again, for a change whose id was taken before a later one's but that
 * committed after it (PostgreSQL sequences are not commit-ordered): it is sent once, late.
 */
const LOOKBACK = 50;

/** Who the caller may hear about, from their rights: 403 for a caller who may read no crew item. */
async function changeScopeOf(request: FastifyRequest, context: RouteContext): Promise<ChangeScope> {
  const principal = request.principal as Principal;
  const rights = await context.lookups.userRights(principal);
  const items = permissionFor(rights, { resource: 'planningCrewItemList', action: 'READ' });
  const jobs = permissionFor(rights, { resource: 'jobs', action: 'READ' });
  const scope: ChangeScope = {
    tenantId: principal.tenantId,
    all: items === 'ALL',
    companyId: items !== undefined && items !== 'ALL' ? principal.companyId : null,
    personId: jobs !== undefined ? principal.personId : null,
  };
  if (!scope.all && scope.companyId === null && scope.personId === null) throw forbidden();
  return scope;
}

export async function crewItemChangesRoutes(
  api: ApiInstance,
  context: RouteContext,
): Promise<void> {
  const { database, config, lookups, clock } = context;
  const feed = crewItemChangeFeed(database);
  const open = new Set<() => void>();
  // Streams never end by themselves: end them before the server waits for open requests.
  api.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  api.addHook('onClose', async () => feed.close());

  api.get(
    '/crewItemChanges/stream',
    {
      // Crew members (jobs READ), clients and planners (planningCrewItemList READ) alike: the scope
      // comes from those rights (changeScopeOf), so the route itself asks for a valid sign-in.
      config: { authenticated: true },
      schema: {
        headers: streamHeaders,
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = await changeScopeOf(request, context);
      const resumeFrom = request.headers['last-event-id'];
      // The caller has everything up to here: the look-back never reaches below it.
      const floor =
        resumeFrom === undefined
          ? await latestChangeId(database.db, scope.tenantId)
          : Number(resumeFrom);
      let cursor = floor;
      const sent = new Set<number>();

      const stream = new PassThrough();
      let ended = false;
      let reading: Promise<void> | null = null;
      let again = false;
      let unsubscribe = () => {};

      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(end);
        stream.end();
      };

      /** Sends every change after the cursor; a wake during a read runs one more read after it. */
      const read = async () => {
        do {
          again = false;
          for (;;) {
            const changes = await listChangesAfter(
              database.db,
              scope,
              Math.max(floor, cursor - LOOKBACK),
              BATCH,
            );
            const fresh = changes.filter((change) => !sent.has(change.id));
            for (const change of fresh) {
              if (ended) return;
              stream.write(
                `id: ${change.id}\nevent: crewItemChange\ndata: ${JSON.stringify(change)}\n\n`,
              );
              sent.add(change.id);
              cursor = Math.max(cursor, change.id);
            }
            for (const id of sent) if (id <= cursor - LOOKBACK) sent.delete(id);
            if (changes.length < BATCH || fresh.length === 0) break;
          }
        } while (again && !ended);
      };
      const wake = () => {
        if (ended) return;
        if (reading) {
          again = true;
          return;
        }
        reading = read()
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'crew item change stream read failed');
            end();
          })
          .finally(() => {
            reading = null;
          });
      };

      // Ends the stream when the token expires or the sign-in ended (sign-out, password change):
      // the client reconnects with its fresh token, or not at all.
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const claims = await verifyToken(config, token, clock.now());
      const stillSignedIn = async () => {
        const current = await verifyToken(config, token, clock.now());
        const session = current && (await lookups.session(scope.tenantId, current.sid));
        return (
          session !== undefined &&
          sessionEndsAt(session, config.sessionMaxAgeSeconds).getTime() > clock.now().getTime()
        );
      };
      const heartbeat = setInterval(() => {
        stream.write(': ping\n\n');
        void stillSignedIn().then(
          (ok) => (ok ? undefined : end()),
          () => end(),
        );
      }, config.liveHeartbeatSeconds * 1000);
      const expiresInMs = claims ? claims.exp * 1000 - clock.now().getTime() : 0;
      const expiry = setTimeout(end, Math.max(0, Math.min(expiresInMs, 2_147_000_000)));
      open.add(end);
      stream.on('close', end);

      unsubscribe = await feed.subscribe(scope.tenantId, wake);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // Proxies (nginx) must pass each event on at once, not buffer the stream.
        .header('x-accel-buffering', 'no');
      // The first line flushes the headers; a reconnecting EventSource waits 2 s.
      stream.write('retry: 2000\n\n');
      wake();
      // The stream is the body; the route's response schemas describe only its refusals.
      return reply.send(stream as never);
    },
  );
}

export default defineApiArea({ name: 'crew-item-changes', routes: crewItemChangesRoutes });
