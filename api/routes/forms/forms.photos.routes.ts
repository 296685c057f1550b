import { randomUUID } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import type { FormsRouteContext } from './forms.access';
import { findForm, findOwnPhoto, insertPhoto } from './forms.repository';
import { formPhotoSchema } from './forms.schemas';
import type { FormPhoto } from './forms.schemas';
import {
  MAX_FORM_PHOTO_BYTES,
  formNotFound,
  photoNotFound,
  photoTooLarge,
  read,
  create,
  idParams,
  photoParams,
  principalOf,
  scopeOf,
} from './forms.access';

// A photo answer's upload and the uploader's own photo.
export async function formPhotoRoutes(
  api: ApiInstance,
  { database, storage, clock }: FormsRouteContext,
): Promise<void> {
  const { db } = database;

  // A photo answer's upload: multipart with one file field, only here (its own scope and limits).
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerImageMultipart(scope, MAX_FORM_PHOTO_BYTES);
    scope.post(
      '/forms/perform/:id/photos',
      {
        config: create,
        schema: {
          params: idParams,
          headers: idempotencyHeaders,
          response: { 201: formPhotoSchema, 400: errorSchema, 404: errorSchema, 413: errorSchema },
        },
      },
      async (request, reply) => {
        const own = scopeOf(request, false);
        const form = await findForm(db, own, request.params.id);
        if (!form || !form.questions.some((question) => question.kind === 'photo'))
          throw formNotFound();
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge: photoTooLarge,
          notAnImage: 'FORM_PHOTO_NOT_AN_IMAGE',
          noun: 'photo',
        });
        // Under an Idempotency-Key (optional; the outbox sends one with a security check's photo,
        // src/features/crews/README.md, Photos and security checks in the outbox) a replay answers the stored photo and stores no second file.
        let stored: string | null = null;
        try {
          const outcome = await database.transaction((tx) =>
            runIdempotent(
              tx,
              {
                tenantId: own.tenantId,
                principal: principalOf(request).subject,
                key: request.headers['idempotency-key'],
                method: 'POST',
                path: `/forms/perform/${form.id}/photos`,
                now: clock.now(),
              },
              () =>
                outcomeOf(async () => {
                  const storageKey = `tenant-${own.tenantId}/form-photos/${form.id}-${own.personId}-${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
                  await storage.put(storageKey, bytes, contentType);
                  stored = storageKey;
                  return insertPhoto(tx, own, {
                    formId: form.id,
                    storageKey,
                    contentType,
                    byteSize: bytes.length,
                    uploadedAt: clock.now(),
                  });
                }, 201),
            ),
          );
          return reply.code(outcome.statusCode as 201).send(outcome.body as FormPhoto);
        } catch (error) {
          // The transaction rolled back: the file it stored belongs to no row.
          if (stored) await storage.delete(stored);
          throw error;
        }
      },
    );
  });

  // The uploader's own photo (the preview after a reload); ALL reads any of the tenant's.
  api.get(
    '/forms/perform/:id/photos/:photoId/file',
    { config: read, schema: { params: photoParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const row = await findOwnPhoto(
        db,
        scopeOf(request),
        request.params.id,
        request.params.photoId,
      );
      if (!row) throw photoNotFound();
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw photoNotFound();
      return sendImage(reply, row.contentType, bytes);
    },
  );
}
