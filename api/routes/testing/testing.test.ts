import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLookups } from '../../app';
import { persons, tenants } from '../../db/core.tables';
import { DEMO_PASSWORD } from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { Job } from '../jobs/jobs.schemas';

const KEY = randomBytes(24).toString('hex');

interface Created {
  tenantId: number;
  host: string;
  unsubscribeToken: string;
}

describe('the test tenant factory without TEST_TENANT_FACTORY_KEY', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('does not exist, even with a key', async () => {
    const response = await call(api.app, 'POST', '/testing/tenants', {
      payload: { host: 'w0-nokey.localhost' },
      headers: { 'x-test-factory-key': KEY },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
});

describe.each(testBackends())('the test tenant factory on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend, env: { TEST_TENANT_FACTORY_KEY: KEY } });
  });
  afterAll(() => api.close());

  /** `key` null: no key header at all. */
  const create = (payload: Record<string, unknown>, key: string | null = KEY) =>
    call(api.app, 'POST', '/testing/tenants', { payload, headers: key === null ? {} : { 'x-test-factory-key': key } });
  const host = (name: string) => `${name}-${backend}.localhost`;

  it('answers a missing or wrong key like an unknown route, whatever the body', async () => {
    const unknownRoute = (await call(api.app, 'POST', '/testing/nothing')).json();
    for (const response of [
      await create({ host: host('nokey') }, null),
      await create({ host: host('wrongkey') }, `${KEY}x`),
      await create({ host: host('shortkey') }, KEY.slice(0, 10)),
      await create({ nonsense: true }, 'wrong'),
      // Not even the Type header the app's calls need tells the route apart.
      await api.app.inject({ method: 'POST', url: '/api/v1/testing/tenants', headers: { host: 'localhost' }, payload: {} }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknownRoute);
    }
    expect(await api.database.db.select().from(tenants)).toHaveLength(1);
  });

  it('refuses a bad body with 400', async () => {
    for (const payload of [{}, { host: '' }, { host: 'not a host' }, { host: 'http://x.localhost' }, { host: host('extra'), name: 'x' }]) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('creates a demo tenant whose crew member signs in on its host and sees only its own jobs', async () => {
    const response = await create({ host: host('W0-Ab12') });
    expect(response.statusCode).toBe(201);
    const created = response.json<Created>();
    expect(created).toMatchObject({ host: host('w0-ab12') });
    expect(created.tenantId).not.toBe(1);

    const token = await signIn(api.app, 'crew@demo.test', DEMO_PASSWORD, created.host);
    const jobs = await call(api.app, 'GET', '/jobs', { token, host: created.host });
    expect(jobs.statusCode).toBe(200);
    const own = jobs.json<{ items: Job[] }>().items;
    const defaultJobs = (await call(api.app, 'GET', '/jobs', { token: await api.signInAs('crew') })).json<{ items: Job[] }>().items;
    // The same demo data, as other rows.
    expect(own.map((job) => job.crew.caption)).toEqual(defaultJobs.map((job) => job.crew.caption));
    expect(own.map((job) => job.id).filter((id) => defaultJobs.some((other) => other.id === id))).toEqual([]);
    const [person] = await api.database.db.select().from(persons).where(eq(persons.tenantId, created.tenantId)).limit(1);
    expect(person).toBeDefined();

    // Isolation both ways: a job of one tenant is not found from the other.
    const [ownJob] = own;
    const [defaultJob] = defaultJobs;
    const foreign = await call(api.app, 'GET', `/jobs/${ownJob?.id}`, { token: await api.signInAs('crew') });
    expect(foreign.json()).toMatchObject({ statusCode: 404, reason: 'JOB_NOT_FOUND' });
    expect((await call(api.app, 'GET', `/jobs/${defaultJob?.id}`, { token, host: created.host })).statusCode).toBe(404);
    // Its token is no good on the default tenant's host.
    expect((await call(api.app, 'GET', '/jobs', { token })).statusCode).toBe(401);

    const unsubscribe = await call(api.app, 'POST', '/emailMessages/unsubscribe', {
      host: created.host,
      payload: { token: created.unsubscribeToken },
    });
    expect(unsubscribe.statusCode).toBe(200);
  });

  it('refuses a host that already serves a tenant with 409, also when two ask at once', async () => {
    expect((await create({ host: 'localhost' })).statusCode).toBe(409);
    const answers = await Promise.all([create({ host: host('twice') }), create({ host: host('twice') })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('serves a new tenant at once on a host that resolved to the default tenant a moment before', async () => {
    const lookups = authLookups(api.app);
    const fresh = host('late');
    expect((await lookups.tenant(fresh))?.id).toBe(1);
    const created = (await create({ host: fresh })).json<Created>();
    expect((await lookups.tenant(fresh))?.id).toBe(created.tenantId);
    const token = await signIn(api.app, 'crew@demo.test', DEMO_PASSWORD, fresh);
    expect((await call(api.app, 'GET', '/tenant', { token, host: fresh })).statusCode).toBe(200);
  });
});
