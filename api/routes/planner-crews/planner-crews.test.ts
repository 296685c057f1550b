import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createCompany, createPerson, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type {
  Candidate,
  PlannerCrew,
  PlannerCrewAvailability,
  PlannerCrewDetail,
  PlannerCrewType,
} from './planner-crews.schemas';
import { createPlannerCrew, createPlannerCrewType } from './planner-crews.seed';
import { plannerCrewMemberships, plannerCrews } from './planner-crews.tables';
import { testNow } from '../../../machines/test-now';

type Page<T> = { items: T[]; total: number; page: number; limit: number };

describe.each(testBackends())('planner crews on %s', (backend) => {
  let api: TestApi;
  let planner: string;
  let client: string;
  let crew: string;
  let office: string;
  const ids = {
    crew: 0,
    noah: 0,
    mila: 0,
    pool: 0,
    otherCompanyCrew: 0,
    foreignCrew: 0,
    foreignPerson: 0,
  };

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const get = async <T>(token: string, path: string, status = 200) => {
    const response = await call(api.app, 'GET', path, { token });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
    return response.json<T>();
  };
  const memberships = async () =>
    (await api.database.db.select({ n: count() }).from(plannerCrewMemberships))[0]?.n ?? 0;
  const crewCount = async () =>
    (await api.database.db.select({ n: count() }).from(plannerCrews))[0]?.n ?? 0;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    crew = await api.signInAs('crew');
    office = await api.signInAs('office');
    ids.crew = await personId('crew@demo.test');
    ids.noah = await personId('noah.visser@demo.test');
    ids.mila = await personId('mila.bakker@demo.test');
    const pools = await get<Page<PlannerCrew>>(planner, '/plannerCrews');
    ids.pool = pools.items.find((item) => item.name === 'Festival season pool')?.id ?? 0;
    await api.database.transaction(async (tx) => {
      const type = await createPlannerCrewType(tx, 1, `Other pool ${backend}`, 'membership');
      const elsewhere = await createCompany(tx, 1, `Elsewhere ${backend}`);
      ids.otherCompanyCrew = await createPlannerCrew(
        tx,
        1,
        {
          typeId: type,
          kind: 'membership',
          name: 'Elsewhere pool',
          companyId: elsewhere.id,
          createdAt: api.clock.now(),
        },
        [ids.mila],
      );
      const foreign = await createTenant(tx, { name: `Foreign ${backend}` });
      const foreignType = await createPlannerCrewType(tx, foreign.id, 'Pool', 'membership');
      const stranger = await createPerson(tx, foreign.id, {
        name: 'Stranger',
        email: 'stranger@foreign.test',
        passwordHash: null,
        roleIds: [],
      });
      ids.foreignPerson = stranger.id;
      ids.foreignCrew = await createPlannerCrew(
        tx,
        foreign.id,
        {
          typeId: foreignType,
          kind: 'membership',
          name: 'Foreign pool',
          createdAt: api.clock.now(),
        },
        [stranger.id],
      );
    });
  });
  afterAll(() => api.close());

  it('lists the crew types and the planner crews with two weeks of their members’ availability', async () => {
    const types = await get<Page<PlannerCrewType>>(planner, '/plannerCrewTypes');
    expect(types.items.map((type) => [type.caption, type.kind])).toEqual(
      expect.arrayContaining([
        ['Stage crew', 'planner'],
        ['Logistics crew', 'planner'],
        ['Membership crew', 'membership'],
      ]),
    );
    expect(types).toMatchObject({ page: 1, limit: 1000 });
    const crews = await get<Page<PlannerCrewAvailability>>(planner, '/pCrews');
    expect(crews.items.map((item) => [item.name, item.memberCount])).toEqual([
      ['Stage hands A-team', 3],
      ['Warehouse and logistics', 2],
    ]);
    const stage = crews.items[0];
    expect(stage?.members.map((member) => member.name)).toEqual([
      'Alex Janssen',
      'Mila Bakker',
      'Sam de Vries',
    ]);
    for (const member of stage?.members ?? []) expect(member.days).toHaveLength(14);
    // crew@ has jobs in the coming days (jobs seed): some of their days are busy.
    expect(stage?.members[0]?.days.some((entry) => entry.state === 'job')).toBe(true);
  });

  it('marks a blocked date from the member’s personal calendar', async () => {
    const from = new Date(testNow().getTime() + 40 * 86_400_000).toISOString().slice(0, 10);
    const blocked = await call(api.app, 'POST', '/blockDates', {
      token: crew,
      payload: { beginDate: from, endDate: from, reason: 'Family' },
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    const crews = await get<Page<PlannerCrewAvailability>>(
      planner,
      `/pCrews?dateFrom=${from}&dateTo=${from}`,
    );
    const alex = crews.items[0]?.members.find((member) => member.personId === ids.crew);
    expect(alex?.days).toEqual([{ date: from, state: 'blocked' }]);
  });

  it('ends the default two weeks at the api’s last day, and refuses days out of range (decision 247)', async () => {
    // Before: a 500 (the default end, 14 days on, was in year 10000).
    const last = await get<Page<PlannerCrewAvailability>>(planner, '/pCrews?dateFrom=9999-12-25');
    expect(last.items[0]?.members[0]?.days.map((entry) => entry.date)).toEqual([
      '9999-12-25',
      '9999-12-26',
      '9999-12-27',
      '9999-12-28',
      '9999-12-29',
      '9999-12-30',
    ]);
    await get(planner, '/pCrews?dateFrom=9999-12-31', 400);
    await get(planner, '/pCrews?dateFrom=0000-01-01', 400);
  });

  it('shows a client only their company’s crews, and a crew member only theirs', async () => {
    expect(
      (await get<Page<PlannerCrew>>(client, '/pCrews')).items.map((item) => item.name),
    ).toEqual(['Stage hands A-team']);
    expect(
      (await get<Page<PlannerCrew>>(client, '/plannerCrews')).items.map((item) => item.name),
    ).toEqual(['Festival season pool']);
    await get(client, `/plannerCrews/${ids.otherCompanyCrew}`, 404);
    const mine = await get<Page<PlannerCrew>>(crew, `/contacts/${ids.crew}/pCrews`);
    expect(mine.items.map((item) => item.name)).toEqual([
      'Festival season pool',
      'Stage hands A-team',
    ]);
    await get(crew, `/contacts/${ids.noah}/pCrews`, 404);
    await get(planner, `/contacts/${ids.foreignPerson}/pCrews`, 404);
  });

  it('never shows another tenant’s crew', async () => {
    await get(planner, `/plannerCrews/${ids.foreignCrew}`, 404);
    expect(
      (await get<Page<PlannerCrew>>(planner, '/plannerCrews')).items.map((item) => item.name),
    ).not.toContain('Foreign pool');
    const before = await memberships();
    const add = await call(api.app, 'POST', '/plannerCrewMemberships', {
      token: planner,
      payload: { crewId: ids.foreignCrew, personId: ids.crew },
    });
    expect(add.statusCode).toBe(404);
    const addForeign = await call(api.app, 'POST', '/plannerCrewMemberships', {
      token: planner,
      payload: { crewId: ids.pool, personId: ids.foreignPerson },
    });
    expect(addForeign.statusCode).toBe(404);
    expect(addForeign.json()).toMatchObject({ reason: 'PERSON_NOT_FOUND' });
    const remove = await call(
      api.app,
      'DELETE',
      `/plannerCrewMemberships?crewId=${ids.foreignCrew}&personId=${ids.foreignPerson}`,
      { token: planner },
    );
    expect(remove.statusCode).toBe(404);
    expect(await memberships()).toBe(before);
  });

  it('refuses callers without the right', async () => {
    await get(office, '/pCrews', 403);
    await get(office, '/plannerCrews', 403);
    await get(crew, '/plannerCrews', 403);
    await get(office, '/plannerCrewTypes', 403);
    const before = [await memberships(), await crewCount()];
    expect(
      (await call(api.app, 'POST', '/plannerCrews', { token: client, payload: { name: 'Mine' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(api.app, 'POST', '/plannerCrewMemberships', {
          token: client,
          payload: { crewId: ids.pool, personId: ids.mila },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          api.app,
          'DELETE',
          `/plannerCrewMemberships?crewId=${ids.pool}&personId=${ids.crew}`,
          { token: client },
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(api.app, 'GET', '/plannerCrews')).statusCode).toBe(401);
    expect([await memberships(), await crewCount()]).toEqual(before);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const before = [await memberships(), await crewCount()];
    for (const payload of [
      {},
      { name: '' },
      { name: 'x'.repeat(121) },
      { name: 'Ok', extra: 1 },
      { name: 'Ok', typeId: 'abc' },
    ]) {
      expect(
        (await call(api.app, 'POST', '/plannerCrews', { token: planner, payload })).statusCode,
      ).toBe(400);
    }
    for (const payload of [
      {},
      { crewId: ids.pool },
      { crewId: -1, personId: ids.mila },
      { crewId: ids.pool, personId: 'x' },
    ]) {
      expect(
        (await call(api.app, 'POST', '/plannerCrewMemberships', { token: planner, payload }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call(api.app, 'DELETE', `/plannerCrewMemberships?crewId=${ids.pool}`, {
          token: planner,
        })
      ).statusCode,
    ).toBe(400);
    await get(planner, '/pCrews?dateFrom=2026-02-30', 400);
    await get(planner, '/pCrews?dateFrom=2026-01-10&dateTo=2026-01-01', 400);
    await get(planner, '/pCrews?dateFrom=2026-01-01&dateTo=2026-03-01', 400);
    await get(planner, '/plannerCrewTypes?limit=0', 400);
    expect([await memberships(), await crewCount()]).toEqual(before);
  });

  it('lets a planner create a membership crew, add a member once (409 the second time) and remove them', async () => {
    const created = await call(api.app, 'POST', '/plannerCrews', {
      token: planner,
      payload: { name: '  Winter pool  ' },
    });
    expect(created.statusCode).toBe(201);
    const crewDetail = created.json<PlannerCrewDetail>();
    expect(crewDetail).toMatchObject({
      name: 'Winter pool',
      kind: 'membership',
      type: { caption: 'Membership crew' },
      memberCount: 0,
      members: [],
    });

    const candidates = await get<{ items: Candidate[] }>(
      planner,
      `/plannerCrews/${crewDetail.id}/candidates?search=mil`,
    );
    expect(candidates.items).toEqual([{ personId: ids.mila, name: 'Mila Bakker' }]);

    const added = await call(api.app, 'POST', '/plannerCrewMemberships', {
      token: planner,
      payload: { crewId: crewDetail.id, personId: ids.mila },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<PlannerCrewDetail>().members).toEqual([
      {
        personId: ids.mila,
        name: 'Mila Bakker',
        email: 'mila.bakker@demo.test',
        phone: '+31 6 3456 7890',
      },
    ]);
    const before = await memberships();
    const again = await call(api.app, 'POST', '/plannerCrewMemberships', {
      token: planner,
      payload: { crewId: crewDetail.id, personId: ids.mila },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'PLANNER_CREW_ALREADY_MEMBER' });
    expect(await memberships()).toBe(before);
    expect(
      (
        await get<{ items: Candidate[] }>(
          planner,
          `/plannerCrews/${crewDetail.id}/candidates?search=mil`,
        )
      ).items,
    ).toEqual([]);

    const removed = await call(
      api.app,
      'DELETE',
      `/plannerCrewMemberships?crewId=${crewDetail.id}&personId=${ids.mila}`,
      { token: planner },
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<PlannerCrewDetail>()).toMatchObject({ memberCount: 0, members: [] });
    const twice = await call(
      api.app,
      'DELETE',
      `/plannerCrewMemberships?crewId=${crewDetail.id}&personId=${ids.mila}`,
      { token: planner },
    );
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ reason: 'PLANNER_CREW_NOT_MEMBER' });
  });

  it('keeps planner crews out of the membership crew routes', async () => {
    const stage = (await get<Page<PlannerCrew>>(planner, '/pCrews')).items[0];
    await get(planner, `/plannerCrews/${stage?.id}`, 404);
    const add = await call(api.app, 'POST', '/plannerCrewMemberships', {
      token: planner,
      payload: { crewId: stage?.id, personId: ids.noah },
    });
    expect(add.statusCode).toBe(404);
  });
});
