import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MissingImplementationError, SessionError } from './session.errors';
import { FIXTURE_NOW, sessionFixture } from './session.fixtures';
import { sessionMachine, TOKEN_REFRESH_INTERVAL_MS } from './session.machine';
import type { SessionData, SignInCredentials } from './session.types';

type Deferred<T> = {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
};

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function last<T>(items: T[]): T {
  const item = items[items.length - 1];
  if (item === undefined) throw new Error('expected at least one item');
  return item;
}

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Starts the machine with recording fakes; every invocation gets its own deferred answer. */
function startSession(stored: SessionData | null) {
  const calls: string[] = [];
  const persisted: SessionData[] = [];
  const signIns: { input: SignInCredentials; answer: Deferred<SessionData> }[] = [];
  const refreshes: { input: { token: string }; answer: Deferred<SessionData> }[] = [];
  const machine = sessionMachine.provide({
    actions: {
      persistSession: (_, session) => {
        calls.push('persistSession');
        persisted.push(session);
      },
      endServerSession: (_, token) => calls.push(`endServerSession:${token}`),
      clearStorage: () => calls.push('clearStorage'),
      reloadToRoot: () => calls.push('reloadToRoot'),
    },
    actors: {
      signIn: fromPromise<SessionData, SignInCredentials>(({ input }) => {
        const answer = deferred<SessionData>();
        signIns.push({ input, answer });
        return answer.promise;
      }),
      refresh: fromPromise<SessionData, { token: string }>(({ input }) => {
        const answer = deferred<SessionData>();
        refreshes.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { stored } }).start();
  return { actor, calls, persisted, signIns, refreshes };
}

/** Lets settled promises reach the machine without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(FIXTURE_NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sessionMachine: restoring from storage', () => {
  it('starts signed out without a stored session and touches no storage', () => {
    const { actor, calls } = startSession(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, error: null });
    expect(calls).toEqual([]);
  });

  it('restores a stored session that has not expired', () => {
    const stored = sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) });
    const { actor, calls } = startSession(stored);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(actor.getSnapshot().context.session).toEqual(stored);
    expect(calls).toEqual([]);
  });

  it.each([
    ['expired an hour ago', iso(FIXTURE_NOW - HOUR)],
    ['expiring right now', iso(FIXTURE_NOW)],
    ['with an unreadable expiry', 'not a date'],
  ])('signs out and clears storage for a stored session %s', (_, expiresAt) => {
    const { actor, calls } = startSession(sessionFixture({ expiresAt }));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(calls).toEqual(['clearStorage']);
  });

  it('uses the clock from input', () => {
    const stored = sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) });
    const actor = createActor(sessionMachine, {
      input: { stored, now: () => FIXTURE_NOW + 2 * HOUR },
    });
    // Only the initial snapshot: starting would run the (throwing) default clearStorage.
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('sessionMachine: signing in', () => {
  it('passes the credentials to signIn, then stores and persists the session', async () => {
    const { actor, calls, persisted, signIns } = startSession(null);
    actor.send({ type: 'session.signIn', login: 'crew@demo.test', password: 'demo1234' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(last(signIns).input).toEqual({ login: 'crew@demo.test', password: 'demo1234' });

    const session = sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) });
    last(signIns).answer.resolve(session);
    await flush();

    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ session, error: null });
    expect(persisted).toEqual([session]);
    expect(calls).toEqual(['persistSession']);
  });

  it('never keeps the password in context', async () => {
    const { actor, signIns } = startSession(null);
    actor.send({ type: 'session.signIn', login: 'crew@demo.test', password: 'secret-pw' });
    last(signIns).answer.reject(new SessionError('wrongCredentials'));
    await flush();
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('secret-pw');
  });

  it.each([
    ['wrong credentials', new SessionError('wrongCredentials'), 'wrongCredentials'],
    ['throttling', new SessionError('throttled'), 'throttled'],
    ['a network failure', new SessionError('network'), 'network'],
    ['an object with a known code', { code: 'expired' }, 'expired'],
    ['an object with an unknown code', { code: 'teapot' }, 'unknown'],
    ['a plain Error', new TypeError('Failed to fetch'), 'unknown'],
    ['a string', 'boom', 'unknown'],
  ] as const)('maps a rejection with %s to error %s', async (_, rejection, code) => {
    const { actor, calls, signIns } = startSession(null);
    actor.send({ type: 'session.signIn', login: 'x', password: 'y' });
    last(signIns).answer.reject(rejection);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, error: code });
    expect(calls).toEqual([]);
  });

  it('keeps when a throttled sign-in may be tried again, from the answer’s seconds and the clock', async () => {
    const { actor, signIns } = startSession(null);
    actor.send({ type: 'session.signIn', login: 'x', password: 'y' });
    last(signIns).answer.reject(
      new SessionError('throttled', 'Too many', { retryAfterSeconds: 148 }),
    );
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'throttled',
      retryAt: FIXTURE_NOW + 148_000,
    });

    // Signing in again forgets it; an answer without seconds leaves none.
    actor.send({ type: 'session.signIn', login: 'x', password: 'y' });
    expect(actor.getSnapshot().context.retryAt).toBeNull();
    last(signIns).answer.reject(new SessionError('throttled'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'throttled', retryAt: null });
  });

  it('keeps no retry time for a failure that is not throttling', async () => {
    const { actor, signIns } = startSession(null);
    actor.send({ type: 'session.signIn', login: 'x', password: 'y' });
    last(signIns).answer.reject({ code: 'wrongCredentials', retryAfterSeconds: 30 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'wrongCredentials', retryAt: null });
  });

  it('clears the previous error when signing in again', async () => {
    const { actor, signIns } = startSession(null);
    actor.send({ type: 'session.signIn', login: 'x', password: 'wrong' });
    last(signIns).answer.reject(new SessionError('wrongCredentials'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('wrongCredentials');

    actor.send({ type: 'session.signIn', login: 'x', password: 'right' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(signIns).toHaveLength(2);
  });

  it('ignores a second sign-in while one is running', () => {
    const { actor, signIns } = startSession(null);
    actor.send({ type: 'session.signIn', login: 'a', password: 'b' });
    expect(actor.getSnapshot().can({ type: 'session.signIn', login: 'a', password: 'b' })).toBe(
      false,
    );
    actor.send({ type: 'session.signIn', login: 'a', password: 'b' });
    expect(signIns).toHaveLength(1);
  });
});

describe('sessionMachine: token refresh', () => {
  it(`refreshes every ${TOKEN_REFRESH_INTERVAL_MS} ms with the current token and persists each answer`, async () => {
    const { actor, persisted, refreshes } = startSession(
      sessionFixture({ token: 't0', expiresAt: iso(FIXTURE_NOW + HOUR) }),
    );

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(refreshes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(refreshes.map((r) => r.input)).toEqual([{ token: 't0' }]);

    const first = sessionFixture({ token: 't1', expiresAt: iso(Date.now() + HOUR) });
    last(refreshes).answer.resolve(first);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(actor.getSnapshot().context.session).toEqual(first);
    expect(persisted).toEqual([first]);

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(refreshes.map((r) => r.input)).toEqual([{ token: 't0' }, { token: 't1' }]);
  });

  it('signs out with error expired and clears storage when a refresh fails', async () => {
    const { actor, calls, refreshes } = startSession(
      sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) }),
    );
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    last(refreshes).answer.reject(new SessionError('network'));
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, error: 'expired' });
    expect(calls).toEqual(['clearStorage']);
  });

  it('signs out with error expired, without ending the session again, when the server refuses the token', async () => {
    const { actor, calls, refreshes } = startSession(
      sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) }),
    );
    actor.send({ type: 'session.refused' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, error: 'expired' });
    expect(calls).toEqual(['clearStorage']);
    await vi.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_INTERVAL_MS);
    expect(refreshes).toHaveLength(0);
  });

  it('stops refreshing once signed out', async () => {
    const { actor, refreshes } = startSession(
      sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) }),
    );
    actor.send({ type: 'session.logout' });
    await vi.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_INTERVAL_MS);
    expect(refreshes).toHaveLength(0);
  });
});

describe('sessionMachine: expiry', () => {
  it('signs out and clears storage when expiresAt passes', async () => {
    const { actor, calls } = startSession(
      sessionFixture({ expiresAt: iso(FIXTURE_NOW + 120_000) }),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, error: 'expired' });
    expect(calls).toEqual(['clearStorage']);
  });

  it('expires during a refresh that has not answered yet', async () => {
    const { actor, refreshes } = startSession(
      sessionFixture({ expiresAt: iso(FIXTURE_NOW + TOKEN_REFRESH_INTERVAL_MS + 1_000) }),
    );
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(refreshes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('moves the expiry to the expiresAt of a refreshed token', async () => {
    const { actor, refreshes } = startSession(
      sessionFixture({ expiresAt: iso(FIXTURE_NOW + 6 * 60_000) }),
    );
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    last(refreshes).answer.resolve(
      sessionFixture({ token: 't1', expiresAt: iso(FIXTURE_NOW + HOUR) }),
    );
    await flush();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('keeps a token valid for longer than a timer can wait (re-arms instead of firing early)', async () => {
    const thirtyDays = 30 * 24 * HOUR;
    // Refresh never answers, so only the expiry timer is running after the first 5 minutes.
    const { actor } = startSession(sessionFixture({ expiresAt: iso(FIXTURE_NOW + thirtyDays) }));
    await vi.advanceTimersByTimeAsync(25 * 24 * HOUR);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 24 * HOUR);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('sessionMachine: logout', () => {
  it('ends the token’s session on the server, clears storage, then reloads at the root', () => {
    const session = sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) });
    const { actor, calls } = startSession(session);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, error: null });
    expect(calls).toEqual([`endServerSession:${session.token}`, 'clearStorage', 'reloadToRoot']);
  });

  it('also works in the middle of a refresh', async () => {
    const session = sessionFixture({ expiresAt: iso(FIXTURE_NOW + HOUR) });
    const { actor, calls } = startSession(session);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual([`endServerSession:${session.token}`, 'clearStorage', 'reloadToRoot']);
  });

  it('is not offered while signed out', () => {
    const { actor } = startSession(null);
    expect(actor.getSnapshot().can({ type: 'session.logout' })).toBe(false);
  });
});

describe('sessionMachine: default implementations', () => {
  it('fails loudly when a runtime forgets to provide signIn', async () => {
    const actor = createActor(sessionMachine, { input: { stored: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'session.signIn', login: 'a', password: 'b' });
    await flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(MissingImplementationError);
    expect(String(errors[0])).toContain("'signIn' is not provided");
  });

  it('fails loudly when a runtime forgets to provide clearStorage', () => {
    const actor = createActor(sessionMachine, {
      input: { stored: sessionFixture({ expiresAt: iso(FIXTURE_NOW - 1) }) },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toContain("'clearStorage' is not provided");
  });
});
