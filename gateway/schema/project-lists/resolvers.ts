import type {
  ProjectLogoFileResolvers,
  ProjectLogoResolvers,
  ProjectResolvers,
  QueryResolvers,
  RateCardResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../upstream/errors';
import { logoFilePath, logoUploadPath } from './project-lists.upstream';
import type { FullRateCard, UpstreamRateCard } from './project-lists.upstream';

const rateCard: NonNullable<QueryResolvers['rateCard']> = (_parent, { id }, { loaders }) =>
  loaders.projectLists.rateCard.load(id);

const projectLogo: NonNullable<QueryResolvers['projectLogo']> = (
  _parent,
  { projectId },
  { loaders },
) => loaders.projectLists.projectLogo.load(projectId);

/** A project's logo through the project (one operation per screen); one upstream call per project, de-duplicated. */
const logo: NonNullable<ProjectResolvers['logo']> = (project, _args, { loaders }) =>
  loaders.projectLists.projectLogo.load(String(project.id));

/**
 * The whole card: the parent when it is one (Query.rateCard), else read once per request by id
 * (a project's card reference). Not visible to the caller (the api's 404): NOT_FOUND, never an empty card.
 */
async function fullCard(
  card: UpstreamRateCard,
  { loaders }: GatewayContext,
): Promise<FullRateCard> {
  if (card.company !== undefined && card.rates !== undefined)
    return { ...card, company: card.company, rates: card.rates };
  const full = await loaders.projectLists.rateCard.load(String(card.id));
  if (!full) throw gatewayError('Rate card not found', 'NOT_FOUND');
  return full;
}

const company: NonNullable<RateCardResolvers['company']> = async (card, _args, context) =>
  (await fullCard(card, context)).company;

const rates: NonNullable<RateCardResolvers['rates']> = async (card, _args, context) =>
  (await fullCard(card, context)).rates.map((rate) => ({
    functionId: rate.function.id,
    functionName: rate.function.caption,
    hourlyRateCents: rate.hourlyRateCents,
  }));

const logoId: NonNullable<ProjectLogoResolvers['id']> = (logo) => logo.projectId;
const uploadUrl: NonNullable<ProjectLogoResolvers['uploadUrl']> = (logo) =>
  logo.canUpload ? logoUploadPath(logo.projectId) : null;
const fileUrl: NonNullable<ProjectLogoFileResolvers['fileUrl']> = (file) => logoFilePath(file);

export const resolvers: Resolvers = {
  Query: { rateCard, projectLogo },
  Project: { logo },
  RateCard: { company, rates },
  ProjectLogo: { id: logoId, uploadUrl },
  ProjectLogoFile: { fileUrl },
};
