import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTenant } from '../../db/seed/demo';
import { createTestApi, seedYesterdayNoon, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { projectCrews } from '../projects/projects.tables';
import type { LedCrew } from './crews.led';

// GET /projectCrews?crewChief=me — the crews the caller leads (crews.led.ts). The demo is seeded a
// day back (as in crews.test.ts), so the range is given around the seed's day.
const seedNow = seedYesterdayNoon();
const day = (offset: number) => new Date(seedNow.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(testBackends())('crews led on %s', (backend) => {
  let api: TestApi;
  let chief: string;
  let crew: string;

  const list = (token: string, query: string) => call(api.app, 'GET', `/projectCrews?${query}`, { token });
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
    expect(byCaption.get('Main stage build')).toMatchObject({ state: 'onShift', membersCount: 8, checkedInCount: 6, project: { number: '1001', name: 'Winter Festival' }, location: { caption: 'Ahoy Arena' } });
    expect(byCaption.get('Foyer and bars')).toMatchObject({ state: 'readyForSignOff', membersCount: 3, checkedInCount: 0 });
    expect(byCaption.get('Stage rigging')).toMatchObject({ state: 'released', membersCount: 4, checkedInCount: 0 });
    const starts = items.map((item) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(items.map((item) => item.caption).indexOf('Stage rigging')).toBe(0);
  });

  it('keeps to the range and pages', async () => {
    const today = await ledBy(chief, `crewChief=me&from=${day(0)}&to=${day(0)}`);
    expect(today.items.map((item) => item.caption)).not.toContain('Stage rigging');
    expect(today.items.map((item) => item.caption)).toEqual(expect.arrayContaining(['Main stage build', 'Foyer and bars']));
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
      seedDemoTenant(tx, { hosts: [`crews-led-${backend}.test`], isDefault: false, unsubscribeToken: `crews-led-${backend}`, now: seedNow, passwordHash: 'x' }),
    );
    const [mine] = await api.database.db.select({ chief: projectCrews.crewChiefPersonId }).from(projectCrews).where(eq(projectCrews.caption, 'Foyer and bars')).limit(1);
    await api.database.db
      .update(projectCrews)
      .set({ crewChiefPersonId: mine?.chief ?? null })
      .where(and(eq(projectCrews.tenantId, other.tenantId), eq(projectCrews.caption, 'Main stage build')));
    const [foreign] = await api.database.db.select({ id: projectCrews.id }).from(projectCrews).where(and(eq(projectCrews.tenantId, other.tenantId), eq(projectCrews.caption, 'Main stage build')));
    const { items } = await ledBy(chief);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((item) => item.id)).not.toContain(foreign?.id);
  });

  it('answers bad input with 400', async () => {
    for (const query of ['', 'crewChief=someone', `crewChief=me&from=2026-02-30`, `crewChief=me&from=${day(1)}&to=${day(-1)}`, 'crewChief=me&limit=0', 'crewChief=me&limit=1001', 'crewChief=me&page=0', 'crewChief=me&extra=1']) {
      expect((await list(chief, query)).statusCode, query).toBe(400);
    }
  });
});
