import { randomUUID } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_EXTENSIONS, readImageUpload, registerImageMultipart } from '../../lib/image-upload';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import { findPictureRow, findProfile, insertPicture, listPictures } from './profile.repository';
import { profilePictureSchema } from './profile.schemas';
import type { ProfileRouteContext } from './profile.access';
import {
  MAX_PICTURE_BYTES,
  profileNotFound,
  pictureNotFound,
  tooLarge,
  readPersons,
  personParams,
  pictureParams,
  principalOf,
  readablePerson,
  ownPerson,
  sendPicture,
} from './profile.access';

// A person's profile pictures: the list, a picture's file and the upload.
export async function profilePictureRoutes(
  api: ApiInstance,
  { database, storage, clock }: ProfileRouteContext,
): Promise<void> {
  const { db } = database;

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
            uploadedAt: clock.now(),
          });
          return reply.code(201).send(picture);
        } catch (error) {
          await storage.delete(storageKey);
          throw error;
        }
      },
    );
  });
}
