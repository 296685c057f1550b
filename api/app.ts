import { readdir } from 'node:fs/promises';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../machines/clock';
import type { Clock } from '../machines/clock';
import { AuthLookups } from './auth/lookups';
import { permissionFor } from './auth/rights';
import { sessionEndsAt } from './auth/sessions';
import { hostName } from './auth/tenant';
import { verifyToken } from './auth/tokens';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { ApiError, badUserInput, forbidden, notFound, unauthenticated } from './lib/errors';
import type { ErrorBody, ErrorCode } from './lib/errors';
import { isApiArea } from './lib/area';
import type { ApiArea } from './lib/area';
import { BackgroundWork } from './lib/background';
import { apiLoggerOptions, logsInfo, requestIdOf } from './lib/logging';
import type { LogDestination } from './lib/logging';
import type { RouteAccess, RouteContext } from './types';

export const API_PREFIX = '/api/v1';

export interface BuildApiOptions {
  database: Database;
  config: ApiConfig;
  /** Where the log lines (at config.logLevel) go; stdout by default. Tests collect them here. */
  logDestination?: LogDestination;
  /**
   * Where every route reads "now" (and the look-up caches their expiry, docs/decisions/009); the
   * machine's time by default. Tests set an instant and move it instead of waiting.
   */
  clock?: Clock;
}

/** Builds the /api/v1 service without listening; tests drive it with app.inject. */
export async function buildApi(options: BuildApiOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: apiLoggerOptions(config.logLevel, options.logDestination),
    // One line per request, written on response (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The caller's x-request-id when it looks like one (the gateway's), else a new UUID.
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // Bodies here are small JSON documents; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
    // The router's own refusals (a path parameter over maxParamLength, a malformed %-escape) go
    // through the one error handler too, not Fastify's default body that quotes the URL. They are
    // answered before any hook runs, so they set their own headers and write their own log line.
    frameworkErrors: (error, request, reply) => {
      request.log.info(
        { req: request, res: { statusCode: error.statusCode } },
        'request refused by the router',
      );
      return sendError(
        error,
        request,
        reply.header('cache-control', 'no-store').header('x-request-id', request.id),
      );
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Only JSON comes in (415 for anything else, text/plain included).
  app.removeContentTypeParser('text/plain');

  // Clients (the gateway's fetch) may send Content-Type: application/json with no body on POSTs such as
  // a confirmation; an empty body means "no body" here, anything else goes to Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.decorateRequest('tenant');
  app.decorateRequest('principal', null);
  app.decorateRequest('permission', null);
  app.decorateRequest('session', null);

  // Tenant, principal and rights look-ups, cached per process for a few seconds (decision 009).
  const lookups = new AuthLookups({
    db: database.db,
    allowFallback: database.kind === 'pglite' || config.defaultTenantFallback,
    rightsTtlMs: config.rightsCacheTtlMs,
    now: () => clock.elapsedMs(),
  });
  authLookupsByApp.set(app, lookups);
  // Verified tokens are remembered on PostgreSQL only (decision 236): the memory saves CPU, which
  // PGlite's one connection does not lack, and there its synchronous answer let a burst of requests
  // reach that connection at once: the projects list's p95 at 20 in flight went from ~245 to ~370 ms.
  const rememberTokens = database.kind !== 'pglite';
  const background = new BackgroundWork(app.log);
  backgroundByApp.set(app, background);
  app.addHook('onClose', async () => background.drain());

  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  // Areas register one after the other (awaited, nested plugins included), so the area whose
  // routes function runs is the one a route belongs to.
  let registeringArea: string | undefined;
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD twin for every GET; it shares the GET's config.
    if (route.method === 'HEAD') return;
    const entry = {
      method: String(route.method),
      url: route.url,
      access: route.config ?? {},
      area: registeringArea,
    };
    routes.push(entry);
    assertRouteAccess(entry);
    if (!entry.access.public && route.schema)
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Crew Hub /api/v1', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorBody = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
    return reply.code(404).send(body);
  });

  // Every answer is per user and per moment (a token above all): no browser or proxy may keep it.
  // Only a public file under a URL that changes with it (a tenant's logo) says otherwise itself.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(request.routeOptions.config.cacheable && reply.statusCode === 200))
      reply.header('cache-control', 'no-store');
    reply.header('x-request-id', request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config;
    // Unmatched URLs reach the not-found handler without touching the database.
    if (request.routeOptions.url === undefined) return;
    // Every call of the app says which client it is (SPEC.md §7); only probes and docs may not.
    if (!access.anyClient && request.headers.type !== CLIENT_TYPE) {
      throw badUserInput('The Type header must be MOBILE');
    }
    // request.host is X-Forwarded-Host from a trusted proxy (a gateway calling over HTTP cannot set
    // Host: fetch forbids it), else the Host header.
    // Public routes read the tenant fresh (and refresh the cache); the others take it from the cache.
    const tenant = await lookups.tenant(hostName(request.host), { fresh: access.public === true });
    if (!tenant) throw notFound('Unknown host', 'UNKNOWN_HOST');
    request.tenant = tenant;
    if (access.public) return;

    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ')
      ? header.slice('Bearer '.length).trim()
      : undefined;
    if (!bearer) throw unauthenticated();
    // Signature and claims checked once per token text, expiry on every request (decisions 003, 231).
    const claims = await verifyToken(config, bearer, clock.now(), { remember: rememberTokens });
    // A token is bound to its tenant: on another tenant's host it is as good as none.
    if (!claims || claims.tid !== tenant.id) throw unauthenticated();
    // The sign-in it belongs to must still be live: a sign-out or a password change ended it (decision 003).
    const session = await lookups.session(tenant.id, claims.sid);
    if (!session || session.subject !== claims.sub) throw unauthenticated();
    // Past the sign-in's absolute end (a lowered SESSION_MAX_AGE_SECONDS applies at once).
    if (sessionEndsAt(session, config.sessionMaxAgeSeconds).getTime() <= clock.now().getTime())
      throw unauthenticated();
    const principal = await lookups.principal(tenant.id, claims.sub);
    if (!principal || principal.type !== claims.type) throw unauthenticated();
    request.principal = principal;
    request.session = session;

    if (access.right) {
      const rights = await lookups.userRights(principal);
      const permission = permissionFor(rights, access.right);
      if (!permission) throw forbidden();
      request.permission = permission;
    }
  });

  const context: RouteContext = {
    database,
    config,
    logging: logsInfo(config.logLevel),
    lookups,
    background,
    clock,
  };
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/openapi.json',
        {
          config: { public: true, anyClient: true },
          schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } },
        },
        async () => app.swagger() as unknown as Record<string, unknown>,
      );
      for (const area of await apiAreas()) {
        registeringArea = area.name;
        await area.routes(typed, context);
      }
      registeringArea = undefined;
    },
    { prefix: API_PREFIX },
  );
  // Areas whose service the spec places under another base path answer there too (api/routes/plus-crews/README.md, Under /api as well as /api/v1).
  for (const area of await apiAreas()) {
    if (area.alsoUnder)
      await app.register(
        async (api) => {
          registeringArea = area.name;
          await area.routes(api.withTypeProvider<ZodTypeProvider>(), context);
          registeringArea = undefined;
        },
        { prefix: area.alsoUnder },
      );
  }

  await app.ready();
  return app;
}

