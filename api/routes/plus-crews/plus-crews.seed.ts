import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { isoDay } from '../../db/seed/factories';
import { plusCrews } from './plus-crews.tables';

export async function createPlusCrew(
  db: Db,
  tenantId: number,
  values: { number: string; name: string; beginDate: string; endDate: string; passwordHash?: string | null },
) {
  const [plusCrew] = await db.insert(plusCrews).values({ tenantId, ...values }).returning();
  if (!plusCrew) throw new Error('plus crew insert returned nothing');
  return plusCrew;
}

/** Plus crew 7001 (its login is the number, password demo1234). */
export async function seedDemoPlusCrews({ tx, tenantId, now, passwordHash }: DemoCore): Promise<void> {
  await createPlusCrew(tx, tenantId, { number: '7001', name: 'Plus Crew North', beginDate: isoDay(now, -45), endDate: isoDay(now, 320), passwordHash });
}
