/**
 * One server of the bench, run as a child process so that the load generator does not share its
 * event loop (node --import tsx scripts/bench/serve.ts api|gateway). It listens on an ephemeral port
 * of 127.0.0.1, prints one `BENCH_READY {json}` line on stdout, and stops when its stdin closes (the
 * bench ended, however it ended) or on SIGTERM.
 *
 *   api      fresh PGlite in memory, migrated, demo tenant seeded; env BENCH_JWT_SECRET; with env
 *            BENCH_POSTGRES_URL, that (empty, scratch) PostgreSQL database instead, migrated and
 *            seeded here, created and dropped by the parent (servers.ts); env BENCH_CHECK_IN and
 *            BENCH_PROJECTS add the check-in and projects sections' data after the demo seed
 *   gateway  /graphql in front of the api at env BENCH_API_URL, over real HTTP (global fetch)
 *   combined the shape of `npm start`: its own api (fresh PGlite, seeded) mounted in the gateway's
 *            process through inProcessFetch (app.inject, no socket); env BENCH_JWT_SECRET
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MissingPartError, describeError, loadPart } from './parts';
import { COUNT_PREFIX, FAILED_PREFIX, READY_PREFIX } from './protocol';
import type { FailedMessage, ReadyMessage } from './protocol';

interface Closable {
  close(): Promise<unknown>;
}

interface ListeningServer extends Closable {
  listen(options: { host: string; port: number }): Promise<string>;
}

interface ApiConfigModule {
  loadApiConfig(env?: NodeJS.ProcessEnv): unknown;
}
interface DatabaseModule {
  openDatabase(options: { memory?: boolean; databaseUrl?: string }): Promise<Closable>;
}
interface MigrateModule {
  migrateDatabase(database: Closable): Promise<void>;
}
interface SeedModule {
  seedDemoIfEmpty(database: Closable, options?: { now?: Date }): Promise<unknown>;
}
interface ApiAppModule {
  buildApi(options: {
    database: Closable;
    config: unknown;
    logger?: boolean;
  }): Promise<ListeningServer>;
}
interface GatewayModule {
  buildGateway(options: {
    apiFetch: typeof fetch;
    apiRequest?: unknown;
    apiBaseUrl: string;
    production?: boolean;
    logger?: boolean;
  }): Promise<ListeningServer> | ListeningServer;
}
interface InProcessFetchModule {
  inProcessFetch(app: ListeningServer): typeof fetch;
  inProcessRequest(app: ListeningServer): unknown;
}
interface PooledRequestModule {
  pooledRequest(origin: string): { request: unknown; close(): Promise<void> };
}

const cleanups: Array<() => Promise<unknown> | void> = [];

/** The check-in section's crews (env BENCH_CHECK_IN=crews,members), for the ready message. */
let checkInCrews: unknown[] | undefined;
/** The projects section's fixture (env BENCH_PROJECTS=count), for the ready message. */
let projectsFixture: unknown;
/** The crew-items section's fixture (env BENCH_CREW_ITEMS=count), for the ready message. */
let crewItemsFixture: unknown;

