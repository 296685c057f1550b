import { createActor, fromPromise } from 'xstate';
import { SessionError } from '../../../machines/session.errors';
import { sessionMachine } from '../../../machines/session.machine';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
} from '../../../machines/session.storage';
import type { SessionData } from '../../../machines/session.types';
import { cacheDatabaseName } from '../graphql/cache-config';
import { createGatewayClient } from '../graphql/client';
import { dropOutboxIfEmpty } from '../outbox/store';
import { toSessionData, toSessionError } from './session-data';
import { deviceTokenFor, keepDeviceToken } from './device-tokens';
import { RefreshSessionMutation, SignInMutation, SignOutMutation } from './session.operations';
import { sessionCacheName } from './session-identity';

/**
 * Offline caches of every identity that signed in on this device; all go on logout. The outbox
 * goes only when empty: changes not yet sent (or refused, not yet seen) stay for the same
 * identity's next sign-in (src/features/crews/README.md, Logout and the outbox).
 */
function deleteOfflineCaches(session: SessionData | null) {
  if (typeof indexedDB === 'undefined' || session === null) return;
  indexedDB.deleteDatabase(cacheDatabaseName(sessionCacheName(session)));
  dropOutboxIfEmpty(window.localStorage, sessionCacheName(session));
}

/**
 * The session machine (machines/session.machine.ts) with the browser's implementations: GraphQL
 * sign-in and refresh, localStorage, and a full reload on logout (SPEC.md §2 Layout). Imported by
 * SessionProvider after the first paint, with xstate (docs/decisions/071).
 */
export function createSessionActor(stored: SessionData | null) {
  // Sign-in and refresh must never be answered from a cache.
  const authClient = createGatewayClient({
    getToken: () => readStoredSession(window.localStorage)?.token ?? null,
    cache: 'none',
  });

  const machine = sessionMachine.provide({
    actions: {
      persistSession: (_, session: SessionData) => writeStoredSession(window.localStorage, session),
      clearStorage: () => {
        deleteOfflineCaches(readStoredSession(window.localStorage));
        clearStoredSession(window.localStorage);
      },
      reloadToRoot: () => window.location.assign('/'),
      // Best effort, and kept alive through the reload that follows: offline, the token still
      // dies at its expiry (decision 003).
      endServerSession: (_, token: string | null) => {
        if (token === null) return;
        void authClient
          .mutation(
            SignOutMutation,
            {},
            {
              fetchOptions: {
                keepalive: true,
                headers: { Authorization: `Bearer ${token}`, Type: 'MOBILE' },
              },
            },
          )
          .toPromise();
      },
    },
    actors: {
      signIn: fromPromise(async ({ input }) => {
        const storage = window.localStorage;
        // The device token this device keeps for the login (decision 006), sent with it.
        const deviceToken = (await deviceTokenFor(storage, input.login)) ?? null;
        const result = await authClient
          .mutation(SignInMutation, { ...input, deviceToken }, { requestPolicy: 'network-only' })
          .toPromise();
        if (result.error) throw toSessionError(result.error, 'wrongCredentials');
        if (!result.data) throw new SessionError('unknown', 'Sign-in answered without data');
        await keepDeviceToken(storage, input.login, result.data.signIn.deviceToken);
        return toSessionData(result.data.signIn);
      }),
      refresh: fromPromise(async ({ input }) => {
        const result = await authClient
          .mutation(
            RefreshSessionMutation,
            {},
            {
              fetchOptions: { headers: { Authorization: `Bearer ${input.token}`, Type: 'MOBILE' } },
            },
          )
          .toPromise();
        // One bar of signal is not a failed refresh: keep the session until its exp and try
        // again at the next interval, instead of signing the crew member out at the venue.
        const current = readStoredSession(window.localStorage);
        if (result.error?.networkError && current && current.token === input.token) return current;
        if (result.error) throw toSessionError(result.error, 'expired');
        if (!result.data) throw new SessionError('expired', 'Refresh answered without data');
        return toSessionData(result.data.refreshSession);
      }),
    },
  });

  return createActor(machine, { input: { stored } });
}

export type SessionActor = ReturnType<typeof createSessionActor>;
