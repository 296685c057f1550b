import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { sendImage } from '../../lib/image-upload';
import { ApiError, notFound } from '../../lib/errors';
import { idParam } from '../../lib/schemas';
import type { FileStorage } from '../../lib/storage';
import type { RouteContext } from '../../types';
import { readPictureFile } from './profile.seed';

// What every profile registrar shares: the rights its routes declare, which person the caller
// may read or change, and a stored picture sent back.

/** The routes' context, with the storage the pictures are kept in. */
export interface ProfileRouteContext extends RouteContext {
  storage: FileStorage;
}

/** Uploads larger than this are refused before compression (the app compresses to far less). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

export const profileNotFound = () => notFound('Profile not found', 'PROFILE_NOT_FOUND');
export const pictureNotFound = () =>
  notFound('Profile picture not found', 'PROFILE_PICTURE_NOT_FOUND');
export const tooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The picture is larger than ${MAX_PICTURE_BYTES} bytes`, {
    reason: 'PROFILE_PICTURE_TOO_LARGE',
  });

export const readPersons = { right: { resource: 'persons', action: 'READ' } } as const;
export const readPictures = { right: { resource: 'personProfiles', action: 'READ' } } as const;
export const decidePictures = { right: { resource: 'personProfiles', action: 'EDIT' } } as const;

export const personParams = z.strictObject({ id: idParam });
export const pictureParams = z.strictObject({ id: idParam, pictureId: idParam });
export const reviewParams = z.strictObject({ pictureId: idParam });

export function principalOf(request: FastifyRequest): Principal {
  return request.principal as Principal;
}

/** The person the caller may read: their own, or any of the tenant's with ALL; else 404. */
export function readablePerson(request: FastifyRequest, id: number): number {
  const principal = principalOf(request);
  if (request.permission === 'ALL' || principal.personId === id) return id;
  throw profileNotFound();
}

/** The person's own id, for what only they may change; anyone else's id is 404. */
export function ownPerson(request: FastifyRequest, id: number): number {
  if (principalOf(request).personId !== id) throw profileNotFound();
  return id;
}

/** Sends a stored picture's bytes (private, never cached by a proxy). */
export async function sendPicture(
  storage: FileStorage,
  row: { storageKey: string; contentType: string },
  reply: FastifyReply,
) {
  const bytes = await readPictureFile(storage, row.storageKey);
  if (!bytes) throw pictureNotFound();
  return sendImage(reply, row.contentType, bytes);
}
