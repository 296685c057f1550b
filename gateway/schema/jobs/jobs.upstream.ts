import type { z } from 'zod';
import { itemsOf, okSchema, pageOf } from '../../../api/lib/response.schemas';
import { jobChangeSchema } from '../../../api/routes/jobs/jobs.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { jobSchema, personSchema } from '../shared/shared.upstream';
import type { UpstreamJob, UpstreamPerson } from '../shared/shared.upstream';

// The jobs area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/jobs). The
// Job's mapper type is in shared/ (docs/decisions/062): the calendar and crews return Jobs too.

export const jobPageSchema = pageOf(jobSchema);
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

export { jobChangeSchema };
export type UpstreamJobChange = z.output<typeof jobChangeSchema>;

export const getProjectManager = upstreamOperation(
  'GET',
  '/jobs/{id}/projectManager',
  personSchema,
);
export const listJobChanges = upstreamOperation('GET', '/jobChanges', itemsOf(jobChangeSchema));
export const acknowledgeChange = upstreamOperation(
  'POST',
  '/jobs/{id}/changeAcknowledgement',
  okSchema,
);

/** null when the job is not the caller's or its project has no manager (both 404). */
export const fetchProjectManager = (api: ApiClient, id: string): Promise<UpstreamPerson | null> =>
  orNull(api.call(getProjectManager, { params: { id } }));

export const fetchJobChanges = async (api: ApiClient) => (await api.call(listJobChanges, {})).items;

export const postChangeAcknowledgement = (api: ApiClient, id: string) =>
  api.call(acknowledgeChange, { params: { id }, body: {} });
