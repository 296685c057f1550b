import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { defineApiArea } from '../../lib/area';
import { notFound } from '../../lib/errors';
import { errorSchema, idParam, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { findCrewInfoArticle, listCrewInfoArticles } from './crew-info.repository';
import { crewInfoArticleDetailSchema, crewInfoArticleSchema } from './crew-info.schemas';

// The tenant's crew information articles (SPEC.md §7 GET /crewInfo). Right crewInfo
// READ; the articles are the tenant's for its whole crew, so OWN and ALL read the same rows, and
// another tenant's article is 404.

const articleNotFound = () =>
  notFound('Crew info article not found', 'CREW_INFO_ARTICLE_NOT_FOUND');

export async function crewInfoRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  const read = { right: { resource: 'crewInfo', action: 'READ' } } as const;

  api.get(
    '/crewInfo',
    {
      config: read,
      schema: { querystring: pageQuery, response: { 200: pageOf(crewInfoArticleSchema) } },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listCrewInfoArticles(
        database.db,
        (request.principal as Principal).tenantId,
        { limit, page },
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/crewInfo/:id',
    {
      config: read,
      schema: {
        params: z.strictObject({ id: idParam }),
        response: { 200: crewInfoArticleDetailSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const article = await findCrewInfoArticle(
        database.db,
        (request.principal as Principal).tenantId,
        request.params.id,
      );
      if (!article) throw articleNotFound();
      return article;
    },
  );
}

export default defineApiArea({ name: 'crew-info', routes: crewInfoRoutes });
