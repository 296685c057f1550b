import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { badUserInput, notFound } from '../../lib/errors';
import { dayInput } from '../../lib/dates';
import { errorSchema, idParam, pageOf, text } from '../../lib/schemas';
import {
  PROJECT_LIST_BEGIN_DATE_FROM,
  PROJECT_SORTS,
  PROJECT_STATUSES,
} from '../../../machines/projects.types';
import type { ApiInstance, RouteContext } from '../../types';
import { listProjects } from './projects.repository';
import { projectListItemSchema } from './projects.schemas';
import { listsRoutes } from './lists';
import { logoRoutes } from './logo';
import { findProjectProfile } from './project-page.repository';
import { projectProfileSchema } from './project-page.schemas';
import { projectPageRoutes } from './project-page';
import { defineApiArea } from '../../lib/area';
import { projectPagesRoutes } from './project-pages.routes';
import { projectActionsRoutes } from './project-actions';

/**
 * The projects list's query (api/routes/projects/README.md, The projects list's api): every filter optional, the begin date from 2018-01-01
 * unless asked otherwise (SPEC.md §7), the latest begin first, 50 a page.
 */
const projectsQuery = z.strictObject({
  q: text().max(100).optional(),
  companyId: idParam.optional(),
  branchId: idParam.optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  beginDateFrom: dayInput.default(PROJECT_LIST_BEGIN_DATE_FROM),
  beginDateTo: dayInput.optional(),
  /** Only projects still running on or after this day (end date ≥ it): with beginDateTo, the projects overlapping a period (the projects calendar, api/routes/projects/README.md, The projects calendar's overlap filter). */
  endDateFrom: dayInput.optional(),
  mine: z.enum(['true', 'false']).default('false'),
  sort: z.enum(PROJECT_SORTS).default('beginDateDesc'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export async function projectsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const { database } = context;
  api.get(
    '/projects',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        querystring: projectsQuery,
        response: { 200: pageOf(projectListItemSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { mine, status, ...query } = request.query;
      if (query.beginDateTo !== undefined && query.beginDateTo < query.beginDateFrom) {
        throw badUserInput(
          `beginDateTo (${query.beginDateTo}) comes before beginDateFrom (${query.beginDateFrom})`,
          'DATE_RANGE_INVALID',
        );
      }
      if (
        query.endDateFrom !== undefined &&
        query.beginDateTo !== undefined &&
        query.beginDateTo < query.endDateFrom
      ) {
        throw badUserInput(
          `beginDateTo (${query.beginDateTo}) comes before endDateFrom (${query.endDateFrom})`,
          'DATE_RANGE_INVALID',
        );
      }
      const { items, total } = await listProjects(
        database.db,
        request.principal as Principal,
        request.permission ?? 'OWN',
        {
          ...query,
          status: status === undefined ? undefined : [status],
          mine: mine === 'true',
        },
      );
      return { items, total, page: query.page, limit: query.limit };
    },
  );

  api.get(
    '/projects/:number',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        params: z.strictObject({ number: text().min(1).max(50) }),
        response: { 200: projectProfileSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const project = await findProjectProfile(
        database.db,
        request.principal as Principal,
        request.permission ?? 'OWN',
        request.params.number,
      );
      if (!project) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
      return project;
    },
  );

  // The lists the screens need (api/routes/projects/README.md, The lists the project screens need) and the project logo (api/routes/projects/README.md, The project logo).
  await listsRoutes(api, context);
  await logoRoutes(api, context);
  // The calendar's documents and contact pages (api/routes/projects/README.md, The projects calendar's overlap filter) and the page's crews and cost (src/features/projects/README.md, The project page's views).
  await projectPagesRoutes(api, context);
  await projectPageRoutes(api, context);
  await projectActionsRoutes(api, context);
}

export default defineApiArea({ name: 'projects', routes: projectsRoutes });
