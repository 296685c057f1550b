/**
 * A waiting service worker, announced by register.ts (outside React) and read by the app's
 * update prompt (inside React) through useSyncExternalStore.
 */
type Listener = () => void;

let activate: (() => void) | null = null;
const listeners = new Set<Listener>();

/** A new version is installed and waiting; `activateUpdate` switches to it and reloads. */
export function announceUpdate(activateUpdate: () => void): void {
  activate = activateUpdate;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The pending update's activation, or null when the running version is the newest. */
export function pendingUpdate(): (() => void) | null {
  return activate;
}
