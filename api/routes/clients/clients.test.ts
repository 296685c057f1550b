import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { companies, persons } from '../../db/core.tables';
import {
  ADMINISTRATOR_ROLE,
  createCompany,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { auditEvents } from '../../db/tables/audit.tables';
import { branches, locations, projectCrews, projects } from '../../db/tables/projects.tables';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { createLocation } from '../projects/projects.seed';
import type {
  AdminBranch,
  AdminCompany,
  AdminCompanyDetail,
  AdminLocation,
} from './clients.schemas';

type Account = Parameters<TestApi['signInAs']>[0];
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const FOREIGN_HOST = 'clients-foreign.test';
const FOREIGN_LOGIN = 'admin@clients-foreign.test';
const FOREIGN_PASSWORD = 'foreign-admin-1';

const AHOY = {
  name: 'Ahoy Rotterdam test hall',
  address: 'Ahoyweg 10',
  city: 'Rotterdam',
  latitude: 51.8838,
  longitude: 4.4889,
  routeNotes: 'Crew entrance at gate 4.\nPark on P3.',
  timeZone: 'Europe/Amsterdam',
};

describe.each(testBackends())('clients on %s', (backend) => {
  let api: TestApi;
  let demoTenant = 0;
  let foreignToken = '';
  let foreignCompany = 0;
  let foreignLocation = 0;

  const send = async (who: Account | 'foreign', method: Method, path: string, payload?: object) =>
    call(api.app, method, path, {
      token: who === 'foreign' ? foreignToken : await api.signInAs(who),
      ...(who === 'foreign' ? { host: FOREIGN_HOST } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  const auditRows = async () => {
    const [row] = await api.database.db.select({ n: count() }).from(auditEvents);
    return row?.n ?? 0;
  };
  const rowCounts = async () => {
    const db = api.database.db;
    const [c] = await db.select({ n: count() }).from(companies);
    const [b] = await db.select({ n: count() }).from(branches);
    const [l] = await db.select({ n: count() }).from(locations);
    return { companies: c?.n, branches: b?.n, locations: l?.n, audit: await auditRows() };
  };
  const lastAudit = async () => {
    const [row] = await api.database.db
      .select()
      .from(auditEvents)
      .orderBy(auditEvents.id)
      .limit(1)
      .offset(Math.max(0, (await auditRows()) - 1));
    return row;
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    const db = api.database.db;
    const [office] = await db
      .select({ tenantId: persons.tenantId })
      .from(persons)
      .where(eq(persons.email, 'office@demo.test'));
    demoTenant = office?.tenantId ?? 0;
    const passwordHash = await hashPassword(FOREIGN_PASSWORD);
    await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: `Foreign clients ${backend}` });
      await createTenantHost(tx, tenant.id, FOREIGN_HOST);
      const roleIds = await createRoles(tx, tenant.id);
      await createPerson(tx, tenant.id, {
        name: 'Foreign administrator',
        email: FOREIGN_LOGIN,
        passwordHash,
        roleIds: [roleIds[ADMINISTRATOR_ROLE] as number],
      });
      foreignCompany = (await createCompany(tx, tenant.id, 'Foreign client')).id;
      foreignLocation = (
        await createLocation(tx, tenant.id, { name: 'Foreign hall', address: 'x', city: 'y' })
      ).id;
    });
    foreignToken = await signIn(api.app, FOREIGN_LOGIN, FOREIGN_PASSWORD, FOREIGN_HOST);
  });

  afterAll(async () => {
    await api?.close();
  });

  describe('rights', () => {
    it.each(['planner', 'crew', 'chief', 'client'] as const)(
      '%s can neither read nor write, and nothing is written',
      async (account) => {
        const before = await rowCounts();
        for (const [method, path, body] of [
          ['GET', '/administration/companies'],
          ['GET', '/administration/branches'],
          ['GET', '/administration/locations'],
          ['POST', '/companies', { name: `By ${account}` }],
          ['POST', '/branches', { name: `By ${account}` }],
          ['POST', '/locations', { ...AHOY, name: `By ${account}` }],
        ] as const) {
          const response = await send(account, method, path, body);
          expect(response.statusCode, `${method} ${path}`).toBe(403);
        }
        expect(await rowCounts()).toEqual(before);
      },
    );

    it("an administrator of another tenant sees and changes nothing of the demo's", async () => {
      const [demoCompany] = (await send('office', 'GET', '/administration/companies')).json<{
        items: AdminCompany[];
      }>().items;
      const [demoLocation] = (await send('office', 'GET', '/administration/locations')).json<{
        items: AdminLocation[];
      }>().items;
      const [demoBranch] = (await send('office', 'GET', '/administration/branches')).json<{
        items: AdminBranch[];
      }>().items;
      expect(demoCompany && demoLocation && demoBranch).toBeTruthy();
      const before = await rowCounts();

      const companiesSeen = (await send('foreign', 'GET', '/administration/companies')).json<{
        items: AdminCompany[];
      }>().items;
      expect(companiesSeen.map((c) => c.id)).toEqual([foreignCompany]);
      const locationsSeen = (await send('foreign', 'GET', '/administration/locations')).json<{
        items: AdminLocation[];
      }>().items;
      expect(locationsSeen.map((l) => l.id)).toEqual([foreignLocation]);
      expect(
        (await send('foreign', 'GET', '/administration/branches')).json<{ items: unknown[] }>()
          .items,
      ).toEqual([]);

      for (const [method, path, body] of [
        ['GET', `/administration/companies/${demoCompany?.id}`],
        ['PATCH', `/companies/${demoCompany?.id}`, { name: 'Taken over' }],
        ['DELETE', `/companies/${demoCompany?.id}`],
        ['PATCH', `/branches/${demoBranch?.id}`, { name: 'Taken over' }],
        ['DELETE', `/branches/${demoBranch?.id}`],
        ['GET', `/administration/locations/${demoLocation?.id}`],
        ['PATCH', `/locations/${demoLocation?.id}`, { name: 'Taken over' }],
        ['DELETE', `/locations/${demoLocation?.id}`],
      ] as const) {
        const response = await send('foreign', method, path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
      expect(await rowCounts()).toEqual(before);
      // And the other way round: the demo's administrator does not reach the foreign rows.
      expect(
        (await send('office', 'GET', `/administration/companies/${foreignCompany}`)).statusCode,
      ).toBe(404);
      expect((await send('office', 'DELETE', `/locations/${foreignLocation}`)).statusCode).toBe(
        404,
      );
      // A name another tenant uses is free here.
      const own = await send('foreign', 'POST', '/companies', { name: demoCompany?.name });
      expect(own.statusCode, own.body).toBe(201);
    });
  });

  describe('companies', () => {
    it('creates, renames and deletes a company, each with its audit row', async () => {
      const created = await send('office', 'POST', '/companies', { name: '  Harbour Events  ' });
      expect(created.statusCode, created.body).toBe(201);
      const company = created.json<AdminCompanyDetail>();
      expect(company).toEqual({ id: company.id, name: 'Harbour Events', contacts: [] });
      expect(await lastAudit()).toMatchObject({
        tenantId: demoTenant,
        action: 'created',
        subject: 'company',
        subjectId: company.id,
        subjectCaption: 'Harbour Events',
        changes: { name: { from: null, to: 'Harbour Events' } },
      });

      const listed = (
        await send('office', 'GET', '/administration/companies?search=HARBOUR%20EV')
      ).json<{ items: AdminCompany[] }>().items;
      expect(listed).toEqual([{ id: company.id, name: 'Harbour Events', contactCount: 0 }]);

      const renamed = await send('office', 'PATCH', `/companies/${company.id}`, {
        name: 'Harbour Events BV',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<AdminCompanyDetail>().name).toBe('Harbour Events BV');
      expect(await lastAudit()).toMatchObject({
        action: 'changed',
        subject: 'company',
        changes: { name: { from: 'Harbour Events', to: 'Harbour Events BV' } },
      });

      // The same name again changes nothing and records nothing.
      const rows = await auditRows();
      const same = await send('office', 'PATCH', `/companies/${company.id}`, {
        name: 'Harbour Events BV',
      });
      expect(same.statusCode).toBe(200);
      expect(await auditRows()).toBe(rows);

      const deleted = await send('office', 'DELETE', `/companies/${company.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await lastAudit()).toMatchObject({
        action: 'deleted',
        subject: 'company',
        subjectId: company.id,
        subjectCaption: 'Harbour Events BV',
      });
      expect(
        (await send('office', 'GET', `/administration/companies/${company.id}`)).statusCode,
      ).toBe(404);
    });

    it('refuses a name the tenant already has (any case), writing nothing', async () => {
      const first = await send('office', 'POST', '/companies', { name: 'Twin Client' });
      expect(first.statusCode).toBe(201);
      const before = await rowCounts();
      const again = await send('office', 'POST', '/companies', { name: 'twin client' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'COMPANY_NAME_TAKEN' });
      const other = await send('office', 'POST', '/companies', { name: 'Other Client' });
      const rename = await send(
        'office',
        'PATCH',
        `/companies/${other.json<{ id: number }>().id}`,
        {
          name: 'TWIN CLIENT',
        },
      );
      expect(rename.json()).toMatchObject({ reason: 'COMPANY_NAME_TAKEN' });
      expect((await rowCounts()).audit).toBe(before.audit + 1);
    });

    it.each([
      ['name', { name: '' }],
      ['name', { name: '   ' }],
      ['name', { name: 'x'.repeat(121) }],
      ['name', { name: 'bad\u0000name' }],
      ['name', { name: 42 }],
      ['name', {}],
      ['vatId', { name: 'Fine', vatId: 'NL1' }],
    ])('refuses a bad %s (400 naming it), writing nothing', async (field, body) => {
      const before = await rowCounts();
      const response = await send('office', 'POST', '/companies', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(field);
      const [company] = (await send('office', 'GET', '/administration/companies')).json<{
        items: AdminCompany[];
      }>().items;
      const patch = await send('office', 'PATCH', `/companies/${company?.id}`, body);
      expect(patch.statusCode).toBe(400);
      expect(await rowCounts()).toEqual(before);
    });

    it('lists a company with its contacts, and refuses to delete it while anything refers to it', async () => {
      const db = api.database.db;
      const [used] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .innerJoin(projects, eq(projects.companyId, companies.id))
        .where(eq(companies.tenantId, demoTenant))
        .limit(1);
      expect(used).toBeDefined();
      const [projectRows] = await db
        .select({ n: count() })
        .from(projects)
        .where(eq(projects.companyId, used?.id ?? 0));
      const [contactRows] = await db
        .select({ n: count() })
        .from(persons)
        .where(eq(persons.companyId, used?.id ?? 0));

      const detail = (
        await send('office', 'GET', `/administration/companies/${used?.id}`)
      ).json<AdminCompanyDetail>();
      expect(detail.contacts).toHaveLength(contactRows?.n ?? 0);

      const before = await rowCounts();
      const refused = await send('office', 'DELETE', `/companies/${used?.id}`);
      expect(refused.statusCode).toBe(409);
      const body = refused.json<{ reason: string; facts: Record<string, number> }>();
      expect(body.reason).toBe('STILL_REFERENCED');
      expect(body.facts.projects).toBe(projectRows?.n);
      if ((contactRows?.n ?? 0) > 0) expect(body.facts.contacts).toBe(contactRows?.n);
      expect(Object.values(body.facts).every((n) => n > 0)).toBe(true);
      expect(await rowCounts()).toEqual(before);
    });

    it('counts a contact alone as a reference', async () => {
      const created = (
        await send('office', 'POST', '/companies', { name: 'Contact Only Client' })
      ).json<AdminCompanyDetail>();
      await createPerson(api.database.db, demoTenant, {
        name: 'Carla Contact',
        email: 'carla.contact@clients.test',
        passwordHash: null,
        companyId: created.id,
      });
      const refused = await send('office', 'DELETE', `/companies/${created.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ facts: { contacts: 1 } });
      const detail = (
        await send('office', 'GET', `/administration/companies/${created.id}`)
      ).json<AdminCompanyDetail>();
      expect(detail.contacts).toEqual([
        expect.objectContaining({ name: 'Carla Contact', email: 'carla.contact@clients.test' }),
      ]);
    });
  });

  describe('branches', () => {
    it('adds, renames and deletes a branch with audit rows; refuses a taken name', async () => {
      const created = await send('office', 'POST', '/branches', { name: 'Groningen' });
      expect(created.statusCode, created.body).toBe(201);
      const branch = created.json<AdminBranch>();
      expect(branch).toEqual({ id: branch.id, name: 'Groningen', projectCount: 0 });
      expect(await lastAudit()).toMatchObject({ action: 'created', subject: 'branch' });

      const before = await rowCounts();
      const taken = await send('office', 'POST', '/branches', { name: 'groningen' });
      expect(taken.json()).toMatchObject({ reason: 'BRANCH_NAME_TAKEN' });
      const bad = await send('office', 'PATCH', `/branches/${branch.id}`, { name: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('name');
      expect(await rowCounts()).toEqual(before);

      const renamed = await send('office', 'PATCH', `/branches/${branch.id}`, {
        name: 'Groningen Noord',
      });
      expect(renamed.json<AdminBranch>().name).toBe('Groningen Noord');
      expect(await lastAudit()).toMatchObject({
        action: 'changed',
        changes: { name: { from: 'Groningen', to: 'Groningen Noord' } },
      });
      expect((await send('office', 'DELETE', `/branches/${branch.id}`)).statusCode).toBe(200);
      expect(await lastAudit()).toMatchObject({ action: 'deleted', subjectId: branch.id });
      expect((await send('office', 'DELETE', `/branches/${branch.id}`)).json()).toMatchObject({
        reason: 'BRANCH_NOT_FOUND',
      });
    });

    it('refuses to delete a branch projects are run from, with their count', async () => {
      const [used] = await api.database.db
        .select({ id: branches.id, n: count() })
        .from(branches)
        .innerJoin(projects, eq(projects.branchId, branches.id))
        .where(eq(branches.tenantId, demoTenant))
        .groupBy(branches.id)
        .limit(1);
      expect(used).toBeDefined();
      const before = await rowCounts();
      const refused = await send('office', 'DELETE', `/branches/${used?.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        reason: 'STILL_REFERENCED',
        facts: { projects: used?.n },
      });
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('locations', () => {
    it('creates, edits and deletes a location with every field audited', async () => {
      const created = await send('office', 'POST', '/locations', AHOY);
      expect(created.statusCode, created.body).toBe(201);
      const location = created.json<AdminLocation>();
      expect(location).toEqual({ id: location.id, ...AHOY, crewCount: 0 });
      expect((await lastAudit())?.changes).toEqual({
        name: { from: null, to: AHOY.name },
        address: { from: null, to: AHOY.address },
        city: { from: null, to: AHOY.city },
        latitude: { from: null, to: AHOY.latitude },
        longitude: { from: null, to: AHOY.longitude },
        routeNotes: { from: null, to: AHOY.routeNotes },
        timeZone: { from: null, to: AHOY.timeZone },
      });

      const edited = await send('office', 'PATCH', `/locations/${location.id}`, {
        city: 'Rotterdam-Zuid',
        latitude: null,
        longitude: null,
        timeZone: null,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<AdminLocation>()).toMatchObject({
        city: 'Rotterdam-Zuid',
        latitude: null,
        longitude: null,
        timeZone: null,
        address: AHOY.address,
      });
      expect(await lastAudit()).toMatchObject({
        action: 'changed',
        subject: 'location',
        changes: {
          city: { from: 'Rotterdam', to: 'Rotterdam-Zuid' },
          latitude: { from: AHOY.latitude, to: null },
          longitude: { from: AHOY.longitude, to: null },
          timeZone: { from: 'Europe/Amsterdam', to: null },
        },
      });
      const found = (await send('office', 'GET', '/administration/locations?search=zuid')).json<{
        items: AdminLocation[];
      }>().items;
      expect(found.map((l) => l.id)).toEqual([location.id]);

      expect((await send('office', 'DELETE', `/locations/${location.id}`)).statusCode).toBe(200);
      expect(await lastAudit()).toMatchObject({ action: 'deleted', subjectCaption: AHOY.name });
    });

    it('refuses a second location of that name', async () => {
      const [existing] = (await send('office', 'GET', '/administration/locations')).json<{
        items: AdminLocation[];
      }>().items;
      const before = await rowCounts();
      const again = await send('office', 'POST', '/locations', {
        ...AHOY,
        name: existing?.name.toUpperCase(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'LOCATION_NAME_TAKEN' });
      expect(await rowCounts()).toEqual(before);
    });

    it.each([
      ['name', { name: '' }],
      ['name', { name: 'n'.repeat(121) }],
      ['address', { address: '' }],
      ['address', { address: 'a'.repeat(201) }],
      ['city', { city: ' ' }],
      ['city', { city: 'c'.repeat(101) }],
      ['latitude', { latitude: 90.5 }],
      ['latitude', { latitude: -91 }],
      ['latitude', { latitude: '51.9' }],
      ['longitude', { longitude: 180.1 }],
      ['longitude', { longitude: -181 }],
      ['longitude', { latitude: 51.9, longitude: null }],
      ['latitude', { latitude: null, longitude: 4.4 }],
      ['routeNotes', { routeNotes: 'r'.repeat(2001) }],
      ['routeNotes', { routeNotes: 'bad\u0000notes' }],
      ['timeZone', { timeZone: 'Mars/Olympus' }],
      ['timeZone', { timeZone: 'CET; drop table' }],
      ['timeZone', { timeZone: '' }],
      ['parking', { parking: 'P3' }],
    ])(
      'refuses a bad %s on create and edit (400 naming it), writing nothing',
      async (field, bad) => {
        const before = await rowCounts();
        const created = await send('office', 'POST', '/locations', {
          ...AHOY,
          name: 'Never written',
          ...bad,
        });
        expect(created.statusCode, created.body).toBe(400);
        expect(created.body).toContain(field);
        const [existing] = (await send('office', 'GET', '/administration/locations')).json<{
          items: AdminLocation[];
        }>().items;
        const edited = await send('office', 'PATCH', `/locations/${existing?.id}`, bad);
        expect(edited.statusCode, edited.body).toBe(400);
        expect(edited.body).toContain(field);
        expect(await rowCounts()).toEqual(before);
      },
    );

    it('refuses half a point on edit: latitude without longitude', async () => {
      const [existing] = (await send('office', 'GET', '/administration/locations')).json<{
        items: AdminLocation[];
      }>().items;
      const response = await send('office', 'PATCH', `/locations/${existing?.id}`, {
        latitude: 52,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('longitude');
    });

    it('refuses to delete a location crews are planned at, with the counts, and audits nothing', async () => {
      const db = api.database.db;
      const [used] = await db
        .select({ id: locations.id, crews: count() })
        .from(locations)
        .innerJoin(projectCrews, eq(projectCrews.locationId, locations.id))
        .where(eq(locations.tenantId, demoTenant))
        .groupBy(locations.id)
        .having(gt(count(), 0))
        .limit(1);
      expect(used).toBeDefined();
      const before = await rowCounts();
      const refused = await send('office', 'DELETE', `/locations/${used?.id}`);
      expect(refused.statusCode).toBe(409);
      const body = refused.json<{ reason: string; facts: { crews: number; projects: number } }>();
      expect(body.reason).toBe('STILL_REFERENCED');
      expect(body.facts.crews).toBe(used?.crews);
      expect(body.facts.projects).toBeGreaterThan(0);
      expect(await rowCounts()).toEqual(before);
      const [still] = await db
        .select({ n: count() })
        .from(locations)
        .where(and(eq(locations.id, used?.id ?? 0), eq(locations.tenantId, demoTenant)));
      expect(still?.n).toBe(1);
    });
  });
});
