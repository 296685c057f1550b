import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { tenants } from '../core.tables';
import type { Database, Tx } from '../database';
import { discoverDemoSeeds, runDemoSeeds, type DemoSeed } from './area-seeds';
import { seedDemoCore } from './core.seed';
import type { DemoTenantOptions } from './core.seed';
import { DEMO_PASSWORD } from './factories';

export type { DemoTenantOptions } from './core.seed';

/** The plain unsubscribe token of crew@demo.test in the default demo tenant (the e2e test posts it). */
export const DEMO_UNSUBSCRIBE_TOKEN = 'demo-unsubscribe-crew';

/** The hosts of the default demo tenant; localhost is the default host (the fallback, decision 007). */
export const DEMO_HOSTS = ['localhost', '127.0.0.1'] as const;

/**
 * crew@'s unsubscribe token in a demo tenant on another host: token hashes are unique across all
 * tenants, so each tenant gets its own, derived from its (unique) host.
 */
export function demoUnsubscribeToken(host: string): string {
  return `${DEMO_UNSUBSCRIBE_TOKEN}-${host}`;
}

export const DEMO_LOGINS = {
  crew: 'crew@demo.test',
  chief: 'chief@demo.test',
  planner: 'planner@demo.test',
  client: 'client@demo.test',
  office: 'office@demo.test',
  project: '1001',
  plusCrew: '7001',
} as const;

/** Seeds the demo tenant when the database has no tenant yet; answers whether it did. */
export async function seedDemoIfEmpty(
  database: Database,
  /** `now`: the instant the demo's days and hours are placed around (the api clock's). */
  options: { now: Date },
): Promise<boolean> {
  const [row] = await database.db.select({ tenants: count() }).from(tenants);
  if ((row?.tenants ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.transaction((tx) =>
    seedDemoTenant(tx, {
      hosts: DEMO_HOSTS,
      isDefault: true,
      unsubscribeToken: DEMO_UNSUBSCRIBE_TOKEN,
      now: options.now,
      passwordHash,
    }),
  );
  return true;
}

/** How a start left the database's tenants: the demo loaded now, tenants already there, or none. */
export type TenantsAtStart = 'seeded' | 'present' | 'none';

/**
 * What a server start does about the demo: a new embedded database gets the demo tenant unless
 * DEMO_DATA=false; a PostgreSQL server (DATABASE_URL) is a company's own and gets it only from
 * `npm run db:seed`.
 */
export async function seedDemoAtStart(
  database: Database,
  config: { databaseUrl?: string; demoData: boolean },
  options: { now: Date },
): Promise<TenantsAtStart> {
  if (config.databaseUrl === undefined && config.demoData) {
    if (await seedDemoIfEmpty(database, options)) return 'seeded';
  }
  const [row] = await database.db.select({ tenants: count() }).from(tenants);
  return (row?.tenants ?? 0) > 0 ? 'present' : 'none';
}

/** What a start with no tenant at all says first: how to make one. */
export const NO_TENANT_YET = [
  'There is no tenant yet. Create one (with the embedded database, stop this server first):',
  '  npm run tenant -- create --host <host> --name <company name> --admin-email <e-mail>',
  'or load the demo tenant with `npm run db:seed`.',
].join('\n');

/** Every area's seeds, found once (api/routes/<area>/*.seed.ts exporting `demoSeeds`). */
let areaSeeds: Promise<DemoSeed[]> | undefined;

/**
 * One complete demo tenant (accounts, roles, projects, jobs): the default tenant of an empty
 * database and every tenant of the test tenant factory (routes/testing) come from this code.
 * The core rows first, then each area's seeds, each after the seeds its `after` names.
 */
export async function seedDemoTenant(
  tx: Tx,
  options: DemoTenantOptions,
): Promise<{ tenantId: number }> {
  const core = await seedDemoCore(tx, options);
  areaSeeds ??= discoverDemoSeeds();
  await runDemoSeeds(await areaSeeds, core, options);
  return { tenantId: core.tenantId };
}
