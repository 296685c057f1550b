import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MissingPartError, repoPath, repoRoot } from './parts';
import { sourceShares } from './sources';
import { round } from './stats';

export interface ChunkSize {
  /** Path under dist/, e.g. assets/index-abc123.js */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  rawKiB: number;
  gzipKiB: number;
}

export interface BundleFigures {
  built: boolean;
  buildSeconds: number | null;
  entry: ChunkSize;
  preloads: ChunkSize[];
  /** Entry plus modulepreloads: what the first screen downloads before it runs. */
  firstScreen: {
    files: number;
    rawKiB: number;
    gzipKiB: number;
    /**
     * The biggest contributors by package (from the chunks' source maps; empty without maps). gzip
     * is estimated: each chunk's gzip size split in proportion to the package's minified bytes.
     */
    topSources: Array<{ source: string; rawKiB: number; estimatedGzipKiB: number }>;
  };
  lazy: { files: number; gzipKiB: number; largest: ChunkSize | null };
  /** pdf.js and its worker: only /documents/{id} loads them, never precached (src/features/documents/README.md, The PDF viewer's budget). */
  pdfViewer: { files: string[]; gzipKiB: number };
}

function kib(bytes: number): number {
  return round(bytes / 1024, 1);
}

function total(chunks: readonly ChunkSize[], key: 'rawBytes' | 'gzipBytes'): number {
  return kib(chunks.reduce((sum, chunk) => sum + chunk[key], 0));
}

/** gzip -9 size, what a static server with maximum compression would send. */
function measure(distDir: string, file: string): ChunkSize {
  const bytes = readFileSync(join(distDir, file));
  const gzipBytes = gzipSync(bytes, { level: 9 }).length;
  return {
    file,
    rawBytes: bytes.length,
    gzipBytes,
    rawKiB: kib(bytes.length),
    gzipKiB: kib(gzipBytes),
  };
}

const TOP_SOURCES = 8;

function topSources(distDir: string, chunks: readonly ChunkSize[]) {
  const raw = new Map<string, number>();
  const gzip = new Map<string, number>();
  for (const chunk of chunks) {
    const shares = sourceShares(join(distDir, chunk.file));
    if (!shares) continue;
    const mapped = shares.reduce((sum, share) => sum + share.bytes, 0) || 1;
    for (const share of shares) {
      raw.set(share.source, (raw.get(share.source) ?? 0) + share.bytes);
      gzip.set(
        share.source,
        (gzip.get(share.source) ?? 0) + (chunk.gzipBytes * share.bytes) / mapped,
      );
    }
  }
  return [...raw.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_SOURCES)
    .map(([source, bytes]) => ({
      source,
      rawKiB: kib(bytes),
      estimatedGzipKiB: kib(gzip.get(source) ?? 0),
    }));
}

/** Builds the app into dist/ with Vite's JS API in a child process (scripts/bench/build-app.ts). */
export async function buildApp(): Promise<number> {
  if (!existsSync(repoPath('vite.config.ts')) && !existsSync(repoPath('index.html'))) {
    throw new MissingPartError(
      'the app is not buildable yet: neither vite.config.ts nor index.html exists',
    );
  }
  const startedAt = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', repoPath('scripts/bench/build-app.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', process.stderr, process.stderr],
    },
  );
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(
      `the Vite build failed (${signal ?? `exit status ${String(code)}`}); its output is above`,
    );
  return (Date.now() - startedAt) / 1000;
}

