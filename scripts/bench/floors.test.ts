import { describe, expect, it } from 'vitest';
import { floorPages, floorRequest, startFloorServer } from './floors';
import type { FloorsFigures } from './floors';
import { floorPageRows, floorStackRows } from './report';

const figures: FloorsFigures = {
  stack: [
    {
      kind: 'fastify',
      delayMs: 0,
      connections: 20,
      perSecond: 9000,
      cpuMsPerRequest: 0.04,
      errors: 0,
    },
    { kind: 'yoga', delayMs: 50, connections: 20, perSecond: 380, cpuMsPerRequest: 0.7, errors: 2 },
  ],
  firstScreen: [
    {
      name: 'plain',
      path: '/html.html',
      runs: 3,
      score: 100,
      fcpMs: 760,
      lcpMs: 760,
      tbtMs: 7,
      cls: 0,
      scriptTransferKiB: 0,
    },
  ],
};

describe('the floors', () => {
  it('prints a row per bare server and pace, with its errors, and a row per floor page', () => {
    expect(floorStackRows(figures)).toEqual([
      ['Fastify (the api)', 'back to back', '20', '9000.0', '0.040'],
      [
        'graphql-yoga on Fastify (the gateway)',
        'one by one (answer after 50 ms)',
        '20',
        '380.0',
        '0.700 (2 errors)',
      ],
    ]);
    expect(floorPageRows(figures)).toEqual([['plain', '100', '0.76', '0.76', '7', '0.0']]);
    expect(floorPageRows({ ...figures, firstScreen: null })).toEqual([]);
  });

  it("builds four floor pages, the last with the app's own Chakra system", () => {
    const pages = floorPages('/repo/src/app/providers/theme.ts');
    expect(pages.map((page) => page.file)).toEqual([
      'html',
      'react',
      'chakra-default',
      'app-theme',
    ]);
    expect(pages[0]?.script).toBeNull();
    expect(pages[2]?.script).toContain('value={defaultSystem}');
    expect(pages[3]?.script).toContain(
      'import { systemForTheme } from "/repo/src/app/providers/theme.ts"',
    );
  });

  it('starts each bare server, which answers its request with the check-in-sized answer after the delay', async () => {
    for (const kind of ['node', 'fastify', 'yoga'] as const) {
      const server = await startFloorServer(kind, 30);
      try {
        const request = floorRequest(kind);
        const started = performance.now();
        const answer = await fetch(`${server.origin}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        const text = await answer.text();
        expect(answer.status, kind).toBe(200);
        expect(text, kind).toContain('"checkedIn"');
        expect(text, kind).not.toContain('"errors"');
        expect(performance.now() - started, kind).toBeGreaterThanOrEqual(25);
      } finally {
        await server.stop();
      }
    }
  }, 60_000);
});
