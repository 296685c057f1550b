import type { FastifyInstance } from 'fastify';
import { buildApi } from '../api/app';
import { loadApiConfig } from '../api/config';
import { clockStartingAt, systemClock } from '../machines/clock';
import type { Clock } from '../machines/clock';
import { openDatabase } from '../api/db/database';
import { migrateDatabase } from '../api/db/migrate';
import { NO_TENANT_YET, seedDemoAtStart } from '../api/db/seed/demo';
import type { GatewayConfig } from './config';
import { buildGateway } from './server';
import type { UpstreamRequest } from './upstream/api-client';
import { inProcessFetch, inProcessRequest } from './upstream/in-process-fetch';
import { pooledRequest } from './upstream/pooled-request';

export interface RunningGateway {
  url: string;
  /** Stops listening, then closes the in-process api and its database (releases the lock). */
  close(): Promise<void>;
}

// Any origin works for the in-process fetch: only the path and headers reach app.inject.
const IN_PROCESS_API_ORIGIN = 'http://api.in-process';

interface Upstream {
  apiFetch: typeof fetch;
  apiRequest: UpstreamRequest;
  apiBaseUrl: string;
  close(): Promise<void>;
}

/** API_URL set → HTTP to it; unset → the api mounted in this process (one process, one port). */
async function openUpstream(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv,
  clock: Clock,
): Promise<Upstream> {
  if (config.apiUrl !== undefined) {
    const pooled = pooledRequest(config.apiUrl);
    return {
      apiFetch: fetch,
      apiRequest: pooled.request,
      apiBaseUrl: config.apiUrl,
      close: pooled.close,
    };
  }
  const apiConfig = loadApiConfig(env);
  const database = await openDatabase({
    databaseUrl: apiConfig.databaseUrl,
    dataDir: apiConfig.dataDir,
  });
  let api: FastifyInstance | undefined;
  try {
    await migrateDatabase(database);
    // The demo's days and hours are placed around the clock's now (today's shifts stay today).
    const tenantsAtStart = await seedDemoAtStart(database, apiConfig, { now: clock.now() });
    if (tenantsAtStart === 'none') process.stdout.write(`${NO_TENANT_YET}\n`);
    api = await buildApi({ database, config: apiConfig, clock });
  } catch (error) {
    await database.close();
    throw error;
  }
  const mounted = api;
  return {
    apiFetch: inProcessFetch(mounted),
    apiRequest: inProcessRequest(mounted),
    apiBaseUrl: IN_PROCESS_API_ORIGIN,
    close: async () => {
      await mounted.close();
      await database.close();
    },
  };
}

/** Opens the upstream, builds the gateway and listens; logs one line with the URL. */
export async function startGateway(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningGateway> {
  // One clock for the process: the api mounted here and the gateway read the same "now".
  const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  const upstream = await openUpstream(config, env, clock);
  let gateway: FastifyInstance;
  try {
    gateway = await buildGateway({
      apiFetch: upstream.apiFetch,
      apiRequest: upstream.apiRequest,
      apiBaseUrl: upstream.apiBaseUrl,
      staticDir: config.staticDir,
      production: config.production,
      logger: true,
      clock,
    });
    await gateway.listen({ port: config.port, host: config.host });
  } catch (error) {
    await upstream.close();
    throw error;
  }
  const address = gateway.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const mode = config.production ? 'production' : 'development';
  const api = config.apiUrl ?? 'in-process api';
  process.stdout.write(`Crew Hub gateway listening on ${url} (${mode}, ${api})\n`);
  return {
    url,
    close: async () => {
      await gateway.close();
      await upstream.close();
    },
  };
}
