import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { readStoredSession, writeStoredSession } from '../../../machines/session.storage';
import type { SessionState } from './SessionContext';
import { SessionProvider } from './SessionProvider';
import { useSession } from './useSession';
import { testNow } from '../../../machines/test-now';

// The app and the machines read the browser's Date (src/lib/clock, luxon's Settings.now): each
// test here runs at the test instant, and its expected dates are computed from it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow());
});
afterEach(() => {
  vi.useRealTimers();
});

let current: SessionState | null = null;

function Probe() {
  current = useSession();
  return <output aria-label="session status">{current.status}</output>;
}

function sessionAnswer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Session',
    token: 'jwt-from-gateway',
    expiresAt: new Date(testNow().getTime() + 3_600_000).toISOString(),
    type: 'user',
    projectNumber: null,
    plusCrewNumber: null,
    loginData: {
      __typename: 'LoginData',
      person: { __typename: 'PersonRef', id: '12', caption: 'Alex Crew' },
      contactNumber: 'C-1002',
      language: 'de',
      loginTypes: [{ __typename: 'LoginType', caption: 'crew' }],
    },
    userRights: { projects: { READ: 'OWN' }, broken: 'not a map' },
    mailboxUserRights: {},
    tenant: {
      __typename: 'TenantSettings',
      name: 'Demo Crew Company',
      defaultLanguage: 'English',
      mobileTheme: 'red',
      backgroundUrl: null,
      backgroundColorCode: null,
      faviconUrl: null,
      logoUrl: null,
      useUserLanguage: true,
      metaHostName: 'Demo Crew',
      metaDescription: null,
    },
    deviceToken: 'd1.device-of-crew',
    ...overrides,
  };
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.localStorage.clear();
  current = null;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProvider() {
  return render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

function status() {
  return screen.getByRole('status', { name: 'session status' }).textContent;
}

describe('SessionProvider', () => {
  it('is signed out without a stored session', () => {
    renderProvider();
    expect(status()).toBe('signedOut');
    expect(current?.session).toBeNull();
  });

  it('restores a stored, unexpired session without a network call', () => {
    const stored = sessionFixture({
      expiresAt: new Date(testNow().getTime() + 600_000).toISOString(),
    });
    writeStoredSession(window.localStorage, stored);
    renderProvider();
    expect(status()).toBe('signedIn');
    expect(current?.session?.token).toBe(stored.token);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the trusted SignIn document, stores the session and keeps only well-formed rights', async () => {
    fetchMock.mockResolvedValue(json({ data: { signIn: sessionAnswer() } }));
    renderProvider();
    act(() => current?.signIn('crew@demo.test', 'demo1234'));
    await waitFor(() => expect(status()).toBe('signedIn'));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/graphql');
    const body = JSON.parse(String(init?.body)) as {
      query?: string;
      variables: unknown;
      extensions: { persistedQuery: { sha256Hash: string } };
    };
    // Only the hash travels (trusted documents), never the query text.
    expect(body.query).toBeUndefined();
    expect(body.extensions.persistedQuery.sha256Hash).toMatch(/^(sha256:)?[0-9a-f]{64}$/);
    // No device token yet on this device for this login.
    expect(body.variables).toEqual({
      login: 'crew@demo.test',
      password: 'demo1234',
      deviceToken: null,
    });
    expect(new Headers(init?.headers).get('Type')).toBe('MOBILE');

    const stored = readStoredSession(window.localStorage);
    expect(stored?.token).toBe('jwt-from-gateway');
    expect(stored?.loginData.language).toBe('de');
    expect(current?.session?.userRights).toEqual({ projects: { READ: 'OWN' } });
    // The device token is kept under a hash of the login, never the login itself.
    const deviceTokens = window.localStorage.getItem('deviceTokens') ?? '';
    expect(deviceTokens).toContain('d1.device-of-crew');
    expect(deviceTokens).not.toContain('crew@demo.test');
  });

  it('sends the device token this device keeps for the login, whatever its case', async () => {
    // A new Response each time: a body can be read once.
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ data: { signIn: sessionAnswer() } })),
    );
    const first = renderProvider();
    act(() => current?.signIn('crew@demo.test', 'demo1234'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    first.unmount();
    window.localStorage.removeItem('token');
    fetchMock.mockClear();

    renderProvider();
    act(() => current?.signIn(' Crew@Demo.Test', 'demo1234'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      variables: { deviceToken: unknown };
    };
    expect(body.variables.deviceToken).toBe('d1.device-of-crew');
  });

  it('ends the session on the server at logout, kept alive through the reload', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    writeStoredSession(
      window.localStorage,
      sessionFixture({
        token: 'token-to-end',
        expiresAt: new Date(testNow().getTime() + 600_000).toISOString(),
      }),
    );
    fetchMock.mockResolvedValue(json({ data: { signOut: true } }));
    renderProvider();
    act(() => current?.logout());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-to-end');
    expect(readStoredSession(window.localStorage)).toBeNull();
  });

  it.each([
    ['UNAUTHENTICATED', 'wrongCredentials'],
    ['TOO_MANY_REQUESTS', 'throttled'],
    ['INTERNAL', 'unknown'],
  ] as const)('maps the gateway error %s to %s and stays signed out', async (code, expected) => {
    fetchMock.mockResolvedValue(
      json({ data: null, errors: [{ message: 'No', extensions: { code } }] }),
    );
    renderProvider();
    act(() => current?.signIn('crew@demo.test', 'wrong'));
    await waitFor(() => expect(current?.error).toBe(expected));
    expect(status()).toBe('signedOut');
    expect(readStoredSession(window.localStorage)).toBeNull();
  });

  it('keeps when a throttled sign-in may be tried again, from the gateway’s retryAfter', async () => {
    const errors = [
      { message: 'Too many', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 148 } },
    ];
    fetchMock.mockResolvedValue(json({ data: null, errors }));
    // Only Date is pinned: waitFor keeps its real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-07T09:00:00Z') });
    try {
      renderProvider();
      act(() => current?.signIn('crew@demo.test', 'wrong'));
      await waitFor(() => expect(current?.error).toBe('throttled'));
      expect(current?.retryAt).toBe(Date.parse('2026-12-07T09:02:28Z'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a network failure as network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderProvider();
    act(() => current?.signIn('crew@demo.test', 'demo1234'));
    await waitFor(() => expect(current?.error).toBe('network'));
    expect(status()).toBe('signedOut');
  });
});
