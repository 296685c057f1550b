import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleGrants, roles } from '../../db/core.tables';
import { createCompany, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { DemoAccount, TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { createProject } from './projects.seed';
import { functions, rateCardRates } from '../../db/tables/projects.tables';
import type { ProjectCost, ProjectCrew, ProjectProfile } from './project-page.schemas';

// The project page's api: the profile, the crews and the cost; rights, ownership,
// tenant and bad input.

describe.each(testBackends())('the project page api on %s', (backend) => {
  let api: TestApi;
  let otherTenantProjectId: number;
  beforeAll(async () => {
    api = await createTestApi({ backend });
    await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: 'Other Staffing', frameAncestors: [] });
      const company = await createCompany(tx, tenant.id, 'Eventful Ltd');
      otherTenantProjectId = (
        await createProject(tx, tenant.id, {
          number: '1001',
          name: 'Their Winter Festival',
          companyId: company.id,
          beginDate: '2026-01-01',
          endDate: '2026-01-02',
        })
      ).id;
    });
  });
  afterAll(() => api.close());

  const get = async <T>(account: DemoAccount, url: string) => {
    const response = await call(api.app, 'GET', url, { token: await api.signInAs(account) });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const idOf = async (number: string) =>
    (await get<ProjectProfile>('planner', `/projects/${number}`)).body.id;

  it('answers the profile: rate card, catering type, branch, manager, comment and the crews’ locations', async () => {
    const { status, body } = await get<ProjectProfile>('planner', '/projects/1001');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      number: '1001',
      name: 'Winter Festival',
      clientMark: 'EVT-WF',
      reference: 'PO 4502',
      status: 'confirmed',
      company: { caption: 'Eventful Ltd' },
      branch: { caption: 'Rotterdam' },
      manager: { caption: 'Priya Shah' },
      rateCard: { caption: 'Eventful Ltd 2026', currency: 'EUR' },
      cateringType: { caption: 'Hot meal' },
      logo: null,
    });
    expect(body.comment).toContain('light rig');
    expect(body.locations.map((location) => location.caption)).toEqual(['Ahoy Arena']);
    // Another tenant's project with the same number is not this one.
    expect(body.id).not.toBe(otherTenantProjectId);
  });

  it('answers the crews with their items, statuses and people in time order; contacts only with crewProfile CONTACT', async () => {
    const id = await idOf('1001');
    const { status, body } = await get<{ items: ProjectCrew[] }>(
      'planner',
      `/projects/${id}/crews`,
    );
    expect(status).toBe(200);
    expect(body.items.map((crew) => crew.caption)).toEqual(
      expect.arrayContaining(['Main stage build', 'Light rig', 'Load-out']),
    );
    const mainStage = body.items.find((crew) => crew.caption === 'Main stage build');
    expect(mainStage?.crewChief?.caption).toBe('Sam de Vries');
    expect(mainStage?.location?.caption).toBe('Ahoy Arena');
    expect(
      mainStage?.items.map((item) => [item.function.caption, item.person?.caption, item.status]),
    ).toContainEqual(['Stagehand', 'Alex Janssen', 'confirmed']);
    const starts = body.items.map((crew) => crew.startsAt);
    expect([...starts].sort()).toEqual(starts);
    // The planner has no crewProfile CONTACT: nobody's phone or e-mail.
    const people = body.items
      .flatMap((crew) => crew.items)
      .flatMap((item) => (item.person ? [item.person] : []));
    expect(people.length).toBeGreaterThan(3);
    expect(people.every((person) => person.phone === null && person.email === null)).toBe(true);

    // Granted crewProfile CONTACT, the planner gets them.
    const [planner] = await api.database.db.select().from(roles).where(eq(roles.name, 'planner'));
    await api.database.db.insert(roleGrants).values({
      tenantId: planner!.tenantId,
      roleId: planner!.id,
      scope: 'user',
      resource: 'crewProfile',
      action: 'CONTACT',
      permissionType: 'ALL',
    });
    api.lookups.invalidateAll();
    try {
      const granted = await get<{ items: ProjectCrew[] }>('planner', `/projects/${id}/crews`);
      const alex = granted.body.items
        .flatMap((crew) => crew.items)
        .find((item) => item.person?.caption === 'Alex Janssen');
      expect(alex?.person).toMatchObject({ phone: '+31 6 1234 5678', email: 'crew@demo.test' });
    } finally {
      await api.database.db
        .delete(roleGrants)
        .where(and(eq(roleGrants.roleId, planner!.id), eq(roleGrants.resource, 'crewProfile')));
      api.lookups.invalidateAll();
    }
  });

  it('answers an empty list for a project without crews', async () => {
    const { status, body } = await get<{ items: ProjectCrew[] }>(
      'planner',
      `/projects/${await idOf('2702')}/crews`,
    );
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
  });

  it('holds a client to their company, a project session to its project, everyone to the tenant', async () => {
    const winter = await idOf('1001');
    const harbour = await idOf('1002');
    expect((await get('client', `/projects/${winter}/crews`)).status).toBe(200);
    const other = await get<{ reason: string }>('client', `/projects/${harbour}/crews`);
    expect(other.status).toBe(404);
    expect(other.body.reason).toBe('PROJECT_NOT_FOUND');
    expect((await get('client', '/projects/1002')).status).toBe(404);
    expect((await get('project', `/projects/${winter}/crews`)).status).toBe(200);
    expect((await get('project', `/projects/${harbour}/crews`)).status).toBe(404);
    expect((await get('planner', `/projects/${otherTenantProjectId}/crews`)).status).toBe(404);
    expect((await get('planner', `/projects/${otherTenantProjectId}/cost`)).status).toBe(404);
    expect((await get('office', `/projects/${winter}/crews`)).status).toBe(403);
    expect((await get('plusCrew', `/projects/${winter}/crews`)).status).toBe(403);
  });

  it('refuses the cost without rateCards READ (client, project session, crew) with 403', async () => {
    const winter = await idOf('1001');
    for (const account of ['client', 'project', 'crew', 'office'] as const) {
      expect((await get(account, `/projects/${winter}/cost`)).status).toBe(403);
    }
  });

  it('refuses bad ids and time zones with 400', async () => {
    expect((await get('planner', '/projects/abc/crews')).status).toBe(400);
    expect((await get('planner', '/projects/0/cost')).status).toBe(400);
    expect(
      (await get('planner', `/projects/${await idOf('1001')}/cost?timeZone=Mars/Olympus`)).status,
    ).toBe(400);
    expect((await get('planner', `/projects/${await idOf('1001')}/cost?extra=1`)).status).toBe(400);
  });

  it('prices planned and worked hours with the card per day, per function and in total', async () => {
    const { status, body } = await get<ProjectCost>(
      'planner',
      `/projects/${await idOf('2505')}/cost?timeZone=UTC`,
    );
    expect(status).toBe(200);
    expect(body.rateCard?.caption).toBe('Harbour Concerts BV');
    expect(body.currency).toBe('EUR');
    // 2505 starts 2025-06-20: build 07–15 and show 16–23 on day one, dismantle 08–14 on day two.
    expect(body.byDay.map((day) => day.day)).toEqual(['2025-06-20', '2025-06-21']);
    const stagehand = body.byFunction.find((row) => row.function.caption === 'Stagehand');
    // Three stagehand rows a shift, all counted (one a no-show): 3 × (8 + 7 + 6) hours planned.
    expect(stagehand?.plannedMinutes).toBe(3 * (8 + 7 + 6) * 60);
    expect(stagehand?.hourlyRateCents).toBe(3410);
    expect(stagehand?.plannedCents).toBe(3 * (8 + 7 + 6) * 3410);
    // Cancelled and not-needed rows count for nothing; worked hours only where checked in and out.
    expect(
      body.byFunction.find((row) => row.function.caption === 'Light technician'),
    ).toBeUndefined();
    expect(body.total.workedMinutes).toBeGreaterThan(0);
    expect(body.total.workedMinutes).toBeLessThan(body.total.plannedMinutes);
    const sum = (key: 'plannedCents' | 'workedCents') =>
      body.rows.reduce((total, row) => total + row[key], 0);
    expect(body.total.plannedCents).toBe(sum('plannedCents'));
    expect(body.total.workedCents).toBe(sum('workedCents'));
    expect(body.total.unratedPlannedMinutes).toBe(0);
  });

  it('shows a function without a rate on the card as unrated, never as zero cost', async () => {
    const id = await idOf('2505');
    const [rigger] = await api.database.db
      .select()
      .from(functions)
      .where(eq(functions.name, 'Rigger'));
    const before = await get<ProjectCost>('planner', `/projects/${id}/cost?timeZone=UTC`);
    const rated = before.body.byFunction.find((row) => row.function.caption === 'Rigger');
    await api.database.db
      .delete(rateCardRates)
      .where(
        and(
          eq(rateCardRates.rateCardId, before.body.rateCard!.id),
          eq(rateCardRates.functionId, rigger!.id),
        ),
      );
    const { body } = await get<ProjectCost>('planner', `/projects/${id}/cost?timeZone=UTC`);
    const unrated = body.byFunction.find((row) => row.function.caption === 'Rigger');
    expect(unrated).toMatchObject({
      hourlyRateCents: null,
      plannedCents: 0,
      unratedPlannedMinutes: rated!.plannedMinutes,
    });
    expect(body.total.unratedPlannedMinutes).toBe(rated!.plannedMinutes);
    expect(body.total.plannedCents).toBe(before.body.total.plannedCents - rated!.plannedCents);
  });
});
