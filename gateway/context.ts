import type { YogaInitialContext } from 'graphql-yoga';
import { createApiClient } from './upstream/api-client';
import { createLoaders } from './upstream/loaders';
import type { Loaders } from './upstream/loaders';

/** What the host (Fastify in server.ts, nothing under yoga.fetch) hands to each request. */
export interface GatewayServerContext {
  /** The caller's address as the host saw it (Fastify's request.ip). */
  clientAddress?: string;
}

/** The context every resolver receives (codegen contextType '../context#GatewayContext'). */
export interface GatewayContext extends YogaInitialContext, GatewayServerContext {
  loaders: Loaders;
}

export interface UpstreamOptions {
  apiFetch: typeof fetch;
  apiBaseUrl: string;
}

/**
 * Builds the per-request part of the context: an api client that forwards the caller's
 * bearer token, Type and Host, and fresh DataLoaders around it.
 */
export function createRequestLoaders(
  upstream: UpstreamOptions,
  request: Request,
  clientAddress?: string,
): Loaders {
  const url = new URL(request.url);
  const api = createApiClient({
    fetch: upstream.apiFetch,
    baseUrl: upstream.apiBaseUrl,
    forward: {
      authorization: request.headers.get('authorization') ?? undefined,
      type: request.headers.get('type') ?? undefined,
      host: request.headers.get('host') ?? url.host,
      forwardedFor: clientAddress,
    },
  });
  return createLoaders(api);
}
