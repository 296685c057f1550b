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
import { testNow } from '../../../machines/test-now';

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
    call(api.app, 'POST', '/testing/tenants', {
      payload,
      headers: key === null ? {} : { 'x-test-factory-key': key },
    });
  const host = (name: string) => `${name}-${backend}.localhost`;

  it('answers a missing or wrong key like an unknown route, whatever the body', async () => {
    const unknownRoute = (await call(api.app, 'POST', '/testing/nothing')).json();
    for (const response of [
      await create({ host: host('nokey') }, null),
      await create({ host: host('wrongkey') }, `${KEY}x`),
      await create({ host: host('shortkey') }, KEY.slice(0, 10)),
      await create({ nonsense: true }, 'wrong'),
      // Not even the Type header the app's calls need tells the route apart.
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/testing/tenants',
        headers: { host: 'localhost' },
        payload: {},
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknownRoute);
    }
    expect(await api.database.db.select().from(tenants)).toHaveLength(1);
  });

  it('refuses a bad body with 400', async () => {
    for (const payload of [
      {},
      { host: '' },
      { host: 'not a host' },
      { host: 'http://x.localhost' },
      { host: host('extra'), name: 'x' },
    ]) {
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
    const defaultJobs = (
      await call(api.app, 'GET', '/jobs', { token: await api.signInAs('crew') })
    ).json<{ items: Job[] }>().items;
    // The same demo data, as other rows.
    expect(own.map((job) => job.crew.caption)).toEqual(defaultJobs.map((job) => job.crew.caption));
    expect(
      own.map((job) => job.id).filter((id) => defaultJobs.some((other) => other.id === id)),
    ).toEqual([]);
    const [person] = await api.database.db
      .select()
      .from(persons)
      .where(eq(persons.tenantId, created.tenantId))
      .limit(1);
    expect(person).toBeDefined();

    // Isolation both ways: a job of one tenant is not found from the other.
    const [ownJob] = own;
    const [defaultJob] = defaultJobs;
    const foreign = await call(api.app, 'GET', `/jobs/${ownJob?.id}`, {
      token: await api.signInAs('crew'),
    });
    expect(foreign.json()).toMatchObject({ statusCode: 404, reason: 'JOB_NOT_FOUND' });
    expect(
      (await call(api.app, 'GET', `/jobs/${defaultJob?.id}`, { token, host: created.host }))
        .statusCode,
    ).toBe(404);
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
    const answers = await Promise.all([
      create({ host: host('twice') }),
      create({ host: host('twice') }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'CONFLICT',
    });
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

  describe('model crews (a crewShift start in a test tenant)', () => {
    const crewOf = (
      tenantId: number | string,
      payload: Record<string, unknown>,
      key: string | null = KEY,
    ) =>
      call(api.app, 'POST', `/testing/tenants/${tenantId}/crews`, {
        payload,
        headers: key === null ? {} : { 'x-test-factory-key': key },
      });
    const worked = {
      startsAt: -40,
      endsAt: -5,
      members: [
        {
          name: 'Anna Model',
          attendance: 'checkedOut',
          checkedInAt: -45,
          checkedOutAt: -5,
          breakMinutes: 30,
        },
        { name: 'Ben Model', attendance: 'noShow' },
      ],
      signedOffAt: -4,
      deliveryNoteReleasedAt: -3,
    };
    let tenant: Created;
    beforeAll(async () => {
      tenant = (await create({ host: host('model-crews') })).json<Created>();
    });

    it('answers a missing or wrong key like an unknown route', async () => {
      const unknownRoute = (await call(api.app, 'POST', '/testing/nothing')).json();
      for (const response of [
        await crewOf(tenant.tenantId, worked, null),
        await crewOf(tenant.tenantId, worked, `${KEY}x`),
        await crewOf(tenant.tenantId, { nonsense: 1 }, 'x'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(unknownRoute);
      }
    });

    it('refuses a bad body with 400 and an unknown tenant with 404', async () => {
      const member = { name: 'Anna Model', attendance: 'expected' };
      for (const payload of [
        {},
        { startsAt: -40, endsAt: -5, members: [] },
        { startsAt: -5, endsAt: -40, members: [member] },
        { startsAt: -40, endsAt: -5, members: [{ ...member, attendance: 'late' }] },
        // Checked in without a time, a time without a check-in, out before in.
        { startsAt: -40, endsAt: -5, members: [{ ...member, attendance: 'checkedIn' }] },
        { startsAt: -40, endsAt: -5, members: [{ ...member, checkedInAt: -10 }] },
        {
          startsAt: -40,
          endsAt: -5,
          members: [{ ...member, attendance: 'checkedOut', checkedInAt: -10, checkedOutAt: -20 }],
        },
        // Released before signed, signed while someone is expected.
        {
          startsAt: -40,
          endsAt: -5,
          members: [{ ...member, attendance: 'noShow' }],
          deliveryNoteReleasedAt: -1,
        },
        { startsAt: -40, endsAt: -5, members: [member], signedOffAt: -1 },
        { ...worked, startsAt: 0.5 },
        { ...worked, extra: true },
      ]) {
        const response = await crewOf(tenant.tenantId, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
      }
      expect((await crewOf('abc', worked)).statusCode).toBe(400);
      expect((await crewOf(2_000_000, worked)).json()).toMatchObject({ statusCode: 404 });
    });

    it("creates a crew led by chief@ with the start's facts, which the crews api then decides on", async () => {
      const before = testNow().getTime();
      const response = await crewOf(tenant.tenantId, worked);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<{
        crewId: number;
        members: { crewItemId: number; name: string }[];
      }>();
      expect(created.members.map((member) => member.name)).toEqual(['Anna Model', 'Ben Model']);
      const [anna, ben] = created.members;
      const chief = await signIn(api.app, 'chief@demo.test', DEMO_PASSWORD, tenant.host);
      const crew = (
        await call(api.app, 'GET', `/projectCrews/${created.crewId}`, {
          token: chief,
          host: tenant.host,
        })
      ).json<{ startsAt: string; endsAt: string }>();
      expect(Math.abs(Date.parse(crew.startsAt) - (before - 40 * 60_000))).toBeLessThan(60_000);
      expect(Date.parse(crew.endsAt) - Date.parse(crew.startsAt)).toBe(35 * 60_000);
      const status = await call(
        api.app,
        'GET',
        `/projectCrews/${created.crewId}/projectCrewItemStatus`,
        { token: chief, host: tenant.host },
      );
      expect(status.statusCode).toBe(200);
      expect(status.json<{ items: unknown[] }>().items).toEqual([
        expect.objectContaining({
          crewItemId: anna?.crewItemId,
          attendance: 'checkedOut',
          arrival: 'present',
          breakMinutes: 30,
          workedHours: 10 / 60,
        }),
        expect.objectContaining({
          crewItemId: ben?.crewItemId,
          attendance: 'noShow',
          arrival: 'noShow',
        }),
      ]);
      // Released: the machine refuses a second release and the chief's late no-show.
      const act = (payload: Record<string, unknown>) =>
        call(api.app, 'POST', `/projectCrews/${created.crewId}/projectCrewItemStatus`, {
          token: chief,
          host: tenant.host,
          payload,
          headers: { 'idempotency-key': randomBytes(8).toString('hex') },
        });
      const now = testNow().toISOString();
      expect(
        (
          await act({ crewItemId: ben?.crewItemId, action: 'checkIn', at: now, recordedAt: now })
        ).json(),
      ).toMatchObject({ statusCode: 409, reason: 'CREW_ALREADY_SIGNED_OFF' });
      // Not on the default tenant.
      expect(
        (
          await call(api.app, 'GET', `/projectCrews/${created.crewId}`, {
            token: await api.signInAs('chief'),
          })
        ).statusCode,
      ).toBe(404);
    });

    it('leaves expected members without attendance: the crew has not started', async () => {
      const response = await crewOf(tenant.tenantId, {
        startsAt: -40,
        endsAt: 60,
        members: [{ name: 'Anna Model', attendance: 'expected' }],
      });
      expect(response.statusCode).toBe(201);
      const { crewId } = response.json<{ crewId: number }>();
      const chief = await signIn(api.app, 'chief@demo.test', DEMO_PASSWORD, tenant.host);
      const status = await call(api.app, 'GET', `/projectCrews/${crewId}/projectCrewItemStatus`, {
        token: chief,
        host: tenant.host,
      });
      expect(status.json()).toMatchObject({
        total: 1,
        items: [{ attendance: 'expected', checkedInAt: null }],
      });
    });
  });
});
