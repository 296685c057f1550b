import type { Pool } from 'undici';
import type { AppOperation } from './operations';
import { sleep } from './stats';

export type Fetch = typeof fetch;

/** No request of the bench may hang it: each gives up after this long (it then counts as an error). */
const REQUEST_TIMEOUT_MS = 15_000;

export interface RoundTripCounter {
  roundTrips: number;
}

/**
 * fetch with a simulated network: every HTTP round trip waits `latencyMs` before it leaves, as a
 * phone on a mobile network would (150 ms ≈ a good 4G round trip). Counts the round trips.
 */
export function delayedFetch(latencyMs: number, counter: RoundTripCounter): Fetch {
  return async (input, init) => {
    counter.roundTrips += 1;
    await sleep(latencyMs);
    return fetch(input, init);
  };
}

export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1')
    throw new Error(`the bench only talks to 127.0.0.1, not ${hostname}`);
}

export function restHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, type: 'MOBILE', accept: 'application/json' };
}

/** POST /api/v1/auth/token as the app does (header Type: MOBILE); returns the bearer token. */
export async function signIn(apiOrigin: string, login: string, password: string): Promise<string> {
  const url = `${apiOrigin}/api/v1/auth/token`;
  assertLoopback(url);
  const response = await fetch(url, {
    method: 'POST',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: { 'content-type': 'application/json', type: 'MOBILE', accept: 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  const body: unknown = await response.json().catch(() => null);
  const token =
    typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
  if (!response.ok || typeof token !== 'string') {
    throw new Error(`sign-in as ${login} failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return token;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET an /api/v1 path; `allowed404` answers null for a 404 (e.g. a job without a crew chief). */
export async function getApi(
  fetchImpl: Fetch,
  apiOrigin: string,
  path: string,
  token: string,
  allowed404 = false,
): Promise<unknown> {
  const url = `${apiOrigin}/api/v1${path}`;
  assertLoopback(url);
  const response = await fetchImpl(url, {
    headers: restHeaders(token),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404 && allowed404) return null;
  if (!response.ok)
    throw new HttpError(
      response.status,
      `GET ${path}: HTTP ${response.status} ${JSON.stringify(body)}`,
    );
  return body;
}

/** POST one operation to /graphql; throws on HTTP errors and on GraphQL errors in the answer. */
export async function postGraphql(
  fetchImpl: Fetch,
  gatewayOrigin: string,
  operation: AppOperation,
  token: string,
): Promise<Record<string, unknown>> {
  const url = `${gatewayOrigin}/graphql`;
  assertLoopback(url);
  const response = await fetchImpl(url, {
    method: 'POST',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ...graphqlRequest(operation, token),
  });
  const body: unknown = await response.json().catch(() => null);
  return graphqlData(operation.name, response.status, body);
}

/** The headers and body of an app operation's POST /graphql, as the app sends them. */
export function graphqlRequest(
  operation: Pick<AppOperation, 'name' | 'query' | 'variables'>,
  token: string,
) {
  return {
    headers: {
      ...restHeaders(token),
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({
      query: operation.query,
      variables: operation.variables,
      operationName: operation.name,
    }),
  };
}

/** The `data` of a GraphQL answer; an HttpError for a non-2xx status, `errors` or no data. */
function graphqlData(name: string, status: number, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) {
    throw new HttpError(status, `${name}: HTTP ${status}, no JSON answer`);
  }
  if ('errors' in body && Array.isArray(body.errors) && body.errors.length > 0) {
    throw new HttpError(status, `${name}: ${JSON.stringify(body.errors).slice(0, 500)}`);
  }
  const data = 'data' in body ? body.data : undefined;
  if (status < 200 || status > 299 || typeof data !== 'object' || data === null) {
    throw new HttpError(status, `${name}: HTTP ${status} ${JSON.stringify(body).slice(0, 500)}`);
  }
  return data as Record<string, unknown>;
}

/**
 * postGraphql over a keep-alive undici pool instead of fetch: the festival peak's load costs the
 * shared two cores a third as much per request, so more of them go to what is measured (decision 241).
 */
export async function postGraphqlPooled(
  pool: Pool,
  operation: AppOperation,
  token: string,
): Promise<Record<string, unknown>> {
  const answer = await pool.request({
    path: '/graphql',
    method: 'POST',
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
    ...graphqlRequest(operation, token),
  });
  const body: unknown = await answer.body.json().catch(() => null);
  return graphqlData(operation.name, answer.statusCode, body);
}

/** `items` of a page answer ({ items, total, page, limit }). */
export function itemsOf(page: unknown, what: string): unknown[] {
  if (typeof page === 'object' && page !== null && 'items' in page && Array.isArray(page.items))
    return page.items;
  throw new Error(`${what}: expected a page with items, got ${JSON.stringify(page).slice(0, 200)}`);
}

export function idOf(item: unknown): string {
  if (typeof item === 'object' && item !== null && 'id' in item) {
    const id = item.id;
    if (typeof id === 'number' || typeof id === 'string') return String(id);
  }
  throw new Error(`expected an object with an id, got ${JSON.stringify(item).slice(0, 200)}`);
}
