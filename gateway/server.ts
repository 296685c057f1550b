import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { extname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PersistedDocuments } from './persisted-documents';
import {
  contentSecurityPolicy,
  createFrameAncestorsCache,
  staticSecurityHeaders,
} from './security-headers';
import { fetchTenantSettings } from './schema/session/session.upstream';
import { systemClock } from '../machines/clock';
import type { Clock } from '../machines/clock';
import { createApiClient } from './upstream/api-client';
import type { UpstreamRequest } from './upstream/api-client';
import { readVersionInfo } from './version-info';
import { createGatewayYoga } from './yoga';
import type { GatewayLogger } from './yoga';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of the dynamic answers (/graphql, /api/v1): brotli at a quality that costs about
 * what gzip does per request (the best quality is for build time). Registered only in the
 * scopes of those routes: the built files come precompressed (decision 070).
 */
const dynamicCompression = {
  global: true,
  threshold: COMPRESS_THRESHOLD_BYTES,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
} satisfies FastifyCompressOptions;

export interface BuildGatewayOptions {
  /** fetch() to reach /api/v1: global fetch for API_URL, or inProcessFetch(api). */
  apiFetch: typeof fetch;
  /** The api client's JSON calls (pooledRequest or inProcessRequest); default apiFetch. */
  apiRequest?: UpstreamRequest;
  /** Origin of the api, e.g. http://localhost:3000 (any origin for the in-process fetch). */
  apiBaseUrl: string;
  /** The built app (dist/); without it only /graphql, /api/v1 and /version.json answer. */
  staticDir?: string;
  /** Trusted documents only, no GraphiQL. */
  production?: boolean;
  logger?: boolean;
  /** Trusted documents or their file; default src/gql/persisted-documents.json. */
  persistedDocuments?: PersistedDocuments | string;
  /** Where the gateway reads "now": the api's clock when it runs in this process; the machine's by default. */
  clock?: Clock;
}

// Headers that describe one connection, not the message: never forwarded either way.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

// The same rule as the api's (api/lib/logging.ts): an id, not whatever a caller sends.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A caller's x-request-id when it looks like one, else a new UUID; the api logs under the same id. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const notFoundBody = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } as const;

/**
 * Whether a request that matched no file is a navigation of the app (→ index.html). /graphql
 * and /api never are. A path without an extension is; so is one with a dot when the browser
 * asks for a page (Accept: text/html), because tokens in links (/welcome/{token}) may contain
 * dots. A missing file a script or a stale page fetches (/assets/old-hash.js, no text/html)
 * stays a 404 rather than receiving HTML where it expected JavaScript.
 */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  const reserved = ['/graphql', '/api'].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  if (reserved) return false;
  return extname(path) === '' || (request.headers.accept ?? '').includes('text/html');
}

/**
 * The gateway as one Fastify instance, not listening: /graphql (yoga), /api/v1/* forwarded,
 * /version.json, /sw.js, the built app with SPA fallback, security headers everywhere.
 * main.ts listens on it; tests drive it with app.inject.
 */
