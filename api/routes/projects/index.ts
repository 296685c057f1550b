import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import { errorSchema, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { findProjectByNumber } from './projects.repository';
import { projectSchema } from './projects.schemas';
import { defineApiArea } from '../../lib/area';

export async function projectsRoutes(api: ApiInstance, { database }: RouteContext): Promise<void> {
  api.get(
    '/projects/:number',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        params: z.strictObject({ number: text().min(1).max(50) }),
        response: { 200: projectSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const project = await findProjectByNumber(
        database.db,
        request.principal as Principal,
        request.permission ?? 'OWN',
        request.params.number,
      );
      if (!project) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
      return project;
    },
  );
}

export default defineApiArea({ name: 'projects', routes: projectsRoutes });
