import { asc, desc, eq } from 'drizzle-orm';
import { hostName } from '../../auth/tenant';
import { tenantHosts } from '../../db/core.tables';
import type { Db } from '../../db/database';

// Where a link in a mail points: the app on one of the tenant's own hosts. A mail client opens
// nothing with a path alone, and the request's Host header is the caller's to choose, so a link
// names a host only when the tenant is served on it (else a reset asked for with `Host: evil.test`
// would mail a link to evil.test).

/** The local port `npm start` serves on, for links on a machine's own names. */
const localPort = () => process.env.PORT ?? '8080';

function isLocal(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
}

/**
 * The app's origin on a host name: https, except on a machine's own names (localhost and its
 * subdomains), where `npm start` serves plain http on PORT.
 */
export function appOrigin(host: string, port = localPort()): string {
  return isLocal(host) ? `http://${host}:${port}` : `https://${host}`;
}

/**
 * The app's origin for a mail of the tenant: the host the request came to when it is one of the
 * tenant's (with the request's port on a local name), else the tenant's default or first host.
 */
export async function tenantAppOrigin(
  db: Db,
  tenantId: number,
  requestHost?: string,
): Promise<string | undefined> {
  const hosts = await db
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(desc(tenantHosts.isDefault), asc(tenantHosts.id));
  const asked = requestHost === undefined ? '' : hostName(requestHost);
  const own = hosts.some((row) => row.host === asked);
  const chosen = own ? asked : hosts[0]?.host;
  if (chosen === undefined) return undefined;
  const askedPort = own && requestHost ? /:(\d{1,5})$/.exec(requestHost)?.[1] : undefined;
  return appOrigin(chosen, askedPort ?? localPort());
}
