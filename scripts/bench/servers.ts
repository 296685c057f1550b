import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { MissingPartError, loadPart, repoPath, repoRoot } from './parts';
import { COUNT_PREFIX, FAILED_PREFIX, READY_PREFIX } from './protocol';
import type { FailedMessage, ReadyMessage, ServerRole } from './protocol';

export interface RunningServer {
  role: ServerRole;
  /** The server's process, for its CPU time (cpu.ts). */
  pid: number | undefined;
  /** http://127.0.0.1:PORT */
  origin: string;
  setupMs: number;
  /** The check-in section's crews, when the api was started with env BENCH_CHECK_IN. */
  checkIn?: unknown[];
  /** The projects section's fixture, when the api was started with env BENCH_PROJECTS. */
  projects?: unknown;
  /** The crew-items section's fixture, when the api was started with env BENCH_CREW_ITEMS. */
  crewItems?: unknown;
  /** The member.checkIn counts of those crews (api role with BENCH_CHECK_IN only). */
  countCheckIns(): Promise<unknown>;
  stop(): Promise<void>;
}

export type BenchDatabase = 'pglite' | 'postgres';

export interface Stack {
  database: BenchDatabase;
  api: RunningServer;
  gateway: RunningServer;
  /** The gateway with the api in its own process (npm start), with its own database. */
  combined: RunningServer;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 90_000;
/** A stack whose api seeds a season of crew items first (the crew-items section) gets longer on a loaded machine. */
const SEASON_START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 5_000;

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // Closing stdin is the child's signal to close its server and database; SIGTERM backs it up.
    child.stdin?.end();
    child.kill('SIGTERM');
  });
}

/**
 * Starts scripts/bench/serve.ts as a child process and waits for its BENCH_READY line.
 * BENCH_SERVER_NODE_ARGS (space-separated) adds node options to the servers only, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them (NODE_OPTIONS refuses --cpu-prof).
 */
export function startServer(
  role: ServerRole,
  env: Record<string, string>,
  startTimeoutMs = START_TIMEOUT_MS,
): Promise<RunningServer> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', repoPath('scripts/bench/serve.ts'), role],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const countWaiters: Array<(answer: unknown) => void> = [];
  return new Promise<RunningServer>((resolve, reject) => {
    let buffered = '';
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stopChild(child).then(() => reject(error));
    };
    const timer = setTimeout(
      () =>
        fail(new Error(`the ${role} did not start within ${startTimeoutMs / 1000} s\n${stderr}`)),
      startTimeoutMs,
    );
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      buffered += chunk;
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
        if (line.startsWith(COUNT_PREFIX)) {
          countWaiters.shift()?.(JSON.parse(line.slice(COUNT_PREFIX.length)));
          continue;
        }
        if (settled) continue;
        if (line.startsWith(READY_PREFIX)) {
          const ready = JSON.parse(line.slice(READY_PREFIX.length)) as ReadyMessage;
          settled = true;
          clearTimeout(timer);
          resolve({
            role,
            pid: child.pid,
            origin: `http://127.0.0.1:${ready.port}`,
            setupMs: ready.setupMs,
            checkIn: ready.checkIn,
            projects: ready.projects,
            crewItems: ready.crewItems,
            countCheckIns: () =>
              new Promise<unknown>((resolveCount) => {
                countWaiters.push(resolveCount);
                child.stdin?.write('count\n');
              }),
            stop: () => stopChild(child),
          });
        } else if (line.startsWith(FAILED_PREFIX)) {
          const failed = JSON.parse(line.slice(FAILED_PREFIX.length)) as FailedMessage;
          fail(
            failed.missing
              ? new MissingPartError(failed.message)
              : new Error(`the ${role} failed to start: ${failed.message}`),
          );
        }
      }
    });
    child.once('error', (error) => fail(error));
    child.once('exit', (code, signal) =>
      fail(
        new Error(
          `the ${role} exited (${signal ?? `code ${String(code)}`}) before it was ready\n${stderr}`,
        ),
      ),
    );
  });
}

interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}
interface ScratchModule {
  createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase>;
}

/** The PostgreSQL server the bench may use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none. */
export function benchPostgresServer(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || null;
}

/**
 * The api and the gateway in front of it over HTTP, each on its own port, and the one-process shape
 * of `npm start` beside them, each api with a fresh database of its own, migrated and demo-seeded:
 * PGlite in memory, or with `postgresServerUrl` a scratch database created on that server
 * (api/db/scratch-database.ts, as the tests do) and dropped when the stack stops.
 */
export async function startStack(
  options: {
    postgresServerUrl?: string;
    checkIn?: { crews: number; members: number };
    /** Projects the api's fixture adds to the demo tenant (the projects section). */
    projects?: number;
    /** Crew items the api's fixture adds to the demo tenant (the crew-items section). */
    crewItems?: number;
  } = {},
): Promise<Stack> {
  const secret = { BENCH_JWT_SECRET: randomBytes(48).toString('base64url') };
  const started: RunningServer[] = [];
  const scratches: ScratchDatabase[] = [];
  const dropScratches = async () => {
    await Promise.allSettled(scratches.splice(0).map((scratch) => scratch.drop()));
  };
  try {
    const env: Record<'api' | 'combined', Record<string, string>> = {
      api: { ...secret },
      combined: { ...secret },
    };
    if (options.checkIn)
      env.api = {
        ...env.api,
        BENCH_CHECK_IN: `${options.checkIn.crews},${options.checkIn.members}`,
      };
    if (options.projects) env.api = { ...env.api, BENCH_PROJECTS: String(options.projects) };
    if (options.crewItems) env.api = { ...env.api, BENCH_CREW_ITEMS: String(options.crewItems) };
    const startTimeout = options.crewItems ? SEASON_START_TIMEOUT_MS : START_TIMEOUT_MS;
    const serverUrl = options.postgresServerUrl;
    if (serverUrl) {
      const { createScratchDatabase } = await loadPart<ScratchModule>(
        'api/db/scratch-database.ts',
        ['createScratchDatabase'],
      );
      for (const role of ['api', 'combined'] as const) {
        const scratch = await createScratchDatabase(serverUrl, 'crewhub_bench');
        scratches.push(scratch);
        env[role] = { ...env[role], BENCH_POSTGRES_URL: scratch.url };
      }
    }
    // The two databases migrate and seed side by side; the gateway needs the api's port. Settled,
    // not Promise.all: a child that starts after its sibling failed must still be stopped.
    const [apiResult, combinedResult] = await Promise.allSettled([
      startServer('api', env.api, startTimeout),
      startServer('combined', env.combined, startTimeout),
    ]);
    for (const result of [apiResult, combinedResult]) {
      if (result.status === 'fulfilled') started.push(result.value);
    }
    if (apiResult.status === 'rejected') throw apiResult.reason;
    if (combinedResult.status === 'rejected') throw combinedResult.reason;
    const api = apiResult.value;
    const combined = combinedResult.value;
    const gateway = await startServer('gateway', { BENCH_API_URL: api.origin }, startTimeout);
    return {
      database: serverUrl ? 'postgres' : 'pglite',
      api,
      gateway,
      combined,
      async stop() {
        await Promise.all([gateway.stop(), combined.stop()]);
        await api.stop();
        await dropScratches();
      },
    };
  } catch (error) {
    await Promise.allSettled(started.map((server) => server.stop()));
    await dropScratches();
    throw error;
  }
}
