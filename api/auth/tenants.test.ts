import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCrewItems } from '../db/tables/project-crew-items.tables';
import {
  DEMO_PASSWORD,
  createCompany,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
  dayAt,
  isoDay,
} from '../db/seed/factories';
import { createCrew, createFunction, createProject } from '../routes/projects/projects.seed';
import { createCrewItem } from '../routes/jobs/jobs.seed';
import { createTestApi, signIn, testBackends } from '../test/helpers';
import type { TestApi } from '../test/helpers';
import { call } from '../test/requests';
import { hashPassword } from './passwords';
import { testNow } from '../../machines/test-now';

describe.each(testBackends({ pgliteToo: true }))('tenant isolation on %s', (backend) => {
  let api: TestApi;
  let otherToken: string;
  let otherItemId: number;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = testNow();
    otherItemId = await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, {
        name: 'Other Staffing',
        frameAncestors: ['https://portal.other.test'],
      });
      await createTenantHost(tx, tenant.id, 'other.test');
      const roleIds = await createRoles(tx, tenant.id);
      const company = await createCompany(tx, tenant.id, 'Other Client');
      const stagehand = await createFunction(tx, tenant.id, 'Stagehand');
      // The same e-mail and project number as in the demo tenant: unique per tenant, not globally.
      const person = await createPerson(tx, tenant.id, {
        name: 'Other Crew',
        email: 'crew@demo.test',
        passwordHash,
        roleIds: [roleIds.crew ?? -1],
      });
      const project = await createProject(tx, tenant.id, {
        number: '1001',
        name: 'Other Festival',
        companyId: company.id,
        beginDate: isoDay(now, 0),
        endDate: isoDay(now, 2),
      });
      const crew = await createCrew(tx, tenant.id, {
        projectId: project.id,
        caption: 'Other crew',
        startsAt: dayAt(now, 1, 8),
        endsAt: dayAt(now, 1, 16),
      });
      const item = await createCrewItem(tx, tenant.id, {
        crewId: crew.id,
        functionId: stagehand.id,
        personId: person.id,
        startsAt: crew.startsAt,
        endsAt: crew.endsAt,
      });
      return item.id;
    });
    otherToken = await signIn(api.app, 'crew@demo.test', DEMO_PASSWORD, 'other.test');
  });
  afterAll(() => api.close());

  it('resolves the tenant from the Host header', async () => {
    const settings = await call(api.app, 'GET', '/tenantSettings', { host: 'other.test:8080' });
    expect(settings.json()).toMatchObject({
      name: 'Other Staffing',
      frameAncestors: ['https://portal.other.test'],
    });
    const fallback = await call(api.app, 'GET', '/tenantSettings', { host: 'unknown.example' });
    expect(fallback.json()).toMatchObject({ name: 'Demo Crew Company' });
  });

  it('takes the host from X-Forwarded-Host of a trusted (loopback) proxy only', async () => {
    const viaGateway = await api.app.inject({
      method: 'GET',
      url: '/api/v1/tenantSettings',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:8081', type: 'MOBILE', 'x-forwarded-host': 'other.test' },
    });
    expect(viaGateway.json()).toMatchObject({ name: 'Other Staffing' });
    const forged = await api.app.inject({
      method: 'GET',
      url: '/api/v1/tenantSettings',
      remoteAddress: '198.51.100.7',
      headers: { host: 'localhost', type: 'MOBILE', 'x-forwarded-host': 'other.test' },
    });
    expect(forged.json()).toMatchObject({ name: 'Demo Crew Company' });
  });

  it('refuses a token on another tenant’s host', async () => {
    expect(
      (await call(api.app, 'GET', '/userRights', { token: otherToken, host: 'other.test' }))
        .statusCode,
    ).toBe(200);
    const onDemo = await call(api.app, 'GET', '/jobs', { token: otherToken, host: 'localhost' });
    expect(onDemo.statusCode).toBe(401);
    const demoToken = await api.signInAs('crew');
    expect(
      (await call(api.app, 'GET', '/jobs', { token: demoToken, host: 'other.test' })).statusCode,
    ).toBe(401);
  });

  it('shows a tenant’s crew member none of the other tenant’s jobs', async () => {
    const jobs = await call(api.app, 'GET', '/jobs', { token: otherToken, host: 'other.test' });
    expect(jobs.json<{ items: Array<{ id: number }> }>().items.map((job) => job.id)).toEqual([
      otherItemId,
    ]);
    const [demoItem] = await api.database.db
      .select()
      .from(projectCrewItems)
      .where(eq(projectCrewItems.tenantId, 1))
      .limit(1);
    const read = await call(api.app, 'GET', `/jobs/${demoItem?.id}`, {
      token: otherToken,
      host: 'other.test',
    });
    expect(read.statusCode).toBe(404);
    const confirm = await call(api.app, 'POST', `/jobs/${demoItem?.id}/confirmation`, {
      token: otherToken,
      host: 'other.test',
    });
    expect(confirm.statusCode).toBe(404);
    const project = await call(api.app, 'GET', '/projects/1001', {
      token: otherToken,
      host: 'other.test',
    });
    expect(project.json()).toMatchObject({ name: 'Other Festival' });
  });

  it('signs the demo project in on its own tenant only', async () => {
    const onOther = await call(api.app, 'POST', '/auth/token', {
      host: 'other.test',
      payload: { login: '1001', password: DEMO_PASSWORD },
    });
    expect(onOther.statusCode).toBe(401);
  });
});
