import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_PICTURE_REFUSALS,
  profilePictureMachine,
} from '../../../machines/profilePicture.machine';
import { PROFILE_PICTURE_STATUSES } from '../../../machines/profilePicture.machine';
import type { Principal } from '../../auth/accounts';
import { defineApiArea } from '../../lib/area';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { ApiError, notFound } from '../../lib/errors';
import { errorSchema, idParam } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { FileStorage } from '../../lib/storage';
import { decisionBody, reasonOf, recordOfficeDecision } from '../../lib/office-decisions';
import { requireTransition } from '../../lib/transitions';
import { notify } from '../notifications/notify';
import type { ApiInstance, RouteContext } from '../../types';
import {
  decidePicture,
  findPictureRow,
  findProfile,
  insertPicture,
  listPictures,
  listPicturesByStatus,
  updateSettings,
} from './profile.repository';
import {
  personProfileSchema,
  profileAccessBody,
  profilePictureSchema,
  profileSettingsBody,
  waitingProfilePictureSchema,
} from './profile.schemas';
import { readPictureFile } from './profile.seed';

// The profile (SPEC.md §2 /profile, §7 /persons/{id} …). persons READ: OWN reads only
// the caller's own profile (another id is 404), ALL any of the tenant's. Time zone, map service, the
// public-profile switch and uploads are the person's own: only their own id, whatever the
// permission. The office (personProfiles EDIT ALL) approves or rejects uploaded pictures through the
// profilePicture machine. Files live in the file storage (api/lib/storage), served only here.

/** Uploads larger than this are refused before compression (the app compresses to far less). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

const profileNotFound = () => notFound('Profile not found', 'PROFILE_NOT_FOUND');
const pictureNotFound = () => notFound('Profile picture not found', 'PROFILE_PICTURE_NOT_FOUND');
const tooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The picture is larger than ${MAX_PICTURE_BYTES} bytes`, {
    reason: 'PROFILE_PICTURE_TOO_LARGE',
  });

const readPersons = { right: { resource: 'persons', action: 'READ' } } as const;
const readPictures = { right: { resource: 'personProfiles', action: 'READ' } } as const;
const decidePictures = { right: { resource: 'personProfiles', action: 'EDIT' } } as const;

const personParams = z.strictObject({ id: idParam });
const pictureParams = z.strictObject({ id: idParam, pictureId: idParam });
const reviewParams = z.strictObject({ pictureId: idParam });

function principalOf(request: FastifyRequest): Principal {
  return request.principal as Principal;
}

/** The person the caller may read: their own, or any of the tenant's with ALL; else 404. */
function readablePerson(request: FastifyRequest, id: number): number {
  const principal = principalOf(request);
  if (request.permission === 'ALL' || principal.personId === id) return id;
  throw profileNotFound();
}

/** The person's own id, for what only they may change; anyone else's id is 404. */
function ownPerson(request: FastifyRequest, id: number): number {
  if (principalOf(request).personId !== id) throw profileNotFound();
  return id;
}

/** Sends a stored picture's bytes (private, never cached by a proxy). */
async function sendPicture(
  storage: FileStorage,
  row: { storageKey: string; contentType: string },
  reply: FastifyReply,
) {
  const bytes = await readPictureFile(storage, row.storageKey);
  if (!bytes) throw pictureNotFound();
  return sendImage(reply, row.contentType, bytes);
}

