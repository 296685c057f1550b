/** Where the service worker lives (SPEC.md §9). */
export const SERVICE_WORKER_URL = '/sw.js';

type RegisterEnvironment = {
  navigator: Navigator;
  location: Location;
  console: Pick<Console, 'info' | 'warn'>;
  fetch: typeof fetch;
};

/**
 * Registers /sw.js with the console messages of SPEC.md §8: unsupported, a different origin,
 * offline. When the worker file has gone (a 404 after a deploy), the old worker is unregistered
 * and the page reloads, so nobody stays on a stale shell.
 */
export async function registerServiceWorker(
  env: RegisterEnvironment = { navigator, location, console, fetch: (...args) => fetch(...args) },
): Promise<'registered' | 'unsupported' | 'otherOrigin' | 'offline' | 'missing'> {
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
    response = await env.fetch(url.href, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
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
  await env.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return 'registered';
}
