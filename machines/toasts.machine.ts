import { enqueueActions, setup } from 'xstate';

/** How long a toast stays when the caller gives no time (SPEC.md §9). */
export const TOAST_DEFAULT_TIME_MS = 3000;

/** The look of a toast (SPEC.md §3 Toast). */
export type ToastType = 'error' | 'success' | 'info' | 'warning' | 'default';

/** A shown toast. `time` 0 keeps it until it is clicked or dismissed. */
export type Toast = {
  id: string;
  message: string;
  type: ToastType;
  time: number;
  onClick?: () => void;
};

export type ToastsContext = {
  toasts: Toast[];
  /** Ids come from this counter so tests and model paths are deterministic. */
  nextId: number;
};

export type ToastsEvent =
  | {
      type: 'toast.show';
      message: string;
      toastType?: ToastType;
      time?: number;
      onClick?: () => void;
    }
  | { type: 'toast.click'; id: string }
  | { type: 'toast.dismiss'; id: string }
  /** Raised by the machine itself when a timed toast's time is up; the UI never sends it. */
  | { type: 'toast.expire'; id: string };

/** The timer of a toast is a delayed event with the toast's id, so it can be cancelled by id. */
function timerId(toastId: string): string {
  return `toast.timer.${toastId}`;
}

/** A missing, negative or non-finite time means "the default", never "stay forever". */
function resolveTime(time: number | undefined): number {
  return time !== undefined && Number.isFinite(time) && time >= 0 ? time : TOAST_DEFAULT_TIME_MS;
}

function findToast(context: ToastsContext, id: string): Toast | undefined {
  return context.toasts.find((toast) => toast.id === id);
}

/**
 * The toast queue (SPEC.md §3, §4, §5): `toast.show` adds a toast unless an identical
 * type-and-message toast is already shown; a toast with time > 0 leaves after its time
 * (TOAST_DEFAULT_TIME_MS by default), one with time 0 stays; `toast.click` removes a toast only
 * if it has an onClick, and calls it; `toast.dismiss` removes a toast (the close button).
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  guards: {
    isNewToast: ({ context, event }) => {
      if (event.type !== 'toast.show') return false;
      const type = event.toastType ?? 'default';
      return !context.toasts.some(
        (toast) => toast.type === type && toast.message === event.message,
      );
    },
    isClickable: ({ context, event }) =>
      event.type === 'toast.click' && findToast(context, event.id)?.onClick !== undefined,
    isShown: ({ context, event }) =>
      (event.type === 'toast.dismiss' || event.type === 'toast.expire') &&
      findToast(context, event.id) !== undefined,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'active',
  states: {
    active: {
      on: {
        'toast.show': {
          guard: 'isNewToast',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const id = `toast-${context.nextId}`;
            const time = resolveTime(event.time);
            const toast: Toast = {
              id,
              message: event.message,
              type: event.toastType ?? 'default',
              time,
            };
            if (event.onClick) toast.onClick = event.onClick;
            enqueue.assign({ toasts: [...context.toasts, toast], nextId: context.nextId + 1 });
            if (time > 0)
              enqueue.raise({ type: 'toast.expire', id }, { id: timerId(id), delay: time });
          }),
        },
        'toast.click': {
          guard: 'isClickable',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const onClick = findToast(context, event.id)?.onClick;
            enqueue.cancel(timerId(event.id));
            enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
            // The handler runs after the toast is gone, so it may show a follow-up toast freely.
            if (onClick) enqueue(() => onClick());
          }),
        },
        'toast.dismiss': {
          guard: 'isShown',
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.cancel(timerId(event.id));
            enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
          }),
        },
        'toast.expire': {
          guard: 'isShown',
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
          }),
        },
      },
    },
  },
});
