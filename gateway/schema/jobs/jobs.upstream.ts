import type { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { jobSchema, pageSchema } from '../shared/shared.upstream';
import type { UpstreamJob } from '../shared/shared.upstream';

// The jobs area's /api/v1 endpoints. The Job row itself is in shared/ (docs/decisions/062).

export const jobPageSchema = pageSchema(jobSchema);
export type UpstreamJobPage = z.output<typeof jobPageSchema>;

export const listJobs = upstreamOperation('GET', '/jobs', jobPageSchema);
export const getJob = upstreamOperation('GET', '/jobs/{id}', jobSchema);
export const confirmJob = upstreamOperation('POST', '/jobs/{id}/confirmation', jobSchema);

export const fetchJobs = (api: ApiClient, { limit, page }: { limit: number; page: number }) =>
  api.call(listJobs, { query: { limit, page } });

/** null when the job does not exist or is not the caller's (404). */
export const fetchJob = (api: ApiClient, id: string): Promise<UpstreamJob | null> =>
  orNull(api.call(getJob, { params: { id } }));

export const postConfirmation = (api: ApiClient, id: string, idempotencyKey: string) =>
  api.call(confirmJob, {
    params: { id },
    body: {},
    headers: { 'idempotency-key': idempotencyKey },
  });
