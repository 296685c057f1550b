import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersRefusals, givenAnswers } from '../../../machines/formAnswers';
import type { AnswerRefusal, FormAnswers } from '../../../machines/formAnswers';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import { ApiError, badUserInput, conflict, notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { errorSchema, idParam, text } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { sniffImageType } from '../profile/profile.images';
import { findForm, findOwnPhoto, hasResult, insertPhoto, insertResult, listFormsToFill, usablePhotoIds } from './forms.repository';
import type { FormScope } from './forms.repository';
import { formPhotoSchema, formResultBody, formResultSchema, formSchema, formToFillSchema } from './forms.schemas';
import type { FormResult } from './forms.schemas';

// Forms (SPEC.md §7 /forms/perform/{id}, POST /formResults/perform; issue 9 §4). forms READ: OWN
// reads the forms assigned to the caller or opened to one of their roles (any other is 404), ALL
// every form of the tenant. forms CREATE (OWN): sending answers and uploading photos, only for a
// form the caller may fill in. The answers' rules are machines/formAnswers.ts, the same the app
// applies: a refused answer is 400 with each question in `details`, and nothing is written.

/** Photo uploads larger than this are refused (the app compresses to far less). */
export const MAX_FORM_PHOTO_BYTES = 10 * 1024 * 1024;
/** Answers carry a signature as PNG data (≤ 200 KB, about 270 KB as base64) besides the rest. */
const RESULT_BODY_LIMIT = 512 * 1024;

const formNotFound = () => notFound('Form not found', 'FORM_NOT_FOUND');
const photoNotFound = () => notFound('Form photo not found', 'FORM_PHOTO_NOT_FOUND');
const photoTooLarge = () =>
  new ApiError(413, 'BAD_USER_INPUT', `The photo is larger than ${MAX_FORM_PHOTO_BYTES} bytes`, { reason: 'FORM_PHOTO_TOO_LARGE' });

const read = { right: { resource: 'forms', action: 'READ' } } as const;
const create = { right: { resource: 'forms', action: 'CREATE' } } as const;
const idParams = z.strictObject({ id: idParam });
const photoParams = z.strictObject({ id: idParam, photoId: idParam });
const idempotencyHeaders = z.looseObject({ 'idempotency-key': text().min(1).max(200).optional() });
const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

function principalOf(request: FastifyRequest): Principal {
  return request.principal as Principal;
}

/** A form is filled in by a person; a session without one (a project login) has no forms. */
function scopeOf(request: FastifyRequest, all = request.permission === 'ALL'): FormScope {
  const principal = principalOf(request);
  if (principal.personId === null) throw formNotFound();
  return { tenantId: principal.tenantId, personId: principal.personId, all };
}

function refused(refusals: AnswerRefusal[]): ApiError {
  return new ApiError(400, 'BAD_USER_INPUT', `The form's rules refuse ${refusals.length} answer(s)`, {
    reason: 'FORM_ANSWERS_REFUSED',
    details: refusals.map(({ questionId, problem }) => ({ path: `answers.${questionId}`, message: problem })),
  });
}

/** Checks the answers against the form's rules and its photos, then stores them with their photos. */
async function storeResult(tx: Tx, scope: FormScope, body: z.infer<typeof formResultBody>): Promise<FormResult> {
  // Filling in is always one's own: an ALL reader fills in only forms assigned to them.
  const own: FormScope = { ...scope, all: false };
  const form = await findForm(tx, own, body.formId);
  if (!form) throw formNotFound();
  const answers = givenAnswers(body.answers as FormAnswers);
  const refusals = answersRefusals(form.questions, answers);
  const photoIds = form.questions
    .filter((question) => question.kind === 'photo')
    .flatMap((question) => {
      const answer = answers[String(question.id)];
      return typeof answer === 'object' && !Array.isArray(answer) ? [answer.photoId] : [];
    });
  const usable = await usablePhotoIds(tx, own, form.id, photoIds);
  for (const question of form.questions) {
    const answer = answers[String(question.id)];
    if (question.kind === 'photo' && typeof answer === 'object' && !Array.isArray(answer) && !usable.has(answer.photoId)) {
      refusals.push({ questionId: String(question.id), problem: 'notAPhoto' });
    }
  }
  if (refusals.length > 0) throw refused(refusals);
  // A form without a subject is answered once; one about a crew, day and shift once per subject later.
  if (!body.context && (await hasResult(tx, own, form.id))) {
    throw conflict('The answers to this form were already sent', 'FORM_ALREADY_SUBMITTED');
  }
  return insertResult(tx, own, { formId: form.id, answers, context: body.context ?? null, photoIds, now: new Date() });
}

export async function formsRoutes(api: ApiInstance, { database, config }: RouteContext): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const { db } = database;

  api.get(
    '/formsToFill',
    { config: read, schema: { response: { 200: z.strictObject({ items: z.array(formToFillSchema) }) } } },
    async (request) => {
      if (principalOf(request).personId === null) return { items: [] };
      return { items: await listFormsToFill(db, scopeOf(request)) };
    },
  );

  api.get(
    '/forms/perform/:id',
    { config: read, schema: { params: idParams, response: { 200: formSchema, 404: errorSchema } } },
    async (request) => {
      const form = await findForm(db, scopeOf(request), request.params.id);
      if (!form) throw formNotFound();
      return form;
    },
  );

  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/formResults/perform',
      {
        config: create,
        bodyLimit: RESULT_BODY_LIMIT,
        schema: {
          body: formResultBody,
          headers: idempotencyHeaders,
          response: { 201: formResultSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const formScope = scopeOf(request);
        const outcome = await database.transaction((tx) =>
          runIdempotent(
            tx,
            {
              tenantId: formScope.tenantId,
              principal: principalOf(request).subject,
              key: request.headers['idempotency-key'],
              method: 'POST',
              path: '/formResults/perform',
            },
            () => outcomeOf(() => storeResult(tx, formScope, request.body), 201),
          ),
        );
        return reply.code(outcome.statusCode as 201).send(outcome.body as FormResult);
      },
    );
  });

  // A photo answer's upload: multipart with one file field, only here (its own scope and limits).
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_FORM_PHOTO_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
    });
    scope.post(
      '/forms/perform/:id/photos',
      {
        config: create,
        schema: { params: idParams, response: { 201: formPhotoSchema, 400: errorSchema, 404: errorSchema, 413: errorSchema } },
      },
      async (request, reply) => {
        const own = scopeOf(request, false);
        const form = await findForm(db, own, request.params.id);
        if (!form || !form.questions.some((question) => question.kind === 'photo')) throw formNotFound();
        if (!request.isMultipart()) throw badUserInput('Send the photo as multipart/form-data with one file field');
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw badUserInput('The form has no file');
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof ApiError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
            throw badUserInput('Send exactly one file and nothing else');
          }
          throw badUserInput('The upload could not be read as multipart/form-data');
        }
        const contentType = sniffImageType(bytes);
        if (!contentType) throw badUserInput('The file is not a JPEG, PNG or WebP image', 'FORM_PHOTO_NOT_AN_IMAGE');
        const storageKey = `tenant-${own.tenantId}/form-photos/${form.id}-${own.personId}-${randomUUID()}.${extensions[contentType]}`;
        await storage.put(storageKey, bytes, contentType);
        try {
          const photo = await insertPhoto(db, own, { formId: form.id, storageKey, contentType, byteSize: bytes.length });
          return reply.code(201).send(photo);
        } catch (error) {
          await storage.delete(storageKey);
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
      const row = await findOwnPhoto(db, scopeOf(request), request.params.id, request.params.photoId);
      if (!row) throw photoNotFound();
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw photoNotFound();
      return reply
        .type(row.contentType)
        .header('content-length', bytes.length)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(bytes as never);
    },
  );
}

export default defineApiArea({ name: 'forms', routes: formsRoutes });
