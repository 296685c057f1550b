/**
 * `npm run paths -- <machine>`: for QA, every state of a machine in machines/ with the shortest
 * event sequence that reaches it, then every transition (from --event--> to). It traverses the
 * machine's test model (`machines/<machine>.model.ts`, registered in `machines/models.ts`), the same
 * starts and events its `<machine>.model.test.ts` runs (decision 113). With no argument it lists
 * the machines.
 */
import { pathToFileURL } from 'node:url';
import { MACHINE_MODELS } from '../machines/models';
import {
  describeModelEvent,
  initialStateName,
  modelPaths,
  modelStates,
  modelTransitions,
  stateName,
  type MachineModel,
} from '../machines/model-graph';

export function describeMachinePaths(name: string, model: MachineModel): string {
  const paths = modelPaths(model);
  const states = modelStates(model, paths);
  const transitions = modelTransitions(model, paths);
  const machineStates = allStateNames(model);
  const lines: string[] = [];
  const manyStarts = model.starts.length > 1;
  lines.push(
    `${name}: ${states.size} states reached of ${machineStates.length}, ${transitions.length} transitions`,
  );
  if (manyStarts)
    lines.push(
      `starts: ${model.starts.map((start) => `"${start.name}" (in ${initialStateName(model, start.name)})`).join(', ')}`,
    );
  lines.push('', 'States, each with the shortest event sequence that reaches it:');
  for (const state of machineStates) {
    const path = states.get(state);
    if (!path) {
      lines.push(`  ${state}: not reached by the model`);
      continue;
    }
    const steps = path.events.map((event) => describeModelEvent(model, event));
    const from = manyStarts ? `from "${path.start}": ` : '';
    lines.push(`  ${state}: ${from}${steps.length ? steps.join(' → ') : '(where it starts)'}`);
  }
  lines.push('', 'Transitions (from --event--> to):');
  for (const transition of transitions)
    lines.push(
      `  ${transition.from} --${describeModelEvent(model, transition.event)}--> ${transition.to}`,
    );
  return lines.join('\n');
}

/** The machine's atomic states in chart order (transient ones, left at once, are not listed). */
function allStateNames(model: MachineModel): string[] {
  const names: string[] = [];
  const visit = (node: (typeof model.machine)['root'], prefix: string) => {
    const children = Object.values(node.states);
    if (children.length === 0) {
      if (!(node.always && node.always.length > 0)) names.push(prefix);
      return;
    }
    for (const child of children) visit(child, prefix ? `${prefix}.${child.key}` : child.key);
  };
  visit(model.machine.root, '');
  return names.map((name) => stateName(name));
}

function main(argv: string[]): number {
  const name = argv[0];
  if (!name || !MACHINE_MODELS[name]) {
    if (name) console.error(`No machine '${name}' in machines/.`);
    console.log(
      `Usage: npm run paths -- <machine>\nMachines: ${Object.keys(MACHINE_MODELS).join(', ')}`,
    );
    return name ? 1 : 0;
  }
  console.log(describeMachinePaths(name, MACHINE_MODELS[name]));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = main(process.argv.slice(2));
