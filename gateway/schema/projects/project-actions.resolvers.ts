import type { MutationResolvers, Resolvers } from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';
import { projectExportPath, projectReportPath } from './project-actions.upstream';
import { projectCopyProblem } from '../../../machines/projectCopy';
import { checkIdempotencyKey } from '../shared/input';

// The project actions: copy and share are mutations; the report and the export are
// /api/v1 file URLs the app downloads with the caller's token.

const copyProject: NonNullable<MutationResolvers['copyProject']> = (
  _parent,
  { id, input, idempotencyKey },
  { loaders },
) => {
  checkIdempotencyKey(idempotencyKey);
  // The same rule as the api and the dialog (machines/projectCopy.ts): a clear error before any call.
  const problem = projectCopyProblem(input.beginDate, input);
  if (problem) throw gatewayError(`The copy cannot be made: ${problem}`, 'BAD_USER_INPUT');
  return loaders.projects.copy(id, input, idempotencyKey);
};

const shareProject: NonNullable<MutationResolvers['shareProject']> = (
  _parent,
  { id },
  { loaders },
) => loaders.projects.share(id);

export const projectActionsResolvers: Resolvers = {
  Mutation: { copyProject, shareProject },
  Project: {
    reportUrl: (project) => projectReportPath(String(project.id)),
    exportUrl: (project, { format }) => projectExportPath(String(project.id), format),
    calendarFeedPath: (project, _args, { loaders }) =>
      loaders.projects.feedPath.load(String(project.id)),
  },
};
