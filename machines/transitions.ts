import { transition } from 'xstate';
import type { AnyStateMachine, EventFromLogic } from 'xstate';

/** What a machine says about one event in one state. */
export type TransitionDecision<TState extends string> =
  { allowed: true; from: TState; to: TState } | { allowed: false; from: TState };

/**
 * Asks a flat machine whether `event` is allowed in the state named `from`, with xstate's pure
 * `transition` (nothing runs): the api refuses what it refuses (api/lib/transitions.ts), the
 * gateway and the app show only what the api would accept.
 */
export function decideTransition<TMachine extends AnyStateMachine, TState extends string>(
  machine: TMachine,
  from: TState,
  event: EventFromLogic<TMachine>,
): TransitionDecision<TState> {
  const snapshot = machine.resolveState({ value: from, context: {} });
  if (!snapshot.can(event)) return { allowed: false, from };
  const [next] = transition(machine, snapshot as never, event) as unknown as [{ value: unknown }];
  return { allowed: true, from, to: String(next.value) as TState };
}

/** True when `event` is allowed in the state named `from`. */
export function canTransition<TMachine extends AnyStateMachine>(
  machine: TMachine,
  from: string,
  event: EventFromLogic<TMachine>,
): boolean {
  return decideTransition(machine, from, event).allowed;
}
