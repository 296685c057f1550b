import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/core.tables';
import { seedDemoTenant } from '../../db/seed/demo';
import { DEMO_PASSWORD } from '../../db/seed/factories';
import { hashPassword } from '../../auth/passwords';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { testNow } from '../../../machines/test-now';

describe.each(testBackends())('help contact on %s', (backend) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  it('answers the tenant’s contact to every kind of session, a project session too', async () => {
    for (const account of ['crew', 'planner', 'client', 'office', 'project', 'plusCrew'] as const) {
      const response = await call(api.app, 'GET', '/helpContact', {
        token: await api.signInAs(account),
      });
      expect(response.statusCode, account).toBe(200);
      expect(response.json()).toEqual({
        name: 'Demo Crew Company',
        email: 'office@demo.test',
        phone: '+31 20 555 0100',
      });
    }
  });

  it('needs sign-in, and answers only the tenant of the host', async () => {
    expect((await call(api.app, 'GET', '/helpContact')).statusCode).toBe(401);
    const host = `help-elsewhere-${backend}.test`;
    const other = await api.database.transaction(async (tx) =>
      seedDemoTenant(tx, {
        hosts: [host],
        isDefault: false,
        unsubscribeToken: host,
        now: testNow(),
        passwordHash: await hashPassword(DEMO_PASSWORD),
      }),
    );
    await api.database.db
      .update(tenants)
      .set({ name: 'Elsewhere Crew', contactEmail: 'help@elsewhere.test', contactPhone: null })
      .where(eq(tenants.id, other.tenantId));
    const token = await signIn(api.app, 'crew@demo.test', DEMO_PASSWORD, host);
    const response = await call(api.app, 'GET', '/helpContact', { token, host });
    expect(response.json()).toEqual({
      name: 'Elsewhere Crew',
      email: 'help@elsewhere.test',
      phone: null,
    });
    // A token of one tenant is no key to another's host.
    expect(
      (await call(api.app, 'GET', '/helpContact', { token, host: 'localhost' })).statusCode,
    ).toBe(401);
  });
});
