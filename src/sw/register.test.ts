import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register';

type Options = {
  supported?: boolean;
  origin?: string;
  fetchResult?: Response | Error;
  registration?: { unregister: () => Promise<boolean> } | undefined;
};

/** A browser as registerServiceWorker sees it, with every call recorded. */
function fakeBrowser({
  supported = true,
  origin = 'https://crew.example.test',
  fetchResult,
  registration,
}: Options) {
  const serviceWorker = {
    register: vi.fn(() => Promise.resolve({})),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
  };
  const navigator = (supported ? { serviceWorker } : {}) as unknown as Navigator;
  const reload = vi.fn();
  const location = {
    href: `${origin}/jobs`,
    origin: 'https://crew.example.test',
    reload,
  } as unknown as Location;
  const console = { info: vi.fn(), warn: vi.fn() };
  const fetch = vi.fn(() =>
    fetchResult instanceof Error
      ? Promise.reject(fetchResult)
      : Promise.resolve(
          fetchResult ??
            new Response('self.addEventListener', {
              headers: { 'content-type': 'text/javascript' },
            }),
        ),
  );
  return { env: { navigator, location, console, fetch }, serviceWorker, reload, console, fetch };
}

describe('registerServiceWorker (SPEC.md §8)', () => {
  it('registers /sw.js for the whole app when the worker file is there', async () => {
    const browser = fakeBrowser({});
    await expect(registerServiceWorker({ env: browser.env })).resolves.toBe('registered');
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('says so on the console when the browser has no service workers', async () => {
    const browser = fakeBrowser({ supported: false });
    await expect(registerServiceWorker({ env: browser.env })).resolves.toBe('unsupported');
    expect(browser.console.info).toHaveBeenCalledTimes(1);
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('says so and does not register when the worker would be on another origin', async () => {
    const browser = fakeBrowser({ origin: 'https://cdn.example.test' });
    await expect(registerServiceWorker({ env: browser.env })).resolves.toBe('otherOrigin');
    expect(browser.console.info).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('says the app runs offline when the worker file cannot be fetched, and keeps the old worker', async () => {
    const browser = fakeBrowser({ fetchResult: new TypeError('Failed to fetch') });
    await expect(registerServiceWorker({ env: browser.env })).resolves.toBe('offline');
    expect(browser.console.info).toHaveBeenCalledWith(expect.stringContaining('offline'));
    expect(browser.serviceWorker.getRegistration).not.toHaveBeenCalled();
  });

  it('unregisters the old worker and reloads when /sw.js is gone', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const browser = fakeBrowser({
      fetchResult: new Response('Not found', { status: 404 }),
      registration: { unregister },
    });
    await expect(registerServiceWorker({ env: browser.env })).resolves.toBe('missing');
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('treats an HTML answer for /sw.js (a fallback page) as missing too, without reloading when nothing was registered', async () => {
    const browser = fakeBrowser({
      fetchResult: new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      registration: undefined,
    });
    await expect(registerServiceWorker({ env: browser.env })).resolves.toBe('missing');
    expect(browser.reload).not.toHaveBeenCalled();
  });

  describe('a new version', () => {
    /** A service worker container that already controls the page, with a registration to drive. */
    function withController(registration: EventTarget) {
      const browser = fakeBrowser({});
      const container = Object.assign(new EventTarget(), {
        controller: {},
        register: vi.fn(() => Promise.resolve(registration)),
        getRegistration: vi.fn(() => Promise.resolve(registration)),
      });
      const env = {
        ...browser.env,
        navigator: { serviceWorker: container } as unknown as Navigator,
      };
      return { env, container, reload: browser.reload };
    }

    it('is offered when one is already waiting, and accepting activates it and reloads once it controls the page', async () => {
      const waiting = { postMessage: vi.fn() };
      const registration = Object.assign(new EventTarget(), { waiting, installing: null });
      const { env, container, reload } = withController(registration);
      const onUpdateReady = vi.fn<(activate: () => void) => void>();
      await registerServiceWorker({ env, onUpdateReady });
      expect(onUpdateReady).toHaveBeenCalledTimes(1);
      onUpdateReady.mock.calls[0]?.[0]();
      expect(waiting.postMessage).toHaveBeenCalledWith('skipWaiting');
      expect(reload).not.toHaveBeenCalled();
      container.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('is offered when an update found later finishes installing', async () => {
      const installing = Object.assign(new EventTarget(), {
        state: 'installing',
        postMessage: vi.fn(),
      });
      const registration = Object.assign(new EventTarget(), { waiting: null, installing });
      const { env } = withController(registration);
      const onUpdateReady = vi.fn();
      await registerServiceWorker({ env, onUpdateReady });
      registration.dispatchEvent(new Event('updatefound'));
      expect(onUpdateReady).not.toHaveBeenCalled();
      installing.state = 'installed';
      installing.dispatchEvent(new Event('statechange'));
      expect(onUpdateReady).toHaveBeenCalledTimes(1);
    });

    it('is not offered on the very first install (no worker controls the page yet)', async () => {
      const registration = Object.assign(new EventTarget(), {
        waiting: { postMessage: vi.fn() },
        installing: null,
      });
      const { env, container } = withController(registration);
      Object.assign(container, { controller: null });
      const onUpdateReady = vi.fn();
      await registerServiceWorker({ env, onUpdateReady });
      expect(onUpdateReady).not.toHaveBeenCalled();
    });
  });
});
