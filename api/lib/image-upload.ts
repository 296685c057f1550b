import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sniffImageType } from '../routes/profile/profile.images';
import type { ImageType } from '../routes/profile/profile.images';
import type { ErrorReason } from '../../machines/error-reasons';
import type { ApiInstance } from '../types';
import { ApiError, badUserInput } from './errors';

// One image upload (a profile picture, a form's photo answer, a crew's photo): multipart/form-data
// with exactly one file field, size-limited per route, and checked by its content (magic bytes),
// never by its name or declared type. The areas register the plugin in their own scope with
// registerImageMultipart so no other route accepts multipart.

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Registers @fastify/multipart in `scope` (an area's own encapsulated scope) for one file of at most `maxBytes`. */
export async function registerImageMultipart(scope: ApiInstance, maxBytes: number): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
}

export interface ImageUploadRefusals {
  /** The 413 the area answers for a file over its limit. */
  tooLarge: () => ApiError;
  /** The reason of the 400 for content that is not a JPEG, PNG or WebP. */
  notAnImage: ErrorReason;
  /** What the area calls the file in messages ('picture', 'photo'). */
  noun: string;
}

/** The uploaded image's bytes and its type by content; 400/413 with the area's reasons otherwise. */
export async function readImageUpload(
  request: FastifyRequest,
  refusals: ImageUploadRefusals,
): Promise<{ bytes: Buffer; contentType: ImageType }> {
  if (!request.isMultipart())
    throw badUserInput(`Send the ${refusals.noun} as multipart/form-data with one file field`);
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file) throw badUserInput('The form has no file');
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badUserInput('Send exactly one file and nothing else');
    }
    throw badUserInput('The upload could not be read as multipart/form-data');
  }
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw badUserInput('The file is not a JPEG, PNG or WebP image', refusals.notAnImage);
  return { bytes, contentType };
}

/** Sends stored image bytes inline with their checked type and no sniffing by the browser. */
export function sendImage(reply: FastifyReply, contentType: string, bytes: Buffer) {
  return reply
    .type(contentType)
    .header('content-length', bytes.length)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(bytes as never);
}
