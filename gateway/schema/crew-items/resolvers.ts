import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { checkIdempotencyKey, idOf } from '../shared/input';
import { checkPaging } from '../shared/paging';

// Mutations are writes: straight to the api with the caller's idempotency key, nothing cached.

const keyOf = checkIdempotencyKey;
const numeric = idOf;

/** Leaves out what the caller did not give (null and undefined alike). */
function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

const createCrewItem: NonNullable<MutationResolvers['createCrewItem']> = (
  _parent,
  { input, idempotencyKey },
  { loaders },
) =>
  loaders.crewItems.save(
    given({
      crewId: numeric(input.crewId, 'crewId'),
      functionId: numeric(input.functionId, 'functionId'),
      personId: input.personId == null ? undefined : numeric(input.personId, 'personId'),
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      remark: input.remark,
      vacancy: input.vacancy,
      reason: input.reason,
    }),
    keyOf(idempotencyKey),
  );

const updateCrewItem: NonNullable<MutationResolvers['updateCrewItem']> = (
  _parent,
  { input, idempotencyKey },
  { loaders },
) =>
  loaders.crewItems.save(
    {
      ...given({
        crewItemId: numeric(input.id, 'id'),
        functionId: input.functionId == null ? undefined : numeric(input.functionId, 'functionId'),
        personId: input.personId == null ? undefined : numeric(input.personId, 'personId'),
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        remark: input.remark,
        vacancy: input.vacancy,
        reason: input.reason,
      }),
      ...(input.clearPerson ? { personId: null } : {}),
    },
    keyOf(idempotencyKey),
  );

const changeCrewItemStatus: NonNullable<MutationResolvers['changeCrewItemStatus']> = (
  _parent,
  { id, action, reason, idempotencyKey },
  { loaders },
) =>
  loaders.crewItems.act(
    action,
    given({ crewItemId: numeric(id, 'id'), reason }),
    keyOf(idempotencyKey),
  );

const applyToVacancy: NonNullable<MutationResolvers['applyToVacancy']> = (
  _parent,
  { crewItemId, idempotencyKey },
  { loaders },
) => loaders.crewItems.apply(String(numeric(crewItemId, 'crewItemId')), keyOf(idempotencyKey));

const unapplyFromVacancy: NonNullable<MutationResolvers['unapplyFromVacancy']> = (
  _parent,
  { crewItemId, idempotencyKey },
  { loaders },
) => loaders.crewItems.unapply(String(numeric(crewItemId, 'crewItemId')), keyOf(idempotencyKey));

/** The most a page may hold (the api's own limit). */
const MAX_LIMIT = 200;

const crewItems: NonNullable<QueryResolvers['crewItems']> = (
  _parent,
  { filter, limit, page },
  { loaders },
) => {
  checkPaging(limit, page, MAX_LIMIT);
  // Only the filters given reach the api (it checks the days and the range).
  const query: Record<string, string | number> = { limit, page };
  if (filter?.dateFrom) query['dateFrom'] = filter.dateFrom;
  if (filter?.dateTo) query['dateTo'] = filter.dateTo;
  if (filter?.endsAfter) query['endsAfter'] = filter.endsAfter;
  if (filter?.projectId) query['projectId'] = numeric(filter.projectId, 'projectId');
  if (filter?.functionId) query['functionId'] = numeric(filter.functionId, 'functionId');
  if (filter?.status) query['status'] = filter.status;
  return loaders.crewItems.page(query);
};

/** A planner list's page arguments, checked as the crew item list checks its own. */
function pageArgs(limit: number, page: number, max: number) {
  checkPaging(limit, page, max);
  return { limit, page };
}

const openPositions: NonNullable<QueryResolvers['openPositions']> = (
  _parent,
  { startsAfter, mine, limit, page },
  { loaders },
) =>
  loaders.crewItems.openPositions({
    startsAfter,
    mine: mine ?? false,
    ...pageArgs(limit, page, 1000),
  });

const vacancyApplications: NonNullable<QueryResolvers['vacancyApplications']> = (
  _parent,
  { startsAfter, mine, limit, page },
  { loaders },
) =>
  loaders.crewItems.applications({
    startsAfter,
    mine: mine ?? false,
    ...pageArgs(limit, page, 1000),
  });

const crewItemFilterOptions: NonNullable<QueryResolvers['crewItemFilterOptions']> = async (
  _parent,
  _args,
  { loaders },
) => {
  const [projects, functions] = await Promise.all([
    loaders.crewItems.projectOptions(),
    loaders.crewItems.functionOptions(),
  ]);
  return { projects, functions };
};

export const resolvers: Resolvers = {
  Query: {
    crewItem: (_parent, { id }, { loaders }) => loaders.crewItems.byId.load(id),
    crewItems,
    crewItemFilterOptions,
    openPositions,
    vacancyApplications,
  },
  Mutation: {
    createCrewItem,
    updateCrewItem,
    changeCrewItemStatus,
    applyToVacancy,
    unapplyFromVacancy,
  },
  CrewItem: {
    activities: (item, _args, { loaders }) => loaders.crewItems.activities.load(String(item.id)),
  },
  OpenPositionPage: {
    openTotal: (page) => page.totals.open,
    applicantsTotal: (page) => page.totals.applicants,
  },
  // A position is a function on a crew: no row of its own, so its id is the pair.
  OpenPosition: { id: (position) => `${position.crew.id}:${position.function.id}` },
};
