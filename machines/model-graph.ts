import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getShortestPaths, serializeSnapshot } from 'xstate/graph';

/**
 * A machine's test model: where it may start, and every event the traversal may send — the user's
 * events with the payloads the guards read, and the events the runtime produces (actor answers
 * `xstate.done.actor.*` / `xstate.error.actor.*`, timers `xstate.after.*`; decision 022). Each
 * machine's `<name>.model.ts` exports one; its `<name>.model.test.ts` and `npm run paths`
 * (`scripts/paths.ts`) both traverse it through the functions below, so QA reads the very paths
 * the tests run (decision 113).
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine as traversed (a `.provide()`d copy where a guard needs the model's clock). */
  machine: TMachine;
  /** Named starts; a machine without input has one start with no input. */
  starts: readonly { name: string; input?: InputFrom<TMachine> }[];
  events: readonly EventObject[];
  /** Which events the traversal tries in an active snapshot; by default the ones it handles (`can`). */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean;
  /** A short readable name for an event (payloads summed up); by default its type. */
  describeEvent?: (event: EventObject) => string;
}

export type ModelSnapshot = SnapshotFrom<AnyStateMachine>;

export interface ModelPath {
  start: string;
  /** The events from the start, without the `xstate.init` every path begins with. */
  events: EventObject[];
  /** The snapshot after each event. */
  snapshots: ModelSnapshot[];
  /** The state the path ends in. */
  state: ModelSnapshot;
}

export interface ModelTransition {
  start: string;
  from: string;
  event: EventObject;
  to: string;
  /** A shortest path whose last step is this transition. */
  path: ModelPath;
}

/** A state value as one string: 'ready', 'signedIn.idle'. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => `${key}.${stateName(child)}`)
      .join(',');
  return String(value);
}

export function describeModelEvent(model: MachineModel, event: EventObject): string {
  return model.describeEvent?.(event) ?? event.type;
}

/**
 * Every shortest path of the model from each start. States are keyed by the snapshot AND the
 * transition into it (as createTestModel keys them), so every transition ends some path: two
 * events into the same state are two paths.
 */
export function modelPaths(model: MachineModel): ModelPath[] {
  return model.starts.flatMap((start) => {
    const paths = getShortestPaths(model.machine, {
      input: start.input,
      events: model.events as never,
      // A final state takes no events, whatever its parent's handlers say.
      filterEvents: (snapshot, event) =>
        snapshot.status === 'active' &&
        (model.filterEvents ? model.filterEvents(snapshot, event) : snapshot.can(event)),
      serializeState: (snapshot, event, previous) =>
        `${serializeSnapshot(snapshot)} via ${event ? JSON.stringify(event) : 'init'} from ${
          previous ? serializeSnapshot(previous) : 'nothing'
        }`,
    });
    return paths.map((path) => {
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      return {
        start: start.name,
        events: steps.map((step) => step.event as EventObject),
        snapshots: steps.map((step) => step.state as ModelSnapshot),
        state: path.state as ModelSnapshot,
      };
    });
  });
}

/** The states the model reaches (state names), each with a shortest path to it. */
export function modelStates(
  model: MachineModel,
  paths = modelPaths(model),
): Map<string, ModelPath> {
  const shortest = new Map<string, ModelPath>();
  for (const path of paths) {
    const name = stateName(path.state.value);
    const known = shortest.get(name);
    if (!known || path.events.length < known.events.length) shortest.set(name, path);
  }
  return shortest;
}

/** Every transition the model takes (from --event--> to), each once, with a path ending in it. */
export function modelTransitions(
  model: MachineModel,
  paths = modelPaths(model),
): ModelTransition[] {
  const byKey = new Map<string, ModelTransition>();
  for (const path of paths) {
    const last = path.events.length - 1;
    if (last < 0) continue;
    const from =
      last === 0 ? initialStateName(model, path.start) : stateName(path.snapshots[last - 1]!.value);
    const event = path.events[last]!;
    const to = stateName(path.state.value);
    const key = `${from} ${describeModelEvent(model, event)} ${to}`;
    const known = byKey.get(key);
    if (!known || path.events.length < known.path.events.length)
      byKey.set(key, { start: path.start, from, event, to, path });
  }
  return [...byKey.values()];
}

/** The state a start begins in (after transient states have settled). */
export function initialStateName(model: MachineModel, startName: string): string {
  const start = model.starts.find((candidate) => candidate.name === startName);
  if (!start) throw new Error(`unknown start ${startName}`);
  const paths = getShortestPaths(model.machine, {
    input: start.input,
    events: [],
    filterEvents: () => false,
  });
  return stateName(paths[0]!.state.value);
}

/** A path walked once that checks several transitions: the ones whose own path is a prefix of it. */
export interface ModelWalk {
  path: ModelPath;
  /** Per event of the path: the transition it checks there (its own path ends at that event), if any. */
  checks: (ModelTransition | undefined)[];
}

/**
 * The transitions' paths walked as few times as possible: a transition whose path is the start of
 * another's is checked on the way along the longer one instead of in a walk of its own. Every
 * transition is checked in exactly one walk, at the step where its own path ends; a run through a
 * real UI then pays for the set-up and the common first steps once per walk, not per transition.
 */
export function modelTransitionWalks(transitions: readonly ModelTransition[]): ModelWalk[] {
  const keyOf = (start: string, events: readonly EventObject[]) => JSON.stringify([start, events]);
  const prefixes = (path: ModelPath) =>
    path.events.map((_, index) => keyOf(path.start, path.events.slice(0, index + 1)));
  const ownKey = new Map(transitions.map((t) => [t, keyOf(t.path.start, t.path.events)]));
  const inside = new Set(
    transitions.flatMap((transition) => prefixes(transition.path).slice(0, -1)),
  );
  const checked = new Set<ModelTransition>();
  const walks: ModelWalk[] = [];
  for (const transition of transitions) {
    if (inside.has(ownKey.get(transition)!)) continue;
    const steps = prefixes(transition.path);
    const checks = steps.map((key) =>
      transitions.find((candidate) => !checked.has(candidate) && ownKey.get(candidate) === key),
    );
    for (const check of checks) if (check) checked.add(check);
    walks.push({ path: transition.path, checks });
  }
  return walks;
}

/**
 * The paths that no other path from the same start goes on from: a run through a real UI that
 * checks the state after every step checks, along these, every state the dropped shorter paths
 * end in, and pays for its set-up once instead of once per path.
 */
export function pathsNotGoneOnFrom<T>(
  paths: readonly T[],
  stepsOf: (path: T) => { start: string; steps: readonly unknown[] },
): T[] {
  const keys = paths.map((path) => {
    const { start, steps } = stepsOf(path);
    return [start, ...steps.map((step) => JSON.stringify(step))];
  });
  const goesOn = (longer: string[], shorter: string[]) =>
    longer.length > shorter.length && shorter.every((part, index) => longer[index] === part);
  return paths.filter((_, index) => !keys.some((other) => goesOn(other, keys[index]!)));
}
