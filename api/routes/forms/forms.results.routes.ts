import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answersRefusals, givenAnswers } from '../../../machines/formAnswers';
import type { FormAnswers } from '../../../machines/formAnswers';
import type { Tx } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import type { FormsRouteContext } from './forms.access';
import { crewCallerOf } from '../crews/crews.public';
import type { CrewCaller } from '../crews/crews.public';
import { admitSecurityCheckAnswer } from '../crews/crews.public';
import { findForm, hasResult, insertResult, isOnCrew, usablePhotoIds } from './forms.repository';
import type { FormScope } from './forms.repository';
import { formResultBody, formResultSchema } from './forms.schemas';
import type { FormResult } from './forms.schemas';
import { formNotFound, create, principalOf, scopeOf, refused } from './forms.access';

/** Answers carry a signature as PNG data (≤ 200 KB, about 270 KB as base64) besides the rest. */
const RESULT_BODY_LIMIT = 512 * 1024;

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
      now,
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

// The answers sent.
export async function formResultRoutes(
  api: ApiInstance,
  { database, lookups, clock }: FormsRouteContext,
): Promise<void> {
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
              now: clock.now(),
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
}
