import { defineDemoSeed } from '../../db/seed/area-seeds';
import { hashLinkToken } from '../../auth/passwords';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { mailUnsubscribeTokens } from './session.tables';

/** Stores only the hash of `token`, as the unsubscribe route expects. */
export async function createUnsubscribeToken(
  db: Db,
  tenantId: number,
  personId: number,
  token: string,
) {
  await db
    .insert(mailUnsubscribeTokens)
    .values({ tenantId, personId, tokenHash: hashLinkToken(token) });
}

/** crew@'s unsubscribe link (token hashes are unique across tenants: one token per tenant). */
export async function seedDemoSession(
  { tx, tenantId, persons }: DemoCore,
  unsubscribeToken: string,
): Promise<void> {
  await createUnsubscribeToken(tx, tenantId, persons.crew, unsubscribeToken);
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'session',
    after: [],
    run: (core, { options }) => seedDemoSession(core, options.unsubscribeToken),
  }),
];