/** `src`/`href` of a tag's attribute, without the leading slash of an absolute path. */
function attributeValues(html: string, tagPattern: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(tagPattern)) {
    const tag = match[0];
    const value = new RegExp(`\\s${attribute}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (value) values.push(value);
  }
  return values;
}

function toDistFile(reference: string): string | null {
  if (/^[a-z]+:\/\//i.test(reference) || reference.startsWith('//')) return null;
  const path = reference.split(/[?#]/)[0] ?? reference;
  return posix.normalize(path.replace(/^\.?\//, ''));
}

/**
 * pdf.js (its library chunk and its worker): loaded only when a document's PDF is shown, kept out
 * of the service worker's precache, measured against a budget of their own (src/features/documents/README.md, The PDF viewer's budget).
 */
export const PDF_VIEWER_FILE = /^assets\/pdf(\.worker\.min)?-[\w-]+\.m?js$/;

function listJs(dir: string, distDir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...listJs(path, distDir));
    else if (name.endsWith('.js') || name.endsWith('.mjs'))
      files.push(relative(distDir, path).split('\\').join('/'));
  }
  return files;
}

/**
 * The first screen's JavaScript is the module script of dist/index.html and the chunks it
 * modulepreloads; every other .js under dist/assets is a lazy chunk (routes, dialogs, locales).
 */
export async function benchBundle(options: {
  build: boolean;
  distDir?: string;
}): Promise<BundleFigures> {
  const distDir = options.distDir ?? repoPath('dist');
  const indexPath = join(distDir, 'index.html');
  let buildSeconds: number | null = null;
  if (!existsSync(indexPath)) {
    if (!options.build) {
      throw new MissingPartError(
        'dist/index.html is missing and --no-build was given: run `npm run build` first',
      );
    }
    buildSeconds = await buildApp();
    if (!existsSync(indexPath))
      throw new MissingPartError('the Vite build finished without writing dist/index.html');
  }
  const html = readFileSync(indexPath, 'utf8');
  const moduleScripts = attributeValues(
    html,
    /<script\b[^>]*\btype\s*=\s*["']module["'][^>]*>/gi,
    'src',
  )
    .map(toDistFile)
    .filter((file): file is string => file !== null);
  const entryFile = moduleScripts[0];
  if (!entryFile)
    throw new MissingPartError('dist/index.html has no <script type="module" src="…">');
  // Classic scripts (e.g. a service worker registration) load with the first screen too.
  const scripts = attributeValues(html, /<script\b[^>]*>/gi, 'src')
    .map(toDistFile)
    .filter((file): file is string => file !== null && file !== entryFile);
  const preloadFiles = attributeValues(
    html,
    /<link\b[^>]*\brel\s*=\s*["']modulepreload["'][^>]*>/gi,
    'href',
  )
    .map(toDistFile)
    .filter((file): file is string => file !== null && file !== entryFile);
  const initialFiles = [...new Set([entryFile, ...scripts, ...preloadFiles])];
  const missing = initialFiles.filter((file) => !existsSync(join(distDir, file)));
  if (missing.length > 0)
    throw new MissingPartError(`dist/index.html references missing files: ${missing.join(', ')}`);

  const entry = measure(distDir, entryFile);
  const preloads = initialFiles.slice(1).map((file) => measure(distDir, file));
  const initial = [entry, ...preloads];
  const initialSet = new Set(initialFiles);
  const assets = listJs(join(distDir, 'assets'), distDir).filter((file) => !initialSet.has(file));
  const pdfViewer = assets
    .filter((file) => PDF_VIEWER_FILE.test(file))
    .map((file) => measure(distDir, file));
  const lazyChunks = assets
    .filter((file) => !PDF_VIEWER_FILE.test(file))
    .map((file) => measure(distDir, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return {
    built: buildSeconds !== null,
    buildSeconds: buildSeconds === null ? null : round(buildSeconds, 1),
    entry,
    preloads,
    firstScreen: {
      files: initial.length,
      rawKiB: total(initial, 'rawBytes'),
      gzipKiB: total(initial, 'gzipBytes'),
      topSources: topSources(distDir, initial),
    },
    lazy: {
      files: lazyChunks.length,
      gzipKiB: total(lazyChunks, 'gzipBytes'),
      largest: lazyChunks[0] ?? null,
    },
    pdfViewer: {
      files: pdfViewer.map((chunk) => chunk.file),
      gzipKiB: total(pdfViewer, 'gzipBytes'),
    },
  };
}
