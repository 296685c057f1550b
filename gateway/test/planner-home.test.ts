import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedYesterdayNoon, signIn, testBackends } from '../../api/test/helpers';
import {
  PLANNER_TENANT_LOGIN,
  PLANNER_TENANT_NOW,
  PLANNER_TENANT_PASSWORD,
  seedPlannerTenantFromZero,
} from '../../api/test/planner-tenant';
import type { PlannerTenant } from '../../api/test/planner-tenant';
import { createGatewayHarness } from './helpers';
import type { GatewayHarness } from './helpers';

// The planner's part of the home query (src/features/home/HomePage.tsx): today's crews of the
// planner's projects, the open positions with their applicants, the applications and the to-dos
// due, in one operation with one upstream call per list, whatever the number of crews, positions
// or applications; the counts on the demo and on a tenant built from zero.

const seedNow = seedYesterdayNoon();

const PLANNER_HOME = `query PlannerHome($at: DateTime!, $today: Date!) {
  crewsOfMyProjectsOn(at: $at) {
    id caption state startsAt timeZone membersCount checkedInCount checkedOutCount lateCount noShowCount expectedCount
    project { number name }
  }
  openPositions(startsAfter: $at, mine: true, limit: 5) {
    total openTotal applicantsTotal
    items { id crew { id caption } project { id number name } function { id caption } startsAt rows open openVacancies applicants booked }
  }
  vacancyApplications(startsAfter: $at, mine: true, limit: 5) {
    total
    items { id crewId startsAt person { caption } function { caption } project { caption } appliedAt }
  }
  toDosDue(today: $today) { id caption dueDate done }
}`;

interface PlannerHome {
  crewsOfMyProjectsOn: Array<{
    id: string;
    caption: string;
    state: string;
    membersCount: number;
    checkedInCount: number;
    checkedOutCount: number;
    lateCount: number;
    noShowCount: number;
    expectedCount: number;
  }>;
  openPositions: {
    total: number;
    openTotal: number;
    applicantsTotal: number;
    items: Array<{
      id: string;
      crew: { caption: string };
      function: { caption: string };
      rows: number;
      open: number;
      openVacancies: number;
      applicants: number;
      booked: number;
    }>;
  };
  vacancyApplications: {
    total: number;
    items: Array<{ id: string; person: { caption: string } | null; function: { caption: string } }>;
  };
  toDosDue: Array<{ caption: string; dueDate: string; done: boolean }>;
}

describe.each(testBackends())('the planner’s home on %s', (backend) => {
  let gateway: GatewayHarness;
  let zero: PlannerTenant;
  let pia: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend, {}, {}, seedNow);
    zero = await seedPlannerTenantFromZero(gateway.api.database, `zero-home-${backend}.test`);
    pia = await signIn(gateway.api.app, PLANNER_TENANT_LOGIN, PLANNER_TENANT_PASSWORD, zero.host);
  });
  afterAll(() => gateway.close());

  const home = async (token: string, variables: { at: string; today: string }, host?: string) => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<PlannerHome>(PLANNER_HOME, variables, { token, host });
    expect(result.errors).toBeUndefined();
    return { data: result.data as PlannerHome, calls: gateway.upstream.calls.slice(before) };
  };

  it('answers a tenant from zero with its counts, one upstream call per list', async () => {
    const { data, calls } = await home(
      pia,
      { at: '2026-03-10T12:00:00+00:00', today: '2026-03-10' },
      zero.host,
    );
    expect(PLANNER_TENANT_NOW.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    // Four lists, four calls, side by side.
    expect(calls.map((call) => call.replace(/\?.*$/, '')).sort()).toEqual([
      'GET /api/v1/activities',
      'GET /api/v1/openPositions',
      'GET /api/v1/projectCrews',
      'GET /api/v1/vacancyApplications',
    ]);
    expect(
      data.crewsOfMyProjectsOn.map((crew) => [
        crew.caption,
        crew.state,
        crew.checkedInCount,
        crew.lateCount,
        crew.noShowCount,
        crew.expectedCount,
        crew.membersCount,
      ]),
    ).toEqual([
      ['Morning build', 'onShift', 2, 1, 1, 1, 4],
      ['Evening show', 'notStarted', 0, 0, 0, 2, 2],
    ]);
    expect(data.openPositions).toMatchObject({ total: 3, openTotal: 3, applicantsTotal: 1 });
    expect(
      data.openPositions.items.map((position) => [
        position.crew.caption,
        position.function.caption,
        position.open,
        position.applicants,
      ]),
    ).toEqual([
      ['Evening show', 'Rigger', 0, 1],
      ['Evening show', 'Stagehand', 2, 0],
      ['Load-out', 'Stagehand', 1, 0],
    ]);
    expect(data.openPositions.items[0]?.id).toBe(
      `${zero.crews.evening}:${data.openPositions.items[0]?.id.split(':')[1]}`,
    );
    expect(data.vacancyApplications.total).toBe(1);
    expect(
      data.vacancyApplications.items.map((item) => [
        item.id,
        item.person?.caption,
        item.function.caption,
      ]),
    ).toEqual([[String(zero.applicationItemId), 'Ann', 'Rigger']]);
    // (overdue is the api's clock's word: the app compares dueDate with its own today.)
    expect(data.toDosDue.map((todo) => [todo.caption, todo.dueDate, todo.done])).toEqual([
      ['Confirm the forklift', '2026-03-09', false],
      ['Send the crew list', '2026-03-10', false],
    ]);
  });

  it('makes no more upstream calls for many crews and positions than for few: one per list', async () => {
    // The demo's planner manages many more projects, crews and positions: the same four calls.
    const planner = await gateway.api.signInAs('planner');
    const { data, calls } = await home(planner, {
      at: seedNow.toISOString().replace('.000Z', '+00:00'),
      today: seedNow.toISOString().slice(0, 10),
    });
    expect(calls).toHaveLength(4);
    expect(
      data.crewsOfMyProjectsOn.map((crew) => [
        crew.caption,
        crew.checkedInCount,
        crew.lateCount,
        crew.noShowCount,
        crew.expectedCount,
      ]),
    ).toEqual([
      ['Foyer and bars', 0, 0, 1, 0],
      ['Main stage build', 6, 1, 0, 2],
    ]);
    expect(data.openPositions).toMatchObject({ total: 9, openTotal: 7, applicantsTotal: 2 });
    expect(data.openPositions.items).toHaveLength(5);
    expect(data.vacancyApplications.items.map((item) => item.person?.caption)).toEqual([
      'Noah Visser',
      'Noah Visser',
    ]);
    expect(data.toDosDue.length).toBeGreaterThan(0);
    expect(data.toDosDue.every((todo) => !todo.done)).toBe(true);
  });

  it('refuses a page out of bounds before any upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute(
      `query { openPositions(startsAfter: "2026-03-10T12:00:00+00:00", limit: 0) { total } }`,
      {},
      { token: pia, host: zero.host },
    );
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(gateway.upstream.calls.slice(before)).toEqual([]);
  });
});