async function startApi(): Promise<ListeningServer> {
  const secret = process.env.BENCH_JWT_SECRET;
  if (!secret) throw new Error('BENCH_JWT_SECRET is not set');
  const [
    { loadApiConfig },
    { openDatabase },
    { migrateDatabase },
    { seedDemoIfEmpty },
    { buildApi },
  ] = await Promise.all([
    loadPart<ApiConfigModule>('api/config.ts', ['loadApiConfig']),
    loadPart<DatabaseModule>('api/db/database.ts', ['openDatabase']),
    loadPart<MigrateModule>('api/db/migrate.ts', ['migrateDatabase']),
    loadPart<SeedModule>('api/db/seed/demo.ts', ['seedDemoIfEmpty']),
    loadPart<ApiAppModule>('api/app.ts', ['buildApi']),
  ]);
  // Only what the bench sets: a DATABASE_URL in the caller's environment must not be benchmarked
  // (or written to) by accident. The data directory is a throwaway; nothing is stored there.
  const dataDir = mkdtempSync(join(tmpdir(), 'crew-hub-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadApiConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
  // The parent created this database for this child alone (servers.ts) and drops it afterwards.
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  const database = await openDatabase(
    postgresUrl ? { databaseUrl: postgresUrl } : { memory: true },
  );
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seedDemoIfEmpty(database, { now: new Date() });
  const checkIn = process.env.BENCH_CHECK_IN;
  if (checkIn) {
    // The festival peak's crews, chiefs and members (check-in-fixture.ts); the parent asks for the
    // member.checkIn counts afterwards with a `count` line on stdin (answered with BENCH_COUNT).
    const [crews = 0, members = 0] = checkIn.split(',').map(Number);
    const fixture = await import('./check-in-fixture');
    const db = database as Parameters<typeof fixture.seedCheckInFixture>[0];
    const seeded = await fixture.seedCheckInFixture(db, { crews, members });
    checkInCrews = seeded;
    const crewIds = seeded.map((crew) => crew.crewId);
    let pending = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() !== 'count') continue;
        void fixture.countCheckIns(db, crewIds).then(
          (counts) => process.stdout.write(`${COUNT_PREFIX}${JSON.stringify(counts)}\n`),
          (error: unknown) =>
            process.stdout.write(
              `${COUNT_PREFIX}${JSON.stringify({ error: describeError(error) })}\n`,
            ),
        );
      }
    });
  }
  const projectCount = Number(process.env.BENCH_PROJECTS ?? 0);
  if (projectCount > 0) {
    // The projects list's thousands of projects in the demo tenant (projects-fixture.ts).
    const fixture = await import('./projects-fixture');
    const db = database as Parameters<typeof fixture.seedProjectsFixture>[0];
    projectsFixture = await fixture.seedProjectsFixture(db, projectCount);
  }
  const crewItemCount = Number(process.env.BENCH_CREW_ITEMS ?? 0);
  if (crewItemCount > 0) {
    // A season of crew items in the demo tenant (crew-items-fixture.ts).
    const fixture = await import('./crew-items-fixture');
    const db = database as Parameters<typeof fixture.seedCrewItemsFixture>[0];
    crewItemsFixture = await fixture.seedCrewItemsFixture(db, crewItemCount);
  }
  const app = await buildApi({ database, config, logger: false });
  cleanups.unshift(() => app.close());
  return app;
}

async function startGateway(upstream: {
  apiFetch: typeof fetch;
  apiRequest: unknown;
  apiBaseUrl: string;
}): Promise<ListeningServer> {
  const { buildGateway } = await loadPart<GatewayModule>('gateway/server.ts', ['buildGateway']);
  // Not production: the bench sends the app's operations as text, so it does not depend on the
  // trusted-documents manifest of the last build. Everything else runs as in production.
  const gateway = await buildGateway({ ...upstream, production: false, logger: false });
  cleanups.unshift(() => gateway.close());
  return gateway;
}

async function upstreamFor(role: 'gateway' | 'combined') {
  if (role === 'gateway') {
    const apiBaseUrl = process.env.BENCH_API_URL;
    if (!apiBaseUrl) throw new Error('BENCH_API_URL is not set');
    // As start-gateway.ts does for API_URL.
    const { pooledRequest } = await loadPart<PooledRequestModule>(
      'gateway/upstream/pooled-request.ts',
      ['pooledRequest'],
    );
    const pooled = pooledRequest(apiBaseUrl);
    cleanups.push(() => pooled.close());
    return { apiFetch: fetch, apiRequest: pooled.request, apiBaseUrl };
  }
  const { inProcessFetch, inProcessRequest } = await loadPart<InProcessFetchModule>(
    'gateway/upstream/in-process-fetch.ts',
    ['inProcessFetch', 'inProcessRequest'],
  );
  const api = await startApi();
  // Any origin: only the path and the headers reach app.inject.
  return {
    apiFetch: inProcessFetch(api),
    apiRequest: inProcessRequest(api),
    apiBaseUrl: 'http://api.in-process',
  };
}

async function shutdown(code: number): Promise<never> {
  for (const cleanup of cleanups.splice(0)) {
    try {
      await cleanup();
    } catch {
      // Best effort: the process ends anyway.
    }
  }
  process.exit(code);
}

async function main(): Promise<void> {
  const role = process.argv[2];
  if (role !== 'api' && role !== 'gateway' && role !== 'combined') {
    throw new Error('usage: serve.ts api|gateway|combined');
  }
  process.stdin.resume();
  process.stdin.on('close', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));

  const startedAt = Date.now();
  const server = role === 'api' ? await startApi() : await startGateway(await upstreamFor(role));
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(address).port);
  const ready: ReadyMessage = {
    port,
    setupMs: Date.now() - startedAt,
    checkIn: checkInCrews,
    projects: projectsFixture,
    crewItems: crewItemsFixture,
  };
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(ready)}\n`);
}

main().catch((error: unknown) => {
  const failed: FailedMessage = {
    missing: error instanceof MissingPartError,
    message:
      error instanceof MissingPartError
        ? error.message
        : (error instanceof Error && error.stack) || describeError(error),
  };
  process.stdout.write(`${FAILED_PREFIX}${JSON.stringify(failed)}\n`);
  void shutdown(1);
});
