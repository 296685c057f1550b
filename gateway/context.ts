import type { YogaInitialContext } from 'graphql-yoga';
import type { Clock } from '../machines/clock';
import { createApiClient } from './upstream/api-client';
import type { UpstreamRequest } from './upstream/api-client';
import type { AreaLoaders } from './upstream/loaders';
import { areas } from './schema/areas';

/** What the host (Fastify in server.ts, nothing under yoga.fetch) hands to each request. */
export interface GatewayServerContext {
  /** The caller's address as the host saw it (Fastify's request.ip). */
  clientAddress?: string;
  /** The id of the gateway's request (Fastify's request.id), passed on to the api. */
  requestId?: string;
}

/** The context every resolver receives (codegen contextType '../context#GatewayContext'). */
export interface GatewayContext extends YogaInitialContext, GatewayServerContext {
  /** Each area's upstream reads and writes for this request, under the area's key. */
  loaders: AreaLoaders;
  /** Where resolvers read "now" (the server's one clock), never the machine's time directly. */
  clock: Clock;
}

export interface UpstreamOptions {
  apiFetch: typeof fetch;
  /** The api client's JSON calls, cheaper than apiFetch (api-client.ts UpstreamRequest); default apiFetch. */
  apiRequest?: UpstreamRequest;
  apiBaseUrl: string;
}

/**
 * Builds the per-request part of the context: an api client that forwards the caller's
 * bearer token, Type and Host, and every area's fresh loaders around it (docs/decisions/016).
 */
export function createRequestLoaders(
  upstream: UpstreamOptions,
  request: Request,
  clientAddress?: string,
  requestId?: string,
): AreaLoaders {
  const api = createApiClient({
    fetch: upstream.apiFetch,
    request: upstream.apiRequest,
    baseUrl: upstream.apiBaseUrl,
    forward: {
      authorization: request.headers.get('authorization') ?? undefined,
      type: request.headers.get('type') ?? undefined,
      host: request.headers.get('host') ?? new URL(request.url).host,
      forwardedFor: clientAddress,
      requestId,
    },
  });
  return new RequestLoaders(api) as unknown as AreaLoaders;
}

type ApiClient = ReturnType<typeof createApiClient>;

/**
 * An area's loaders are made when a resolver first asks for them: a screen touches two or three of
 * some forty areas, and building every area's DataLoaders per request cost 5 % of the gateway's CPU.
 * Once made they stay on the request's object, so its batching and caching are per request as
 * before. The getters are defined once, on the prototype: defining forty per request cost 3 % of the
 * gateway's CPU under the festival peak.
 */
const API = Symbol('api');

class RequestLoaders {
  readonly [API]: ApiClient;
  constructor(api: ApiClient) {
    this[API] = api;
  }
}
for (const { loaders } of areas) {
  if (loaders === undefined) continue;
  const { key } = loaders;
  Object.defineProperty(RequestLoaders.prototype, key, {
    configurable: true,
    get(this: RequestLoaders) {
      const made: unknown = loaders.create(this[API]);
      Object.defineProperty(this, key, { value: made, enumerable: true });
      return made;
    },
  });
}
