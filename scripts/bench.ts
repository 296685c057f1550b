/**
 * npm run bench: the performance figures of docs/performance.md, measured in one run.
 *   1. the first screen's JavaScript (gzip) and the largest lazy chunk, from dist/
 *   2. the home screen's data at a simulated 150 ms round trip: one GraphQL request vs the REST calls
 *   3. the jobs screen under load: the gateway's jobs query vs the same data from /api/v1
 *   4. Lighthouse's mobile profile on /login and the signed-in home, against npm start
 *   5. the festival peak: N crew chiefs checking in M members each through the gateway at once
 *   6. the projects list with thousands of projects: planner@'s list, rotating its filters, under load
 * The api and the gateway run as child processes on ephemeral ports of 127.0.0.1 (fresh in-memory
 * PGlite, demo seed); no traffic leaves the machine. A missing part of the stack is reported by name
 * and the run exits with status 1; the figures that could be measured are still printed.
 */
import { cpus, loadavg } from 'node:os';
import { benchBundle } from './bench/bundle';
import { benchCheckIn } from './bench/check-in';
import { loadGenerator } from './bench/wrk';
import type { CheckInCount, CheckInCrew, CheckInFigures, CheckInResult } from './bench/check-in';
import { signIn } from './bench/client';
import { benchHome } from './bench/home';
import { benchJobs } from './bench/jobs';
import type { JobsFigures } from './bench/jobs';
import { FLOOR_DELAY_MS, benchFirstScreenFloors, benchStackFloors } from './bench/floors';
import type { FloorsFigures } from './bench/floors';
import { benchLighthouse } from './bench/lighthouse';
import { findAppOperation, readAppDocuments, withField } from './bench/operations';
import { parseOptions, usage } from './bench/options';
import { PROJECTS_PAGE_SIZE, benchProjects } from './bench/projects';
import type { ProjectsFigures, ProjectsResult } from './bench/projects';
import type { ProjectsFixture } from './bench/projects-fixture';
import { benchBookingCheck } from './bench/booking-check';
import type { BookingCheckResult } from './bench/booking-check';
import { CREW_ITEMS_OPERATIONS, benchCrewItems } from './bench/crew-items';
import type { CrewItemsFigures, CrewItemsResult } from './bench/crew-items';
import type { CrewItemsFixture } from './bench/crew-items-fixture';
import type { BenchOptions, SectionName } from './bench/options';
import { MissingPartError, describeError } from './bench/parts';
import { renderMarkdown, renderReport } from './bench/report';
import type { BenchReport, Section } from './bench/report';
import { benchPostgresServer, startStack } from './bench/servers';
import type { Stack } from './bench/servers';

function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

function failure<T>(error: unknown): Section<T> {
  if (error instanceof MissingPartError) return { status: 'missing', reason: error.message };
  return {
    status: 'failed',
    reason: error instanceof Error ? (error.stack ?? error.message) : describeError(error),
  };
}

