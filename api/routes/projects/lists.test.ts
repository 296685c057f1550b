import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, persons, tenants } from '../../db/core.tables';
import { createCompany, createPerson, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { PROJECT_STATUSES } from '../../../machines/projects.types';
import { createFunction, createLocation, createProject } from './projects.seed';
import {
  cateringAgreementTypes,
  functions,
  locations,
  projectCrews,
  projects,
  rateCardRates,
  rateCards,
} from '../../db/tables/projects.tables';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
type Captioned = { id: number; caption: string };
type Card = { id: number; name: string; currency: string; company: Captioned | null };

describe.each(testBackends())('the lists the project screens need, on %s', (backend) => {
  let api: TestApi;
  const ids = {
    tenant: 0,
    eventful: 0,
    harbour: 0,
    jordan: 0,
    harbourContact: 0,
    standardCard: 0,
    eventfulCard: 0,
    harbourCard: 0,
    otherCompany: 0,
    otherContact: 0,
    otherCard: 0,
  };

  const get = async <T = unknown>(account: Parameters<TestApi['signInAs']>[0], path: string) => {
    const response = await call(api.app, 'GET', path, { token: await api.signInAs(account) });
    return { statusCode: response.statusCode, body: response.json<T>() };
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    const db = api.database.db;
    const [tenant] = await db.select().from(tenants).limit(1);
    ids.tenant = tenant?.id ?? 0;
    const named = async (name: string) =>
      (await db.select().from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
    ids.eventful = await named('Eventful Ltd');
    ids.harbour = await named('Harbour Concerts BV');
    ids.jordan =
      (await db.select().from(persons).where(eq(persons.email, 'client@demo.test')))[0]?.id ?? 0;
    const passwordHash = null;
    await api.database.transaction(async (tx) => {
      const t = ids.tenant;
      ids.harbourContact = (
        await createPerson(tx, t, {
          name: 'Ruben Harbour',
          email: 'ruben@harbour.test',
          passwordHash,
          roleIds: [],
          companyId: ids.harbour,
        })
      ).id;
      const namedFunctions = await tx
        .select()
        .from(functions)
        .where(and(eq(functions.tenantId, t), inArray(functions.name, ['Stagehand', 'Rigger'])));
      const stagehand = namedFunctions.find((f) => f.name === 'Stagehand');
      const rigger = namedFunctions.find((f) => f.name === 'Rigger');
      // The demo's own cards and catering types make way for this test's (projects take theirs off).
      await tx
        .update(projects)
        .set({ rateCardId: null, cateringTypeId: null })
        .where(eq(projects.tenantId, t));
      await tx.delete(rateCards).where(eq(rateCards.tenantId, t));
      await tx.delete(cateringAgreementTypes).where(eq(cateringAgreementTypes.tenantId, t));
      const card = async (
        name: string,
        companyId: number | null,
        rates: Array<[number, number]>,
      ) => {
        const [row] = await tx
          .insert(rateCards)
          .values({ tenantId: t, companyId, name })
          .returning();
        if (!row) throw new Error('no card');
        for (const [functionId, hourlyRateCents] of rates)
          await tx
            .insert(rateCardRates)
            .values({ tenantId: t, rateCardId: row.id, functionId, hourlyRateCents });
        return row.id;
      };
      ids.standardCard = await card('Standard 2026', null, [[stagehand?.id ?? 0, 3200]]);
      ids.eventfulCard = await card('Eventful festival rates', ids.eventful, [
        [stagehand?.id ?? 0, 3500],
        [rigger?.id ?? 0, 4800],
      ]);
      ids.harbourCard = await card('Harbour concerts', ids.harbour, []);
      await tx.insert(cateringAgreementTypes).values([
        { tenantId: t, name: 'Hot meal' },
        { tenantId: t, name: 'Drinks only' },
      ]);

      // Another tenant whose every row would match: it must never show.
      const other = await createTenant(tx, { name: 'Other Staffing', frameAncestors: [] });
      const company = await createCompany(tx, other.id, 'Aaa Other Client');
      ids.otherCompany = company.id;
      ids.otherContact = (
        await createPerson(tx, other.id, {
          name: 'Aaron Other',
          email: 'aaron@other.test',
          passwordHash,
          roleIds: [],
          companyId: company.id,
        })
      ).id;
      const [otherCard] = await tx
        .insert(rateCards)
        .values({ tenantId: other.id, companyId: null, name: 'Aaa other card' })
        .returning();
      ids.otherCard = otherCard?.id ?? 0;
      await createFunction(tx, other.id, 'Aaa other function');
      await tx
        .insert(cateringAgreementTypes)
        .values({ tenantId: other.id, name: 'Aaa other catering' });
      await createLocation(tx, other.id, { name: 'Aaa Other Hall', address: 'x', city: 'y' });
      await createProject(tx, other.id, {
        number: '5501',
        name: 'Other tenant show',
        companyId: company.id,
        beginDate: '2025-01-02',
        endDate: '2025-01-02',
      });
    });
  });
  afterAll(() => api.close());

  it('answers every list in the paging shape, limit 1000 page 1 by default, and pages', async () => {
    for (const path of [
      '/companies',
      '/branches',
      '/contacts',
      '/functions',
      '/cateringAgreementTypes',
      '/statuses',
      '/tenant/companies',
      '/locations',
      '/rateCards',
    ]) {
      const { statusCode, body } = await get<Page<unknown>>('planner', path);
      expect(statusCode, path).toBe(200);
      expect(body, path).toMatchObject({ page: 1, limit: 1000 });
      expect(body.items.length, path).toBe(body.total);
    }
    // Every list pages the same ordered rows and counts all of them on each page.
    for (const path of [
      '/companies',
      '/branches',
      '/contacts',
      '/functions',
      '/cateringAgreementTypes',
      '/locations',
      '/rateCards',
    ]) {
      const all = await get<Page<unknown>>('planner', path);
      expect(all.body.total, path).toBeGreaterThanOrEqual(2);
      const second = await get<Page<unknown>>('planner', `${path}?limit=1&page=2`);
      expect(second.body, path).toEqual({
        items: all.body.items.slice(1, 2),
        total: all.body.total,
        page: 2,
        limit: 1,
      });
    }
    const all = await get<Page<Captioned>>('planner', '/functions');
    const second = await get<Page<Captioned>>('planner', '/functions?limit=2&page=2');
    expect(second.body).toEqual({
      items: all.body.items.slice(2, 4),
      total: all.body.total,
      page: 2,
      limit: 2,
    });
    const statuses = await get<Page<{ id: string }>>('planner', '/statuses?limit=2&page=2');
    expect(statuses.body).toEqual({
      items: PROJECT_STATUSES.slice(2, 4).map((id) => ({ id })),
      total: PROJECT_STATUSES.length,
      page: 2,
      limit: 2,
    });
  });

  it('refuses bad paging and ids with 400', async () => {
    for (const path of [
      '/companies?limit=0',
      '/companies?limit=1001',
      '/branches?page=0',
      '/functions?limit=abc',
      '/contacts?foo=1',
      '/rateCards?companyId=-1',
      '/companies/abc',
      '/contacts/0',
      '/rateCards/1.5',
      '/companies/1/projects?page=x',
    ]) {
      const { statusCode } = await get('planner', path);
      expect(statusCode, path).toBe(400);
    }
  });

  it('shows a planner the tenant’s rows only, never another tenant’s', async () => {
    const companyList = await get<Page<Captioned>>('planner', '/companies');
    expect(companyList.body.items.map((c) => c.caption)).toEqual([
      'Eventful Ltd',
      'Harbour Concerts BV',
      'Northern Expo GmbH',
    ]);
    expect(
      (await get<Page<Captioned>>('planner', '/functions')).body.items.map((f) => f.caption),
    ).not.toContain('Aaa other function');
    expect(
      (await get<Page<Captioned>>('planner', '/cateringAgreementTypes')).body.items.map(
        (f) => f.caption,
      ),
    ).toEqual(['Drinks only', 'Hot meal']);
    const contacts = await get<Page<{ id: number; caption: string; company: Captioned }>>(
      'planner',
      '/contacts',
    );
    expect(contacts.body.items.map((c) => [c.caption, c.company.caption])).toEqual([
      ['Jordan Miller', 'Eventful Ltd'],
      ['Ruben Harbour', 'Harbour Concerts BV'],
    ]);
    expect(
      (await get<Page<unknown>>('planner', `/contacts?companyId=${ids.harbour}`)).body.total,
    ).toBe(1);
    const locationNames = (await get<Page<Captioned>>('planner', '/locations')).body.items.map(
      (l) => l.caption,
    );
    expect(locationNames).toContain('Ahoy Arena');
    expect(locationNames).not.toContain('Aaa Other Hall');
    const cards = await get<Page<Card>>('planner', '/rateCards');
    expect(cards.body.items.map((c) => c.name)).toEqual([
      'Eventful festival rates',
      'Harbour concerts',
      'Standard 2026',
    ]);
    expect(
      (await get<Page<Card>>('planner', `/rateCards?companyId=${ids.harbour}`)).body.items.map(
        (c) => c.name,
      ),
    ).toEqual(['Harbour concerts']);
    // Another tenant's ids are 404.
    for (const path of [
      `/companies/${ids.otherCompany}`,
      `/companies/${ids.otherCompany}/projects`,
      `/contacts/${ids.otherContact}`,
      `/contacts/${ids.otherContact}/projects`,
      `/rateCards/${ids.otherCard}`,
      `/companies/${ids.otherCompany}/settings`,
    ]) {
      expect((await get('planner', path)).statusCode, path).toBe(404);
    }
  });

  it('answers a company with its projects, rate cards and settings', async () => {
    expect((await get('planner', `/companies/${ids.eventful}`)).body).toEqual({
      id: ids.eventful,
      caption: 'Eventful Ltd',
    });
    const eventfulProjects = await get<Page<{ number: string; company: Captioned }>>(
      'planner',
      `/companies/${ids.eventful}/projects`,
    );
    expect(eventfulProjects.body.total).toBeGreaterThan(3);
    expect(new Set(eventfulProjects.body.items.map((p) => p.company.caption))).toEqual(
      new Set(['Eventful Ltd']),
    );
    const internal = await api.database.db
      .select({ number: projects.number })
      .from(projects)
      .where(inArray(projects.kind, ['sickness', 'vacation']));
    for (const { number } of internal)
      expect(eventfulProjects.body.items.map((p) => p.number)).not.toContain(number);
    const cards = await get<Page<Card>>('planner', `/companies/${ids.eventful}/rateCards`);
    expect(cards.body.items.map((c) => c.name)).toEqual([
      'Eventful festival rates',
      'Standard 2026',
    ]);
    expect((await get('planner', `/companies/${ids.eventful}/settings`)).body).toEqual({
      companyId: ids.eventful,
      defaultRateCard: { id: ids.eventfulCard, caption: 'Eventful festival rates' },
      currency: 'EUR',
    });
    // Northern has no card of its own: the standard card.
    const northern = (await get<Page<Captioned>>('planner', '/companies')).body.items.find(
      (c) => c.caption === 'Northern Expo GmbH',
    );
    expect(
      (await get<{ defaultRateCard: Captioned }>('planner', `/companies/${northern?.id}/settings`))
        .body.defaultRateCard,
    ).toEqual({ id: ids.standardCard, caption: 'Standard 2026' });
  });

  it('answers a rate card with its rates per function', async () => {
    const { statusCode, body } = await get('planner', `/rateCards/${ids.eventfulCard}`);
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      id: ids.eventfulCard,
      name: 'Eventful festival rates',
      currency: 'EUR',
      company: { id: ids.eventful, caption: 'Eventful Ltd' },
      rates: [
        { function: { id: expect.any(Number), caption: 'Rigger' }, hourlyRateCents: 4800 },
        { function: { id: expect.any(Number), caption: 'Stagehand' }, hourlyRateCents: 3500 },
      ],
    });
  });

  it('shows a client only its own company and its contacts; another company’s id is 404', async () => {
    expect((await get<Page<Captioned>>('client', '/companies')).body.items).toEqual([
      { id: ids.eventful, caption: 'Eventful Ltd' },
    ]);
    expect((await get('client', `/companies/${ids.eventful}`)).statusCode).toBe(200);
    const contacts = await get<Page<Captioned>>('client', '/contacts');
    expect(contacts.body.items.map((c) => c.caption)).toEqual(['Jordan Miller']);
    expect(
      (await get<Page<Captioned>>('client', `/contacts?companyId=${ids.harbour}`)).body.total,
    ).toBe(0);
    const own = await get<Page<{ company: Captioned }>>(
      'client',
      `/contacts/${ids.jordan}/projects`,
    );
    expect(own.statusCode).toBe(200);
    expect(new Set(own.body.items.map((p) => p.company.caption))).toEqual(
      new Set(['Eventful Ltd']),
    );
    for (const path of [
      `/companies/${ids.harbour}`,
      `/companies/${ids.harbour}/projects`,
      `/companies/${ids.harbour}/settings`,
      `/contacts/${ids.harbourContact}`,
      `/contacts/${ids.harbourContact}/projects`,
    ]) {
      const answer = await get<{ reason: string }>('client', path);
      expect(answer.statusCode, path).toBe(404);
    }
    // Locations: only those the client's own projects' crews work at.
    const db = api.database.db;
    const ownLocations = await db
      .selectDistinct({ name: locations.name })
      .from(projectCrews)
      .innerJoin(projects, eq(projects.id, projectCrews.projectId))
      .innerJoin(locations, eq(locations.id, projectCrews.locationId))
      .where(eq(projects.companyId, ids.eventful));
    const clientLocations = (await get<Page<Captioned>>('client', '/locations')).body.items.map(
      (l) => l.caption,
    );
    const plannerLocations = (await get<Page<Captioned>>('planner', '/locations')).body.items.map(
      (l) => l.caption,
    );
    expect(clientLocations.length).toBeGreaterThan(0);
    expect(clientLocations.length).toBeLessThan(plannerLocations.length);
    expect([...clientLocations].sort()).toEqual(ownLocations.map((l) => l.name).sort());
  });

  it('asks for rateCards READ for rate cards and projects READ for the rest', async () => {
    // The demo client has no rateCards right; the office has no projects right.
    for (const path of [
      '/rateCards',
      `/rateCards/${ids.eventfulCard}`,
      `/companies/${ids.eventful}/rateCards`,
    ]) {
      expect((await get('client', path)).statusCode, path).toBe(403);
    }
    for (const path of [
      '/companies',
      `/companies/${ids.eventful}`,
      '/branches',
      '/contacts',
      `/contacts/${ids.jordan}`,
      '/functions',
      '/cateringAgreementTypes',
      '/statuses',
      '/locations',
    ]) {
      expect((await get('office', path)).statusCode, path).toBe(403);
    }
    for (const path of ['/companies', '/rateCards', '/tenant/companies', '/statuses']) {
      expect((await call(api.app, 'GET', path)).statusCode, path).toBe(401);
    }
  });

  it('answers the tenant’s own company on /tenant/companies', async () => {
    const [tenant] = await api.database.db.select().from(tenants).where(eq(tenants.id, ids.tenant));
    for (const account of ['planner', 'client', 'crew'] as const) {
      expect((await get(account, '/tenant/companies')).body).toEqual({
        items: [{ id: ids.tenant, caption: tenant?.name }],
        total: 1,
        page: 1,
        limit: 1000,
      });
    }
  });
});
