import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { distIsStale } from '../build/freshness';
import { budgets } from './budgets';
import { benchBundle, buildApp, type BundleFigures, type ChunkSize } from './bundle';
import { repoPath, repoRoot } from './parts';
import { sourceShares } from './sources';

/**
 * The first screen's weight is deterministic (gzip -9 of the built files), so unlike the bench's
 * timings its budgets are asserted here (docs/performance.md, decision 071). The test measures
 * dist/ as `npm start` serves it: built here when missing or older than its sources, and then
 * reused by the end-to-end run that follows in `npm test` rather than built twice.
 */

/** Code the first screen must not carry: each loads with the screen or the moment that needs it. */
const LAZY_PACKAGES = [
  'xstate', // the session and toasts machines start after the first paint (useLazyActor)
  '@urql/exchange-graphcache', // signed in only, loaded beside the route (lazyExchange)
  'luxon', // dates: the screens that show them
  'react-day-picker', // calendars and pickers
  // The menu drawer's dialog machinery, on first opening. (@zag-js/dialog itself is there: its
  // 0.1 KiB anatomy, a list of part names, comes with Chakra's.)
  '@zag-js/focus-trap',
  '@zag-js/dismissable',
  '@zag-js/remove-scroll',
];

let figures: BundleFigures;
let firstScreen: ChunkSize[];

beforeAll(async () => {
  if (distIsStale(repoRoot)) await buildApp();
  figures = await benchBundle({ build: false });
  firstScreen = [figures.entry, ...figures.preloads];
}, 180_000);

const listing = (chunks: ChunkSize[]) =>
  chunks.map((chunk) => `${chunk.file} ${chunk.gzipKiB} KiB`).join(', ');

describe('first screen JavaScript (dist/index.html: its entry and every modulepreload, gzip -9)', () => {
  it(`stays within ${budgets.firstScreenJsGzipKiB} KiB`, () => {
    // Something was measured: an entry, the framework chunks it preloads.
    expect(figures.entry.gzipKiB).toBeGreaterThan(10);
    expect(figures.firstScreen.gzipKiB, listing(firstScreen)).toBeLessThanOrEqual(
      budgets.firstScreenJsGzipKiB,
    );
  });

  it('does not carry what later screens or later moments need', () => {
    const carried = new Map<string, string[]>();
    for (const chunk of firstScreen) {
      const shares = sourceShares(join(repoPath('dist'), chunk.file));
      if (shares === null) {
        // Only the bundler's own runtime comes without a map (vite.config.ts writes them): a
        // check without maps would pass on anything.
        expect(chunk.rawBytes, `${chunk.file} has no source map`).toBeLessThan(2048);
        continue;
      }
      for (const { source } of shares) {
        if (LAZY_PACKAGES.includes(source))
          carried.set(source, [...(carried.get(source) ?? []), chunk.file]);
      }
    }
    expect(Object.fromEntries(carried)).toEqual({});
  });

  it(`keeps pdf.js and its worker, the document screen's viewer, within ${budgets.pdfViewerGzipKiB} KiB`, () => {
    // The library and the worker are both there: the exemption from the lazy-chunk budget names them.
    expect(figures.pdfViewer.files.some((file) => /^assets\/pdf-/.test(file))).toBe(true);
    expect(figures.pdfViewer.files.some((file) => file.endsWith('.mjs'))).toBe(true);
    expect(figures.pdfViewer.gzipKiB).toBeLessThanOrEqual(budgets.pdfViewerGzipKiB);
  });

  it('keeps pdf.js out of the service worker precache, so an install does not download it', () => {
    const worker = readFileSync(repoPath('dist/sw.js'), 'utf8');
    expect(worker).toMatch(/assets\/index-[\w-]+\.js/);
    for (const file of figures.pdfViewer.files) expect(worker).not.toContain(file);
  });

  it(`keeps every lazy chunk within ${budgets.largestLazyChunkGzipKiB} KiB`, () => {
    expect(figures.lazy.files).toBeGreaterThan(10);
    expect(figures.lazy.largest?.gzipKiB ?? 0, figures.lazy.largest?.file).toBeLessThanOrEqual(
      budgets.largestLazyChunkGzipKiB,
    );
  });
});