async function section<T>(
  name: SectionName,
  options: BenchOptions,
  run: () => Promise<T>,
): Promise<Section<T>> {
  if (!options.sections.has(name)) return { status: 'skipped', reason: 'not in --only' };
  try {
    return { status: 'ok', figures: await run() };
  } catch (error) {
    const result = failure<T>(error);
    progress(
      `${name}: ${result.status === 'ok' ? 'ok' : `${result.status}: ${describeError(error)}`}`,
    );
    return result;
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(usage);
    return 0;
  }
  const cpuList = cpus();
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    },
    setup: null,
    bundle: { status: 'skipped', reason: 'not in --only' },
    home: { status: 'skipped', reason: 'not in --only' },
    jobs: { status: 'skipped', reason: 'not in --only' },
    lighthouse: { status: 'skipped', reason: 'not in --only' },
    checkIn: { status: 'skipped', reason: 'not in --only' },
    projects: { status: 'skipped', reason: 'not in --only' },
    crewItems: { status: 'skipped', reason: 'not in --only' },
    floors: { status: 'skipped', reason: 'not in --only' },
  };

  if (options.sections.has('bundle')) progress('measuring the first screen JavaScript');
  report.bundle = await section('bundle', options, () => benchBundle({ build: options.build }));

  const needsServers = options.sections.has('home') || options.sections.has('jobs');
  let stack: Stack | null = null;
  // The PostgreSQL stack of the jobs section: an interruption must stop it too (it drops its databases).
  let postgresStack: Stack | null = null;
  const stopStack = async () => {
    const running = [stack, postgresStack];
    stack = null;
    postgresStack = null;
    await Promise.all(running.map((one) => one?.stop()));
  };
  const interrupted = () => void stopStack().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    let token: string | null = null;
    let combinedToken = '';
    let serverProblem: unknown = null;
    if (needsServers) {
      try {
        progress(
          'starting the api (PGlite in memory, migrate, demo seed) and the gateway on 127.0.0.1',
        );
        const started = await startStack();
        stack = started;
        report.setup = {
          apiMs: started.api.setupMs,
          gatewayMs: started.gateway.setupMs,
          combinedMs: started.combined.setupMs,
        };
        token = await signIn(started.api.origin, options.login, options.password);
        // The one-process server has its own database: sign in there through its /api/v1 forward.
        combinedToken = await signIn(started.combined.origin, options.login, options.password);
      } catch (error) {
        serverProblem = error;
        progress(`servers: ${describeError(error)}`);
      }
    }

    report.home = await section('home', options, async () => {
      if (serverProblem) throw serverProblem;
      const running = stack;
      if (!running || token === null) throw new Error('the servers are not running');
      const operation = findAppOperation(readAppDocuments(), {
        purpose: 'the home query',
        name: options.homeOperation,
        rootField: 'jobsToConfirm',
        preferNames: [/^Home/i, /Home/i],
      });
      progress(
        `home: ${operation.name} vs /api/v1, ${options.runs} runs at ${options.latencyMs} ms per round trip`,
      );
      const refreshOperation = findAppOperation(readAppDocuments(), {
        purpose: 'the session renewal',
        operationType: 'mutation',
        rootField: 'refreshSession',
        preferNames: [/^RefreshSession$/],
      });
      return benchHome(
        {
          apiOrigin: running.api.origin,
          gatewayOrigin: running.gateway.origin,
          token,
          operation,
          refreshOperation,
        },
        { runs: options.runs, latencyMs: options.latencyMs },
      );
    });

    report.jobs = await section('jobs', options, async () => {
      if (serverProblem) throw serverProblem;
      const running = stack;
      if (!running || token === null) throw new Error('the servers are not running');
      const jobsPage = findAppOperation(readAppDocuments(), {
        purpose: 'the jobs screen query',
        name: options.jobsOperation,
        rootField: 'jobs',
        preferNames: [/^JobsPage$/, /^JobsPage/i, /^Jobs/i, /Jobs/i],
      });
      // The brief's jobs screen shows each job's crew chief: select it when the app's query does not.
      const operation = withField(
        jobsPage,
        ['jobs', 'items'],
        'crewChief',
        '{ id caption phone email }',
      );
      progress(
        `jobs: ${operation.name} vs /api/v1 at concurrency ${options.concurrency}, ` +
          `${options.warmupSeconds} s warm-up + ${options.durationSeconds} s each`,
      );
      const load = {
        concurrency: options.concurrency,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
      };
      const results = await benchJobs(
        {
          database: 'pglite',
          apiOrigin: running.api.origin,
          gatewayOrigin: running.gateway.origin,
          token,
          combined: { origin: running.combined.origin, token: combinedToken },
          operation,
        },
        load,
      );
      const postgresServer = benchPostgresServer();
      if (postgresServer) {
        // Its own stack: fresh scratch databases on that server, dropped when it stops.
        progress('jobs: starting the api and the gateway on PostgreSQL (scratch databases)');
        const postgres = await startStack({ postgresServerUrl: postgresServer });
        postgresStack = postgres;
        try {
          const postgresToken = await signIn(postgres.api.origin, options.login, options.password);
          const postgresCombinedToken = await signIn(
            postgres.combined.origin,
            options.login,
            options.password,
          );
          results.push(
            ...(await benchJobs(
              {
                database: 'postgres',
                apiOrigin: postgres.api.origin,
                gatewayOrigin: postgres.gateway.origin,
                token: postgresToken,
                combined: { origin: postgres.combined.origin, token: postgresCombinedToken },
                operation,
              },
              load,
            )),
          );
        } finally {
          if (postgresStack === postgres) {
            postgresStack = null;
            await postgres.stop();
          }
        }
      }
      return {
        ...load,
        operation: { name: operation.name, file: operation.file, added: operation.added },
        databases: postgresServer ? ['pglite', 'postgres'] : ['pglite'],
        postgresSkipped: postgresServer
          ? null
          : 'PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server',
        results,
      } satisfies JobsFigures;
    });

    // The festival peak: stacks of its own (their api seeds the crews), PGlite then PostgreSQL.
    report.checkIn = await section('checkin', options, async () => {
      const checkInOperation = findAppOperation(readAppDocuments(), {
        purpose: 'the check-in mutation',
        operationType: 'mutation',
        rootField: 'checkInCrewMember',
        preferNames: [/^CheckInCrewMember$/],
        suppliedVariables: ['crewId', 'memberId', 'at', 'recordedAt', 'idempotencyKey'],
      });
      const size = { crews: options.crews, members: options.members };
      const measure = async (
        database: 'pglite' | 'postgres',
        postgresServerUrl?: string,
      ): Promise<CheckInResult[]> => {
        progress(
          `checkin: ${size.crews} crews × ${size.members} members on ${database}, concurrency ${options.checkInConcurrency}, through the gateway and to the api alone`,
        );
        // Twice the crews: the first half through the gateway, the second straight to the api
        // (decision 244), on one stack, so both rows meet the same servers and data.
        const running = await startStack({
          postgresServerUrl,
          checkIn: { ...size, crews: size.crews * 2 },
        });
        postgresStack = running;
        try {
          const crews = (running.api.checkIn ?? []) as CheckInCrew[];
          const count = async () => {
            const answer = await running.api.countCheckIns();
            if (!Array.isArray(answer))
              throw new Error(`counting the check-ins: ${JSON.stringify(answer)}`);
            return answer as CheckInCount[];
          };
          const common = {
            database,
            apiOrigin: running.api.origin,
            gatewayOrigin: running.gateway.origin,
            operation: checkInOperation,
            password: options.password,
            concurrency: options.checkInConcurrency,
            count,
          };
          const results = [
            await benchCheckIn({
              ...common,
              crews: crews.slice(0, size.crews),
              pids: { api: running.api.pid, gateway: running.gateway.pid },
            }),
          ];
          if (loadGenerator() === 'wrk')
            results.push(
              await benchCheckIn({
                ...common,
                path: 'api',
                crews: crews.slice(size.crews),
                pids: { api: running.api.pid },
              }),
            );
          else progress('checkin: the api alone is measured with wrk only (/usr/bin/wrk)');
          return results;
        } finally {
          if (postgresStack === running) postgresStack = null;
          await running.stop();
        }
      };
      const results = await measure('pglite');
      const postgresServer = benchPostgresServer();
      if (postgresServer) results.push(...(await measure('postgres', postgresServer)));
      else progress('checkin: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      return {
        operation: checkInOperation.name,
        concurrency: options.checkInConcurrency,
        results,
        postgresSkipped: postgresServer
          ? null
          : 'PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server',
      } satisfies CheckInFigures;
    });

    // The projects list with thousands of projects: stacks of their own (their api seeds them).
    report.projects = await section('projects', options, async () => {
      const operation = findAppOperation(readAppDocuments(), {
        purpose: 'the projects list query',
        rootField: 'projects',
        alsoSelects: 'projectFilterOptions',
        preferNames: [/^ProjectsPage$/, /^Projects/i],
      });
      const measure = async (
        database: 'pglite' | 'postgres',
        postgresServerUrl?: string,
      ): Promise<ProjectsResult> => {
        progress(
          `projects: ${options.projects} projects on ${database}, ${operation.name} at concurrency ${options.projectsConcurrency}, ${options.projectsDurationSeconds} s`,
        );
        const running = await startStack({ postgresServerUrl, projects: options.projects });
        postgresStack = running;
        try {
          const fixture = running.api.projects as ProjectsFixture | undefined;
          if (!fixture) throw new Error('the api did not seed the projects fixture');
          return await benchProjects({
            database,
            apiOrigin: running.api.origin,
            gatewayOrigin: running.gateway.origin,
            operation,
            fixture,
            password: options.password,
            concurrency: options.projectsConcurrency,
            durationSeconds: options.projectsDurationSeconds,
          });
        } finally {
          if (postgresStack === running) postgresStack = null;
          await running.stop();
        }
      };
      const results = [await measure('pglite')];
      const postgresServer = benchPostgresServer();
      if (postgresServer) results.push(await measure('postgres', postgresServer));
      else progress('projects: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      return {
        operation: operation.name,
        file: operation.file,
        projects: options.projects,
        concurrency: options.projectsConcurrency,
        durationSeconds: options.projectsDurationSeconds,
        pageSize: PROJECTS_PAGE_SIZE,
        results,
        postgresSkipped: postgresServer
          ? null
          : 'PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server',
      } satisfies ProjectsFigures;
    });

    // A season of crew items: a stack per database whose api seeds the season fixture;
    // every operation of CREW_ITEMS_OPERATIONS (crew-items.ts) measured on it in turn.
    report.crewItems = await section('crew-items', options, async () => {
      const documents = readAppDocuments();
      const found = CREW_ITEMS_OPERATIONS.map((measured) => ({
        measured,
        operation: findAppOperation(documents, measured.find),
      }));
      const bookingChecks: BookingCheckResult[] = [];
      const measure = async (
        database: 'pglite' | 'postgres',
        postgresServerUrl?: string,
      ): Promise<CrewItemsResult[]> => {
        progress(
          `crew-items: ${options.crewItems} crew items on ${database}, ${found.map((item) => item.operation.name).join(', ')} at concurrency ${options.crewItemsConcurrency}, ${options.crewItemsDurationSeconds} s each`,
        );
        const running = await startStack({ postgresServerUrl, crewItems: options.crewItems });
        postgresStack = running;
        try {
          const fixture = running.api.crewItems as CrewItemsFixture | undefined;
          if (!fixture) throw new Error('the api did not seed the crew items fixture');
          const results: CrewItemsResult[] = [];
          for (const { measured, operation } of found)
            results.push(
              await benchCrewItems({
                database,
                apiOrigin: running.api.origin,
                gatewayOrigin: running.gateway.origin,
                measured,
                operation,
                fixture,
                password: options.password,
                concurrency: options.crewItemsConcurrency,
                durationSeconds: options.crewItemsDurationSeconds,
              }),
            );
          progress(
            `crew-items: booking checks on ${database}, ${options.bookingCheckConcurrency} in flight, ${options.crewItemsDurationSeconds} s`,
          );
          bookingChecks.push(
            await benchBookingCheck({
              database,
              apiOrigin: running.api.origin,
              fixture,
              password: options.password,
              concurrency: options.bookingCheckConcurrency,
              durationSeconds: options.crewItemsDurationSeconds,
            }),
          );
          return results;
        } finally {
          if (postgresStack === running) postgresStack = null;
          await running.stop();
        }
      };
      const results = await measure('pglite');
      const postgresServer = benchPostgresServer();
      if (postgresServer) results.push(...(await measure('postgres', postgresServer)));
      else progress('crew-items: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      return {
        crewItems: options.crewItems,
        concurrency: options.crewItemsConcurrency,
        durationSeconds: options.crewItemsDurationSeconds,
        operations: found.map(({ measured, operation }) => ({
          name: measured.name,
          operation: operation.name,
          file: operation.file,
        })),
        results,
        bookingChecks,
        postgresSkipped: postgresServer
          ? null
          : 'PostgreSQL not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server',
      } satisfies CrewItemsFigures;
    });
  } finally {
    await stopStack();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }

  // After the load sections, on a quieter machine: Lighthouse starts its own npm start.
  if (options.sections.has('lighthouse'))
    progress(`lighthouse: /login and the signed-in home, ${options.lighthouseRuns} runs each`);
  report.lighthouse = await section('lighthouse', options, () =>
    benchLighthouse({
      runs: options.lighthouseRuns,
      login: options.login,
      password: options.password,
    }),
  );

  // Last, on the quietest machine: the bare layers' floor (decision 244), and with Lighthouse the
  // first screen's.
  if (options.sections.has('floors'))
    progress('floors: the bare servers, then the floor pages in Lighthouse');
  report.floors = await section('floors', options, async () => {
    if (loadGenerator() !== 'wrk') throw new MissingPartError('the floors need wrk (/usr/bin/wrk)');
    const stack = await benchStackFloors({
      delayMs: FLOOR_DELAY_MS,
      connections: 20,
      durationSeconds: 5,
    });
    const firstScreen = options.sections.has('lighthouse')
      ? await benchFirstScreenFloors({ runs: options.lighthouseRuns })
      : null;
    return { stack, firstScreen } satisfies FloorsFigures;
  });

  const output = options.json
    ? JSON.stringify(report, null, 2)
    : options.markdown
      ? renderMarkdown(report)
      : renderReport(report);
  process.stdout.write(`${output}\n`);
  const problems = (
    ['bundle', 'home', 'jobs', 'lighthouse', 'checkIn', 'projects', 'crewItems', 'floors'] as const
  ).filter((name) => {
    const status = report[name]?.status;
    return status === 'missing' || status === 'failed';
  });
  if (problems.length > 0) {
    progress(
      `not measured: ${problems.map((name) => `${name} (${report[name]?.status})`).join(', ')}; exit status 1`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    progress(error instanceof Error ? error.message : describeError(error));
    process.stderr.write(usage);
    process.exitCode = 2;
  },
);
