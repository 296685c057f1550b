import { badUserInput, notFound } from '../../lib/errors';
import { checkDayRange, utcDayStart } from '../../lib/date-range';
import { errorSchema, pageOf } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findCrewChief,
  findJob,
  findProjectManager,
  listJobs,
  listJobsBetween,
} from './jobs.repository';
import { jobSchema } from './jobs.schemas';
import { personSchema } from '../../lib/person.schemas';
import { jobNotFound, jobParams, jobsQuery, scopeOf } from './jobs.access';

// The caller's jobs, one job, its crew chief and its project manager.
export async function jobRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/jobs',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { querystring: jobsQuery, response: { 200: pageOf(jobSchema), 400: errorSchema } },
    },
    async (request) => {
      const { limit, page, dateFrom, dateTo } = request.query;
      if (dateFrom === undefined && dateTo === undefined) {
        const { items, total } = await listJobs(database.db, scopeOf(request), {
          limit,
          page,
          now: clock.now(),
        });
        return { items, total, page, limit };
      }
      // A range (the personal calendar's visible days): both ends, YYYY-MM-DD, inclusive.
      if (dateFrom === undefined || dateTo === undefined) {
        throw badUserInput('dateFrom and dateTo go together', 'DATE_RANGE_INVALID');
      }
      checkDayRange(dateFrom, dateTo);
      const range = { from: utcDayStart(dateFrom), to: utcDayStart(dateTo, 1), limit, page };
      const { items, total } = await listJobsBetween(database.db, scopeOf(request), range);
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
      if (!job) throw jobNotFound();
      return job;
    },
  );

  // SPEC.md §7 names it ("/jobs with /crewChief"); every Job carries the same Person (api/routes/jobs/README.md, The crew chief embedded in every job).
  api.get(
    '/jobs/:id/crewChief',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { params: jobParams, response: { 200: personSchema, 404: errorSchema } },
    },
    async (request) => {
      const chief = await findCrewChief(database.db, scopeOf(request), request.params.id);
      if (chief === undefined) throw jobNotFound();
      if (chief === null) throw notFound('No crew chief', 'CREW_CHIEF_NOT_FOUND');
      return chief;
    },
  );

  // The job's project manager (the contact-project-manager page, SPEC.md §2).
  api.get(
    '/jobs/:id/projectManager',
    {
      config: { right: { resource: 'jobs', action: 'READ' } },
      schema: { params: jobParams, response: { 200: personSchema, 404: errorSchema } },
    },
    async (request) => {
      const manager = await findProjectManager(database.db, scopeOf(request), request.params.id);
      if (manager === undefined) throw jobNotFound();
      if (manager === null) throw notFound('No project manager', 'PROJECT_MANAGER_NOT_FOUND');
      return manager;
    },
  );
}
