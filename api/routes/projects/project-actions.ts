import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { hashPassword } from '../../auth/passwords';
import { permissionFor } from '../../auth/rights';
import { badUserInput, forbidden, notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { dayInput } from '../../lib/dates';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema, idParam } from '../../lib/schemas';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance, RouteContext } from '../../types';
import { projectCopyProblem } from '../../../machines/projectCopy';
import {
  copyProject,
  crewListOf,
  findVisibleProject,
  readerOf,
} from './project-actions.repository';
import { crewCsv, crewXlsx, projectFileName, renderProjectReport } from './project-actions.files';
import type { ProjectFileData } from './project-actions.files';
import { projectShareSchema } from './project-actions.schemas';
import { projectSchema } from './projects.schemas';
import { projects } from '../../db/tables/projects.tables';
import { projectFeedRoutes } from './project-feed';

// The project page's actions: copy, share (a project password), report PDF and crew
// export. Each reads the project through the projects READ right's OWN rule first, so another
// company's project is a 404 on every one of them, whatever else the caller may do.

const idParams = z.strictObject({ id: idParam });

const copyBody = z.strictObject({
  /** The copy's begin date: every date and time moves by the days from the project's begin to it. */
  beginDate: dayInput,
  crews: z.boolean().default(false),
  crewItems: z.boolean().default(false),
  persons: z.boolean().default(false),
});

const PROBLEM_TEXTS = {
  beginDateMissing: 'beginDate is required',
  crewItemsNeedCrews: 'Crew items can only be copied with their crews',
  personsNeedCrewItems: 'Booked persons can only be copied with their crew items',
} as const;

const exportQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('csv') });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A project password: 12 characters of an alphabet without look-alikes (api/routes/projects/README.md, Sharing a project). */
export function newProjectPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY3479';
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export async function projectActionsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const { database, lookups, clock } = context;
  await projectFeedRoutes(api, context);
  const visibleProject = async (request: FastifyRequest, id: number) => {
    const project = await findVisibleProject(
      database.db,
      request.principal as Principal,
      request.permission ?? 'OWN',
      id,
    );
    if (!project) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
    return project;
  };

  const fileData = async (request: FastifyRequest, id: number): Promise<ProjectFileData> => {
    const project = await visibleProject(request, id);
    const [{ crews, emptyCrews }, reader] = await Promise.all([
      crewListOf(database.db, project),
      readerOf(database.db, request.principal as Principal),
    ]);
    return { project, rows: crews, emptyCrews, ...reader };
  };

  api.post(
    '/projects/:id/copy',
    {
      // Read first (another company's project is a 404), then the projects CREATE right (403).
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: copyBody,
        response: {
          201: projectSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const { beginDate, ...parts } = request.body;
      const problem = projectCopyProblem(beginDate, parts);
      if (problem) throw badUserInput(PROBLEM_TEXTS[problem]);
      const source = await visibleProject(request, request.params.id);
      if (
        principal.type !== 'user' ||
        !permissionFor(await lookups.userRights(principal), {
          resource: 'projects',
          action: 'CREATE',
        })
      ) {
        throw forbidden();
      }
      const { timeZone } = await readerOf(database.db, principal);
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: principal.tenantId,
            principal: principal.subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: `/projects/${source.id}/copy`,
            now: clock.now(),
          },
          () =>
            outcomeOf(async () => {
              const copy = await copyProject(tx, source, { beginDate, parts, timeZone });
              return {
                id: copy.id,
                number: copy.number,
                name: copy.name,
                beginDate: copy.beginDate,
                endDate: copy.endDate,
                company: { id: source.companyId, caption: source.companyName },
              };
            }, 201),
        ),
      );
      return reply
        .code(outcome.statusCode as 201)
        .send(outcome.body as z.infer<typeof projectSchema>);
    },
  );

  api.post(
    '/projects/:id/share',
    {
      // A planner or the project's client may hand out a read-only project sign-in; a project token may not.
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        params: idParams,
        response: { 200: projectShareSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      // A project or plus-crew token never hands out a sign-in, whatever project it names.
      if (principal.type !== 'user') throw forbidden();
      const project = await visibleProject(request, request.params.id);
      if (principal.companyId === null && request.permission !== 'ALL') throw forbidden();
      const password = newProjectPassword();
      await database.db
        .update(projects)
        .set({ passwordHash: await hashPassword(password) })
        .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)));
      // Never stored or cached anywhere but in this answer.
      return reply.header('cache-control', 'no-store').send({ number: project.number, password });
    },
  );

  api.get(
    '/projects/:id/report',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: { params: idParams, response: { 404: errorSchema } },
    },
    async (request, reply) => {
      const data = await fileData(request, request.params.id);
      const pdf = await renderProjectReport(data);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${projectFileName(data.project.number, 'report', 'pdf')}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('content-length', pdf.length)
        .send(pdf as never);
    },
  );

  api.get(
    '/projects/:id/export',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        params: idParams,
        querystring: exportQuery,
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await fileData(request, request.params.id);
      const { format } = request.query;
      const body = format === 'xlsx' ? await crewXlsx(data) : Buffer.from(crewCsv(data), 'utf8');
      return reply
        .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${projectFileName(data.project.number, 'crew', format)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('content-length', body.length)
        .send(body as never);
    },
  );
}
