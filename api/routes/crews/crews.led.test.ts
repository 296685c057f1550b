import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTenant } from '../../db/seed/demo';
import { createTestApi, seedYesterdayNoon, signIn, testBackends } from '../../test/helpers';
import {
  PLANNER_TENANT_LOGIN,
  PLANNER_TENANT_NOW,
  PLANNER_TENANT_PASSWORD,
  seedPlannerTenantFromZero,
} from '../../test/planner-tenant';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { projectCrews } from '../../db/tables/projects.tables';
import type { LedCrew } from './crews.schemas';

// GET /projectCrews?crewChief=me — the crews the caller leads (crews.led.ts). The demo is seeded a
// day back (as in crews.test.ts), so the range is given around the seed's day.
const seedNow = seedYesterdayNoon();
const day = (offset: number) =>
  new Date(seedNow.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(testBackends())('crews led on %s', (backend) => {
  let api: TestApi;
  let chief: string;
  let crew: string;

  const list = (token: string, query: string) =>
    call(api.app, 'GET', `/projectCrews?${query}`, { token });
  const ledBy = async (token: string, query = `crewChief=me&from=${day(-1)}&to=${day(1)}`) => {
    const response = await list(token, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: LedCrew[]; total: number }>();
  };

  beforeAll(async () => {
    api = await createTestApi({ backend, now: seedNow });
    chief = await api.signInAs('chief');
    crew = await api.signInAs('crew');
  });
  afterAll(() => api.close());

  it('lists the chief’s crews by start with the machine’s state and counts', async () => {
    const { items, total } = await ledBy(chief);
    expect(total).toBe(items.length);
    const byCaption = new Map(items.map((item) => [item.caption, item]));
    expect(byCaption.get('Main stage build')).toMatchObject({
      state: 'onShift',
      membersCount: 8,
      checkedInCount: 6,
      project: { number: '1001', name: 'Winter Festival' },
      location: { caption: 'Ahoy Arena' },
    });
    expect(byCaption.get('Foyer and bars')).toMatchObject({
      state: 'readyForSignOff',
      membersCount: 3,
      checkedInCount: 0,
    });
    expect(byCaption.get('Stage rigging')).toMatchObject({
      state: 'released',
      membersCount: 4,
      checkedInCount: 0,
    });
    const starts = items.map((item) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(items.map((item) => item.caption).indexOf('Stage rigging')).toBe(0);
  });

  it('keeps to the range and pages', async () => {
    const today = await ledBy(chief, `crewChief=me&from=${day(0)}&to=${day(0)}`);
    expect(today.items.map((item) => item.caption)).not.toContain('Stage rigging');
    expect(today.items.map((item) => item.caption)).toEqual(
      expect.arrayContaining(['Main stage build', 'Foyer and bars']),
    );
    const all = await ledBy(chief);
    const second = await ledBy(chief, `crewChief=me&from=${day(-1)}&to=${day(1)}&limit=1&page=2`);
    expect(second.total).toBe(all.total);
    expect(second.items.map((item) => item.id)).toEqual([all.items[1]?.id]);
  });

  it('shows a crew member who leads nothing no crews', async () => {
    expect(await ledBy(crew)).toEqual({ items: [], total: 0, page: 1, limit: 1000 });
  });

  it('never lists another tenant’s crews, even one whose chief has the same person id', async () => {
    const other = await api.database.transaction((tx) =>
      seedDemoTenant(tx, {
        hosts: [`crews-led-${backend}.test`],
        isDefault: false,
        unsubscribeToken: `crews-led-${backend}`,
        now: seedNow,
        passwordHash: 'x',
      }),
    );
    const [mine] = await api.database.db
      .select({ chief: projectCrews.crewChiefPersonId })
      .from(projectCrews)
      .where(eq(projectCrews.caption, 'Foyer and bars'))
      .limit(1);
    await api.database.db
      .update(projectCrews)
      .set({ crewChiefPersonId: mine?.chief ?? null })
      .where(
        and(
          eq(projectCrews.tenantId, other.tenantId),
          eq(projectCrews.caption, 'Main stage build'),
        ),
      );
    const [foreign] = await api.database.db
      .select({ id: projectCrews.id })
      .from(projectCrews)
      .where(
        and(
          eq(projectCrews.tenantId, other.tenantId),
          eq(projectCrews.caption, 'Main stage build'),
        ),
      );
    const { items } = await ledBy(chief);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((item) => item.id)).not.toContain(foreign?.id);
  });

  it('counts a planner’s crews of the venue’s day on a tenant from zero: in, late, not come, not here yet', async () => {
    const zero = await seedPlannerTenantFromZero(api.database, `zero-crews-${backend}.test`);
    const pia = await signIn(api.app, PLANNER_TENANT_LOGIN, PLANNER_TENANT_PASSWORD, zero.host);
    const onDay = async (at: Date) => {
      const response = await call(
        api.app,
        'GET',
        `/projectCrews?projectManager=me&at=${encodeURIComponent(at.toISOString())}`,
        { token: pia, host: zero.host },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: LedCrew[]; total: number }>();
    };
    const counts = (crew: LedCrew) =>
      `${crew.caption} (${crew.state}): ${crew.checkedInCount} in, ${crew.checkedOutCount} out, ${crew.lateCount} late, ${crew.noShowCount} no-show, ${crew.expectedCount} expected of ${crew.membersCount}`;
    const today = await onDay(PLANNER_TENANT_NOW);
    // Yesterday's rigging, tomorrow's load-out and the other manager's gala are not hers today.
    expect(today.items.map(counts)).toEqual([
      'Morning build (onShift): 2 in, 0 out, 1 late, 1 no-show, 1 expected of 4',
      'Evening show (notStarted): 0 in, 0 out, 0 late, 0 no-show, 2 expected of 2',
    ]);
    expect(today.total).toBe(2);
    expect(today.items[0]).toMatchObject({
      id: zero.crews.running,
      project: { number: '5001', name: 'Zero Fair' },
      location: { caption: 'Zero Hall' },
    });
    // 23:30 at the venue (22:30 UTC): the same day; the evening show ran until 23:00.
    expect(
      (await onDay(new Date('2026-03-10T22:30:00Z'))).items.map((crew) => crew.caption),
    ).toEqual(['Morning build', 'Evening show']);
    // 00:30 the next day at the venue: tomorrow's load-out (it starts at 10:00).
    expect(
      (await onDay(new Date('2026-03-10T23:30:00Z'))).items.map((crew) => crew.caption),
    ).toEqual(['Load-out']);
    // The day before: yesterday's rigging only.
    expect(
      (await onDay(new Date('2026-03-09T12:00:00Z'))).items.map((crew) => crew.caption),
    ).toEqual(['Rigging']);
  });

  it('shows planner@ today’s demo crews of the projects she manages; chief@ manages none', async () => {
    const planner = await api.signInAs('planner');
    const response = await call(
      api.app,
      'GET',
      `/projectCrews?projectManager=me&at=${encodeURIComponent(seedNow.toISOString())}`,
      { token: planner },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{ items: LedCrew[] }>();
    expect(
      items.map((crew) => [
        crew.caption,
        crew.state,
        crew.membersCount,
        crew.checkedInCount,
        crew.checkedOutCount,
        crew.lateCount,
        crew.noShowCount,
        crew.expectedCount,
      ]),
    ).toEqual([
      ['Foyer and bars', 'readyForSignOff', 3, 0, 2, 0, 1, 0],
      ['Main stage build', 'onShift', 8, 6, 0, 1, 0, 2],
    ]);
    const led = await list(
      chief,
      `projectManager=me&at=${encodeURIComponent(seedNow.toISOString())}`,
    );
    expect(led.json<{ items: LedCrew[] }>().items).toEqual([]);
  });

  it('answers bad input with 400', async () => {
    for (const query of [
      'projectManager=someone',
      'crewChief=me&projectManager=me',
      `projectManager=me&from=${day(0)}`,
      'crewChief=me&at=2026-03-10T12:00:00Z',
      'projectManager=me&at=2026-03-10T24:00:00Z',
    ]) {
      expect((await list(chief, query)).statusCode, query).toBe(400);
    }
    for (const query of [
      '',
      'crewChief=someone',
      `crewChief=me&from=2026-02-30`,
      `crewChief=me&from=${day(1)}&to=${day(-1)}`,
      'crewChief=me&limit=0',
      'crewChief=me&limit=1001',
      'crewChief=me&page=0',
      'crewChief=me&extra=1',
    ]) {
      expect((await list(chief, query)).statusCode, query).toBe(400);
    }
  });
});
