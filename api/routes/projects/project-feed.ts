import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { ICalEventStatus } from 'ical-generator';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { notFound } from '../../lib/errors';
import { createFeedCalendar, feedTime, feedUid, feedZone, renderFeed } from '../../lib/ical-feed';
import { errorSchema, idParam, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { projectFeedSchema } from './project-actions.schemas';
import { crewListOf, findVisibleProject } from './project-actions.repository';
import type { CrewListRow, ProjectRow } from './project-actions.repository';
import { and, eq } from 'drizzle-orm';
import { companies } from '../../db/core.tables';
import { projects } from '../../db/tables/projects.tables';

// A project's iCal feed of its shifts (api/routes/projects/README.md, A project's calendar link), through the shared feed module.
// The subscription URL carries a secret token: the project id and an HMAC of it under the api's
// secret, so no table is needed; whoever may read the project may ask for it.

const FEED_ZONE = 'Europe/Amsterdam';

export function projectFeedToken(secret: string, tenantId: number, projectId: number): string {
  const mac = createHmac('sha256', secret)
    .update(`project-feed:${tenantId}:${projectId}`)
    .digest('base64url');
  return `${projectId}-${mac}`;
}

/** The project id a token names, when its MAC is right for this tenant; undefined otherwise. */
export function projectOfFeedToken(
  secret: string,
  tenantId: number,
  token: string,
): number | undefined {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(projectFeedToken(secret, tenantId, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

export const projectFeedPath = (token: string) => `/api/v1/public/projectFeed/${token}.ics`;

/** The feed's text: one event per crew (shift), its positions in the description. */
export function renderProjectFeed(
  project: ProjectRow & { companyName: string },
  rows: CrewListRow[],
  emptyCrews: CrewListRow[],
  now: Date,
  timeZone = FEED_ZONE,
): string {
  const zone = feedZone(timeZone);
  const calendar = createFeedCalendar({
    name: `Crew Hub – ${project.number} ${project.name}`,
    product: 'project-calendar',
    zone,
  });
  const crews = new Map<string, { first: CrewListRow; rows: CrewListRow[] }>();
  for (const row of [...emptyCrews, ...rows]) {
    const key = `${row.crewCaption}|${row.crewStartsAt.toISOString()}`;
    const crew = crews.get(key) ?? { first: row, rows: [] };
    if (row.functionName !== '') crew.rows.push(row);
    crews.set(key, crew);
  }
  let index = 0;
  for (const { first, rows: positions } of crews.values()) {
    index += 1;
    calendar.createEvent({
      id: feedUid(project.tenantId, `project-${project.id}-crew`, index),
      // Each shift in its venue's zone (TZID; decision 248).
      timezone: feedZone(first.timeZone),
      start: feedTime(first.crewStartsAt, feedZone(first.timeZone)),
      end: feedTime(first.crewEndsAt, feedZone(first.timeZone)),
      summary: `${first.crewCaption} – ${project.name}`,
      location: first.location,
      description: [
        `${project.number} ${project.name} (${project.companyName})`,
        ...positions.map((row) => `${row.functionName}: ${row.personName ?? '–'} (${row.status})`),
      ].join('\n'),
      status:
        project.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : project.status === 'confirmed'
            ? ICalEventStatus.CONFIRMED
            : ICalEventStatus.TENTATIVE,
      stamp: now,
    });
  }
  return renderFeed(calendar, now);
}

export async function projectFeedRoutes(
  api: ApiInstance,
  { database, config, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/projects/:id/calendarFeed',
    {
      config: { right: { resource: 'projects', action: 'READ' } },
      schema: {
        params: z.strictObject({ id: idParam }),
        response: { 200: projectFeedSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal as Principal;
      const project = await findVisibleProject(
        database.db,
        principal,
        request.permission ?? 'OWN',
        request.params.id,
      );
      if (!project) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
      return reply.header('cache-control', 'private, no-store').send({
        path: projectFeedPath(projectFeedToken(config.jwtSecret, project.tenantId, project.id)),
      });
    },
  );

  api.get(
    '/public/projectFeed/:file',
    // anyClient: a calendar app sends no Type: MOBILE header.
    {
      config: { public: true, anyClient: true },
      schema: {
        params: z.strictObject({
          file: text()
            .max(80)
            .regex(/\.ics$/),
        }),
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const id = projectOfFeedToken(
        config.jwtSecret,
        tenantId,
        request.params.file.slice(0, -'.ics'.length),
      );
      const [row] =
        id === undefined
          ? []
          : await database.db
              .select({ project: projects, companyName: companies.name })
              .from(projects)
              .innerJoin(companies, eq(companies.id, projects.companyId))
              .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)))
              .limit(1);
      if (!row) throw notFound('No such calendar feed', 'PROJECT_NOT_FOUND');
      const project = { ...row.project, companyName: row.companyName };
      const { crews, emptyCrews } = await crewListOf(database.db, project);
      return (reply as FastifyReply)
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `inline; filename="project-${project.number.replace(/[^0-9A-Za-z_-]+/g, '-')}.ics"`,
        )
        .send(renderProjectFeed(project, crews, emptyCrews, clock.now()));
    },
  );
}
