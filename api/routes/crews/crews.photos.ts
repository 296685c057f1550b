import { randomUUID } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CrewShiftActor } from '../../../machines/crewShift.machine';
import type { Principal } from '../../auth/accounts';
import type { Db, Tx } from '../../db/database';
import { ApiError, badUserInput, notFound } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { errorSchema, idParam } from '../../lib/schemas';
import { persons } from '../../db/core.tables';
import type { Person } from '../../lib/person.schemas';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import {
  PHOTO_PENDING_NOTICE,
  crewPhotoListSchema,
  crewPhotoUploadedSchema,
} from './crew-media.schemas';
import type { CrewPhoto } from './crew-media.schemas';

export type { CrewPhoto };
import { crewCallerOf, crewIdParams, crewsEdit, crewsRead, findCrewFor } from './crews.access';
import { instantInput } from '../../lib/dates';
import { venueActionHeaders } from './crews.attendance';
import { readCrewPhotoFile } from './crews.media.seed';
import { CREW_PHOTO_STATUSES, crewPhotos, crewShiftEvents } from './crews.tables';
import type { CrewPhotoStatus } from './crews.tables';

// A crew's photos (SPEC §5 'Uploaded file is subject to approval'): the crew
// chief (or a planner) uploads one JPEG, PNG or WebP of at most 10 MB per request, checked by its
// content (api/lib/image-upload, the same reader as profile pictures and form photos), stored with
// api/lib/storage outside the web root, pending until approved. An upload is a venue action: it
// carries an Idempotency-Key (the app's outbox replays it), so a replay stores no second photo
// and adds no second audit row. Readers (a project session, the client) see approved photos only
// (api/routes/crews/README.md, Crew photos).

export { PHOTO_PENDING_NOTICE };

export const MAX_CREW_PHOTO_BYTES = 10 * 1024 * 1024;
/** A photo's takenAt may lie this far ahead of the server's clock (phones' clocks drift). */
const TAKEN_AT_AHEAD_MINUTES = 5;

const photoParams = z.strictObject({ id: idParam, photoId: idParam });
const uploadQuery = z.strictObject({
  /** When the phone took the photo (it may be sent much later from the outbox); now when absent. */
  takenAt: instantInput.optional(),
});

