import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Principal } from './auth/accounts';
import type { Clock } from '../machines/clock';
import type { Right } from '../machines/rights.types';
import type { AuthLookups } from './auth/lookups';
import type { LiveSession } from './auth/sessions';
import type { Tenant } from './auth/tenant';
import type { BackgroundWork } from './lib/background';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import type { PermissionType } from './db/core.tables';

/** The Fastify instance routes are registered on, typed by the zod schemas. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface RouteContext {
  database: Database;
  config: ApiConfig;
  /** Whether the log takes info lines (LOG_LEVEL); without them, operator notices go to the console. */
  logging: boolean;
  /** The cached look-ups, for routes that change principals or end sessions. */
  lookups: AuthLookups;
  /** Work started after the answer (decision 006). */
  background: BackgroundWork;
  /** Where the routes read "now" (buildApi's clock), never the machine's time directly. */
  clock: Clock;
}

/**
 * What a route declares about who may call it. Exactly one of these must be set; the access hook in
 * app.ts enforces it and a test walks every route to prove none is missing.
 */
export interface RouteAccess {
  /** No token needed (sign-in, tenant settings, status). */
  public?: boolean;
  /** Any valid token of this tenant (the session routes). */
  authenticated?: boolean;
  /** A valid token whose rights hold this resource and action. */
  right?: Right;
  /**
   * Also answers calls without `Type: MOBILE` (health probes, the OpenAPI document); every other
   * route refuses them with 400.
   */
  anyClient?: boolean;
  /**
   * A public file whose URL changes with its content (a tenant's logo): the route sets its own
   * Cache-Control instead of the no-store every other answer carries.
   */
  cacheable?: boolean;
}

declare module 'fastify' {
  // Route config carries the access declaration.
  interface FastifyContextConfig {
    public?: RouteAccess['public'];
    authenticated?: RouteAccess['authenticated'];
    right?: RouteAccess['right'];
    anyClient?: RouteAccess['anyClient'];
    cacheable?: RouteAccess['cacheable'];
  }

  interface FastifyRequest {
    tenant: Tenant;
    principal: Principal | null;
    /** The permission type that let the request through a `right` route (ALL or OWN). */
    permission: PermissionType | null;
    /** The sign-in session the token belongs to (decision 003); null on public routes. */
    session: LiveSession | null;
  }
}
