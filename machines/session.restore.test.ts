import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FIXTURE_NOW, sessionFixture } from './session.fixtures';
import { sessionMachine } from './session.machine';
import { restoredSession } from './session.restore';
import type { SessionData } from './session.types';

const now = () => FIXTURE_NOW;

/** The machine, started from storage with inert implementations: where does it settle? */
function machineStart(stored: SessionData | null) {
  const machine = sessionMachine.provide({
    actions: { persistSession: () => {}, clearStorage: () => {}, reloadToRoot: () => {} },
  });
  const actor = createActor(machine, { input: { stored, now } });
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return {
    signedIn: snapshot.matches('signedIn'),
    session: snapshot.context.session,
  };
}

describe('restoredSession: the session machine’s start from storage, without xstate', () => {
  it.each([
    ['nothing stored', null],
    ['a valid session', sessionFixture()],
    [
      'a session valid for one more millisecond',
      sessionFixture({ expiresAt: new Date(FIXTURE_NOW + 1).toISOString() }),
    ],
    [
      'a session expiring right now',
      sessionFixture({ expiresAt: new Date(FIXTURE_NOW).toISOString() }),
    ],
    ['an expired session', sessionFixture({ expiresAt: '2026-11-20T12:00:00.000Z' })],
    ['an unparsable expiry', sessionFixture({ expiresAt: 'soon' })],
    ['a project session', sessionFixture({ type: 'project', projectNumber: '1001' })],
  ] as const)('agrees with the machine for %s', (_, stored) => {
    const restored = restoredSession(stored, now);
    const machine = machineStart(stored);
    expect(restored).toBe(machine.session);
    expect(restored !== null).toBe(machine.signedIn);
  });
});