const photoNotFound = () => notFound('Crew photo not found', 'CREW_PHOTO_NOT_FOUND');
const photoTooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The photo is larger than ${MAX_CREW_PHOTO_BYTES} bytes`, {
    reason: 'CREW_PHOTO_TOO_LARGE',
  });

/** The statuses a role sees: the crew chief and planners every photo, readers the approved ones. */
export function visiblePhotoStatuses(role: CrewShiftActor): readonly CrewPhotoStatus[] {
  return role === 'reader' ? ['approved'] : CREW_PHOTO_STATUSES;
}

function photoOf(row: typeof crewPhotos.$inferSelect, uploadedBy: Person | null): CrewPhoto {
  return {
    id: row.id,
    crewId: row.crewId,
    status: row.status,
    takenAt: formatTimestamp(row.takenAt),
    uploadedAt: formatTimestamp(row.uploadedAt),
    contentType: row.contentType,
    byteSize: row.byteSize,
    uploadedBy,
  };
}

const uploaderColumns = {
  id: persons.id,
  caption: persons.name,
  phone: persons.phone,
  email: persons.email,
};

function uploaderOf(
  person: { id: number; caption: string; phone: string | null; email: string } | null,
): Person | null {
  return person ? { ...person } : null;
}

/** The crew's photos the role may see, oldest first. */
export async function listCrewPhotos(
  db: Db | Tx,
  tenantId: number,
  crewId: number,
  role: CrewShiftActor,
): Promise<CrewPhoto[]> {
  const rows = await db
    .select({ photo: crewPhotos, person: uploaderColumns })
    .from(crewPhotos)
    .leftJoin(persons, eq(persons.id, crewPhotos.personId))
    .where(
      and(
        eq(crewPhotos.tenantId, tenantId),
        eq(crewPhotos.crewId, crewId),
        inArray(crewPhotos.status, [...visiblePhotoStatuses(role)]),
      ),
    )
    .orderBy(asc(crewPhotos.takenAt), asc(crewPhotos.id));
  return rows.map((row) => photoOf(row.photo, uploaderOf(row.person)));
}

/** Stores the photo's row and its audit row (one transaction, under the upload's key). */
export async function insertCrewPhoto(
  tx: Tx,
  values: {
    tenantId: number;
    crewId: number;
    personId: number | null;
    storageKey: string;
    contentType: string;
    byteSize: number;
    takenAt: Date;
    idempotencyKey: string | null;
    status?: CrewPhotoStatus;
  },
  uploadedAt: Date,
): Promise<CrewPhoto> {
  const { idempotencyKey, ...photo } = values;
  const [row] = await tx
    .insert(crewPhotos)
    .values({ ...photo, status: photo.status ?? 'pending', uploadedAt })
    .returning();
  if (!row) throw new Error('crew photo insert returned nothing');
  const [uploader] =
    values.personId === null
      ? []
      : await tx.select(uploaderColumns).from(persons).where(eq(persons.id, values.personId));
  await tx.insert(crewShiftEvents).values({
    tenantId: values.tenantId,
    crewId: values.crewId,
    type: 'photo.upload',
    actorPersonId: values.personId,
    idempotencyKey,
    payload: { photoId: row.id, byteSize: row.byteSize, contentType: row.contentType },
    createdAt: uploadedAt,
  });
  return photoOf(row, uploaderOf(uploader ?? null));
}

export async function photoRoutes(
  api: ApiInstance,
  { database, config, lookups, clock }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const { db } = database;

  api.get(
    '/projectCrews/:id/photos',
    {
      config: crewsRead,
      schema: { params: crewIdParams, response: { 200: crewPhotoListSchema, 404: errorSchema } },
    },
    async (request) => {
      const { crew, role } = await findCrewFor(
        db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const items = await listCrewPhotos(db, crew.tenantId, crew.id, role);
      return { items, total: items.length };
    },
  );

  api.get(
    '/projectCrews/:id/photos/:photoId/file',
    { config: crewsRead, schema: { params: photoParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const { crew, role } = await findCrewFor(
        db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const [row] = await db
        .select()
        .from(crewPhotos)
        .where(
          and(
            eq(crewPhotos.tenantId, crew.tenantId),
            eq(crewPhotos.crewId, crew.id),
            eq(crewPhotos.id, request.params.photoId),
            inArray(crewPhotos.status, [...visiblePhotoStatuses(role)]),
          ),
        );
      if (!row) throw photoNotFound();
      const bytes = await readCrewPhotoFile(storage, row.storageKey);
      if (!bytes) throw photoNotFound();
      return sendImage(reply, row.contentType, bytes);
    },
  );

  // The upload: multipart in its own scope with its own size limit.
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerImageMultipart(scope, MAX_CREW_PHOTO_BYTES);
    scope.post(
      '/projectCrews/:id/photos',
      {
        config: crewsEdit,
        schema: {
          params: crewIdParams,
          querystring: uploadQuery,
          headers: venueActionHeaders,
          response: {
            201: crewPhotoUploadedSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const principal = request.principal as Principal;
        const caller = await crewCallerOf(request, lookups);
        // Who may upload is checked before the body is read: a stranger learns nothing from a 400.
        const { crew, role } = await findCrewFor(db, caller, request.params.id);
        if (role === 'reader') throw notFound('Crew not found', 'CREW_NOT_FOUND');
        const takenAt = request.query.takenAt ? new Date(request.query.takenAt) : clock.now();
        if (takenAt.getTime() > clock.now().getTime() + TAKEN_AT_AHEAD_MINUTES * 60_000) {
          throw badUserInput('takenAt lies in the future');
        }
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge: photoTooLarge,
          notAnImage: 'CREW_PHOTO_NOT_AN_IMAGE',
          noun: 'photo',
        });
        const key = request.headers['idempotency-key'];
        let stored: string | null = null;
        try {
          const outcome = await database.transaction((tx) =>
            runIdempotent(
              tx,
              {
                tenantId: crew.tenantId,
                principal: principal.subject,
                key,
                method: 'POST',
                path: `/projectCrews/${crew.id}/photos`,
                now: clock.now(),
              },
              () =>
                outcomeOf(async () => {
                  const storageKey = `tenant-${crew.tenantId}/crew-photos/${crew.id}-${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
                  await storage.put(storageKey, bytes, contentType);
                  stored = storageKey;
                  const photo = await insertCrewPhoto(
                    tx,
                    {
                      tenantId: crew.tenantId,
                      crewId: crew.id,
                      personId: principal.personId,
                      storageKey,
                      contentType,
                      byteSize: bytes.length,
                      takenAt,
                      idempotencyKey: key,
                    },
                    clock.now(),
                  );
                  return { ...photo, notice: PHOTO_PENDING_NOTICE };
                }, 201),
            ),
          );
          return reply
            .code(outcome.statusCode as 201)
            .send(outcome.body as CrewPhoto & { notice: typeof PHOTO_PENDING_NOTICE });
        } catch (error) {
          // The transaction rolled back: the file it stored belongs to no row.
          if (stored) await storage.delete(stored);
          throw error;
        }
      },
    );
  });
}
