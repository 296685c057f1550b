import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLinkToken } from '../../auth/passwords';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../auth/tokens';
import { outgoingMails, passwordResetTokens } from './auth.tables';
import { persons } from '../../db/core.tables';
import { DEMO_PASSWORD } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';

describe.each(testBackends())('auth on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  const signIn = (login: string, password: string, remoteAddress = '10.0.0.1', forwardedFor?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      remoteAddress,
      headers: { host: 'localhost', type: 'MOBILE', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { login, password },
    });

  const sign = (claims: Record<string, unknown>, options: { secret?: string; audience?: string; expiresAt?: number } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ typ: 'access', tid: 1, type: 'user', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(options.audience ?? TOKEN_AUDIENCE)
      .setSubject(String(claims.sub ?? 'person:1'))
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 600)
      .sign(new TextEncoder().encode(options.secret ?? api.config.jwtSecret));
  };

  it('signs a crew member in with a token carrying the contract claims', async () => {
    const response = await signIn('Crew@Demo.Test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ token: string; expiresAt: string; type: string }>();
    expect(answer).toMatchObject({ type: 'user', projectNumber: null, plusCrewNumber: null });
    expect(answer.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(decodeProtectedHeader(answer.token).alg).toBe('HS256');
    const claims = decodeJwt(answer.token);
    expect(claims).toMatchObject({
      iss: 'crew-hub',
      aud: 'crew-hub-mobile',
      typ: 'access',
      type: 'user',
      loginData: { person: { caption: 'Alex Janssen' }, contactNumber: 'C-1002', language: 'en', loginTypes: [{ caption: 'crew' }] },
    });
    expect(claims.sub).toMatch(/^person:\d+$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(api.config.tokenTtlSeconds);
  });

  it('signs a project and a plus crew in by number', async () => {
    const project = await signIn('1001', DEMO_PASSWORD);
    expect(project.json()).toMatchObject({ type: 'project', projectNumber: '1001', plusCrewNumber: null });
    expect(decodeJwt(project.json<{ token: string }>().token)).toMatchObject({
      sub: 'project:1001',
      loginData: { person: null, loginTypes: [] },
    });
    const plusCrew = await signIn('7001', DEMO_PASSWORD);
    expect(plusCrew.json()).toMatchObject({ type: 'plusCrew', projectNumber: null, plusCrewNumber: '7001' });
  });

  it('requires the Type: MOBILE header and rejects unknown fields', async () => {
    const noType = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { host: 'localhost' },
      payload: { login: 'crew@demo.test', password: DEMO_PASSWORD },
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    const extra = await call(api.app, 'POST', '/auth/token', { payload: { login: 'crew@demo.test', password: DEMO_PASSWORD, admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ details: Array<{ message: string }> }>().details[0]?.message).toMatch(/admin/);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrongPassword = await signIn('planner@demo.test', 'not-the-password', '10.0.1.1');
    const unknown = await signIn('nobody@demo.test', 'not-the-password', '10.0.1.2');
    const unknownNumber = await signIn('4242', 'not-the-password', '10.0.1.3');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(unknownNumber.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', reason: 'WRONG_CREDENTIALS', message: 'Wrong login or password' });
  });

  it('throttles repeated failures per account with 429 and Retry-After, even for the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('noah.visser@demo.test', 'wrong', `10.0.2.${attempt}`)).statusCode).toBe(401);
    }
    const throttled = await signIn('noah.visser@demo.test', DEMO_PASSWORD, '10.0.2.99');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_ATTEMPTS' });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Unknown accounts are throttled the same way, so throttling does not reveal who exists.
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn('ghost@demo.test', 'wrong', `10.0.3.${attempt}`);
    expect((await signIn('ghost@demo.test', 'wrong', '10.0.3.99')).statusCode).toBe(429);
  });

  it('throttles one client address trying many accounts, as forwarded by a local proxy', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await signIn(`spray-${attempt}@demo.test`, 'wrong', '127.0.0.1', '203.0.113.9');
    }
    const throttled = await signIn('office@demo.test', DEMO_PASSWORD, '127.0.0.1', '203.0.113.9');
    expect(throttled.statusCode).toBe(429);
    expect((await signIn('office@demo.test', DEMO_PASSWORD, '127.0.0.1', '203.0.113.10')).statusCode).toBe(200);
    // A remote caller cannot escape by claiming another address: only loopback proxies are believed.
    expect((await signIn('office@demo.test', DEMO_PASSWORD, '203.0.113.9', '198.51.100.1')).statusCode).toBe(429);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await api.database.db.select({ hash: persons.passwordHash }).from(persons).where(eq(persons.email, 'crew@demo.test'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('refreshes a valid token', async () => {
    const token = await api.signInAs('crew');
    const response = await call(api.app, 'GET', '/auth/refresh', { token });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json<{ token: string }>().token;
    expect(decodeJwt(refreshed)).toMatchObject({ sub: decodeJwt(token).sub, type: 'user' });
    expect((await call(api.app, 'GET', '/userRights', { token: refreshed })).statusCode).toBe(200);
  });

  it('refuses expired, forged, unsigned, wrong-audience and wrong-type tokens', async () => {
    const valid = decodeJwt(await api.signInAs('crew'));
    const base = { sub: valid.sub, tid: valid.tid };
    const past = Math.floor(Date.now() / 1000) - 10;
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ ...base, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, typ: 'access', type: 'user', exp: past + 3600 }),
    ).toString('base64url');
    const refused: Record<string, string> = {
      expired: await sign(base, { expiresAt: past }),
      forged: await sign(base, { secret: 'another-secret-that-is-long-enough-to-sign' }),
      unsigned: `${header}.${payload}.`,
      wrongAudience: await sign(base, { audience: 'crew-hub-admin' }),
      wrongType: await sign({ ...base, typ: 'refresh' }),
      wrongPrincipalType: await sign({ ...base, type: 'project' }),
      garbage: 'not.a.token',
    };
    // The control: the same claims, properly signed, are accepted.
    expect((await call(api.app, 'GET', '/userRights', { token: await sign(base) })).statusCode).toBe(200);
    for (const [name, token] of Object.entries(refused)) {
      const response = await call(api.app, 'GET', '/userRights', { token });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  describe('forgotten password', () => {
    const resetLink = async (email: string) => {
      const mails = await api.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
      const match = /\/forgottenPassword\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '');
      if (!match?.[1]) throw new Error(`no reset mail for ${email}`);
      return match[1];
    };

    it('answers the same for a known and an unknown address and mails only the known one', async () => {
      const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
      const known = await call(api.app, 'POST', '/forgottenPassword', { payload: { email: 'chief@demo.test' } });
      const unknown = await call(api.app, 'POST', '/forgottenPassword', { payload: { email: 'stranger@demo.test' } });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ ok: true });
      expect(await api.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, 'chief@demo.test'))).toHaveLength(1);
      expect(await api.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, 'stranger@demo.test'))).toHaveLength(0);
      const token = await resetLink('chief@demo.test');
      // Without SMTP_URL the operator finds the link in the log (decision 005).
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.[0])).toContain(`/forgottenPassword/${token}`);
      const stored = await api.database.db.select().from(passwordResetTokens);
      expect(stored.every((row) => row.tokenHash !== token && row.tokenHash.length === 64)).toBe(true);
    });

    it('sets a new password from a single-use link and clears the account’s throttling', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) await signIn('mila.bakker@demo.test', 'wrong', `10.0.4.${attempt}`);
      expect((await signIn('mila.bakker@demo.test', DEMO_PASSWORD, '10.0.4.50')).statusCode).toBe(429);

      await call(api.app, 'POST', '/forgottenPassword', { payload: { email: 'mila.bakker@demo.test' } });
      const token = await resetLink('mila.bakker@demo.test');
      const tooShort = await call(api.app, 'POST', `/forgottenPassword/${token}`, { payload: { password: 'short' } });
      expect(tooShort.statusCode).toBe(400);
      const reset = await call(api.app, 'POST', `/forgottenPassword/${token}`, { payload: { password: 'a-new-password' } });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ ok: true });
      expect((await signIn('mila.bakker@demo.test', 'a-new-password', '10.0.4.51')).statusCode).toBe(200);

      const reused = await call(api.app, 'POST', `/forgottenPassword/${token}`, { payload: { password: 'yet-another-one' } });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ statusCode: 400, code: 'BAD_USER_INPUT', reason: 'LINK_NO_LONGER_VALID', message: 'This link is no longer valid' });
      const unknown = await call(api.app, 'POST', '/forgottenPassword/made-up-token', { payload: { password: 'yet-another-one' } });
      expect(unknown.body).toBe(reused.body);
    });

    it('accepts a welcome link like a reset link', async () => {
      const { token, tokenHash } = createLinkToken();
      const [office] = await api.database.db.select().from(persons).where(eq(persons.email, 'office@demo.test'));
      await api.database.db.insert(passwordResetTokens).values({
        tenantId: office?.tenantId ?? -1,
        personId: office?.id ?? -1,
        tokenHash,
        kind: 'welcome',
        expiresAt: new Date(Date.now() + 60_000),
      });
      const response = await call(api.app, 'POST', `/forgottenPassword/${token}`, { payload: { password: 'welcome-aboard' } });
      expect(response.statusCode).toBe(200);
      expect((await signIn('office@demo.test', 'welcome-aboard', '10.0.6.1')).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      await call(api.app, 'POST', '/forgottenPassword', { payload: { email: 'planner@demo.test' } });
      const token = await resetLink('planner@demo.test');
      await api.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      const response = await call(api.app, 'POST', `/forgottenPassword/${token}`, { payload: { password: 'a-new-password' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ reason: 'LINK_NO_LONGER_VALID', message: 'This link is no longer valid' });
      expect((await signIn('planner@demo.test', DEMO_PASSWORD, '10.0.5.1')).statusCode).toBe(200);
    });
  });
});
