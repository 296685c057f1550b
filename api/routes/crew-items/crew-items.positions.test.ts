import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, seedYesterdayNoon, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import {
  PLANNER_TENANT_LOGIN,
  PLANNER_TENANT_NOW,
  PLANNER_TENANT_PASSWORD,
  seedPlannerTenantFromZero,
} from '../../test/planner-tenant';
import type { PlannerTenant } from '../../test/planner-tenant';
import { call } from '../../test/requests';
import type { OpenPosition } from './crew-items.schemas';
import type { CrewItem } from './crew-items.schemas';

// GET /openPositions and GET /vacancyApplications (crew-items.positions.routes.ts): what a planner still has
// to staff, counted on the demo and on a tenant built from zero (api/test/planner-tenant.ts).

const seedNow = seedYesterdayNoon();
const instant = (at: Date) => encodeURIComponent(at.toISOString());

type PositionPage = {
  items: OpenPosition[];
  total: number;
  page: number;
  limit: number;
  totals: { open: number; applicants: number };
};
type ApplicationPage = { items: CrewItem[]; total: number };

describe.each(testBackends())('a planner’s open positions and applications on %s', (backend) => {
  let api: TestApi;
  let zero: PlannerTenant;
  let pia: string;

  const get = async <T>(token: string, url: string, host?: string) => {
    const response = await call(api.app, 'GET', url, { token, host });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const summary = (position: OpenPosition) =>
    `${position.crew.caption}/${position.function.caption}: rows ${position.rows}, open ${position.open} (${position.openVacancies} vacancies), applicants ${position.applicants}, booked ${position.booked}`;

  beforeAll(async () => {
    api = await createTestApi({ backend, now: seedNow });
    zero = await seedPlannerTenantFromZero(api.database, `zero-positions-${backend}.test`);
    pia = await signIn(api.app, PLANNER_TENANT_LOGIN, PLANNER_TENANT_PASSWORD, zero.host);
  });
  afterAll(() => api.close());

  it('counts the rows of each position still to staff on a tenant from zero, the soonest first', async () => {
    const mine = await get<PositionPage>(
      pia,
      `/openPositions?projectManager=me&startsAfter=${instant(PLANNER_TENANT_NOW)}`,
      zero.host,
    );
    expect(mine.items.map(summary)).toEqual([
      'Evening show/Rigger: rows 1, open 0 (0 vacancies), applicants 1, booked 0',
      'Evening show/Stagehand: rows 3, open 2 (2 vacancies), applicants 0, booked 1',
      'Load-out/Stagehand: rows 1, open 1 (0 vacancies), applicants 0, booked 0',
    ]);
    expect(mine).toMatchObject({
      total: 3,
      page: 1,
      limit: 1000,
      totals: { open: 3, applicants: 1 },
    });
    expect(mine.items[0]).toMatchObject({
      crew: {
        id: zero.crews.evening,
        caption: 'Evening show',
        startsAt: '2026-03-10T18:00:00+00:00',
        endsAt: '2026-03-10T22:00:00+00:00',
      },
      project: { number: '5001', name: 'Zero Fair' },
      location: { caption: 'Zero Hall' },
      startsAt: '2026-03-10T18:00:00+00:00',
    });
    // Without projectManager: the other manager's gala too, in the planner's (ALL) scope.
    const all = await get<PositionPage>(
      pia,
      `/openPositions?startsAfter=${instant(PLANNER_TENANT_NOW)}`,
      zero.host,
    );
    expect(
      all.items.map((position) => `${position.crew.caption}/${position.function.caption}`),
    ).toEqual([
      'Gala crew/Rigger',
      'Gala crew/Stagehand',
      'Evening show/Rigger',
      'Evening show/Stagehand',
      'Load-out/Stagehand',
    ]);
    expect(all.totals).toEqual({ open: 4, applicants: 2 });
    // A later moment leaves the evening's rows out; pages keep the totals of all of them.
    const later = await get<PositionPage>(
      pia,
      `/openPositions?projectManager=me&startsAfter=${instant(new Date(PLANNER_TENANT_NOW.getTime() + 7 * 3_600_000))}`,
      zero.host,
    );
    expect(later.items.map(summary)).toEqual([
      'Load-out/Stagehand: rows 1, open 1 (0 vacancies), applicants 0, booked 0',
    ]);
    const second = await get<PositionPage>(
      pia,
      `/openPositions?projectManager=me&startsAfter=${instant(PLANNER_TENANT_NOW)}&limit=1&page=2`,
      zero.host,
    );
    expect(second).toMatchObject({
      total: 3,
      page: 2,
      limit: 1,
      totals: { open: 3, applicants: 1 },
    });
    expect(second.items.map(summary)).toEqual([
      'Evening show/Stagehand: rows 3, open 2 (2 vacancies), applicants 0, booked 1',
    ]);
  });

  it('lists the applications waiting for the planner on a tenant from zero', async () => {
    const mine = await get<ApplicationPage>(
      pia,
      `/vacancyApplications?projectManager=me&startsAfter=${instant(PLANNER_TENANT_NOW)}`,
      zero.host,
    );
    expect(mine.total).toBe(1);
    expect(mine.items).toEqual([
      expect.objectContaining({
        id: zero.applicationItemId,
        crewId: zero.crews.evening,
        status: 'pending',
        vacancy: true,
        person: expect.objectContaining({ caption: 'Ann' }),
        function: expect.objectContaining({ caption: 'Rigger' }),
        project: expect.objectContaining({ caption: 'Zero Fair' }),
        appliedAt: '2026-03-09T16:00:00+00:00',
      }),
    ]);
    const all = await get<ApplicationPage>(
      pia,
      `/vacancyApplications?startsAfter=${instant(PLANNER_TENANT_NOW)}`,
      zero.host,
    );
    expect(all.items.map((item) => item.person?.caption)).toEqual(['Ben', 'Ann']);
  });

  it('shows planner@ the demo’s open positions and Noah’s applications', async () => {
    const planner = await api.signInAs('planner');
    const positions = await get<PositionPage>(
      planner,
      `/openPositions?projectManager=me&startsAfter=${instant(seedNow)}`,
    );
    expect(positions.totals).toEqual({ open: 7, applicants: 2 });
    expect(positions.total).toBe(9);
    expect(positions.items[0]).toMatchObject({
      crew: { caption: 'Light rig' },
      function: { caption: 'Stagehand' },
      applicants: 1,
      open: 0,
    });
    expect(positions.items[1]).toMatchObject({
      crew: { caption: 'Concert crew' },
      function: { caption: 'Runner' },
      open: 1,
      openVacancies: 1,
    });
    const applications = await get<ApplicationPage>(
      planner,
      `/vacancyApplications?projectManager=me&startsAfter=${instant(seedNow)}`,
    );
    expect(applications.items.map((item) => [item.person?.caption, item.project.caption])).toEqual([
      ['Noah Visser', 'Winter Festival'],
      ['Noah Visser', 'Spring Expo'],
    ]);
  });

  it('keeps to the caller’s scope: a client sees their company’s only and manages none; crew has no right', async () => {
    const client = await api.signInAs('client');
    const theirs = await get<PositionPage>(
      client,
      `/openPositions?startsAfter=${instant(seedNow)}`,
    );
    expect(theirs.items.length).toBeGreaterThan(0);
    // client@ is Eventful Ltd's: Winter Festival (1001) and the list projects of that company.
    expect(theirs.items.map((position) => position.project.number)).not.toContain('1002');
    expect(theirs.items.map((position) => position.project.number)).not.toContain('1003');
    expect(
      await get<PositionPage>(
        client,
        `/openPositions?projectManager=me&startsAfter=${instant(seedNow)}`,
      ),
    ).toMatchObject({ items: [], total: 0, totals: { open: 0, applicants: 0 } });
    expect(
      await get<ApplicationPage>(client, `/vacancyApplications?projectManager=me`),
    ).toMatchObject({ items: [], total: 0 });
    const crew = await api.signInAs('crew');
    expect((await call(api.app, 'GET', '/openPositions', { token: crew })).statusCode).toBe(403);
    expect((await call(api.app, 'GET', '/vacancyApplications', { token: crew })).statusCode).toBe(
      403,
    );
    expect((await call(api.app, 'GET', '/openPositions')).statusCode).toBe(401);
  });

  it('never crosses tenants: the demo planner sees none of the zero tenant’s, and Pia none of the demo’s', async () => {
    const planner = await api.signInAs('planner');
    const demo = await get<PositionPage>(
      planner,
      `/openPositions?startsAfter=${instant(PLANNER_TENANT_NOW)}`,
    );
    expect(demo.items.map((position) => position.project.number)).not.toContain('5001');
    const zeros = await get<PositionPage>(
      pia,
      `/openPositions?startsAfter=${instant(new Date('2026-03-01T00:00:00Z'))}`,
      zero.host,
    );
    expect(new Set(zeros.items.map((position) => position.project.number))).toEqual(
      new Set(['5001', '5002']),
    );
    // Pia's token on the demo's host is refused.
    expect((await call(api.app, 'GET', '/openPositions', { token: pia })).statusCode).toBe(401);
  });

  it('answers bad input with 400 naming the field', async () => {
    const planner = await api.signInAs('planner');
    for (const [query, field] of [
      ['projectManager=someone', 'projectManager'],
      ['startsAfter=2026-02-30T10:00:00Z', 'startsAfter'],
      ['startsAfter=tomorrow', 'startsAfter'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['extra=1', ''],
    ] as const) {
      for (const path of ['/openPositions', '/vacancyApplications']) {
        const response = await call(api.app, 'GET', `${path}?${query}`, { token: planner });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        if (field) expect(response.body, `${path}?${query}`).toContain(field);
      }
    }
  });
});
