import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { repoPath, repoRoot } from './parts';

/** One page's figures, the median of the runs (Lighthouse's mobile profile). */
export interface LighthousePage {
  name: string;
  path: string;
  runs: number;
  /** Performance score, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript bytes the page transferred over the network (after compression), KiB. */
  scriptTransferKiB: number;
}

export interface LighthouseFigures {
  lighthouseVersion: string;
  chromium: string;
  pages: LighthousePage[];
}

const START_TIMEOUT_MS = 240_000;

/** A port the system has just handed out and released. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** `npm start` as a new user runs it: production, the built app, a fresh embedded database. */
async function startProduction(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', repoPath('scripts/start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})\n${stderr}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/status`);
      if (answer.ok) return child;
    } catch {
      // Not listening yet (it may be building the app first).
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm start was not ready within ${START_TIMEOUT_MS / 1000} s\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone and its files are closed. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};

/**
 * Debian's Chromium for Lighthouse to drive over the DevTools port, with a profile of its own
 * (Lighthouse clears the HTTP cache, the service worker and its caches before each run).
 */
export function launchLighthouseBrowser(profileDir: string, debugPort: number) {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
  });
}

/** Lighthouse's mobile profile (its default): simulated slow 4G, 4× CPU slowdown, a phone screen. */
export async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit | undefined>;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const scripts = audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    version: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptTransferKiB: (scripts?.transferSize ?? Number.NaN) / 1024,
  };
}

type AuditFigures = Awaited<ReturnType<typeof audit>>;

/** A page's figures: the median of each over the runs. */
export function medianPage(name: string, path: string, runs: AuditFigures[]): LighthousePage {
  return {
    name,
    path,
    runs: runs.length,
    score: median(runs.map((r) => r.score)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    scriptTransferKiB: median(runs.map((r) => r.scriptTransferKiB)),
  };
}

/**
 * Lighthouse against `npm start`, driving Debian's Chromium: /login as a first visit, then the
 * signed-in crew home as a returning user with a stored session (Lighthouse clears the HTTP cache,
 * the service worker and its caches before each run, but keeps localStorage and IndexedDB).
 */
export async function benchLighthouse(options: {
  runs: number;
  login: string;
  password: string;
}): Promise<LighthouseFigures> {
  const [appPort, debugPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), 'crew-hub-bench-data-'));
  const profileDir = await mkdtemp(join(tmpdir(), 'crew-hub-bench-profile-'));
  const server = await startProduction(appPort, dataDir);
  const origin = `http://localhost:${appPort}`;
  const context = await launchLighthouseBrowser(profileDir, debugPort);
  try {
    const pages: LighthousePage[] = [];
    let version = '';
    let userAgent = '';
    const measure = async (name: string, path: string) => {
      const runs = [];
      for (let run = 0; run < options.runs; run += 1)
        runs.push(await audit(`${origin}${path}`, debugPort));
      version = runs[0]?.version ?? version;
      userAgent = runs[0]?.userAgent ?? userAgent;
      pages.push(medianPage(name, path, runs));
    };
    await measure('login (first visit)', '/login');
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail, project or plus crew').fill(options.login);
    await page.getByRole('textbox', { name: 'Password' }).fill(options.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.close();
    await measure('crew home (stored session)', '/');
    return {
      lighthouseVersion: version,
      chromium: /Chrome\/[\d.]+/.exec(userAgent)?.[0] ?? userAgent,
      pages,
    };
  } finally {
    await context.close();
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
}
