import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersRefusals, givenAnswers } from '../../../machines/formAnswers';
import type { AnswerRefusal, FormAnswers } from '../../../machines/formAnswers';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { defineApiArea } from '../../lib/area';
import {
  IMAGE_EXTENSIONS,
  readImageUpload,
  registerImageMultipart,
  sendImage,
} from '../../lib/image-upload';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, idParam } from '../../lib/schemas';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { crewCallerOf } from '../crews/crews.access';
import type { CrewCaller } from '../crews/crews.access';
import { admitSecurityCheckAnswer } from '../crews/crews.security-checks';
import {
  findForm,
  findOwnPhoto,
  hasResult,
  insertPhoto,
  insertResult,
  isOnCrew,
  listFormsToFill,
  usablePhotoIds,
} from './forms.repository';
import type { FormScope } from './forms.repository';
import {
  formPhotoSchema,
  formResultBody,
  formResultSchema,
  formSchema,
  formToFillSchema,
} from './forms.schemas';
import type { FormPhoto, FormResult } from './forms.schemas';

// Forms (SPEC.md §7 /forms/perform/{id}, POST /formResults/perform). forms READ: OWN
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
  new ApiError(413, 'BAD_USER_INPUT', `The photo is larger than ${MAX_FORM_PHOTO_BYTES} bytes`, {
    reason: 'FORM_PHOTO_TOO_LARGE',
  });

const read = { right: { resource: 'forms', action: 'READ' } } as const;
const create = { right: { resource: 'forms', action: 'CREATE' } } as const;
const idParams = z.strictObject({ id: idParam });
const photoParams = z.strictObject({ id: idParam, photoId: idParam });

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

/** Checks the answers against the form's rules and its photos, then stores them with their photos. */
async function storeResult(
  tx: Tx,
  scope: FormScope,
  body: z.infer<typeof formResultBody>,
  securityCheck: { caller: () => Promise<CrewCaller>; idempotencyKey: string | undefined },
  now: Date,
): Promise<FormResult> {
  // Filling in is always one's own: an ALL reader fills in only forms assigned to them.
  const own: FormScope = { ...scope, all: false };
  const form = await findForm(tx, own, body.formId);
  if (!form) throw formNotFound();
  // An empty context names no subject: the form is answered as without one.
  const context = body.context && Object.keys(body.context).length > 0 ? body.context : undefined;
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
    if (
      question.kind === 'photo' &&
      typeof answer === 'object' &&
      !Array.isArray(answer) &&
      !usable.has(answer.photoId)
    ) {
      refusals.push({ questionId: String(question.id), problem: 'notAPhoto' });
    }
  }
  if (refusals.length > 0) throw refused(refusals);
  // A security check: the crew's chief (or a planner) answers, once per crew, date and shift (crews area).
  if (form.purpose === 'securityCheck') {
    await admitSecurityCheckAnswer(
      tx,
      await securityCheck.caller(),
      form.id,
      context,
      securityCheck.idempotencyKey,
    );
  } else {
    // Any other form is about a crew only when the caller is on it (its chief or a member): a crew
    // of another tenant, one that does not exist or someone else's is 404, like reading it.
    if (context?.crewId !== undefined && !(await isOnCrew(tx, own, context.crewId))) {
      throw notFound('Crew not found', 'CREW_NOT_FOUND');
    }
    // Answered once: without a subject once per person, with one once per person and subject.
    if (await hasResult(tx, own, form.id, context)) {
      throw conflict('The answers to this form were already sent', 'FORM_ALREADY_SUBMITTED');
    }
  }
  return insertResult(tx, own, {
    formId: form.id,
    answers,
    context: context ?? null,
    photoIds,
    now,
  });
}

export async function formsRoutes(
  api: ApiInstance,
  { database, config, lookups, clock }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const { db } = database;

  api.get(
    '/formsToFill',
    {
      config: read,
      schema: { response: { 200: z.strictObject({ items: z.array(formToFillSchema) }) } },
    },
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
        // The crew caller of a security check is looked up before the transaction: a look-up on
        // the pool inside it would wait for the transaction's own connection on PGlite (one
        // connection), and the answer would never come.
        const caller = await crewCallerOf(request, lookups);
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
            () =>
              outcomeOf(
                () =>
                  storeResult(
                    tx,
                    formScope,
                    request.body,
                    {
                      caller: async () => caller,
                      idempotencyKey: request.headers['idempotency-key'],
                    },
                    clock.now(),
                  ),
                201,
              ),
          ),
        );
        return reply.code(outcome.statusCode as 201).send(outcome.body as FormResult);
      },
    );
  });

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

export default defineApiArea({ name: 'forms', routes: formsRoutes });
