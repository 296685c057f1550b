import { crewItemStatusMachine } from '../../../machines/crewItemStatus.machine';
import { canTransition } from '../../../machines/transitions';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { checkedId, checkIdempotencyKey } from '../shared/input';
import { checkPaging } from '../shared/paging';

// The api caps pages at 1000 (docs/api-contract.md); checking here gives the app a clear
// BAD_USER_INPUT instead of the api's validation detail.
const MAX_LIMIT = 1000;

const jobs: NonNullable<QueryResolvers['jobs']> = (_parent, { limit, page }, { loaders }) => {
  checkPaging(limit, page, MAX_LIMIT);
  return loaders.jobs.page({ limit, page });
};

/**
 * The caller's jobs the crewItemStatus machine lets them confirm, for the home screen: the same
 * question the api asks before confirming, so the list never offers what the api would refuse.
 * The api lists only the caller's own jobs (jobs READ OWN), so filtering the full first page is
 * exactly "waiting for me"; it shares the cached page with a jobs(limit: 1000, page: 1).
 */
const jobsToConfirm: NonNullable<QueryResolvers['jobsToConfirm']> = async (
  _parent,
  _args,
  { loaders },
) => {
  const page = await loaders.jobs.page({ limit: MAX_LIMIT, page: 1 });
  return page.items.filter((job) =>
    canTransition(crewItemStatusMachine, job.status, { type: 'crewItem.confirm' }),
  );
};

const job: NonNullable<QueryResolvers['job']> = (_parent, { id }, { loaders }) =>
  loaders.jobs.byId.load(checkedId(id, 'id'));

const confirmJob: NonNullable<MutationResolvers['confirmJob']> = (
  _parent,
  { id, idempotencyKey },
  { loaders },
) => {
  return loaders.jobs.confirm(checkedId(id, 'id'), checkIdempotencyKey(idempotencyKey));
};

const jobChanges: NonNullable<QueryResolvers['jobChanges']> = (_parent, _args, { loaders }) =>
  loaders.jobs.changes();

const acknowledgeJobChange: NonNullable<MutationResolvers['acknowledgeJobChange']> = async (
  _parent,
  { jobId },
  { loaders },
) => {
  await loaders.jobs.acknowledgeChange(checkedId(jobId, 'jobId'));
  return loaders.jobs.changes();
};

export const resolvers: Resolvers = {
  Query: { jobs, jobsToConfirm, job, jobChanges },
  Mutation: { confirmJob, acknowledgeJobChange },
  Job: {
    projectManager: (job, _args, { loaders }) => loaders.jobs.projectManager.load(String(job.id)),
  },
};
