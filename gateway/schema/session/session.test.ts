import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../../machines/test-now';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const SESSION = /* GraphQL */ `
  fragment SessionFields on Session {
    token
    expiresAt
    type
    projectNumber
    plusCrewNumber
    loginData {
      person {
        id
        caption
      }
      contactNumber
      language
      loginTypes {
        caption
      }
    }
    userRights
    mailboxUserRights
    tenant {
      name
      defaultLanguage
      mobileTheme
      useUserLanguage
    }
  }
`;

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($login: String!, $password: String!) {
    signIn(login: $login, password: $password) {
      ...SessionFields
    }
  }
  ${SESSION}
`;

interface SessionData {
  token: string;
  expiresAt: string;
  type: string;
  projectNumber: string | null;
  plusCrewNumber: string | null;
  loginData: {
    person: { id: string; caption: string } | null;
    contactNumber: string | null;
    language: string | null;
    loginTypes: { caption: string }[];
  };
  userRights: Record<string, Record<string, string>>;
  mailboxUserRights: Record<string, Record<string, string>>;
  tenant: {
    name: string;
    defaultLanguage: string;
    mobileTheme: string | null;
    useUserLanguage: boolean;
  };
}

describe.each(testBackends({ pgliteToo: true }))('session on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  const signIn = (login: string, password = 'demo1234') =>
    gateway.execute<{ signIn: SessionData }>(SIGN_IN, { login, password });

  it.each([
    {
      login: 'crew@demo.test',
      loginTypes: ['crew'],
      right: ['jobs', 'CONFIRM', 'OWN'],
      mailbox: {},
    },
    { login: 'chief@demo.test', loginTypes: ['crew'], right: ['jobs', 'READ', 'OWN'], mailbox: {} },
    {
      login: 'planner@demo.test',
      loginTypes: ['planner'],
      right: ['planningCalendar', 'READSPAREFUNCTION', 'ALL'],
      mailbox: {},
    },
    {
      login: 'client@demo.test',
      loginTypes: ['client'],
      right: ['planningCrewItemList', 'READ', 'OWN'],
      mailbox: { emailMessages: { READ: 'OWN' } },
    },
    {
      login: 'office@demo.test',
      loginTypes: ['office'],
      right: ['receipts', 'READ', 'ALL'],
      mailbox: { emailMessages: { READ: 'ALL' } },
    },
  ])(
    'signs $login in as a user with its login types and rights',
    async ({ login, loginTypes, right, mailbox }) => {
      const result = await signIn(login);
      expect(result.errors).toBeUndefined();
      const session = result.data?.signIn;
      expect(session).toMatchObject({ type: 'user', projectNumber: null, plusCrewNumber: null });
      expect(session?.token.split('.')).toHaveLength(3);
      expect(session?.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
      expect(session?.loginData.loginTypes.map((type) => type.caption)).toEqual(loginTypes);
      expect(session?.loginData.person?.caption).toEqual(expect.any(String));
      const [resource, action, permission] = right as [string, string, string];
      expect(session?.userRights[resource]?.[action]).toBe(permission);
      expect(session?.mailboxUserRights).toEqual(mailbox);
      expect(session?.tenant).toMatchObject({
        name: 'Demo Crew Company',
        defaultLanguage: 'English',
      });
    },
  );

  it('gives the office user their own language from the token', async () => {
    const result = await signIn('office@demo.test');
    expect(result.data?.signIn.loginData.language).toBe('de');
  });

  it('signs a project in with its number and only the project role', async () => {
    const result = await signIn('1001');
    expect(result.errors).toBeUndefined();
    expect(result.data?.signIn).toMatchObject({
      type: 'project',
      projectNumber: '1001',
      plusCrewNumber: null,
      loginData: { person: null, loginTypes: [] },
      userRights: { projects: { READ: 'OWN' }, crews: { READ: 'OWN' } },
    });
  });

  it('signs a plus crew in with its number and the plus-crew rights', async () => {
    const result = await signIn('7001');
    expect(result.errors).toBeUndefined();
    expect(result.data?.signIn).toMatchObject({
      type: 'plusCrew',
      projectNumber: null,
      plusCrewNumber: '7001',
      loginData: { person: null, loginTypes: [] },
      userRights: { plusCrews: { READ: 'OWN', EDIT: 'OWN' } },
    });
  });

  it('signs in with POST /auth/token, then rights and tenant with the new token, nothing twice', async () => {
    const before = gateway.upstream.calls.length;
    gateway.upstream.resetPeak();
    await signIn('crew@demo.test');
    // The sign-in call is alone; the three reads after it are in flight together.
    expect(gateway.upstream.peakInFlight()).toBe(3);
    const calls = gateway.upstream.calls.slice(before);
    expect(calls[0]).toBe('POST /api/v1/auth/token');
    expect([...calls.slice(1)].sort()).toEqual([
      'GET /api/v1/mailboxUserRights',
      'GET /api/v1/tenant',
      'GET /api/v1/userRights',
    ]);
  });

  it('refuses a wrong password with UNAUTHENTICATED, its reason and the api message', async () => {
    const result = await signIn('crew@demo.test', 'wrong-password');
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    // The app shows the text of the reason (contract 2); the message is for developers.
    expect(result.errors?.[0]?.extensions?.['reason']).toBe('WRONG_CREDENTIALS');
    expect(result.errors?.[0]?.message).toBe('Wrong login or password');
    expect(result.data).toBeNull();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await signIn('nobody@demo.test', 'wrong-password');
    expect(errorCode(unknown)).toBe('UNAUTHENTICATED');
    expect(unknown.errors?.[0]?.message).toBe('Wrong login or password');
  });

  it('passes a throttled sign-in on as TOO_MANY_REQUESTS with the api’s Retry-After in seconds', async () => {
    const start = new Date('2026-12-07T08:00:00Z');
    gateway.api.setNow(start);
    try {
      for (let attempt = 0; attempt < 5; attempt += 1)
        await signIn('locked.out@demo.test', 'wrong-password');
      gateway.api.setNow(new Date(start.getTime() + 60_000));
      const throttled = await signIn('locked.out@demo.test', 'wrong-password');
      expect(errorCode(throttled)).toBe('TOO_MANY_REQUESTS');
      expect(throttled.errors?.[0]?.extensions?.['reason']).toBe('TOO_MANY_ATTEMPTS');
      // 15 minutes from the first failure, one minute ago: what the form counts down from.
      expect(throttled.errors?.[0]?.extensions?.['retryAfter']).toBe(14 * 60);
    } finally {
      gateway.api.setNow(testNow());
    }
  });

  it('refreshes the session of the bearer token', async () => {
    const token = await gateway.api.signInAs('planner');
    const result = await gateway.execute<{ refreshSession: SessionData }>(
      `mutation { refreshSession { ...SessionFields } } ${SESSION}`,
      {},
      { token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.refreshSession).toMatchObject({
      type: 'user',
      loginData: { loginTypes: [{ caption: 'planner' }] },
    });
    expect(result.data?.refreshSession.userRights['projects']).toEqual({
      READ: 'ALL',
      CREATE: 'ALL',
      EDIT_PROJECT_LOGO: 'ALL',
    });
  });

  it('passes the device token both ways: the sign-in answer carries one, the next sign-in sends it', async () => {
    const DEVICE_SIGN_IN = /* GraphQL */ `
      mutation SignIn($login: String!, $password: String!, $deviceToken: String) {
        signIn(login: $login, password: $password, deviceToken: $deviceToken) {
          token
          deviceToken
        }
      }
    `;
    type Answer = { signIn: { token: string; deviceToken: string | null } };
    const first = await gateway.execute<Answer>(DEVICE_SIGN_IN, {
      login: 'client@demo.test',
      password: 'demo1234',
    });
    const deviceToken = first.data?.signIn.deviceToken;
    expect(deviceToken).toMatch(/^d1\./);
    const before = gateway.upstream.calls.length;
    const again = await gateway.execute<Answer>(DEVICE_SIGN_IN, {
      login: 'client@demo.test',
      password: 'demo1234',
      deviceToken,
    });
    expect(again.errors).toBeUndefined();
    // The same device keeps its identity: the api renews the token for the same device id.
    expect(again.data?.signIn.deviceToken?.split('.')[1]).toBe(deviceToken?.split('.')[1]);
    expect(gateway.upstream.calls[before]).toBe('POST /api/v1/auth/token');
    const refreshed = await gateway.execute<{ refreshSession: { deviceToken: string | null } }>(
      `mutation { refreshSession { deviceToken } }`,
      {},
      { token: again.data?.signIn.token },
    );
    expect(refreshed.data?.refreshSession.deviceToken).toBeNull();
  });

  it('signs out one session, or every session, and the token stops working', async () => {
    const tokenOf = async () => (await signIn('chief@demo.test')).data?.signIn.token ?? '';
    const [first, second, third] = [await tokenOf(), await tokenOf(), await tokenOf()];
    const refresh = (token: string) =>
      gateway.execute(`mutation { refreshSession { token } }`, {}, { token });
    const signedOut = await gateway.execute<{ signOut: boolean }>(
      `mutation { signOut }`,
      {},
      { token: first },
    );
    expect(signedOut.data?.signOut).toBe(true);
    expect(gateway.upstream.calls).toContain('DELETE /api/v1/auth/token');
    expect(errorCode(await refresh(first))).toBe('UNAUTHENTICATED');
    expect((await refresh(second)).errors).toBeUndefined();
    const everywhere = await gateway.execute<{ signOutEverywhere: boolean }>(
      `mutation { signOutEverywhere }`,
      {},
      { token: second },
    );
    expect(everywhere.data?.signOutEverywhere).toBe(true);
    expect(errorCode(await refresh(second))).toBe('UNAUTHENTICATED');
    expect(errorCode(await refresh(third))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gateway.execute(`mutation { signOut }`))).toBe('UNAUTHENTICATED');
  });

  it('refuses a refresh without a token as UNAUTHENTICATED', async () => {
    const result = await gateway.execute(`mutation { refreshSession { token } }`);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token as UNAUTHENTICATED', async () => {
    const token = await gateway.api.signInAs('crew');
    const [header, payload] = token.split('.');
    const result = await gateway.execute(
      `mutation { refreshSession { token } }`,
      {},
      { token: `${header}.${payload}.forged` },
    );
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  it('reads the tenant settings before sign-in', async () => {
    const result = await gateway.execute<{ tenantSettings: Record<string, unknown> }>(
      `{ tenantSettings { name defaultLanguage mobileTheme backgroundColorCode useUserLanguage metaHostName } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.tenantSettings).toEqual({
      name: 'Demo Crew Company',
      defaultLanguage: 'English',
      mobileTheme: 'red',
      backgroundColorCode: '#7a1020',
      useUserLanguage: true,
      metaHostName: 'Demo Crew',
    });
  });

  it('accepts a password reset request whether or not the account exists', async () => {
    for (const email of ['crew@demo.test', 'nobody@demo.test']) {
      const result = await gateway.execute(
        `mutation($email: String!) { requestPasswordReset(email: $email) }`,
        { email },
      );
      expect(result).toMatchObject({ data: { requestPasswordReset: true } });
    }
  });

  it('refuses an unknown reset token with BAD_USER_INPUT and the api message', async () => {
    const result = await gateway.execute(
      `mutation { resetPassword(token: "no-such-token", password: "a-new-password") }`,
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('This link is no longer valid');
  });
});
