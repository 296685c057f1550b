import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, serializeSnapshot } from 'xstate/graph';
import { FIXTURE_NOW } from './session.fixtures';
import { sessionMachine, TOKEN_REFRESH_INTERVAL_MS, type SessionEvent } from './session.machine';
import {
  describeSessionEvent as describeEvent,
  SESSION_STARTS,
  sessionModelEvents,
  sessionModelMachine,
  type SessionModelEvent as ModelEvent,
} from './session.model';
import type { SessionData, SignInCredentials } from './session.types';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

// The same starts and events `npm run paths -- session` traverses (machines/session.model.ts).
const modelEvents = sessionModelEvents;
const model = sessionModelMachine;

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** The real machine with fakes whose answers the path decides; the fake storage is a single slot. */
function startRun(stored: SessionData | null) {
  let storage: SessionData | null = stored;
  let reloads = 0;
  const endedOnServer: string[] = [];
  const pending: Record<
    'signIn' | 'refresh',
    { resolve: (s: SessionData) => void; reject: (e: unknown) => void }[]
  > = {
    signIn: [],
    refresh: [],
  };
  const answer = <T>(kind: 'signIn' | 'refresh') =>
    fromPromise<SessionData, T>(
      () => new Promise<SessionData>((resolve, reject) => pending[kind].push({ resolve, reject })),
    );
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        persistSession: (_, session) => {
          storage = session;
        },
        endServerSession: (_, token) => {
          if (token !== null) endedOnServer.push(token);
        },
        clearStorage: () => {
          storage = null;
        },
        reloadToRoot: () => {
          reloads += 1;
        },
      },
      actors: {
        signIn: answer<SignInCredentials>('signIn'),
        refresh: answer<{ token: string }>('refresh'),
      },
    }),
    { input: { stored } },
  ).start();

  const latest = (kind: 'signIn' | 'refresh') => {
    const entry = pending[kind][pending[kind].length - 1];
    if (!entry) throw new Error(`no ${kind} is running`);
    return entry;
  };
  // Answers carry an expiry relative to the run's clock, which may have moved past the model's.
  const fresh = (session: SessionData): SessionData => ({
    ...session,
    expiresAt: iso(Date.now() + HOUR),
  });

  async function exec(event: { type: string }): Promise<void> {
    const e = event as ModelEvent | { type: string };
    if (e.type === 'xstate.init') return;
    if ('output' in e && e.type === 'xstate.done.actor.signIn')
      latest('signIn').resolve(fresh(e.output));
    else if ('error' in e && e.type === 'xstate.error.actor.signIn')
      latest('signIn').reject(e.error);
    else if ('output' in e && e.type === 'xstate.done.actor.refresh')
      latest('refresh').resolve(fresh(e.output));
    else if ('error' in e && e.type === 'xstate.error.actor.refresh')
      latest('refresh').reject(e.error);
    else if (e.type.startsWith('xstate.after.refreshInterval.'))
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    else if (e.type.startsWith('xstate.after.untilExpiry.')) {
      const expiresAt = actor.getSnapshot().context.session?.expiresAt;
      if (!expiresAt) throw new Error('expiry timer without a session');
      await vi.advanceTimersByTimeAsync(Date.parse(expiresAt) - Date.now());
    } else if (e.type === 'session.signIn' || e.type === 'session.logout')
      actor.send(e as SessionEvent);
    else throw new Error(`the model run does not know how to produce ${e.type}`);
    await vi.advanceTimersByTimeAsync(0);
  }

  return { actor, exec, storage: () => storage, reloads: () => reloads, endedOnServer };
}

function expectSameState(actual: Snapshot, expected: Snapshot, storage: SessionData | null): void {
  expect(actual.value).toEqual(expected.value);
  expect(actual.context.error).toBe(expected.context.error);
  expect(actual.context.session?.token ?? null).toBe(expected.context.session?.token ?? null);
  // What is stored always matches what the machine holds: signed out means storage cleared.
  expect(storage?.token ?? null).toBe(actual.context.session?.token ?? null);
}

const starts = SESSION_STARTS.map(({ name, stored }) => [name, stored] as const);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(FIXTURE_NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(starts)('sessionMachine model, starting with %s', (_, stored) => {
  const paths = getShortestPaths(model, {
    input: { stored, now: () => FIXTURE_NOW },
    events: modelEvents as unknown as SessionEvent[],
    // Only events the state handles: an ignored event is not a transition worth a path.
    filterEvents: (snapshot, event) => snapshot.can(event),
    // Keyed by state AND the transition into it (as createTestModel does), so every transition
    // is on some path — e.g. a failed refresh and an expiry both end in the same signedOut.
    serializeState: (snapshot, event, previous) =>
      `${serializeSnapshot(snapshot)} via ${event ? JSON.stringify(event) : 'init'} from ${JSON.stringify(previous?.value ?? null)}`,
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(
      ['"signedOut"', '"signingIn"', '{"signedIn":"idle"}', '{"signedIn":"refreshing"}'].sort(),
    );
  });

  it.each(paths.map((p) => [p.steps.map((s) => describeEvent(s.event)).join(' → '), p] as const))(
    'path %s',
    async (_, path) => {
      const run = startRun(stored);
      let logouts = 0;
      const tokensSignedOut: string[] = [];
      for (const step of path.steps) {
        const before = run.actor.getSnapshot();
        await run.exec(step.event);
        if (step.event.type === 'session.logout') {
          logouts += 1;
          // A logout ends the session of the token it signed out of, on the server too.
          if (before.context.session) tokensSignedOut.push(before.context.session.token);
        }
        expectSameState(run.actor.getSnapshot(), step.state, run.storage());
      }
      expectSameState(run.actor.getSnapshot(), path.state, run.storage());
      expect(run.reloads()).toBe(logouts);
      expect(run.endedOnServer).toEqual(tokensSignedOut);
    },
  );
});
