import type {
  JobResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';

// The api caps pages at 1000 (docs/api-contract.md); checking here gives the app a clear
// BAD_USER_INPUT instead of the api's validation detail.
const MAX_LIMIT = 1000;

function checkPaging(limit: number, page: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw gatewayError(`limit must be between 1 and ${MAX_LIMIT}`, 'BAD_USER_INPUT');
  }
  if (!Number.isInteger(page) || page < 1) {
    throw gatewayError('page must be 1 or more', 'BAD_USER_INPUT');
  }
}

const jobs: NonNullable<QueryResolvers['jobs']> = (_parent, { limit, page }, { loaders }) => {
  checkPaging(limit, page);
  return loaders.jobs({ limit, page });
};

/**
 * The caller's pending jobs for the home screen. The api lists only the caller's own jobs
 * (jobs READ OWN), so filtering the full first page is exactly "waiting for me"; it shares the
 * cached page with a jobs(limit: 1000, page: 1) in the same operation.
 */
const jobsToConfirm: NonNullable<QueryResolvers['jobsToConfirm']> = async (
  _parent,
  _args,
  { loaders },
) => {
  const page = await loaders.jobs({ limit: MAX_LIMIT, page: 1 });
  return page.items.filter((job) => job.status === 'pending');
};

const job: NonNullable<QueryResolvers['job']> = (_parent, { id }, { loaders }) =>
  loaders.jobById.load(id);

const confirmJob: NonNullable<MutationResolvers['confirmJob']> = async (
  _parent,
  { id, idempotencyKey },
  { loaders },
) => {
  if (idempotencyKey.length < 1 || idempotencyKey.length > 200) {
    throw gatewayError('idempotencyKey must be 1 to 200 characters', 'BAD_USER_INPUT');
  }
  const confirmed = await loaders.api.confirmJob(id, idempotencyKey);
  // Later reads in this operation see the confirmed job, not a stale cached one.
  loaders.jobChanged(confirmed);
  return confirmed;
};

/**
 * The api embeds the crew chief in every Job it answers (docs/decisions/017), so a jobs screen is
 * one upstream request. Only a Job without the field (an api from before that) falls back to
 * GET /jobs/{id}/crewChief through the per-request loader.
 */
const crewChief: NonNullable<JobResolvers['crewChief']> = (parent, _args, { loaders }) =>
  parent.crewChief !== undefined ? parent.crewChief : loaders.crewChiefByJobId.load(parent.id);

export const jobsResolvers: Resolvers = {
  Query: { jobs, jobsToConfirm, job },
  Mutation: { confirmJob },
  Job: { crewChief },
};
