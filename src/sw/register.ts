/** Where the service worker lives (SPEC.md §9). */
export const SERVICE_WORKER_URL = '/sw.js';

type RegisterEnvironment = {
  navigator: Navigator;
  location: Location;
  console: Pick<Console, 'info' | 'warn'>;
  fetch: typeof fetch;
};

/**
 * A new worker waits (registerType 'prompt'): a crew member mid check-in must not have the page
 * swapped under them. The app offers the update; accepting tells the waiting worker to take over
 * (sw.ts listens for 'skipWaiting') and reloads once it controls the page.
 */
function watchForUpdate(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
  location: Location,
  onUpdateReady: (activate: () => void) => void,
) {
  // No controller means this is the first install: nothing old is running, nothing to offer.
  if (!container.controller) return;
  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      container.addEventListener('controllerchange', () => location.reload(), { once: true });
      worker.postMessage('skipWaiting');
    });
  if (registration.waiting) {
    offer(registration.waiting);
    return;
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
}

/**
 * Registers /sw.js with the console messages of SPEC.md §8: unsupported, a different origin,
 * offline. When the worker file has gone (a 404 after a deploy), the old worker is unregistered
 * and the page reloads, so nobody stays on a stale shell.
 */
export async function registerServiceWorker({
  onUpdateReady,
  env = { navigator, location, console, fetch: (...args) => fetch(...args) },
}: {
  /** Called when a new version is installed and waiting, with the function that activates it. */
  onUpdateReady?: (activate: () => void) => void;
  /** The browser; tests pass a fake. */
  env?: RegisterEnvironment;
} = {}): Promise<'registered' | 'unsupported' | 'otherOrigin' | 'offline' | 'missing'> {
  if (!('serviceWorker' in env.navigator)) {
    env.console.info('Service worker is not supported by this browser.');
    return 'unsupported';
  }
  const url = new URL(SERVICE_WORKER_URL, env.location.href);
  if (url.origin !== env.location.origin) {
    env.console.info('Service worker is on a different origin; it is not registered.');
    return 'otherOrigin';
  }
  let response: Response;
  try {
    response = await env.fetch(url.href, {
      headers: { 'Service-Worker': 'script' },
      cache: 'no-store',
    });
  } catch {
    env.console.info('No internet connection found. App is running in offline mode.');
    return 'offline';
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status === 404 || !contentType.includes('javascript')) {
    const registration = await env.navigator.serviceWorker.getRegistration();
    if (registration) {
      await registration.unregister();
      env.location.reload();
    }
    return 'missing';
  }
  const registration = await env.navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
  });
  if (onUpdateReady)
    watchForUpdate(env.navigator.serviceWorker, registration, env.location, onUpdateReady);
  return 'registered';
}
