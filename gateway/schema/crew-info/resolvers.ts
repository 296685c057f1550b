import type {
  CrewInfoArticleResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';

const crewInfoArticles: NonNullable<QueryResolvers['crewInfoArticles']> = (
  _parent,
  _args,
  { loaders },
) => loaders.crewInfo.list();

const crewInfoArticle: NonNullable<QueryResolvers['crewInfoArticle']> = (
  _parent,
  { id },
  { loaders },
) => loaders.crewInfo.byId.load(id);

// An article read by crewInfoArticle(id) carries its body; one from the list asks the api once
// (a DataLoader per request, so a screen never makes a call per article twice).
const body: NonNullable<CrewInfoArticleResolvers['body']> = async (article, _args, { loaders }) => {
  if (article.body !== undefined) return article.body;
  const detail = await loaders.crewInfo.byId.load(String(article.id));
  if (detail?.body === undefined) throw gatewayError('Crew info article not found', 'NOT_FOUND');
  return detail.body;
};

export const resolvers: Resolvers = {
  Query: { crewInfoArticles, crewInfoArticle },
  CrewInfoArticle: { body },
};