export async function buildGateway(options: BuildGatewayOptions): Promise<FastifyInstance> {
  const production = options.production ?? false;
  const clock = options.clock ?? systemClock;
  const staticDir = options.staticDir === undefined ? undefined : resolve(options.staticDir);
  // Warnings and errors only: a log line per request would drown the one line that matters.
  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
    genReqId: requestIdOf,
  });

  const logger: GatewayLogger = {
    debug: (...args) => app.log.debug(args.map(String).join(' ')),
    info: (...args) => app.log.info(args.map(String).join(' ')),
    warn: (...args) => app.log.warn(args.map(String).join(' ')),
    error: (...args) => {
      for (const arg of args)
        app.log.error(arg instanceof Error ? { err: arg } : { detail: String(arg) }, 'graphql');
    },
  };
  // Throws here (before listening) when production has no trusted documents.
  const yoga = createGatewayYoga({
    apiFetch: options.apiFetch,
    apiRequest: options.apiRequest,
    apiBaseUrl: options.apiBaseUrl,
    production,
    persistedDocuments: options.persistedDocuments,
    logger,
    clock,
  });

  const frameAncestorsFor = createFrameAncestorsCache({
    load: async (host) =>
      (
        await fetchTenantSettings(
          createApiClient({
            fetch: options.apiFetch,
            request: options.apiRequest,
            baseUrl: options.apiBaseUrl,
            forward: { host },
          }),
        )
      ).frameAncestors,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(staticSecurityHeaders)) reply.header(name, value);
    reply.header('x-request-id', request.id);
    const contentType = String(reply.getHeader('content-type') ?? '');
    const isHtml = contentType.startsWith('text/html');
    // frame-ancestors only matters for documents, so only they pay for the tenant lookup.
    const host = request.headers.host;
    const frameAncestors = isHtml && host ? await frameAncestorsFor(host) : [];
    const graphiql = !production && isHtml && request.url.startsWith(yoga.graphqlEndpoint);
    reply.header('content-security-policy', contentSecurityPolicy({ frameAncestors, graphiql }));
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
    }
    return reply
      .code(status)
      .send({ statusCode: status, code: 'BAD_REQUEST', message: error.message });
  });

  // GraphQL, mounted per the yoga docs for Fastify: yoga reads Fastify's parsed body.
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, dynamicCompression);
    scope.route({
      url: yoga.graphqlEndpoint,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (request, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(request, reply, {
          clientAddress: request.ip,
          requestId: request.id,
        });
        response.headers.forEach((value, name) => {
          reply.header(name, value);
        });
        reply.status(response.status);
        // A GraphQL answer is sent whole (compression then skips one below the threshold); only
        // an incremental answer (event stream, multipart) is streamed.
        const contentType = response.headers.get('content-type') ?? '';
        if (response.body === null || /event-stream|multipart/.test(contentType)) {
          return reply.send(response.body);
        }
        return reply.send(Buffer.from(await response.arrayBuffer()));
      },
    });
  });

  await app.register(async (scope) => {
    await scope.register(fastifyCompress, dynamicCompression);
    // The body is streamed to the api untouched (uploads), so nothing here parses it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/api/v1/*', (request, reply) => forwardToApi(request, reply, options));
    scope.all('/api/v1', (request, reply) => forwardToApi(request, reply, options));
  });

  const versionInfo = readVersionInfo(staticDir, process.env, clock.now());
  app.get('/version.json', async (_request, reply) => {
    // Always fresh: the app compares it with the version it runs to offer a reload.
    reply.header('cache-control', 'no-store');
    return versionInfo;
  });

  if (staticDir !== undefined) {
    if (!existsSync(resolve(staticDir, 'index.html'))) {
      throw new Error(
        `No built app in ${staticDir} (index.html missing): run \`npm run build\` or \`npm start\`.`,
      );
    }
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      cacheControl: false,
      // dist/ holds brotli and gzip copies made at build time (scripts/build/precompress.ts):
      // chosen by Accept-Encoding, with Vary: Accept-Encoding; the plain file otherwise.
      preCompressed: true,
      // Vite names every file under /assets by its content hash: it never changes, cache it
      // for a year. Everything else may change with a deployment and is revalidated.
      setHeaders: (response, path) => {
        // Caches must keep the brotli, gzip and plain answers apart.
        response.setHeader('vary', 'Accept-Encoding');
        const isAsset = path.startsWith(resolve(staticDir, 'assets') + '/');
        response.setHeader(
          'cache-control',
          isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // @fastify/static answers a directory with 403; the root is the app shell.
    app.get('/', (_request, reply) => sendAppShell(reply, staticDir));
    app.get('/sw.js', (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .sendFile('sw.js', staticDir, { cacheControl: false }),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (staticDir !== undefined && isSpaNavigation(request)) return sendAppShell(reply, staticDir);
    return reply.code(404).send(notFoundBody);
  });

  return app;
}

/** index.html, revalidated on every navigation so a deployment shows up at once. */
function sendAppShell(reply: FastifyReply, staticDir: string): FastifyReply {
  return reply
    .header('cache-control', 'no-cache')
    .sendFile('index.html', staticDir, { cacheControl: false });
}

/** /api/v1/* → the api: method, headers, body and status pass through, bodies streamed. */
async function forwardToApi(
  request: FastifyRequest,
  reply: FastifyReply,
  options: BuildGatewayOptions,
): Promise<FastifyReply> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || hopByHop.has(name) || name === 'content-length') continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  if (request.headers.host) headers.set('x-forwarded-host', request.headers.host);
  headers.set('x-forwarded-for', request.ip);
  headers.set('x-forwarded-proto', request.protocol);
  headers.set('x-request-id', request.id);

  const hasBody =
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    (request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0);
  // A streamed request body needs duplex 'half' (undici); Node 20's RequestInit type lacks it.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers,
    body: hasBody
      ? (Readable.toWeb(request.raw) as unknown as ReadableStream<Uint8Array>)
      : undefined,
    duplex: 'half',
    redirect: 'manual',
  };
  const upstream = await options.apiFetch(new URL(request.url, options.apiBaseUrl), init);

  reply.code(upstream.status);
  // fetch() has already decoded a compressed body: its encoding and length no longer apply.
  const decoded = upstream.headers.has('content-encoding');
  upstream.headers.forEach((value, name) => {
    if (hopByHop.has(name) || name === 'set-cookie') return;
    if (decoded && (name === 'content-encoding' || name === 'content-length')) return;
    reply.header(name, value);
  });
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (upstream.body === null) return reply.send();
  // A short answer of known length is sent whole, so compression can see it is below the
  // threshold; anything longer or of unknown length (downloads) stays streamed.
  const length = Number(upstream.headers.get('content-length') ?? Number.NaN);
  if (!decoded && length < COMPRESS_THRESHOLD_BYTES) {
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(upstream.body as unknown as NodeReadableStream<Uint8Array>));
}
