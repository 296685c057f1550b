import { randomUUID } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, notFound } from '../../lib/errors';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import {
  checkAllowed,
  idParams,
  receiptNotFound,
  receiptsCreate,
  receiptsRead,
  scopeOf,
  type ReceiptsRouteContext,
} from './receipts.access';
import { readReceiptPhotoFile } from './receipts.images';
import { findReceipt, insertPhoto, latestPhoto } from './receipts.repository';
import { receiptPhotoSchema } from './receipts.schemas';

/** Larger photos are refused (413); the app compresses to far less and checks this first. */
export const MAX_RECEIPT_PHOTO_BYTES = 10 * 1024 * 1024;

const photoNotFound = () => notFound('Receipt photo not found', 'RECEIPT_PHOTO_NOT_FOUND');
const tooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The photo is larger than ${MAX_RECEIPT_PHOTO_BYTES} bytes`, {
    reason: 'RECEIPT_PHOTO_TOO_LARGE',
  });

// The photo of the paper receipt: the latest one's file, and the upload (multipart, its own scope).
export async function receiptPhotosRoutes(
  api: ApiInstance,
  { database, storage, clock }: ReceiptsRouteContext,
): Promise<void> {
  const { db } = database;

  // The latest photo of the paper receipt, for whoever reads the receipt (pending ones too: their own upload).
  api.get(
    '/receipts/:id/photo/file',
    {
      config: receiptsRead,
      schema: { params: idParams, response: { 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const receipt = await findReceipt(db, scope, request.params.id);
      if (!receipt) throw receiptNotFound();
      const photo = await latestPhoto(db, scope.tenantId, receipt.id);
      const bytes = photo ? await readReceiptPhotoFile(storage, photo.storageKey) : undefined;
      if (!photo || !bytes) throw photoNotFound();
      reply.header('cache-control', 'private, no-store');
      return sendImage(reply, photo.contentType, bytes);
    },
  );

  // The upload: multipart with one file field, only here (its own scope and limits).
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerImageMultipart(scope, MAX_RECEIPT_PHOTO_BYTES);
    scope.post(
      '/receipts/:id/photo',
      {
        config: receiptsCreate,
        schema: {
          params: idParams,
          response: {
            201: receiptPhotoSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const receiptScope = scopeOf(request);
        const receipt = await findReceipt(db, receiptScope, request.params.id);
        if (!receipt) throw receiptNotFound();
        checkAllowed(receipt.status, 'uploadPhoto');
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge,
          notAnImage: 'RECEIPT_PHOTO_NOT_AN_IMAGE',
          noun: 'photo',
        });
        const storageKey = `tenant-${receiptScope.tenantId}/receipt-photos/${receipt.id}-${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
        await storage.put(storageKey, bytes, contentType);
        try {
          const photo = await insertPhoto(db, {
            tenantId: receiptScope.tenantId,
            receiptId: receipt.id,
            storageKey,
            contentType,
            byteSize: bytes.length,
            uploadedAt: clock.now(),
          });
          return reply.code(201).send(photo);
        } catch (error) {
          await storage.delete(storageKey);
          throw error;
        }
      },
    );
  });
}
