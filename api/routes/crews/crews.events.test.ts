import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, seedYesterdayNoon, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { projectCrews } from '../../db/tables/projects.tables';
import type { CrewShiftView } from './crews.schemas';

// GET /projectCrews/{id}/events: one row per applied venue action; a replayed key adds none.
const seedNow = seedYesterdayNoon();

describe.each(testBackends({ pgliteToo: true }))('crew events on %s', (backend) => {
  let api: TestApi;
  let chief: string;
  let planner: string;
  let project: string;
  let crew: string;
  let office: string;
  let mainStage: number;

  beforeAll(async () => {
    api = await createTestApi({ backend, now: seedNow });
    chief = await api.signInAs('chief');
    planner = await api.signInAs('planner');
    project = await api.signInAs('project');
    crew = await api.signInAs('crew');
    office = await api.signInAs('office');
    const [row] = await api.database.db
      .select({ id: projectCrews.id })
      .from(projectCrews)
      .where(and(eq(projectCrews.caption, 'Main stage build')))
      .limit(1);
    mainStage = row!.id;
  });
  afterAll(() => api.close());

  const events = (token: string) =>
    call(api.app, 'GET', `/projectCrews/${mainStage}/events`, { token });

  it('lists one row per applied action, and none for a replay of the same key', async () => {
    const before = (await events(planner)).json<{ total: number }>().total;
    const shift = (
      await call(api.app, 'GET', `/projectCrews/${mainStage}`, { token: chief })
    ).json<CrewShiftView>();
    const emma = shift.members.find((member) => member.attendance === 'expected')!;
    const recordedAt = new Date(Date.parse(shift.startsAt) + 30 * 60_000).toISOString();
    const payload = { crewItemId: emma.id, action: 'checkIn', at: recordedAt, recordedAt };
    for (let send = 0; send < 2; send += 1) {
      const response = await call(
        api.app,
        'POST',
        `/projectCrews/${mainStage}/projectCrewItemStatus`,
        {
          token: chief,
          payload,
          headers: { 'idempotency-key': `events-${backend}-emma` },
        },
      );
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const list = (await events(chief)).json<{
      items: Array<{ type: string; crewItemId: number | null }>;
      total: number;
    }>();
    expect(list.total).toBe(before + 1);
    expect(list.items.filter((item) => item.crewItemId === Number(emma.id))).toHaveLength(1);
  });

  it('is for the crew chief and planners only: another crew member meets 404, a reader (no crews EDIT) and office 403', async () => {
    expect((await events(chief)).statusCode).toBe(200);
    expect((await events(planner)).statusCode).toBe(200);
    expect((await events(project)).statusCode).toBe(403);
    expect((await events(crew)).statusCode).toBe(404);
    expect((await events(office)).statusCode).toBe(403);
  });

  it('answers bad input with 400', async () => {
    expect(
      (await call(api.app, 'GET', '/projectCrews/abc/events', { token: planner })).statusCode,
    ).toBe(400);
  });
});
