import { createActor } from 'xstate';
import { toastsMachine } from '../../../machines/toasts.machine';

/** The app's toast queue. Imported by ToastsProvider after the first paint, with xstate. */
export function createToastsActor() {
  return createActor(toastsMachine);
}

export type ToastsActor = ReturnType<typeof createToastsActor>;
