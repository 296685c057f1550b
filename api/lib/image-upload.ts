import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { sniffImageType } from './images';
import type { ImageType } from './images';
import type { ErrorReason } from '../../machines/error-reasons';
import type { ApiInstance } from '../types';
import { ApiError, badUserInput } from './errors';

// One image upload (a profile picture, a form's photo answer, a crew's photo): multipart/form-data
// with exactly one part, a file, size-limited per route, and checked by its content (its magic bytes
// name the format, and it must decode as that format), never by its name or declared type. The areas register the plugin in their own scope with
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

/** Pictures larger than this many pixels are refused before decoding (a small file can hold a huge picture). */
export const MAX_IMAGE_PIXELS = 50_000_000;

const SHARP_FORMATS: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Whether `bytes` decode as a picture of `type`: the first bytes only name a format, and a PNG
 * signature followed by a script is no picture. sharp decodes every pixel (failing on a damaged
 * file), within MAX_IMAGE_PIXELS.
 */
export async function decodesAs(bytes: Buffer, type: ImageType): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const { format, width, height } = await image.metadata();
    if (format !== SHARP_FORMATS[type] || !width || !height) return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The one file part's bytes: a second part of any kind (a file or a field) is refused. */
async function onlyFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || bytes !== undefined) throw exactlyOneFile();
    bytes = await part.toBuffer();
  }
  if (bytes === undefined) throw badUserInput('The form has no file');
  return bytes;
}

const exactlyOneFile = () => badUserInput('Send exactly one file and nothing else');

/** The uploaded image's bytes and its type by content; 400/413 with the area's reasons otherwise. */
export async function readImageUpload(
  request: FastifyRequest,
  refusals: ImageUploadRefusals,
): Promise<{ bytes: Buffer; contentType: ImageType }> {
  if (!request.isMultipart())
    throw badUserInput(`Send the ${refusals.noun} as multipart/form-data with one file field`);
  let bytes: Buffer;
  try {
    bytes = await onlyFile(request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw exactlyOneFile();
    }
    throw badUserInput('The upload could not be read as multipart/form-data');
  }
  const contentType = sniffImageType(bytes);
  if (!contentType || !(await decodesAs(bytes, contentType)))
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
