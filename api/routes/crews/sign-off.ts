import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { crewShiftDecision } from '../../../machines/crewShift.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import type { Principal } from '../../auth/accounts';
import type { Db, Tx } from '../../db/database';
import { badUserInput, conflict, notFound } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idListParam } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { FileStorage } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { pngSize } from '../../lib/png';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import {
  crewCallerOf,
  crewIdParams,
  crewRoleOf,
  crewsEdit,
  crewsRead,
  findCrewFor,
  loadCrewRows,
} from './crews.access';
import type { CrewAccess } from './crews.access';
import { venueActionHeaders } from './crews.attendance';
import { loadCrewShiftFacts } from './crews.facts';
import { crewShiftView } from './crews.repository';
import { RECORDED_AT_AHEAD_MINUTES, crewShiftSchema } from './crews.schemas';
import { crewItemRatings, crewSignOffs } from '../../db/tables/crews.tables';
import { crewShiftEvents } from './crews.tables';
import { readSignatureFile } from './sign-off.files';
import {
  SIGNATURE_MAX_BYTES,
  SIGN_OFF_BODY_LIMIT,
  crewItemRatingsSchema,
  signOffBodySchema,
  signOffSchema,
} from './sign-off.schemas';
import type { SignOffBody, SignOffView } from './sign-off.schemas';

// The client's sign-off on the crew chief's phone (SPEC §7 /digitalConfirm, /projectCrewItemRatings):
// one transaction that locks the crew row, asks crewShiftDecision ('crew.signOff') on the stored
// facts with the caller's role, refuses with 409 and the machine's reason, or stores the drawn
// signature (api/lib/storage, checked as PNG by its bytes), the sign-off, the members' ratings and
// one crew_shift_events audit row. Under its Idempotency-Key a replay changes nothing.

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** The drawn signature's PNG bytes: 400 unless a PNG by its magic bytes and header, within size. Empty is the machine's. */
export function signatureBytes(dataUrl: string): Buffer | null {
  if (dataUrl === '') return null;
  if (!PNG_DATA_URL.test(dataUrl))
    throw badUserInput('The signature must be a PNG data URL (data:image/png;base64,…)');
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw badUserInput(`The signature is larger than ${SIGNATURE_MAX_BYTES} bytes`);
  const size = pngSize(bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width > 4000 || size.height > 4000)
    throw badUserInput('The signature is not a PNG image');
  return bytes;
}

/** A time the phone sent must not lie ahead of the server's clock by more than the tolerance. */
export function checkNotAhead(name: string, iso: string, now: Date): string {
  if (Date.parse(iso) > now.getTime() + RECORDED_AT_AHEAD_MINUTES * 60_000) {
    throw badUserInput(
      `${name} lies more than ${RECORDED_AT_AHEAD_MINUTES} minutes ahead of the server's clock`,
    );
  }
  return formatTimestamp(new Date(iso));
}

export const signaturePathOf = (crewId: number) =>
  `/projectCrews/${crewId}/digitalConfirm/signature`;

type SignOffRow = typeof crewSignOffs.$inferSelect;

export function signOffViewOf(row: SignOffRow): SignOffView {
  return {
    crewId: row.crewId,
    signerName: row.signerName,
    rating: row.rating,
    remark: row.remark,
    signedAt: formatTimestamp(row.signedAt),
    signaturePath: signaturePathOf(row.crewId),
  };
}

