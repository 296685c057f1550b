import { describe, expect, it } from 'vitest';
import { openRoute, readPayload, safeRoute } from './push-handlers';

const json = (value: unknown) => ({ json: () => value });

describe('push payloads', () => {
  it('reads the api’s message and falls back for anything missing', () => {
    expect(
      readPayload(
        json({ title: 'Job confirmed', body: 'You confirmed it.', tag: 'job-4', url: '/jobs/4' }),
      ),
    ).toEqual({
      title: 'Job confirmed',
      body: 'You confirmed it.',
      tag: 'job-4',
      url: '/jobs/4',
    });
    expect(readPayload(null)).toEqual({ title: 'Crew Hub', body: '', tag: 'crew-hub', url: '/' });
    expect(readPayload({ json: () => JSON.parse('not json') })).toEqual({
      title: 'Crew Hub',
      body: '',
      tag: 'crew-hub',
      url: '/',
    });
  });

  it('opens only routes of this app', () => {
    expect(safeRoute('/payrolls')).toBe('/payrolls');
    expect(safeRoute('https://evil.test/')).toBe('/');
    expect(safeRoute('//evil.test/')).toBe('/');
    expect(safeRoute('/\\evil.test')).toBe('/');
    expect(safeRoute(42)).toBe('/');
  });
});

describe('a click on a notification', () => {
  function clientsWith(windows: Array<{ url: string }>) {
    const log: string[] = [];
    const clients = {
      matchAll: async () =>
        windows.map((window) => ({
          url: window.url,
          focus: async () => (log.push(`focus ${window.url}`), {}),
          navigate: async (to: string) => (
            log.push(`navigate ${to}`),
            { url: to, focus: async () => (log.push(`focus ${to}`), {}) }
          ),
        })),
      openWindow: async (url: string) => (log.push(`open ${url}`), null),
    };
    return { clients: clients as unknown as Clients, log };
  }

  it('focuses an open window of the app and sends it to the route', async () => {
    const { clients, log } = clientsWith([
      { url: 'https://other.test/' },
      { url: 'https://crew.test/jobs' },
    ]);
    await openRoute(clients, 'https://crew.test', '/jobs/4');
    expect(log).toEqual(['navigate https://crew.test/jobs/4', 'focus https://crew.test/jobs/4']);
  });

  it('opens a window when none of the app is open', async () => {
    const { clients, log } = clientsWith([]);
    await openRoute(clients, 'https://crew.test', '/payrolls');
    expect(log).toEqual(['open https://crew.test/payrolls']);
  });
});
