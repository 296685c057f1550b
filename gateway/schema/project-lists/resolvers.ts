import type { ProjectLogoFileResolvers, ProjectLogoResolvers, ProjectResolvers, QueryResolvers, RateCardResolvers, Resolvers } from '../../generated/resolvers-types';
import { logoFilePath, logoUploadPath } from './project-lists.upstream';

const rateCard: NonNullable<QueryResolvers['rateCard']> = (_parent, { id }, { loaders }) => loaders.projectLists.rateCard.load(id);

const projectLogo: NonNullable<QueryResolvers['projectLogo']> = (_parent, { projectId }, { loaders }) =>
  loaders.projectLists.projectLogo.load(projectId);

/** A project's logo through the project (one operation per screen); one upstream call per project, de-duplicated. */
const logo: NonNullable<ProjectResolvers['logo']> = (project, _args, { loaders }) => loaders.projectLists.projectLogo.load(project.id);

const rates: NonNullable<RateCardResolvers['rates']> = (card) =>
  card.rates.map((rate) => ({ functionId: rate.function.id, functionName: rate.function.caption, hourlyRateCents: rate.hourlyRateCents }));

const logoId: NonNullable<ProjectLogoResolvers['id']> = (logo) => logo.projectId;
const uploadUrl: NonNullable<ProjectLogoResolvers['uploadUrl']> = (logo) => (logo.canUpload ? logoUploadPath(logo.projectId) : null);
const fileUrl: NonNullable<ProjectLogoFileResolvers['fileUrl']> = (file) => logoFilePath(file);

export const resolvers: Resolvers = {
  Query: { rateCard, projectLogo },
  Project: { logo },
  RateCard: { rates },
  ProjectLogo: { id: logoId, uploadUrl },
  ProjectLogoFile: { fileUrl },
};
