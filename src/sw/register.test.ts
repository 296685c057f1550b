import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register';

type Options = {
  supported?: boolean;
  origin?: string;
  fetchResult?: Response | Error;
  registration?: { unregister: () => Promise<boolean> } | undefined;
};

/** A browser as registerServiceWorker sees it, with every call recorded. */
function fakeBrowser({ supported = true, origin = 'https://crew.example.test', fetchResult, registration }: Options) {
  const serviceWorker = {
    register: vi.fn(() => Promise.resolve({})),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
  };
  const navigator = (supported ? { serviceWorker } : {}) as unknown as Navigator;
  const reload = vi.fn();
  const location = { href: `${origin}/jobs`, origin: 'https://crew.example.test', reload } as unknown as Location;
  const console = { info: vi.fn(), warn: vi.fn() };
  const fetch = vi.fn(() =>
    fetchResult instanceof Error
      ? Promise.reject(fetchResult)
      : Promise.resolve(fetchResult ?? new Response('self.addEventListener', { headers: { 'content-type': 'text/javascript' } })),
  );
  return { env: { navigator, location, console, fetch }, serviceWorker, reload, console, fetch };
}

describe('registerServiceWorker (SPEC.md §8)', () => {
  it('registers /sw.js for the whole app when the worker file is there', async () => {
    const browser = fakeBrowser({});
    await expect(registerServiceWorker(browser.env)).resolves.toBe('registered');
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('says so on the console when the browser has no service workers', async () => {
    const browser = fakeBrowser({ supported: false });
    await expect(registerServiceWorker(browser.env)).resolves.toBe('unsupported');
    expect(browser.console.info).toHaveBeenCalledTimes(1);
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('says so and does not register when the worker would be on another origin', async () => {
    const browser = fakeBrowser({ origin: 'https://cdn.example.test' });
    await expect(registerServiceWorker(browser.env)).resolves.toBe('otherOrigin');
    expect(browser.console.info).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('says the app runs offline when the worker file cannot be fetched, and keeps the old worker', async () => {
    const browser = fakeBrowser({ fetchResult: new TypeError('Failed to fetch') });
    await expect(registerServiceWorker(browser.env)).resolves.toBe('offline');
    expect(browser.console.info).toHaveBeenCalledWith(expect.stringContaining('offline'));
    expect(browser.serviceWorker.getRegistration).not.toHaveBeenCalled();
  });

  it('unregisters the old worker and reloads when /sw.js is gone', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const browser = fakeBrowser({ fetchResult: new Response('Not found', { status: 404 }), registration: { unregister } });
    await expect(registerServiceWorker(browser.env)).resolves.toBe('missing');
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('treats an HTML answer for /sw.js (a fallback page) as missing too, without reloading when nothing was registered', async () => {
    const browser = fakeBrowser({
      fetchResult: new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      registration: undefined,
    });
    await expect(registerServiceWorker(browser.env)).resolves.toBe('missing');
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
