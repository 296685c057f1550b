import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnswerRefusal } from '../../../machines/formAnswers';
import type { Principal } from '../../auth/accounts';
import { ApiError, notFound } from '../../lib/errors';
import { idParam } from '../../lib/schemas';
import type { RouteContext } from '../../types';
import type { FileStorage } from '../../lib/storage';
import type { FormScope } from './forms.repository';

// What every forms registrar shares: the rights its routes declare, the forms the caller reaches
// and the not-found answers.

/** The routes' context, with the storage the form photos are kept in. */
export interface FormsRouteContext extends RouteContext {
  storage: FileStorage;
}

/** Photo uploads larger than this are refused (the app compresses to far less). */
export const MAX_FORM_PHOTO_BYTES = 10 * 1024 * 1024;

export const formNotFound = () => notFound('Form not found', 'FORM_NOT_FOUND');
export const photoNotFound = () => notFound('Form photo not found', 'FORM_PHOTO_NOT_FOUND');
export const photoTooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The photo is larger than ${MAX_FORM_PHOTO_BYTES} bytes`, {
    reason: 'FORM_PHOTO_TOO_LARGE',
  });

export const read = { right: { resource: 'forms', action: 'READ' } } as const;
export const create = { right: { resource: 'forms', action: 'CREATE' } } as const;
export const idParams = z.strictObject({ id: idParam });
export const photoParams = z.strictObject({ id: idParam, photoId: idParam });

export function principalOf(request: FastifyRequest): Principal {
  return request.principal as Principal;
}

/** A form is filled in by a person; a session without one (a project login) has no forms. */
export function scopeOf(request: FastifyRequest, all = request.permission === 'ALL'): FormScope {
  const principal = principalOf(request);
  if (principal.personId === null) throw formNotFound();
  return { tenantId: principal.tenantId, personId: principal.personId, all };
}

export function refused(refusals: AnswerRefusal[]): ApiError {
  return new ApiError(
    400,
    'BAD_USER_INPUT',
    `The form's rules refuse ${refusals.length} answer(s)`,
    {
      reason: 'FORM_ANSWERS_REFUSED',
      details: refusals.map(({ questionId, problem }) => ({
        path: `answers.${questionId}`,
        message: problem,
      })),
    },
  );
}
