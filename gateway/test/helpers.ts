import type { GraphQLFormattedError } from 'graphql';
import { createTestApi } from '../../api/test/helpers';
// Area tests reach the api only through this file (the lint zone allows gateway/test).
export { DEMO_UNSUBSCRIBE_TOKEN } from '../../api/db/seed/demo';
import type { TestApi, TestBackend } from '../../api/test/helpers';
import { inProcessFetch } from '../upstream/in-process-fetch';
import { createGatewayYoga } from '../yoga';
import type { GatewayYoga, GatewayYogaOptions } from '../yoga';

export const API_ORIGIN = 'http://api.in-process';

/** Every upstream request the gateway made, as `METHOD /path?query`. */
export interface UpstreamLog {
  calls: string[];
  count(prefix: string): number;
  /** The most requests in flight at once since the last reset: proves calls ran in parallel. */
  peakInFlight(): number;
  resetPeak(): void;
}

/**
 * The real api's in-process fetch, recording each call. Counting is the only thing it adds:
 * the requests still reach the real api on a real (PGlite or PostgreSQL) database.
 */
function recordingFetch(apiFetch: typeof fetch): { fetch: typeof fetch; log: UpstreamLog } {
  const calls: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    try {
      return await apiFetch(request);
    } finally {
      inFlight -= 1;
    }
  };
  return {
    fetch: recording,
    log: {
      calls,
      count: (prefix) => calls.filter((call) => call.startsWith(prefix)).length,
      peakInFlight: () => peak,
      resetPeak: () => {
        peak = inFlight;
      },
    },
  };
}

export interface GatewayHarness {
  api: TestApi;
  yoga: GatewayYoga;
  upstream: UpstreamLog;
  /** Runs one operation through `yoga.fetch`, as the app would (optionally signed in). */
  execute<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; host?: string },
  ): Promise<GraphQLResult<TData>>;
  close(): Promise<void>;
}

export interface GraphQLResult<TData> {
  status: number;
  data?: TData | null;
  errors?: GraphQLFormattedError[];
}

/** A fresh seeded api and a yoga on top of it, talking through the in-process fetch. */
export async function createGatewayHarness(
  backend: TestBackend,
  options: Partial<Omit<GatewayYogaOptions, 'apiFetch' | 'apiBaseUrl'>> = {},
  /** Api settings (e.g. a writable DATA_DIR for an area that stores files). */
  apiEnv: NodeJS.ProcessEnv = {},
  /** The demo seed's "now" (an area whose rules read the clock seeds a day back, say). */
  seedNow?: Date,
): Promise<GatewayHarness> {
  const api = await createTestApi({ backend, env: apiEnv, now: seedNow });
  const { fetch: apiFetch, log } = recordingFetch(inProcessFetch(api.app));
  // The gateway reads the api's clock, as the two do in one process.
  const yoga = createGatewayYoga({
    apiFetch,
    apiBaseUrl: API_ORIGIN,
    clock: api.clock,
    ...options,
  });
  return {
    api,
    yoga,
    upstream: log,
    async execute<TData>(
      query: string,
      variables: Record<string, unknown> = {},
      { token, host = 'localhost' }: { token?: string; host?: string } = {},
    ) {
      const headers: Record<string, string> = { 'content-type': 'application/json', host };
      if (token) headers['authorization'] = `Bearer ${token}`;
      const response = await yoga.fetch(`http://${host}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLResult<TData>, 'status'>;
      return { status: response.status, ...body };
    },
    close: () => api.close(),
  };
}

/** The extensions.code of the first error, for assertions. */
export function errorCode(result: GraphQLResult<unknown>): unknown {
  return result.errors?.[0]?.extensions?.['code'];
}
