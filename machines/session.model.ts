import type { EventObject } from 'xstate';
import { SessionError } from './session.errors';
import { FIXTURE_NOW, sessionFixture } from './session.fixtures';
import { sessionMachine, type SessionEvent } from './session.machine';
import type { SessionData } from './session.types';
import type { MachineModel } from './model-graph';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const signedInSession = sessionFixture({
  token: 'signed-in',
  expiresAt: iso(FIXTURE_NOW + HOUR),
});
export const refreshedSession = sessionFixture({
  token: 'refreshed',
  expiresAt: iso(FIXTURE_NOW + 2 * HOUR),
});

/**
 * Besides the user's events, the model takes the events the runtime produces: actor answers
 * and timers (decision 022).
 */
export type SessionModelEvent =
  | SessionEvent
  | { type: 'xstate.done.actor.signIn'; output: SessionData }
  | { type: 'xstate.error.actor.signIn'; error: unknown }
  | { type: 'xstate.done.actor.refresh'; output: SessionData }
  | { type: 'xstate.error.actor.refresh'; error: unknown };

function afterEventsOf(node: { after: { eventType: string }[] } | undefined): SessionModelEvent[] {
  if (!node || node.after.length === 0) throw new Error('expected a state node with a timer');
  return [...new Set(node.after.map((t) => t.eventType))].map(
    (type) => ({ type }) as unknown as SessionModelEvent,
  );
}

export const sessionModelEvents: SessionModelEvent[] = [
  { type: 'session.signIn', login: 'crew@demo.test', password: 'demo1234' },
  { type: 'session.logout' },
  { type: 'xstate.done.actor.signIn', output: signedInSession },
  { type: 'xstate.error.actor.signIn', error: new SessionError('wrongCredentials') },
  { type: 'xstate.error.actor.signIn', error: new SessionError('throttled') },
  { type: 'xstate.error.actor.signIn', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.refresh', output: refreshedSession },
  { type: 'xstate.error.actor.refresh', error: new SessionError('network') },
  // Timer events, named as the machine names them so a renamed delay cannot silently drop out.
  ...afterEventsOf(sessionMachine.root.states.signedIn),
  ...afterEventsOf(sessionMachine.root.states.signedIn?.states.idle),
];

/** A readable step, e.g. `xstate.error.actor.signIn(throttled)`. */
export function describeSessionEvent(event: EventObject): string {
  if ('error' in event)
    return `${event.type}(${event.error instanceof SessionError ? event.error.code : 'other error'})`;
  return event.type;
}

/**
 * The model clock cannot move, so the expiry timer's guard is taken as true: in the model the
 * timer fires only at expiresAt. The early wake-up of a clamped timer is covered by the unit tests.
 */
export const sessionModelMachine = sessionMachine.provide({
  guards: { isSessionExpired: () => true },
});

export const SESSION_STARTS: { name: string; stored: SessionData | null }[] = [
  { name: 'nothing stored', stored: null },
  {
    name: 'a valid stored session',
    stored: sessionFixture({ token: 'stored', expiresAt: iso(FIXTURE_NOW + HOUR) }),
  },
  {
    name: 'an expired stored session',
    stored: sessionFixture({ token: 'stale', expiresAt: iso(FIXTURE_NOW - 1) }),
  },
];

export const sessionModel: MachineModel<typeof sessionModelMachine> = {
  machine: sessionModelMachine,
  starts: SESSION_STARTS.map(({ name, stored }) => ({
    name,
    input: { stored, now: () => FIXTURE_NOW },
  })),
  events: sessionModelEvents,
  describeEvent: describeSessionEvent,
};
