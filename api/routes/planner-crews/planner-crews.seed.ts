import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { plannerCrewMemberships, plannerCrewTypes, plannerCrews } from './planner-crews.tables';
import type { PlannerCrewKind } from './planner-crews.tables';

export async function createPlannerCrewType(
  db: Db,
  tenantId: number,
  caption: string,
  kind: PlannerCrewKind,
): Promise<number> {
  const [row] = await db
    .insert(plannerCrewTypes)
    .values({ tenantId, caption, kind })
    .returning({ id: plannerCrewTypes.id });
  if (!row) throw new Error('planner crew type insert returned nothing');
  return row.id;
}

export async function createPlannerCrew(
  db: Db,
  tenantId: number,
  values: {
    typeId: number;
    kind: PlannerCrewKind;
    name: string;
    companyId?: number | null;
    plannerPersonId?: number | null;
    createdAt: Date;
  },
  memberIds: number[] = [],
): Promise<number> {
  const [crew] = await db
    .insert(plannerCrews)
    .values({ tenantId, ...values })
    .returning({ id: plannerCrews.id });
  if (!crew) throw new Error('planner crew insert returned nothing');
  if (memberIds.length > 0) {
    await db.insert(plannerCrewMemberships).values(
      memberIds.map((personId) => ({
        tenantId,
        crewId: crew.id,
        personId,
        createdAt: values.createdAt,
      })),
    );
  }
  return crew.id;
}

/**
 * The demo's crews: planner@ leads two planner crews — the stage hands who work for
 * Eventful Ltd (so client@ sees that one) and the warehouse crew — and one membership crew, the
 * festival season pool for Eventful Ltd, that crew@ and Noah belong to.
 */
export async function seedDemoPlannerCrews(core: DemoCore): Promise<void> {
  const { tx, tenantId, persons, companies, now } = core;
  const stage = await createPlannerCrewType(tx, tenantId, 'Stage crew', 'planner');
  const logistics = await createPlannerCrewType(tx, tenantId, 'Logistics crew', 'planner');
  const membership = await createPlannerCrewType(tx, tenantId, 'Membership crew', 'membership');
  await createPlannerCrew(
    tx,
    tenantId,
    {
      typeId: stage,
      kind: 'planner',
      name: 'Stage hands A-team',
      companyId: companies.eventful,
      plannerPersonId: persons.planner,
      createdAt: now,
    },
    [persons.crew, persons.chief, persons.mila],
  );
  await createPlannerCrew(
    tx,
    tenantId,
    {
      typeId: logistics,
      kind: 'planner',
      name: 'Warehouse and logistics',
      plannerPersonId: persons.planner,
      createdAt: now,
    },
    [persons.noah, persons.mila],
  );
  await createPlannerCrew(
    tx,
    tenantId,
    {
      typeId: membership,
      kind: 'membership',
      name: 'Festival season pool',
      companyId: companies.eventful,
      plannerPersonId: persons.planner,
      createdAt: now,
    },
    [persons.crew, persons.noah],
  );
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'planner-crews',
    after: [],
    run: (core) => seedDemoPlannerCrews(core),
  }),
];