const routesDir = new URL('./routes/', import.meta.url);
let areas: Promise<ApiArea[]> | undefined;

/**
 * Every folder of api/routes is an area: its index.ts default-exports defineApiArea({ name, routes }).
 * Discovered once per process (dynamic import of the .ts files: tsx in dev and start, Vite in tests).
 */
export function apiAreas(): Promise<ApiArea[]> {
  areas ??= loadAreas();
  return areas;
}

async function loadAreas(): Promise<ApiArea[]> {
  const entries = await readdir(routesDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const module = (await import(new URL(`./${name}/index.ts`, routesDir).href)) as {
        default?: unknown;
      };
      if (!isApiArea(module.default) || module.default.name !== name) {
        throw new Error(
          `api/routes/${name}/index.ts must export default defineApiArea({ name: '${name}', routes })`,
        );
      }
      return module.default;
    }),
  );
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The api/routes folder that registered it; undefined for the api's own (/openapi.json). */
  area?: string;
}

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();
const authLookupsByApp = new WeakMap<FastifyInstance, AuthLookups>();
const backgroundByApp = new WeakMap<FastifyInstance, BackgroundWork>();

/** The value of the Type header every call of the app sends. */
export const CLIENT_TYPE = 'MOBILE';

/** Work routes started after answering (tests drain it before reading what it wrote). */
export function backgroundWork(app: FastifyInstance): BackgroundWork {
  const work = backgroundByApp.get(app);
  if (!work) throw new Error('Not an app built by buildApi');
  return work;
}

/**
 * The app's cached tenant, principal and rights look-ups: whatever changes a principal or rights in
 * this process calls invalidatePrincipal / invalidateAll on it (docs/decisions/009).
 */
export function authLookups(app: FastifyInstance): AuthLookups {
  const lookups = authLookupsByApp.get(app);
  if (!lookups) throw new Error('Not an app built by buildApi');
  return lookups;
}

/** Every route buildApi registered, with what it declared (for the route-rights walker test). */
export function apiRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registeredRoutes.get(app) ?? [];
}

/** A route that declares nothing would be open by accident: refuse to start instead. */
export function assertRouteAccess(route: RegisteredRoute): void {
  if (accessKinds(route.access).length !== 1) {
    throw new Error(
      `Route ${route.method} ${route.url} must declare exactly one of public, authenticated or right.`,
    );
  }
}

export function accessKinds(config: RouteAccess | undefined): Array<keyof RouteAccess> {
  if (!config) return [];
  const kinds: Array<keyof RouteAccess> = [];
  if (config.public === true) kinds.push('public');
  if (config.authenticated === true) kinds.push('authenticated');
  if (config.right && config.right.resource && config.right.action) kinds.push('right');
  return kinds;
}

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Fastify's own client errors in fixed words: some of its messages quote the URL or the input
 * (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH), and an answer never echoes what it refuses.
 */
const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'Malformed request',
  413: 'Request body is too large',
  414: 'URL or path parameter too long',
  415: 'Unsupported media type',
};
const MESSAGES_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body is empty',
};

/** The one place errors become answers: 4xx speak to the user, 5xx say nothing internal. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: ErrorBody = {
      statusCode: 400,
      code: 'BAD_USER_INPUT',
      message: 'Invalid input',
      details: error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'Invalid value',
      })),
    };
    return reply.code(400).send(body);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON or URL, unsupported media type, body or parameter too large).
    const message =
      MESSAGES_BY_FASTIFY_CODE[error.code] ?? MESSAGES_BY_STATUS[status] ?? 'Invalid request';
    const body: ErrorBody = {
      statusCode: status,
      code: CODES_BY_STATUS[status] ?? 'BAD_USER_INPUT',
      message,
    };
    return reply.code(status).send(body);
  }
  request.log.error({ err: error }, 'request failed');
  const body: ErrorBody = { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' };
  return reply.code(500).send(body);
}
