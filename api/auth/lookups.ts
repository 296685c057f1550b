import type { Db } from '../db/database';
import { findPrincipalBySubject } from './accounts';
import type { Principal } from './accounts';
import { TtlCache, monotonicClock } from './cache';
import type { Clock } from './cache';
import { loadRights } from './rights';
import type { Rights } from './rights';
import { findLiveSession } from './sessions';
import type { LiveSession } from './sessions';
import { resolveTenant } from './tenant';
import type { Tenant } from './tenant';

/** Host → tenant changes rarely and only by an operator: half a minute (docs/decisions/009). */
export const TENANT_CACHE_TTL_MS = 30_000;
/** Enough for every host and every signed-in person of a busy install; the oldest go first beyond it. */
export const AUTH_CACHE_MAX_ENTRIES = 5_000;

/** The repository functions behind the look-ups (tests wrap them in spies to count the queries). */
export interface AuthLookupSources {
  resolveTenant: typeof resolveTenant;
  findPrincipalBySubject: typeof findPrincipalBySubject;
  loadRights: typeof loadRights;
  findLiveSession: typeof findLiveSession;
}

export interface AuthLookupsOptions {
  db: Db;
  /** Unknown hosts resolve to the default tenant (decision 007). */
  allowFallback: boolean;
  /** Principal and rights; 0 disables that cache (RIGHTS_CACHE_TTL_MS). */
  rightsTtlMs: number;
  tenantTtlMs?: number;
  maxEntries?: number;
  now?: Clock;
  sources?: Partial<AuthLookupSources>;
}

interface PrincipalEntry {
  principal: Principal;
  /** The user-scope rights, once a route needing a right has asked for them. */
  rights?: Rights;
}

/**
 * The look-ups the access hook makes on every request (tenant from Host, principal from the token's
 * subject, the principal's rights), cached per process for a few seconds (docs/decisions/009).
 * Only answers are cached, never a miss: an unknown host or a subject that no longer exists goes to
 * the database again on the next request. Token verification is not here: it stays exact.
 */
export class AuthLookups {
  private readonly db: Db;
  private readonly allowFallback: boolean;
  private readonly sources: AuthLookupSources;
  private readonly tenants: TtlCache<string, Tenant>;
  private readonly principals: TtlCache<string, PrincipalEntry>;
  private readonly sessions: TtlCache<string, LiveSession>;
  /**
   * Bumped by every invalidation: a look-up that started before it must not store what it read,
   * or an answer read just before a change would outlive the change.
   */
  private generation = 0;

  constructor(options: AuthLookupsOptions) {
    this.db = options.db;
    this.allowFallback = options.allowFallback;
    this.sources = {
      resolveTenant: options.sources?.resolveTenant ?? resolveTenant,
      findPrincipalBySubject: options.sources?.findPrincipalBySubject ?? findPrincipalBySubject,
      loadRights: options.sources?.loadRights ?? loadRights,
      findLiveSession: options.sources?.findLiveSession ?? findLiveSession,
    };
    const now = options.now ?? monotonicClock;
    const maxEntries = options.maxEntries ?? AUTH_CACHE_MAX_ENTRIES;
    this.tenants = new TtlCache({
      ttlMs: options.tenantTtlMs ?? TENANT_CACHE_TTL_MS,
      maxEntries,
      now,
    });
    this.principals = new TtlCache({ ttlMs: options.rightsTtlMs, maxEntries, now });
    // Sessions share the rights' few seconds: a sign-out in another process is seen within them.
    this.sessions = new TtlCache({ ttlMs: options.rightsTtlMs, maxEntries, now });
  }

  /**
   * The tenant serving this host name (already normalised by hostName), or undefined (never cached).
   * Only a tenant found by its own host is cached: a fallback answer (unknown host → default tenant)
   * is looked up again each time, so a tenant given that host a moment later (the test tenant
   * factory, an operator) is served at once.
   * `fresh` skips the cached answer and refreshes it: public routes (sign-in, tenant settings,
   * password reset) are a few calls per session and show the tenant's settings, so they read them
   * as they are now.
   */
  async tenant(host: string, options: { fresh?: boolean } = {}): Promise<Tenant | undefined> {
    const cached = options.fresh ? undefined : this.tenants.get(host);
    if (cached) return cached;
    const generation = this.generation;
    const match = await this.sources.resolveTenant(this.db, host, this.allowFallback);
    if (match?.byHost && generation === this.generation) this.tenants.set(host, match.tenant);
    return match?.tenant;
  }

  /** The principal a token's subject names in this tenant, or undefined (never cached). */
  async principal(tenantId: number, subject: string): Promise<Principal | undefined> {
    const key = scopedKey(tenantId, subject);
    const cached = this.principals.get(key);
    if (cached) return cached.principal;
    const generation = this.generation;
    const principal = await this.sources.findPrincipalBySubject(this.db, tenantId, subject);
    if (principal && generation === this.generation) this.principals.set(key, { principal });
    return principal;
  }

  /**
   * The principal's user-scope rights (the ones routes check). Kept with the principal's entry, so
   * they expire with it: never older than the TTL counted from the principal's look-up.
   */
  async userRights(principal: Principal): Promise<Rights> {
    const key = scopedKey(principal.tenantId, principal.subject);
    const cached = this.principals.get(key);
    if (cached?.principal === principal && cached.rights) return cached.rights;
    const generation = this.generation;
    const rights = await this.sources.loadRights(this.db, principal, 'user');
    // Only into the entry of this very principal, still there and not invalidated meanwhile.
    if (
      cached?.principal === principal &&
      generation === this.generation &&
      this.principals.get(key) === cached
    ) {
      cached.rights = rights;
    }
    return rights;
  }

  /** The live session a token's sid names in this tenant, or undefined (ended or unknown; never cached). */
  async session(tenantId: number, id: string): Promise<LiveSession | undefined> {
    const key = scopedKey(tenantId, id);
    const cached = this.sessions.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const session = await this.sources.findLiveSession(this.db, tenantId, id);
    if (session && generation === this.generation) this.sessions.set(key, session);
    return session;
  }

  /** After this process ends sessions (a sign-out, a password change): they fail at once here. */
  invalidateSessions(): void {
    this.generation += 1;
    this.sessions.clear();
  }

  /** After anything in this process changes a person, project or plus crew, or their rights. */
  invalidatePrincipal(tenantId: number, subject: string): void {
    this.generation += 1;
    this.principals.delete(scopedKey(tenantId, subject));
  }

  /** After a change to a tenant's settings (its name, language, branding): every host reads it again. */
  invalidateTenants(): void {
    this.generation += 1;
    this.tenants.clear();
  }

  /** After a change to roles or grants (they reach many principals) or to tenants and hosts. */
  invalidateAll(): void {
    this.generation += 1;
    this.principals.clear();
    this.sessions.clear();
    this.tenants.clear();
  }
}

function scopedKey(tenantId: number, subject: string): string {
  return `${tenantId}\u0000${subject}`;
}
