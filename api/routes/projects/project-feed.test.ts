import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { projectFeedToken } from './project-feed';
import { projects } from '../../db/tables/projects.tables';

// A project's iCal feed (api/routes/projects/README.md, A project's calendar link): the subscription path for whoever may read the
// project, and the public feed behind its secret token.

describe.each(testBackends())('project calendar feed on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  const projectId = async (number: string) =>
    (
      await api.database.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.number, number))
    )[0]?.id as number;

  it('gives the feed path to a reader of the project, 404 to a client of another company', async () => {
    const id = await projectId('1001');
    const planner = await call(api.app, 'GET', `/projects/${id}/calendarFeed`, {
      token: await api.signInAs('planner'),
    });
    expect(planner.statusCode).toBe(200);
    const path = planner.json<{ path: string }>().path;
    expect(path).toMatch(new RegExp(`^/api/v1/public/projectFeed/${id}-[A-Za-z0-9_-]{43}\\.ics$`));
    const client = await call(api.app, 'GET', `/projects/${id}/calendarFeed`, {
      token: await api.signInAs('client'),
    });
    expect(client.json<{ path: string }>().path).toBe(path);
    expect(
      (
        await call(api.app, 'GET', `/projects/${await projectId('1002')}/calendarFeed`, {
          token: await api.signInAs('client'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/projects/${id}/calendarFeed`, {
          token: await api.signInAs('office'),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('serves the project’s shifts as iCal without a token or Type header, and nothing for a forged token', async () => {
    const id = await projectId('1001');
    const { path } = (
      await call(api.app, 'GET', `/projects/${id}/calendarFeed`, {
        token: await api.signInAs('planner'),
      })
    ).json<{ path: string }>();
    const feed = await api.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Stage rigging – Winter Festival');
    expect(feed.body).toMatch(/DTSTART;TZID=Europe\/Amsterdam:\d{8}T090000/);
    expect(feed.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    expect(feed.body.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(5);

    const other = await projectId('1002');
    const forged = path.replace(`/${id}-`, `/${other}-`);
    expect(
      (await api.app.inject({ method: 'GET', url: forged, headers: { host: 'localhost' } }))
        .statusCode,
    ).toBe(404);
    const wrongSecret = `/api/v1/public/projectFeed/${projectFeedToken('another-secret-of-at-least-32-chars!!', 1, id)}.ics`;
    expect(
      (await api.app.inject({ method: 'GET', url: wrongSecret, headers: { host: 'localhost' } }))
        .statusCode,
    ).toBe(404);
  });
});
