import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { restoredSession } from '../../../machines/session.restore';
import { readStoredSession } from '../../../machines/session.storage';
import type { SessionData } from '../../../machines/session.types';
import { lazyModule, useActorSelector, useLazyActor } from '../actors/useLazyActor';
import type * as SessionActorModule from './session-actor';
import type { SessionActor } from './session-actor';
import { SessionContext, type SessionState, type SessionStatus } from './SessionContext';

type Snapshot = ReturnType<SessionActor['getSnapshot']>;

/** xstate and the session machine: loaded after the first paint (docs/decisions/071). */
const sessionActorModule = lazyModule(() => import('./session-actor'));

/** Starts the download of the session machine's code (main.tsx, beside the locale). */
export function loadSessionMachine(): Promise<unknown> {
  return sessionActorModule.load();
}

function statusOf(snapshot: Snapshot): SessionStatus {
  if (snapshot.matches('checking')) return 'restoring';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('signedIn')) return 'signedIn';
  return 'signedOut';
}

const sessionOf = (snapshot: Snapshot) => snapshot.context.session;
const errorOf = (snapshot: Snapshot) => snapshot.context.error;
const retryAtOf = (snapshot: Snapshot) => snapshot.context.retryAt;

/**
 * Runs the session machine (session-actor.ts). Its code arrives after the first paint; until then
 * the screen shows where the machine will start from storage (machines/session.restore.ts): a
 * stored, valid session is signed in at once, anything else is signed out. A sign-in sent
 * meanwhile waits for the machine.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Read once on mount: the machine owns the session from then on.
  const [stored] = useState(() => readStoredSession(window.localStorage));
  const [restored] = useState<SessionData | null>(() => restoredSession(stored));
  const create = useCallback(
    (module: typeof SessionActorModule) => module.createSessionActor(stored),
    [stored],
  );
  const { actor, send } = useLazyActor(sessionActorModule, create);
  const status = useActorSelector(actor, statusOf, restored ? 'signedIn' : 'signedOut');
  const session = useActorSelector(actor, sessionOf, restored);
  const error = useActorSelector(actor, errorOf, null);
  const retryAt = useActorSelector(actor, retryAtOf, null);

  const signIn = useCallback(
    (login: string, password: string) => send({ type: 'session.signIn', login, password }),
    [send],
  );
  const logout = useCallback(() => send({ type: 'session.logout' }), [send]);
  const refused = useCallback(() => send({ type: 'session.refused' }), [send]);

  const value = useMemo<SessionState>(
    () => ({ status, session, error, retryAt, signIn, logout, refused }),
    [status, session, error, retryAt, signIn, logout, refused],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
