import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenantHosts, tenants } from '../db/core.tables';

export type Tenant = typeof tenants.$inferSelect;

export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  // [::1]:8080 keeps its brackets; example.test:8080 loses the port.
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/** Which tenant serves a host, and whether it was found by that host or only by the fallback. */
export interface TenantMatch {
  tenant: Tenant;
  /** false: the host is no tenant's and the default tenant answered (decision 007). */
  byHost: boolean;
}

/** The tenant serving a Host header, or the default tenant when fallback is allowed. */
export async function resolveTenant(
  db: Db,
  host: string,
  allowFallback: boolean,
): Promise<TenantMatch | undefined> {
  const [exact] = await db
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.host, host))
    .limit(1);
  if (exact) return { tenant: exact.tenant, byHost: true };
  if (!allowFallback) return undefined;
  const [fallback] = await db
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.isDefault, true))
    .limit(1);
  return fallback && { tenant: fallback.tenant, byHost: false };
}

export function tenantSettings(tenant: Tenant) {
  return {
    name: tenant.name,
    defaultLanguage: tenant.defaultLanguage,
    mobileTheme: tenant.mobileTheme,
    backgroundUrl: tenant.backgroundUrl,
    backgroundColorCode: tenant.backgroundColorCode,
    faviconUrl: tenant.faviconUrl,
    logoUrl: tenant.logoUrl,
    useUserLanguage: tenant.useUserLanguage,
    metaHostName: tenant.metaHostName,
    metaDescription: tenant.metaDescription,
    frameAncestors: tenant.frameAncestors,
    timeZone: tenant.timeZone,
  };
}