export async function profileRoutes(
  api: ApiInstance,
  { database, config, clock }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const { db } = database;

  api.get(
    '/persons/:id',
    {
      config: readPersons,
      schema: { params: personParams, response: { 200: personProfileSchema, 404: errorSchema } },
    },
    async (request) => {
      const profile = await findProfile(
        db,
        principalOf(request).tenantId,
        readablePerson(request, request.params.id),
      );
      if (!profile) throw profileNotFound();
      return profile;
    },
  );

  // The person's own choices: time zone (IANA) and map service.
  api.post(
    '/persons/:id/settings',
    {
      config: readPersons,
      schema: {
        params: personParams,
        body: profileSettingsBody,
        response: { 200: personProfileSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      const id = ownPerson(request, request.params.id);
      await updateSettings(db, tenantId, id, request.body);
      const profile = await findProfile(db, tenantId, id);
      if (!profile) throw profileNotFound();
      return profile;
    },
  );

  // Whether /public/crew-profile/{personId} shows this person (SPEC.md §7 POST profileAccess).
  api.post(
    '/persons/:id/profileAccess',
    {
      config: readPersons,
      schema: {
        params: personParams,
        body: profileAccessBody,
        response: { 200: personProfileSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      const id = ownPerson(request, request.params.id);
      await updateSettings(db, tenantId, id, { publicProfile: request.body.publicProfile });
      const profile = await findProfile(db, tenantId, id);
      if (!profile) throw profileNotFound();
      return profile;
    },
  );

  api.get(
    '/persons/:id/profilePictures',
    {
      config: readPersons,
      schema: {
        params: personParams,
        response: {
          200: z.strictObject({ items: z.array(profilePictureSchema) }),
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      const profile = await findProfile(db, tenantId, readablePerson(request, request.params.id));
      if (!profile) throw profileNotFound();
      return { items: await listPictures(db, tenantId, profile.id) };
    },
  );

  api.get(
    '/persons/:id/profilePictures/:pictureId/file',
    { config: readPersons, schema: { params: pictureParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const personId = readablePerson(request, request.params.id);
      const row = await findPictureRow(db, principalOf(request).tenantId, request.params.pictureId);
      if (!row || row.personId !== personId) throw pictureNotFound();
      return sendPicture(storage, row, reply);
    },
  );

  // The upload: multipart with one file field, only here (its own scope and limits).
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerImageMultipart(scope, MAX_PICTURE_BYTES);
    scope.post(
      '/persons/:id/profilePictures',
      {
        config: readPersons,
        schema: {
          params: personParams,
          response: {
            201: profilePictureSchema,
            400: errorSchema,
            404: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const personId = ownPerson(request, request.params.id);
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge,
          notAnImage: 'PROFILE_PICTURE_NOT_AN_IMAGE',
          noun: 'picture',
        });
        const storageKey = `tenant-${tenantId}/profile-pictures/${personId}-${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
        await storage.put(storageKey, bytes, contentType);
        try {
          const picture = await insertPicture(db, {
            tenantId,
            personId,
            storageKey,
            contentType,
            byteSize: bytes.length,
          });
          return reply.code(201).send(picture);
        } catch (error) {
          await storage.delete(storageKey);
          throw error;
        }
      },
    );
  });

  // The office's review of uploaded pictures.
  api.get(
    '/profilePictures',
    {
      config: readPictures,
      schema: {
        querystring: z.strictObject({
          status: z.enum(PROFILE_PICTURE_STATUSES).default('pending'),
        }),
        response: { 200: z.strictObject({ items: z.array(waitingProfilePictureSchema) }) },
      },
    },
    async (request) => {
      if (request.permission !== 'ALL') return { items: [] };
      return {
        items: await listPicturesByStatus(db, principalOf(request).tenantId, request.query.status),
      };
    },
  );

  api.get(
    '/profilePictures/:pictureId/file',
    { config: readPictures, schema: { params: reviewParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const principal = principalOf(request);
      const row = await findPictureRow(db, principal.tenantId, request.params.pictureId);
      if (!row || (request.permission !== 'ALL' && row.personId !== principal.personId))
        throw pictureNotFound();
      return sendPicture(storage, row, reply);
    },
  );

  // The decision, its audit row and the answer to the person commit together; a rejection says why.
  for (const [verb, event] of [
    ['approve', 'profilePicture.approve'],
    ['reject', 'profilePicture.reject'],
  ] as const) {
    api.post(
      `/profilePictures/:pictureId/${verb}`,
      {
        config: decidePictures,
        schema: {
          params: reviewParams,
          body: decisionBody('profilePicture', verb),
          response: {
            200: profilePictureSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const reason = reasonOf('profilePicture', verb, request.body);
        const at = clock.now();
        return database.transaction(async (tx) => {
          const row = await findPictureRow(tx, principal.tenantId, request.params.pictureId);
          // Deciding is the office's (ALL); an OWN grant may not approve one's own picture.
          if (!row || request.permission !== 'ALL') throw pictureNotFound();
          const to = requireTransition(
            profilePictureMachine,
            row.status,
            { type: event },
            PROFILE_PICTURE_REFUSALS,
          );
          const decided = await decidePicture(tx, principal.tenantId, row.id, row.status, to, {
            by: principal.personId,
            at,
            reason,
          });
          if (!decided) {
            const now = await findPictureRow(tx, principal.tenantId, row.id);
            requireTransition(
              profilePictureMachine,
              now?.status ?? 'approved',
              { type: event },
              PROFILE_PICTURE_REFUSALS,
            );
            throw pictureNotFound();
          }
          await recordOfficeDecision(tx, {
            tenantId: principal.tenantId,
            subject: 'profilePicture',
            subjectId: row.id,
            personId: row.personId,
            fromStatus: row.status,
            verb,
            reason,
            decidedBy: principal.personId,
            decidedAt: at,
          });
          await notify(tx, {
            tenantId: principal.tenantId,
            personId: row.personId,
            type: 'profilePictureAnswered',
            text: verb === 'approve' ? 'profilePictureApproved' : 'profilePictureRejected',
            params: reason ? { reason } : {},
            url: '/profile',
            tag: `profile-picture-${row.id}`,
            now: at,
          });
          return decided;
        });
      },
    );
  }
}

export default defineApiArea({ name: 'profile', routes: profileRoutes });
