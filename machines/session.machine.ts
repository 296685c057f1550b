import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  MissingImplementationError,
  rethrowMissingImplementation,
  toRetryAfterSeconds,
  toSessionErrorCode,
} from './session.errors';
import { isExpired } from './session.restore';
import type { SessionData, SessionErrorCode, SignInCredentials } from './session.types';

/** The token is refreshed this often while signed in (SPEC.md §9: 300000 ms). */
export const TOKEN_REFRESH_INTERVAL_MS = 300_000;

/** The longest delay a JavaScript timer can hold; longer delays fire at once. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Data in: the runtime reads storage (readStoredSession) and passes the result. */
export type SessionInput = {
  stored: SessionData | null;
  /** The clock, injectable for tests and servers; defaults to Date.now. */
  now?: () => number;
};

export type SessionContext = {
  session: SessionData | null;
  error: SessionErrorCode | null;
  /**
   * After a throttled sign-in: when (ms since the epoch, on the machine's clock) the api said it may
   * be tried again, from its Retry-After; null otherwise. The form counts down to it.
   */
  retryAt: number | null;
  /** Kept in context because delays and guards only see context; not meant for the UI. */
  now: () => number;
};

export type SessionEvent =
  | { type: 'session.signIn'; login: string; password: string }
  | { type: 'session.logout' }
  /**
   * The server refused the session's token on a request (its session was ended elsewhere: a
   * password change, "sign out everywhere", the office deactivating the person).
   */
  | { type: 'session.refused' };

function notProvided(name: string): Error {
  return new MissingImplementationError('sessionMachine', name);
}

/**
 * The session flow (SPEC.md §4 Session, §9): restore from storage, sign in, refresh the token every
 * {@link TOKEN_REFRESH_INTERVAL_MS}, sign out on expiry, on a failed refresh, when the server
 * refuses the token on a request and on logout.
 *
 * Implementations come from the runtime with `.provide()`:
 * - actions `persistSession` (params: the session), `endServerSession` (params: the token being
 *   signed out; ends its session on the server, best effort), `clearStorage`, `reloadToRoot`;
 * - actors `signIn` (fromPromise<SessionData, SignInCredentials>) and `refresh`
 *   (fromPromise<SessionData, { token }>), which reject with an error whose `code` is a
 *   SessionErrorCode (see SessionError).
 * The defaults throw, so a runtime that forgets one fails loudly instead of silently.
 *
 * @example
 * createActor(sessionMachine.provide({ actions: {...}, actors: {...} }), { input: { stored: readStoredSession(localStorage) } })
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    persistSession: (_, _session: SessionData) => {
      throw notProvided('persistSession');
    },
    endServerSession: (_, _token: string | null) => {
      throw notProvided('endServerSession');
    },
    clearStorage: () => {
      throw notProvided('clearStorage');
    },
    reloadToRoot: () => {
      throw notProvided('reloadToRoot');
    },
    forgetSession: assign({ session: null }),
  },
  actors: {
    signIn: fromPromise<SessionData, SignInCredentials>(() =>
      Promise.reject(notProvided('signIn')),
    ),
    refresh: fromPromise<SessionData, { token: string }>(() =>
      Promise.reject(notProvided('refresh')),
    ),
  },
  guards: {
    hasValidSession: ({ context }) =>
      context.session !== null && !isExpired(context.session, context.now),
    hasSession: ({ context }) => context.session !== null,
    isSessionExpired: ({ context }) =>
      context.session === null || isExpired(context.session, context.now),
  },
  delays: {
    untilExpiry: ({ context }) => {
      if (context.session === null) return 0;
      const remaining = Date.parse(context.session.expiresAt) - context.now();
      // A token valid for longer than ~24.8 days would overflow setTimeout and fire at once;
      // the expiry transition re-checks the clock and re-arms, so clamping is safe.
      return Math.min(Math.max(remaining, 0), MAX_TIMER_DELAY_MS) || 0;
    },
    refreshInterval: TOKEN_REFRESH_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.stored,
    error: null,
    retryAt: null,
    now: input.now ?? (() => Date.now()),
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasValidSession', target: 'signedIn' },
        { guard: 'hasSession', target: 'signedOut', actions: ['forgetSession', 'clearStorage'] },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signingIn', actions: assign({ error: null, retryAt: null }) },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'session.signIn');
          // Credentials travel in the event only; they are never kept in context.
          return { login: event.login, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'persistSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            ({ event }) => rethrowMissingImplementation(event.error),
            assign({
              session: null,
              error: ({ event }) => toSessionErrorCode(event.error),
              retryAt: ({ event, context }) => {
                const seconds = toRetryAfterSeconds(event.error);
                return seconds === undefined ? null : context.now() + seconds * 1000;
              },
            }),
          ],
        },
      },
    },
    signedIn: {
      initial: 'idle',
      after: {
        untilExpiry: [
          {
            guard: 'isSessionExpired',
            target: 'signedOut',
            actions: ['forgetSession', assign({ error: 'expired' }), 'clearStorage'],
          },
          // Woken early (clamped delay): arm the timer again for the rest of the validity.
          { target: 'signedIn', reenter: true },
        ],
      },
      on: {
        // Nothing to end on the server (it already ended the session): sign in again.
        'session.refused': {
          target: 'signedOut',
          actions: ['forgetSession', assign({ error: 'expired' }), 'clearStorage'],
        },
        'session.logout': {
          target: 'signedOut',
          // The server ends the token's session too (decision 003): a copy of it stops working.
          actions: [
            { type: 'endServerSession', params: ({ context }) => context.session?.token ?? null },
            'forgetSession',
            'clearStorage',
            'reloadToRoot',
          ],
        },
      },
      states: {
        idle: {
          after: { refreshInterval: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: ({ context }) => ({ token: context.session?.token ?? '' }),
            onDone: {
              // Re-entering signedIn re-arms the expiry timer from the new expiresAt.
              target: '#session.signedIn',
              reenter: true,
              actions: [
                assign({ session: ({ event }) => event.output }),
                { type: 'persistSession', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: '#session.signedOut',
              actions: [
                ({ event }) => rethrowMissingImplementation(event.error),
                'forgetSession',
                assign({ error: 'expired' }),
                'clearStorage',
              ],
            },
          },
        },
      },
    },
  },
});
