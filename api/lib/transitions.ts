import type { AnyStateMachine, EventFromLogic } from 'xstate';
import type { ErrorReason } from '../../machines/error-reasons';
import { decideTransition } from '../../machines/transitions';
import { conflict } from './errors';

/** For each event of a machine, the reason the api answers when the machine refuses it. */
export type Refusals<TMachine extends AnyStateMachine> = {
  readonly [K in EventFromLogic<TMachine>['type']]: ErrorReason;
};

/**
 * The api's one gate for state changes (docs/decisions/061): the machine decides whether `event` is
 * allowed in the stored state `from`. Answers the target state, or throws 409 CONFLICT with the
 * machine's refusal reason. The caller writes the target with a compare-and-set on `from`.
 */
export function requireTransition<TMachine extends AnyStateMachine, TState extends string>(
  machine: TMachine,
  from: TState,
  event: EventFromLogic<TMachine>,
  refusals: Refusals<TMachine>,
): TState {
  const decision = decideTransition(machine, from, event);
  if (decision.allowed) return decision.to;
  const type = event.type as keyof Refusals<TMachine>;
  throw conflict(`${machine.id} does not allow ${String(type)} in ${from}`, refusals[type]);
}
