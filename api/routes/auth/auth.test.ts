import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundWork } from '../../app';
import { findPrincipalBySubject } from '../../auth/accounts';
import { createLinkToken, hashPassword } from '../../auth/passwords';
import {
  MAX_ACCOUNTS_PER_ADDRESS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_DEVICE,
} from '../../auth/throttle';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../auth/tokens';
import { authSessions } from '../../db/tables/auth.tables';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { passwordResetTokens } from '../../db/tables/auth.tables';
import { persons, tenants } from '../../db/core.tables';
import { DEMO_PASSWORD, createPerson } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { testNow } from '../../../machines/test-now';

describe.each(testBackends())('auth on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  const signIn = (
    login: string,
    password: string,
    remoteAddress = '10.0.0.1',
    forwardedFor?: string,
    deviceToken?: string,
  ) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      remoteAddress,
      headers: {
        host: 'localhost',
        type: 'MOBILE',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: { login, password, ...(deviceToken === undefined ? {} : { deviceToken }) },
    });

  const statuses = (responses: Array<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  /** A person of the demo tenant of its own, so a test's lockouts and sign-outs touch nobody else's. */
  let demoPasswordHash: Promise<string> | undefined;
  const newPerson = async (email: string) => {
    const tenantId = Number(decodeJwt(await api.signInAs('crew')).tid);
    demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
    await createPerson(api.database.db, tenantId, {
      name: email,
      email,
      passwordHash: await demoPasswordHash,
    });
    return email;
  };

  /** A bearer token and device token from a real sign-in. */
  const signedIn = async (
    login: string,
    password = DEMO_PASSWORD,
    remoteAddress = '10.9.0.1',
    deviceToken?: string,
  ) => {
    const response = await signIn(login, password, remoteAddress, undefined, deviceToken);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string; deviceToken: string; expiresAt: string }>();
  };

  /** The token of the newest reset mail to this address, once the background work has sent it. */
  const resetLink = async (email: string) => {
    await backgroundWork(api.app).drain();
    const mails = await api.database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.to, email));
    const match = /\/forgottenPassword\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '');
    if (!match?.[1]) throw new Error(`no reset mail for ${email}`);
    return match[1];
  };

  const sign = (
    claims: Record<string, unknown>,
    options: { secret?: string; audience?: string; expiresAt?: number } = {},
  ) => {
    const now = Math.floor(testNow().getTime() / 1000);
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
      loginData: {
        person: { caption: 'Alex Janssen' },
        contactNumber: 'C-1002',
        language: 'en',
        loginTypes: [{ caption: 'crew' }],
      },
    });
    expect(claims.sub).toMatch(/^person:\d+$/);
    expect(claims.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(claims.auth_time).toBe(claims.iat);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(api.config.tokenTtlSeconds);
    expect(response.json<{ deviceToken: string }>().deviceToken).toMatch(/^d1\./);
  });

  it('signs a project and a plus crew in by number', async () => {
    const project = await signIn('1001', DEMO_PASSWORD);
    expect(project.json()).toMatchObject({
      type: 'project',
      projectNumber: '1001',
      plusCrewNumber: null,
    });
    expect(decodeJwt(project.json<{ token: string }>().token)).toMatchObject({
      sub: 'project:1001',
      loginData: { person: null, loginTypes: [] },
    });
    const plusCrew = await signIn('7001', DEMO_PASSWORD);
    expect(plusCrew.json()).toMatchObject({
      type: 'plusCrew',
      projectNumber: null,
      plusCrewNumber: '7001',
    });
  });

  it('requires the Type: MOBILE header on every call but the status probe, and rejects unknown fields', async () => {
    const noType = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { host: 'localhost' },
      payload: { login: 'crew@demo.test', password: DEMO_PASSWORD },
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toEqual({
      statusCode: 400,
      code: 'BAD_USER_INPUT',
      message: 'The Type header must be MOBILE',
    });
    const token = await api.signInAs('crew');
    for (const [url, type] of [
      ['/api/v1/userRights', undefined],
      ['/api/v1/jobs', 'WEB'],
      ['/api/v1/tenantSettings', undefined],
    ] as const) {
      const response = await api.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', authorization: `Bearer ${token}`, ...(type ? { type } : {}) },
      });
      expect(response.statusCode, url).toBe(400);
    }
    const probe = await api.app.inject({
      method: 'GET',
      url: '/api/v1/status',
      headers: { host: 'localhost' },
    });
    expect(probe.statusCode).toBe(200);
    const extra = await call(api.app, 'POST', '/auth/token', {
      payload: { login: 'crew@demo.test', password: DEMO_PASSWORD, admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ details: Array<{ message: string }> }>().details[0]?.message).toMatch(
      /admin/,
    );
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrongPassword = await signIn('planner@demo.test', 'not-the-password', '10.0.1.1');
    const unknown = await signIn('nobody@demo.test', 'not-the-password', '10.0.1.2');
    const unknownNumber = await signIn('4242', 'not-the-password', '10.0.1.3');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(unknownNumber.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      reason: 'WRONG_CREDENTIALS',
      message: 'Wrong login or password',
    });
  });

  it('throttles repeated failures per account with 429 and Retry-After, even for the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('noah.visser@demo.test', 'wrong', `10.0.2.${attempt}`)).statusCode).toBe(
        401,
      );
    }
    const throttled = await signIn('noah.visser@demo.test', DEMO_PASSWORD, '10.0.2.99');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      reason: 'TOO_MANY_ATTEMPTS',
    });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Unknown accounts are throttled the same way, so throttling does not reveal who exists.
    for (let attempt = 0; attempt < 5; attempt += 1)
      await signIn('ghost@demo.test', 'wrong', `10.0.3.${attempt}`);
    expect((await signIn('ghost@demo.test', 'wrong', '10.0.3.99')).statusCode).toBe(429);
  });

  it('throttles one client address trying many accounts, as forwarded by a local proxy', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await signIn(`spray-${attempt}@demo.test`, 'wrong', '127.0.0.1', '203.0.113.9');
    }
    const throttled = await signIn('office@demo.test', DEMO_PASSWORD, '127.0.0.1', '203.0.113.9');
    expect(throttled.statusCode).toBe(429);
    expect(
      (await signIn('office@demo.test', DEMO_PASSWORD, '127.0.0.1', '203.0.113.10')).statusCode,
    ).toBe(200);
    // A remote caller cannot escape by claiming another address: only loopback proxies are believed.
    expect(
      (await signIn('office@demo.test', DEMO_PASSWORD, '203.0.113.9', '198.51.100.1')).statusCode,
    ).toBe(429);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await api.database.db
      .select({ hash: persons.passwordHash })
      .from(persons)
      .where(eq(persons.email, 'crew@demo.test'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('refreshes a valid token within the same session', async () => {
    const token = await api.signInAs('crew');
    const response = await call(api.app, 'GET', '/auth/refresh', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('deviceToken');
    const refreshed = response.json<{ token: string }>().token;
    const { sub, sid, auth_time } = decodeJwt(token);
    expect(decodeJwt(refreshed)).toMatchObject({ sub, sid, auth_time, type: 'user' });
    expect((await call(api.app, 'GET', '/userRights', { token: refreshed })).statusCode).toBe(200);
  });

  it('refuses expired, forged, unsigned, wrong-audience and wrong-type tokens', async () => {
    const valid = decodeJwt(await api.signInAs('crew'));
    const base = { sub: valid.sub, tid: valid.tid, sid: valid.sid, auth_time: valid.auth_time };
    const personId = String(valid.sub).replace('person:', '');
    const past = Math.floor(testNow().getTime() / 1000) - 10;
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        ...base,
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        typ: 'access',
        type: 'user',
        exp: past + 3600,
      }),
    ).toString('base64url');
    const refused: Record<string, string> = {
      expired: await sign(base, { expiresAt: past }),
      forged: await sign(base, { secret: 'another-secret-that-is-long-enough-to-sign' }),
      unsigned: `${header}.${payload}.`,
      wrongAudience: await sign(base, { audience: 'crew-hub-admin' }),
      wrongType: await sign({ ...base, typ: 'refresh' }),
      wrongPrincipalType: await sign({ ...base, type: 'project' }),
      // Subjects parse strictly: these are not person 1 (or whoever the digits name).
      leadingZero: await sign({ ...base, sub: `person:0${personId}` }),
      exponent: await sign({ ...base, sub: 'person:1e0' }),
      spaced: await sign({ ...base, sub: `person: ${personId}` }),
      noSession: await sign({ sub: valid.sub, tid: valid.tid, auth_time: valid.auth_time }),
      unknownSession: await sign({ ...base, sid: 'A'.repeat(22) }),
      garbage: 'not.a.token',
    };
    // The control: the same claims, properly signed, are accepted.
    expect(
      (await call(api.app, 'GET', '/userRights', { token: await sign(base) })).statusCode,
    ).toBe(200);
    for (const [name, token] of Object.entries(refused)) {
      const response = await call(api.app, 'GET', '/userRights', { token });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  describe('forgotten password', () => {
    it('answers the same for a known and an unknown address and mails only the known one', async () => {
      const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
      const known = await call(api.app, 'POST', '/forgottenPassword', {
        payload: { email: 'chief@demo.test' },
      });
      const unknown = await call(api.app, 'POST', '/forgottenPassword', {
        payload: { email: 'stranger@demo.test' },
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ ok: true });
      await backgroundWork(api.app).drain();
      expect(
        await api.database.db
          .select()
          .from(outgoingMails)
          .where(eq(outgoingMails.to, 'chief@demo.test')),
      ).toHaveLength(1);
      expect(
        await api.database.db
          .select()
          .from(outgoingMails)
          .where(eq(outgoingMails.to, 'stranger@demo.test')),
      ).toHaveLength(0);
      const token = await resetLink('chief@demo.test');
      // Without SMTP_URL the operator finds the link in the log (decision 005).
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.[0])).toContain(`/forgottenPassword/${token}`);
      // A link a mail client can open: the app on the tenant's own host.
      const [mail] = await api.database.db
        .select()
        .from(outgoingMails)
        .where(eq(outgoingMails.to, 'chief@demo.test'));
      expect(mail?.body).toContain(`http://localhost:8080/forgottenPassword/${token}`);
      const stored = await api.database.db.select().from(passwordResetTokens);
      expect(stored.every((row) => row.tokenHash !== token && row.tokenHash.length === 64)).toBe(
        true,
      );
    });

    it('writes the reset mail in the recipient’s language: office@ German, an English speaker English, and the tenant’s own when it keeps one', async () => {
      const ask = (email: string, remoteAddress: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/v1/forgottenPassword',
          remoteAddress,
          headers: { host: 'localhost', type: 'MOBILE' },
          payload: { email },
        });
      const newest = async (email: string) => {
        await backgroundWork(api.app).drain();
        const mails = await api.database.db
          .select()
          .from(outgoingMails)
          .where(eq(outgoingMails.to, email));
        const mail = mails.at(-1);
        if (!mail) throw new Error(`no reset mail for ${email}`);
        return mail;
      };
      const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
      const english = await newPerson('olivia.reed@demo.test');
      const [office] = await api.database.db
        .select()
        .from(persons)
        .where(eq(persons.email, 'office@demo.test'));
      const tenantId = office?.tenantId ?? 0;
      try {
        // office@demo.test (Lena Hoffmann) speaks German, and the demo tenant lets users have their own.
        await ask('office@demo.test', '10.31.0.1');
        const german = await newest('office@demo.test');
        expect(german.subject).toBe('Dein Crew-Hub-Passwort zurücksetzen');
        expect(german.body).toMatch(
          /^Hallo Lena Hoffmann,\n\nwähle hier ein neues Passwort \(eine Stunde gültig\): http:\/\/localhost:8080\/forgottenPassword\/[\w-]+\n/,
        );
        await ask(english, '10.31.0.2');
        expect((await newest(english)).subject).toBe('Reset your Crew Hub password');

        // A tenant that keeps everyone in its language (use_user_language off, default German).
        await api.database.db
          .update(tenants)
          .set({ useUserLanguage: false, defaultLanguage: 'German' })
          .where(eq(tenants.id, tenantId));
        await ask(english, '10.31.0.3');
        expect((await newest(english)).subject).toBe('Dein Crew-Hub-Passwort zurücksetzen');
      } finally {
        await api.database.db
          .update(tenants)
          .set({ useUserLanguage: true, defaultLanguage: 'English' })
          .where(eq(tenants.id, tenantId));
        logged.mockRestore();
      }
    });

    it('sets a new password from a single-use link, ends every old session and clears the account’s throttling', async () => {
      const phone = await signedIn('mila.bakker@demo.test', DEMO_PASSWORD, '10.0.4.100');
      const laptop = await signedIn('mila.bakker@demo.test', DEMO_PASSWORD, '10.0.4.101');
      for (let attempt = 0; attempt < 5; attempt += 1)
        await signIn('mila.bakker@demo.test', 'wrong', `10.0.4.${attempt}`);
      expect((await signIn('mila.bakker@demo.test', DEMO_PASSWORD, '10.0.4.50')).statusCode).toBe(
        429,
      );
      expect((await call(api.app, 'GET', '/jobs', { token: phone.token })).statusCode).toBe(200);

      await call(api.app, 'POST', '/forgottenPassword', {
        payload: { email: 'mila.bakker@demo.test' },
      });
      const token = await resetLink('mila.bakker@demo.test');
      const tooShort = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
        payload: { password: 'short' },
      });
      expect(tooShort.statusCode).toBe(400);
      const reset = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
        payload: { password: 'a-new-password' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ ok: true });
      expect(
        (await signIn('mila.bakker@demo.test', 'a-new-password', '10.0.4.51')).statusCode,
      ).toBe(200);
      // Tokens of the old password are dead, and cannot be renewed (ASVS V7).
      for (const old of [phone.token, laptop.token]) {
        expect((await call(api.app, 'GET', '/jobs', { token: old })).statusCode).toBe(401);
        expect((await call(api.app, 'GET', '/auth/refresh', { token: old })).statusCode).toBe(401);
      }

      const reused = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
        payload: { password: 'yet-another-one' },
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({
        statusCode: 400,
        code: 'BAD_USER_INPUT',
        reason: 'LINK_NO_LONGER_VALID',
        message: 'This link is no longer valid',
      });
      const unknown = await call(api.app, 'POST', '/forgottenPassword/made-up-token', {
        payload: { password: 'yet-another-one' },
      });
      expect(unknown.body).toBe(reused.body);
    });

    it('accepts a welcome link like a reset link', async () => {
      const { token, tokenHash } = createLinkToken();
      const [office] = await api.database.db
        .select()
        .from(persons)
        .where(eq(persons.email, 'office@demo.test'));
      await api.database.db.insert(passwordResetTokens).values({
        tenantId: office?.tenantId ?? -1,
        personId: office?.id ?? -1,
        tokenHash,
        kind: 'welcome',
        expiresAt: new Date(testNow().getTime() + 60_000),
        createdAt: api.clock.now(),
      });
      const response = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
        payload: { password: 'welcome-aboard' },
      });
      expect(response.statusCode).toBe(200);
      expect((await signIn('office@demo.test', 'welcome-aboard', '10.0.6.1')).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      await call(api.app, 'POST', '/forgottenPassword', {
        payload: { email: 'planner@demo.test' },
      });
      const token = await resetLink('planner@demo.test');
      await api.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(testNow().getTime() - 1000) });
      const response = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
        payload: { password: 'a-new-password' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        reason: 'LINK_NO_LONGER_VALID',
        message: 'This link is no longer valid',
      });
      expect((await signIn('planner@demo.test', DEMO_PASSWORD, '10.0.5.1')).statusCode).toBe(200);
    });
  });

  describe('under attack (decision 006)', () => {
    it('checks at most the limit of 100 concurrent wrong passwords for one login', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          signIn('sara.smit@demo.test', 'wrong', `10.20.${Math.floor(index / 50)}.${index % 50}`),
        ),
      );
      const counts = statuses(attempts);
      expect(counts[401] ?? 0).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
      expect(counts[401] ?? 0).toBeGreaterThan(0);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
    });

    it('checks at most the limit of distinct logins tried at once from one address', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          signIn(`sprayed-${index}@demo.test`, 'wrong', '10.21.0.1'),
        ),
      );
      const counts = statuses(attempts);
      expect(counts[401] ?? 0).toBeLessThanOrEqual(MAX_ACCOUNTS_PER_ADDRESS);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    });

    it('does not count one person mistyping again and again against their shared address', async () => {
      for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
        expect((await signIn(`venue-${attempt}@demo.test`, 'wrong', '10.22.0.1')).statusCode).toBe(
          401,
        );
      }
      // Five people at one venue's Wi-Fi, one mistyping, are five logins: far under the address limit.
      expect((await signIn('crew@demo.test', DEMO_PASSWORD, '10.22.0.1')).statusCode).toBe(200);
    });

    it('lets the owner in from a device that signed in before while the attacker is locked out', async () => {
      const login = await newPerson('lotte.mulder@demo.test');
      const owner = await signedIn(login, DEMO_PASSWORD, '10.23.0.1');
      const attack = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          signIn(login, `guess-${index}`, `10.23.1.${index}`),
        ),
      );
      expect(statuses(attack)[401] ?? 0).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
      // Even the right password from an unknown client waits out the window now…
      expect((await signIn(login, DEMO_PASSWORD, '10.23.2.1')).statusCode).toBe(429);
      // …but the owner's device, from any address, is not the attacker.
      const again = await signedIn(login, DEMO_PASSWORD, '10.23.3.1', owner.deviceToken);
      expect((await call(api.app, 'GET', '/userRights', { token: again.token })).statusCode).toBe(
        200,
      );
      // Another login's device token, or a tampered one, counts as no device.
      const crewDevice = (await signedIn('crew@demo.test', DEMO_PASSWORD, '10.23.4.1')).deviceToken;
      const tampered = `${owner.deviceToken.slice(0, -2)}AA`;
      for (const deviceToken of [crewDevice, tampered]) {
        expect(
          (await signIn(login, DEMO_PASSWORD, '10.23.5.1', undefined, deviceToken)).statusCode,
        ).toBe(429);
      }
    });

    it('gives a device its own count: a stolen device token is throttled too, and the owner’s success resets it', async () => {
      const login = await newPerson('ruth.owner@demo.test');
      const owner = await signedIn(login, DEMO_PASSWORD, '10.24.0.1');
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          signIn(login, `guess-${index}`, '10.24.1.1', undefined, owner.deviceToken),
        ),
      );
      expect(statuses(guesses)[401]).toBe(MAX_FAILURES_PER_DEVICE);
      expect(
        (await signIn(login, DEMO_PASSWORD, '10.24.1.1', undefined, owner.deviceToken)).statusCode,
      ).toBe(429);
      // The untrusted count was not touched by the device's failures: a new phone still signs in.
      const newPhone = await signedIn(login, DEMO_PASSWORD, '10.24.2.1');
      expect(newPhone.deviceToken).not.toBe(owner.deviceToken);
    });

    describe('on a pinned clock', () => {
      const start = new Date('2026-12-07T00:00:00Z');
      beforeEach(() => {
        api.setNow(start);
      });
      afterEach(() => {
        api.setNow(testNow());
      });

      it('answers the seconds left of the window that refused, counting down as the window passes', async () => {
        const login = await newPerson('pim.countdown@demo.test');
        for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt += 1)
          await signIn(login, 'wrong', `10.26.0.${attempt}`);
        api.setNow(new Date(start.getTime() + 10 * 60_000 + 12_000));
        const throttled = await signIn(login, DEMO_PASSWORD, '10.26.1.1');
        expect(throttled.statusCode).toBe(429);
        // The window began with the first failure: 15 minutes less 10 min 12 s.
        expect(throttled.headers['retry-after']).toBe('288');
        api.setNow(new Date(start.getTime() + 15 * 60_000));
        expect((await signIn(login, DEMO_PASSWORD, '10.26.1.2')).statusCode).toBe(200);
      });

      it('lifts a device’s own lock with a password reset too, so the reset link offered on the lock works', async () => {
        const login = await newPerson('sanne.device@demo.test');
        const phone = await signedIn(login, DEMO_PASSWORD, '10.27.0.1');
        for (let attempt = 0; attempt < MAX_FAILURES_PER_DEVICE; attempt += 1) {
          await signIn(login, `mistyped-${attempt}`, '10.27.0.1', undefined, phone.deviceToken);
        }
        expect(
          (await signIn(login, DEMO_PASSWORD, '10.27.0.1', undefined, phone.deviceToken))
            .statusCode,
        ).toBe(429);
        const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
        await call(api.app, 'POST', '/forgottenPassword', { payload: { email: login } });
        const token = await resetLink(login);
        logged.mockRestore();
        const reset = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
          payload: { password: 'a-fresh-password' },
        });
        expect(reset.statusCode).toBe(200);
        // The same phone, with its device token, at once: no waiting out the window.
        const again = await signIn(
          login,
          'a-fresh-password',
          '10.27.0.1',
          undefined,
          phone.deviceToken,
        );
        expect(again.statusCode, again.body).toBe(200);
      });
    });

    it('throttles reset requests per address with 429 and sends at most three mails to one address', async () => {
      const ask = (email: string, remoteAddress: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/v1/forgottenPassword',
          remoteAddress,
          headers: { host: 'localhost', type: 'MOBILE' },
          payload: { email },
        });
      await newPerson('anna.dekker@demo.test');
      const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => ask('anna.dekker@demo.test', `10.25.0.${index}`)),
      );
      expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
      await backgroundWork(api.app).drain();
      expect(
        await api.database.db
          .select()
          .from(outgoingMails)
          .where(eq(outgoingMails.to, 'anna.dekker@demo.test')),
      ).toHaveLength(3);
      const fromOne = await Promise.all(
        Array.from({ length: 15 }, (_, index) => ask(`nobody-${index}@demo.test`, '10.25.1.1')),
      );
      const counts = statuses(fromOne);
      expect(counts[202]).toBe(10);
      expect(counts[429]).toBe(5);
      expect(fromOne.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toMatch(
        /^\d+$/,
      );
      logged.mockRestore();
    });
  });

  describe('sessions (decision 003)', () => {
    const sessionOf = (token: string) => String(decodeJwt(token).sid);

    it('ends the session of a token on sign-out, and only that one', async () => {
      const login = await newPerson('ruben.jong@demo.test');
      const phone = await signedIn(login, DEMO_PASSWORD, '10.30.0.1');
      const tablet = await signedIn(login, DEMO_PASSWORD, '10.30.0.2');
      const signOut = await call(api.app, 'DELETE', '/auth/token', { token: phone.token });
      expect(signOut.statusCode).toBe(200);
      expect(signOut.json()).toEqual({ ok: true });
      expect((await call(api.app, 'GET', '/userRights', { token: phone.token })).statusCode).toBe(
        401,
      );
      expect((await call(api.app, 'GET', '/auth/refresh', { token: phone.token })).statusCode).toBe(
        401,
      );
      expect((await call(api.app, 'GET', '/userRights', { token: tablet.token })).statusCode).toBe(
        200,
      );
    });

    it('ends every session of the caller on sign-out everywhere, and nobody else’s', async () => {
      const login = await newPerson('eva.bos@demo.test');
      const first = await signedIn(login, DEMO_PASSWORD, '10.31.0.1');
      const second = await signedIn(login, DEMO_PASSWORD, '10.31.0.2');
      const someoneElse = await signedIn('crew@demo.test', DEMO_PASSWORD, '10.31.0.3');
      expect(
        (await call(api.app, 'DELETE', '/auth/sessions', { token: first.token })).statusCode,
      ).toBe(200);
      for (const token of [first.token, second.token]) {
        expect((await call(api.app, 'GET', '/userRights', { token })).statusCode).toBe(401);
      }
      expect((await call(api.app, 'GET', '/jobs', { token: someoneElse.token })).statusCode).toBe(
        200,
      );
    });

    it('never refreshes past the absolute session lifetime', async () => {
      const { token } = await signedIn(
        await newPerson('tim.visser@demo.test'),
        DEMO_PASSWORD,
        '10.32.0.1',
      );
      const maxAgeMs = api.config.sessionMaxAgeSeconds * 1000;
      // Signed in almost the whole lifetime ago: the renewed token stops at the session's end, not a shift later.
      const signedInAt = new Date(testNow().getTime() - maxAgeMs + 60_000);
      await api.database.db
        .update(authSessions)
        .set({ signedInAt })
        .where(eq(authSessions.id, sessionOf(token)));
      api.lookups.invalidateSessions();
      const renewed = await call(api.app, 'GET', '/auth/refresh', { token });
      expect(renewed.statusCode).toBe(200);
      const { token: renewedToken } = renewed.json<{ token: string }>();
      expect(decodeJwt(renewedToken).exp).toBe(
        Math.floor((signedInAt.getTime() + maxAgeMs) / 1000),
      );
      // Past it, neither the token nor its renewal is accepted.
      await api.database.db
        .update(authSessions)
        .set({ signedInAt: new Date(testNow().getTime() - maxAgeMs - 1000) })
        .where(eq(authSessions.id, sessionOf(token)));
      api.lookups.invalidateSessions();
      expect(
        (await call(api.app, 'GET', '/auth/refresh', { token: renewedToken })).statusCode,
      ).toBe(401);
      expect((await call(api.app, 'GET', '/userRights', { token: renewedToken })).statusCode).toBe(
        401,
      );
    });

    it('reads subjects strictly', async () => {
      const tenantId = Number(decodeJwt(await api.signInAs('crew')).tid);
      const crew = await findPrincipalBySubject(
        api.database.db,
        tenantId,
        String(decodeJwt(await api.signInAs('crew')).sub),
      );
      expect(crew?.type).toBe('user');
      const id = crew?.personId ?? 0;
      for (const subject of [
        `person:0${id}`,
        `person:${id}.0`,
        `person:${id}e0`,
        `person:+${id}`,
        `person:${id} `,
        'person:',
        'user:1',
      ]) {
        expect(
          await findPrincipalBySubject(api.database.db, tenantId, subject),
          subject,
        ).toBeUndefined();
      }
    });
  });
});
