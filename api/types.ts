import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Principal } from './auth/accounts';
import type { Right } from '../machines/rights.types';
import type { Tenant } from './auth/tenant';
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
}

declare module 'fastify' {
  // Route config carries the access declaration.
  interface FastifyContextConfig {
    public?: RouteAccess['public'];
    authenticated?: RouteAccess['authenticated'];
    right?: RouteAccess['right'];
  }

  interface FastifyRequest {
    tenant: Tenant;
    principal: Principal | null;
    /** The permission type that let the request through a `right` route (ALL or OWN). */
    permission: PermissionType | null;
  }
}