/** The sign-offs of these crews (no access check: callers pass crews the caller reaches). */
export async function loadSignOffs(
  db: Db | Tx,
  tenantId: number,
  crewIds: number[],
): Promise<Map<number, SignOffRow>> {
  if (crewIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(crewSignOffs)
    .where(and(eq(crewSignOffs.tenantId, tenantId), inArray(crewSignOffs.crewId, crewIds)));
  return new Map(rows.map((row) => [row.crewId, row]));
}

/**
 * Runs a venue action of the crews area: one transaction, once per Idempotency-Key (the app's
 * outbox replays), its refusals stored as its answer too.
 */
export async function runVenueAction(
  database: RouteContext['database'],
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  now: Date,
  run: (tx: Tx, key: string) => Promise<unknown>,
) {
  const principal = request.principal as Principal;
  const key = (request.headers as Record<string, string>)['idempotency-key'] as string;
  const outcome = await database.transaction((tx) =>
    runIdempotent(
      tx,
      {
        tenantId: principal.tenantId,
        principal: principal.subject,
        key,
        method: 'POST',
        path,
        now,
      },
      () => outcomeOf(() => run(tx, key)),
    ),
  );
  return reply.code(outcome.statusCode as 200).send(outcome.body as never);
}

async function signOff(
  tx: Tx,
  storage: FileStorage,
  access: CrewAccess,
  body: SignOffBody & { signedAt: string },
  image: Buffer | null,
  by: { personId: number | null; key: string; now: Date; stored: (key: string) => void },
) {
  const { crew } = access;
  const { facts } = await loadCrewShiftFacts(tx, crew.tenantId, crew);
  const memberIds = new Set(facts.members.map((member) => member.id));
  const rated = new Set<number>();
  for (const { memberId } of body.memberRatings) {
    if (!memberIds.has(String(memberId)))
      throw badUserInput(`memberRatings: ${memberId} is not a member of this crew`);
    if (rated.has(memberId)) throw badUserInput(`memberRatings: ${memberId} is rated twice`);
    rated.add(memberId);
  }
  const event: CrewShiftEvent = {
    type: 'crew.signOff',
    signerName: body.signerName,
    signature: image === null ? '' : body.signature,
    rating: body.rating,
    remark: body.remark,
    signedAt: body.signedAt,
  };
  const decision = crewShiftDecision({ ...facts, actor: access.role }, event);
  if (!decision.allowed)
    throw conflict(`crewShift refuses crew.signOff in ${decision.from}`, decision.reason);

  const signatureKey = `tenant-${crew.tenantId}/crew-signatures/crew-${crew.id}-${randomUUID()}.png`;
  await storage.put(signatureKey, image as Buffer, 'image/png');
  by.stored(signatureKey);
  await tx.insert(crewSignOffs).values({
    tenantId: crew.tenantId,
    crewId: crew.id,
    signerName: body.signerName.trim(),
    signatureKey,
    rating: body.rating,
    remark: body.remark,
    signedAt: new Date(body.signedAt),
    recordedByPersonId: by.personId,
  });
  for (const rating of body.memberRatings) {
    const values = { rating: rating.rating, remark: rating.remark, ratedAt: by.now };
    await tx
      .insert(crewItemRatings)
      .values({ tenantId: crew.tenantId, crewItemId: rating.memberId, ...values })
      .onConflictDoUpdate({ target: crewItemRatings.crewItemId, set: values });
  }
  await tx.insert(crewShiftEvents).values({
    tenantId: crew.tenantId,
    crewId: crew.id,
    type: event.type,
    actorPersonId: by.personId,
    idempotencyKey: by.key,
    // The audit keeps who signed and how they rated, never the signature itself.
    payload: {
      signerName: body.signerName,
      rating: body.rating,
      remark: body.remark,
      signedAt: body.signedAt,
      memberRatings: body.memberRatings,
      role: access.role,
      from: decision.from,
      to: decision.to,
    },
    createdAt: by.now,
  });
  return crewShiftView(tx, access);
}

export async function signOffRoutes(
  api: ApiInstance,
  { database, lookups, config, clock }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const notSignedOff = () => notFound('The crew is not signed off yet', 'CREW_NOT_SIGNED_OFF');

  api.get(
    '/projectCrews/:id/digitalConfirm',
    {
      config: crewsRead,
      schema: { params: crewIdParams, response: { 200: signOffSchema, 404: errorSchema } },
    },
    async (request) => {
      const { crew } = await findCrewFor(
        database.db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const row = (await loadSignOffs(database.db, crew.tenantId, [crew.id])).get(crew.id);
      if (!row) throw notSignedOff();
      return signOffViewOf(row);
    },
  );

  api.get(
    '/projectCrews/:id/digitalConfirm/signature',
    { config: crewsRead, schema: { params: crewIdParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const { crew } = await findCrewFor(
        database.db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const row = (await loadSignOffs(database.db, crew.tenantId, [crew.id])).get(crew.id);
      const bytes = row ? await readSignatureFile(storage, row.signatureKey) : null;
      if (!bytes) throw notSignedOff();
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes as never);
    },
  );

  api.post(
    '/projectCrews/:id/digitalConfirm',
    {
      config: crewsEdit,
      bodyLimit: SIGN_OFF_BODY_LIMIT,
      schema: {
        params: crewIdParams,
        headers: venueActionHeaders,
        body: signOffBodySchema,
        response: { 200: crewShiftSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      // Bad input is refused before anything is read or written.
      const image = signatureBytes(request.body.signature);
      const signedAt = checkNotAhead('signedAt', request.body.signedAt, now);
      const caller = await crewCallerOf(request, lookups);
      const crewId = request.params.id;
      // The signature file is written inside the transaction; when the transaction then fails
      // (a statement after it, or the commit), the file would belong to no sign-off: remove it.
      let storedKey: string | null = null;
      try {
        return await runVenueAction(
          database,
          request,
          reply,
          `/projectCrews/${crewId}/digitalConfirm`,
          now,
          async (tx, key) => {
            const access = await findCrewFor(tx, caller, crewId, { lock: true });
            const by = {
              personId: caller.principal.personId,
              key,
              now,
              stored: (stored: string) => (storedKey = stored),
            };
            return signOff(tx, storage, access, { ...request.body, signedAt }, image, by);
          },
        );
      } catch (error) {
        if (storedKey !== null) await storage.delete(storedKey).catch(() => undefined);
        throw error;
      }
    },
  );

  api.get(
    '/projectCrews/:id/projectCrewItemRatings',
    {
      config: crewsRead,
      schema: { params: crewIdParams, response: { 200: crewItemRatingsSchema, 404: errorSchema } },
    },
    async (request) => {
      const { crew } = await findCrewFor(
        database.db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const { members } = await loadCrewShiftFacts(database.db, crew.tenantId, crew);
      const ids = members.map((member) => member.id);
      const rows =
        ids.length === 0
          ? []
          : await database.db
              .select()
              .from(crewItemRatings)
              .where(
                and(
                  eq(crewItemRatings.tenantId, crew.tenantId),
                  inArray(crewItemRatings.crewItemId, ids),
                ),
              )
              .orderBy(crewItemRatings.crewItemId);
      const items = rows.map(ratingViewOf);
      return { items, total: items.length };
    },
  );

  // The ratings of crew members by their ids, across crews (the gateway's CrewMember.rating asks
  // once per operation): only members of crews the caller reaches; others are left out.
  api.get(
    '/projectCrewItemRatings',
    {
      config: crewsRead,
      schema: {
        querystring: z.strictObject({
          ids: idListParam(200),
        }),
        response: { 200: crewItemRatingsSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const caller = await crewCallerOf(request, lookups);
      const tenantId = caller.principal.tenantId;
      const ids = request.query.ids;
      if (ids.length === 0) return { items: [], total: 0 };
      const items = await database.db
        .select({ crewItemId: projectCrewItems.id, crewId: projectCrewItems.crewId })
        .from(projectCrewItems)
        .where(and(eq(projectCrewItems.tenantId, tenantId), inArray(projectCrewItems.id, ids)));
      const crews = await loadCrewRows(database.db, tenantId, [
        ...new Set(items.map((item) => item.crewId)),
      ]);
      const reachable = new Set(
        crews.filter((crew) => crewRoleOf(caller, crew) !== null).map((crew) => crew.id),
      );
      const allowed = items
        .filter((item) => reachable.has(item.crewId))
        .map((item) => item.crewItemId);
      const rows =
        allowed.length === 0
          ? []
          : await database.db
              .select()
              .from(crewItemRatings)
              .where(
                and(
                  eq(crewItemRatings.tenantId, tenantId),
                  inArray(crewItemRatings.crewItemId, allowed),
                ),
              )
              .orderBy(crewItemRatings.crewItemId);
      const answer = rows.map(ratingViewOf);
      return { items: answer, total: answer.length };
    },
  );
}

const ratingViewOf = (row: typeof crewItemRatings.$inferSelect) => ({
  memberId: row.crewItemId,
  rating: row.rating,
  remark: row.remark,
  ratedAt: formatTimestamp(row.ratedAt),
});
