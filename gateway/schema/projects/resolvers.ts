import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import type { UpstreamProject } from '../shared/shared.upstream';
import type { ProjectListParams, UpstreamProjectListItem } from './projects.upstream';
import { projectPagesFields } from './project-pages.resolvers';
import { projectPageResolvers } from './project-page.resolvers';
import { projectActionsResolvers } from './project-actions.resolvers';
import { checkPaging } from '../shared/paging';

/** The api's cap on a page of projects (docs/api-contract.md); checked here for a clear BAD_USER_INPUT. */
const MAX_LIMIT = 200;

const project: NonNullable<QueryResolvers['project']> = (_parent, { number }, { loaders }) =>
  loaders.projects.byNumber.load(number);

const projects: NonNullable<QueryResolvers['projects']> = (
  _parent,
  { filter, sort, limit, page },
  { loaders },
) => {
  checkPaging(limit, page, MAX_LIMIT);
  const query: ProjectListParams = { sort, limit, page };
  // Only the filters given reach the api; an empty text is no filter.
  const q = filter?.q?.trim();
  if (q) query['q'] = q;
  if (filter?.companyId) query['companyId'] = filter.companyId;
  if (filter?.branchId) query['branchId'] = filter.branchId;
  if (filter?.status) query['status'] = filter.status;
  if (filter?.beginDateFrom) query['beginDateFrom'] = filter.beginDateFrom;
  if (filter?.beginDateTo) query['beginDateTo'] = filter.beginDateTo;
  if (filter?.endDateFrom) query['endDateFrom'] = filter.endDateFrom;
  if (filter?.mine) query['mine'] = 'true';
  return loaders.projects.page(query);
};

const projectFilterOptions: NonNullable<QueryResolvers['projectFilterOptions']> = async (
  _parent,
  _args,
  { loaders },
) => {
  const [companies, branches] = await Promise.all([
    loaders.projects.companies(),
    loaders.projects.branches(),
  ]);
  return { companies, branches };
};

/**
 * The fields the projects list's rows bring (the api joins them in); a Project from elsewhere (a
 * job's project, GET /projects/{number}) does not carry them yet and answers null.
 */
function listField<K extends 'clientMark' | 'reference' | 'status' | 'branch' | 'manager'>(key: K) {
  return (parent: UpstreamProject): UpstreamProjectListItem[K] | null =>
    key in parent ? (parent as UpstreamProjectListItem)[key] : null;
}

export const resolvers: Resolvers = {
  Query: { project, projects, projectFilterOptions },
  Mutation: { ...projectActionsResolvers.Mutation },
  Project: {
    ...projectPageResolvers.Project,
    ...projectActionsResolvers.Project,
    clientMark: listField('clientMark'),
    reference: listField('reference'),
    status: listField('status'),
    branch: listField('branch'),
    manager: listField('manager'),
    ...projectPagesFields,
  },
};
