import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import {
  crewInfoArticleDetailSchema,
  crewInfoArticleSchema,
} from '../../../api/routes/crew-info/crew-info.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The crew-info area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/crew-info).

export { crewInfoArticleSchema };
/** An article of the list, or one read by id with its body. */
export type UpstreamCrewInfoArticle = z.output<typeof crewInfoArticleSchema> & { body?: string };

export const listCrewInfo = upstreamOperation('GET', '/crewInfo', pageOf(crewInfoArticleSchema));
export const getCrewInfoArticle = upstreamOperation(
  'GET',
  '/crewInfo/{id}',
  crewInfoArticleDetailSchema,
);

/** SPEC.md §7: GET /crewInfo with limit 1000, page 1. */
export const fetchCrewInfoArticles = async (api: ApiClient) =>
  (await api.call(listCrewInfo, { query: { limit: 1000, page: 1 } })).items;

/** null when the article does not exist in the caller's company (404). */
export const fetchCrewInfoArticle = (api: ApiClient, id: string) =>
  orNull(api.call(getCrewInfoArticle, { params: { id } }));
