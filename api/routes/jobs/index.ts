import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import type { ErrorBody } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { dateSchema, errorSchema, idParam, pageOf, pageQuery, timestampSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { confirmJob, findCrewChief, findJob, listJobs } from './jobs.repository';
import type { JobScope } from './jobs.repository';

export const JOB_NOT_FOUND = 'Job not found';
export const JOB_CANNOT_BE_CONFIRMED = 'This job cannot be confirmed';

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

export const personSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});

export const jobSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'notNeeded', 'noShow', 'cancelled']),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  function: captioned,
  project: z.strictObject({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    beginDate: dateSchema,
    endDate: dateSchema,
    company: captioned,
  }),
  crew: captioned,
  location: z
    .strictObject({
      id: z.number().int(),
      caption: z.string(),
      address: z.string(),
      city: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
  isCrewChief: z.boolean(),
  confirmedAt: timestampSchema.nullable(),
  remark: z.string().nullable(),
  /** The crew chief of the job's crew (same as GET /jobs/{id}/crewChief); null when none. */
  crewChief: personSchema.nullable(),
});

const jobParams = z.strictObject({ id: idParam });

function scopeOf(request: FastifyRequest): JobScope {
  const principal = request.principal as Principal;
  return { tenantId: principal.tenantId, personId: principal.personId, ownOnly: request.permission !== 'ALL' };
}

export async function jobsRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  api.get(
    '/jobs',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { querystring: pageQuery, response: { 200: pageOf(jobSchema) } },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listJobs(database.db, scopeOf(request), { limit, page, now: new Date() });
      return { items, total, page, limit };
    },
  );

  api.get(
    '/jobs/:id',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { params: jobParams, response: { 200: jobSchema, 404: errorSchema } },
    },
    async (request) => {
      const job = await findJob(database.db, scopeOf(request), request.params.id);
      if (!job) throw notFound(JOB_NOT_FOUND);
      return job;
    },
  );

  api.get(
    '/jobs/:id/crewChief',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { params: jobParams, response: { 200: personSchema, 404: errorSchema } },
    },
    async (request) => {
      const chief = await findCrewChief(database.db, scopeOf(request), request.params.id);
      if (chief === undefined) throw notFound(JOB_NOT_FOUND);
      if (chief === null) throw notFound('No crew chief');
      return chief;
    },
  );

  api.post(
    '/jobs/:id/confirmation',
    {
      config: { right: { resource: 'jobs', action: 'CONFIRM' } },
      schema: {
        params: jobParams,
        headers: z.looseObject({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        response: { 200: jobSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const id = request.params.id;
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: `/jobs/${id}/confirmation`,
          },
          async () => {
            const result = await confirmJob(tx, scope, id, new Date());
            if (result === 'notFound') return { statusCode: 404, body: errorBody(404, 'NOT_FOUND', JOB_NOT_FOUND) };
            if (result === 'notPending') return { statusCode: 409, body: errorBody(409, 'CONFLICT', JOB_CANNOT_BE_CONFIRMED) };
            return { statusCode: 200, body: await findJob(tx, scope, id) };
          },
        ),
      );
      // The stored body went through this same schema the first time; the serializer checks it again.
      // A job stored before Job carried crewChief (docs/decisions/017) gets it added on replay,
      // so that replay does not fail the response schema.
      const body =
        outcome.statusCode === 200 && isObject(outcome.body) && !('crewChief' in outcome.body)
          ? { ...outcome.body, crewChief: (await findCrewChief(database.db, scope, id)) ?? null }
          : outcome.body;
      return reply.code(outcome.statusCode as 200 | 404 | 409).send(body as z.infer<typeof jobSchema>);
    },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorBody(statusCode: number, code: ErrorBody['code'], message: string): ErrorBody {
  return { statusCode, code, message };
}
