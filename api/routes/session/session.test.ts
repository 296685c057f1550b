import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashLinkToken } from '../../auth/passwords';
import { mailUnsubscribeTokens } from './session.tables';
import { DEMO_UNSUBSCRIBE_TOKEN } from '../../db/seed/demo';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';

describe.each(testBackends())('session routes on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  it('gives the German office user loginData in German', async () => {
    const response = await call(api.app, 'POST', '/auth/token', {
      payload: { login: 'office@demo.test', password: 'demo1234' },
    });
    const [, payload = ''] = response.json<{ token: string }>().token.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      loginData: { language: 'de', loginTypes: [{ caption: 'office' }] },
    });
  });

  it('serves the tenant settings publicly and to a signed-in user', async () => {
    const expected = {
      name: 'Demo Crew Company',
      defaultLanguage: 'English',
      mobileTheme: 'red',
      backgroundUrl: null,
      backgroundColorCode: '#7a1020',
      faviconUrl: null,
      useUserLanguage: true,
      metaHostName: 'Demo Crew',
      frameAncestors: [],
    };
    const publicSettings = await call(api.app, 'GET', '/tenantSettings');
    expect(publicSettings.statusCode).toBe(200);
    expect(publicSettings.json()).toMatchObject(expected);
    const tenant = await call(api.app, 'GET', '/tenant', { token: await api.signInAs('crew') });
    expect(tenant.json()).toEqual(publicSettings.json());
    expect((await call(api.app, 'GET', '/tenant')).statusCode).toBe(401);
  });

  it('reports status without a token', async () => {
    const response = await call(api.app, 'GET', '/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('records an unsubscribe and refuses an unknown token', async () => {
    const response = await call(api.app, 'POST', '/emailMessages/unsubscribe', {
      payload: { token: DEMO_UNSUBSCRIBE_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await api.database.db
      .select()
      .from(mailUnsubscribeTokens)
      .where(eq(mailUnsubscribeTokens.tokenHash, hashLinkToken(DEMO_UNSUBSCRIBE_TOKEN)));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    const unknown = await call(api.app, 'POST', '/emailMessages/unsubscribe', {
      payload: { token: 'no-such-token' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'UNSUBSCRIBE_LINK_UNKNOWN' });
  });
});
