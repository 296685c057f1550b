import { decideCrewItem } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { ApiError, conflict } from '../../lib/errors';
import { dayInZone } from '../../lib/dates';
import { runIdempotent } from '../../lib/idempotency';
import type { Outcome } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findCrewChief,
  findJob,
  findJobPerson,
  findJobStatus,
  moveJobStatus,
} from './jobs.repository';
import type { JobScope } from './jobs.repository';
import { jobSchema } from './jobs.schemas';
import type { Job } from './jobs.schemas';
import { notify } from '../../lib/notify/notify';
import { recordCrewItemChange } from '../crew-items/crew-items.public';
import { jobNotFound, jobParams, scopeOf } from './jobs.access';

/** A compare-and-set lost to a concurrent change is decided again; more than this is a bug. */
const MAX_DECISIONS = 3;

/**
 * The crew member confirms their job. crewItemStatusMachine decides from the stored status (the
 * api knows no "pending" here); the write is a compare-and-set on that status, so of two
 * concurrent confirmations one wins and the other is decided again on the status it lost to.
 */
async function confirm(tx: Tx, scope: JobScope, id: number, now: Date): Promise<Job> {
  for (let attempt = 0; attempt < MAX_DECISIONS; attempt += 1) {
    const from = await findJobStatus(tx, scope, id);
    if (from === undefined) throw jobNotFound();
    // The machine's one decision, shared with the crew item actions (api/routes/crew-items).
    const decision = decideCrewItem(from, { type: 'crewItem.confirm' });
    if (!decision.allowed)
      throw conflict(`crewItemStatus does not allow crewItem.confirm in ${from}`, decision.reason);
    const to = decision.to as CrewItemStatus;
    if (await moveJobStatus(tx, scope, id, { from, to, at: now })) {
      // The audit entry in the same transaction as the change.
      await recordCrewItemChange(tx, {
        tenantId: scope.tenantId,
        crewItemId: id,
        from,
        to,
        action: 'crewItem.confirm',
        actorPersonId: scope.personId,
        at: now,
      });
      const job = await findJob(tx, scope, id);
      if (!job) throw jobNotFound();
      // The receipt on the person's other devices, queued with the confirmation (decision 098).
      const personId = await findJobPerson(tx, scope, id);
      if (personId !== null) {
        await notify(tx, {
          tenantId: scope.tenantId,
          personId,
          type: 'jobConfirmed',
          // The venue's day (decision 248): a night shift begun at 00:30 at the venue is that day's.
          params: {
            project: job.project.name,
            day: dayInZone(new Date(job.startsAt), job.timeZone),
          },
          url: `/jobs/${job.id}`,
          tag: `job-${job.id}`,
          now,
        });
      }
      return job;
    }
  }
  throw new Error(`job ${id} kept changing status while it was being confirmed`);
}

/** A refusal becomes the stored outcome, so a repeat with the same key gets the same answer. */
async function answerOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { statusCode: 200, body: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }
}

// The crew member confirms their job.
export async function jobConfirmationRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.post(
    '/jobs/:id/confirmation',
    {
      config: { right: { resource: 'jobs', action: 'CONFIRM' } },
      schema: {
        params: jobParams,
        headers: idempotencyHeaders,
        response: { 200: jobSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const id = request.params.id;
      const now = clock.now();
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: `/jobs/${id}/confirmation`,
            now,
          },
          () => answerOf(() => confirm(tx, scope, id, now)),
        ),
      );
      // The stored body went through this same schema the first time; the serializer checks it again.
      // A job stored before Job carried crewChief (api/routes/jobs/README.md, The crew chief embedded in every job) gets it added on replay,
      // so that replay does not fail the response schema.
      // Likewise spare and changedAt: a replay answers the job as it is stored now.
      let body = outcome.body;
      if (outcome.statusCode === 200 && isObject(body) && !('crewChief' in body)) {
        body = { ...body, crewChief: (await findCrewChief(database.db, scope, id)) ?? null };
      }
      if (outcome.statusCode === 200 && isObject(body) && !('spare' in body)) {
        const job = await findJob(database.db, scope, id);
        body = { ...body, spare: job?.spare ?? false, changedAt: job?.changedAt ?? null };
      }
      return reply.code(outcome.statusCode as 200 | 404 | 409).send(body as Job);
    },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
