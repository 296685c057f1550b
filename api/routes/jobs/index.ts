import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { jobChangeRoutes } from './jobs.changes.routes';
import { jobConfirmationRoutes } from './jobs.confirmation.routes';
import { jobRoutes } from './jobs.job.routes';

// The crew member's jobs (SPEC.md §7 /jobs, api/routes/jobs/README.md). One registrar per
// resource: the jobs, the home's job changes and the confirmation (jobs.*.routes.ts; what they
// share is jobs.access.ts).

export async function jobsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await jobRoutes(api, context);
  await jobChangeRoutes(api, context);
  await jobConfirmationRoutes(api, context);
}

export default defineApiArea({ name: 'jobs', routes: jobsRoutes });
