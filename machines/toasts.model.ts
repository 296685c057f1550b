import type { EventObject, SnapshotFrom } from 'xstate';
import { toastsMachine, type ToastsEvent } from './toasts.machine';
import type { MachineModel } from './model-graph';

/** Counts the clickable toast's handler calls (the model test resets and reads it). */
export const toastClicks = { count: 0 };
const onClick = () => {
  toastClicks.count += 1;
};

// One timed kind only, so "its time is up" is a single, unambiguous clock step in the run.
const shows: ToastsEvent[] = [
  { type: 'toast.show', message: 'Saved', toastType: 'success' },
  { type: 'toast.show', message: 'Open mail', toastType: 'info', time: 0, onClick },
  { type: 'toast.show', message: 'Offline', toastType: 'warning', time: 0 },
];
const ids = ['toast-1', 'toast-2', 'toast-3'];
export const toastsModelEvents: ToastsEvent[] = [
  ...shows,
  ...ids.flatMap((id): ToastsEvent[] => [
    { type: 'toast.click', id },
    { type: 'toast.dismiss', id },
    { type: 'toast.expire', id },
  ]),
];

export function filterToastsEvents(
  snapshot: SnapshotFrom<typeof toastsMachine>,
  event: ToastsEvent,
): boolean {
  // Bound the model: three toasts per path are enough to meet every removal. A duplicate show
  // stays in on purpose: the run checks that it adds nothing.
  if (event.type === 'toast.show') return snapshot.context.nextId <= 3;
  // The timer only ever fires for a timed toast.
  if (event.type === 'toast.expire')
    return snapshot.context.toasts.some((t) => t.id === event.id && t.time > 0);
  return snapshot.can(event);
}

function describeToastsEvent(event: EventObject): string {
  const e = event as ToastsEvent;
  if (e.type === 'toast.show') return `toast.show(${e.message})`;
  return `${e.type}(${(e as { id: string }).id})`;
}

export const toastsModel: MachineModel<typeof toastsMachine> = {
  machine: toastsMachine,
  starts: [{ name: 'no toasts' }],
  events: toastsModelEvents,
  filterEvents: (snapshot, event) => filterToastsEvents(snapshot, event as ToastsEvent),
  describeEvent: describeToastsEvent,
};
