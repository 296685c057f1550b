import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, eq } from 'drizzle-orm';
import { persons } from '../../db/core.tables';
import type { DemoCore } from '../../db/seed/core.seed';
import { dayAt } from '../../db/seed/factories';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import type { DemoCrews } from './crews.seed';
import { crewDocuments, crewItemRatings, crewSignOffs } from '../../db/tables/crews.tables';
import { crewShiftEvents } from './crews.tables';
import { DEMO_CREW_SIGNATURE_KEY } from './sign-off.files';

// The sign-off part of the crews demo: yesterday's "Stage rigging" was signed off by
// the client's contact (client@, Jordan Miller) on chief@'s phone, rated with a remark; the
// delivery note is released (not downloaded yet) and the crew chief sheet too.

export async function seedDemoSignOff(core: DemoCore, crews: DemoCrews): Promise<void> {
  const { tx, tenantId, now, persons: people } = core;
  const crew = crews.yesterday;
  const [client] = await tx
    .select({ name: persons.name })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.email, 'client@demo.test')));
  const signedAt = dayAt(now, -1, 18, 20);
  const releasedAt = dayAt(now, -1, 18, 25);
  await tx.insert(crewSignOffs).values({
    tenantId,
    crewId: crew.id,
    signerName: client?.name ?? 'Jordan Miller',
    signatureKey: DEMO_CREW_SIGNATURE_KEY,
    rating: 5,
    remark: 'Rigging done ahead of schedule, tidy work. Thank you!',
    signedAt,
    recordedByPersonId: people.chief,
  });
  const members = await tx
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.crewId, crew.id)))
    .orderBy(projectCrewItems.id);
  const [first, second] = members;
  if (first)
    await tx.insert(crewItemRatings).values({
      tenantId,
      crewItemId: first.id,
      rating: 5,
      remark: 'Great rigger',
      ratedAt: signedAt,
    });
  if (second)
    await tx
      .insert(crewItemRatings)
      .values({ tenantId, crewItemId: second.id, rating: 4, remark: '', ratedAt: signedAt });
  await tx.insert(crewDocuments).values([
    {
      tenantId,
      crewId: crew.id,
      kind: 'deliveryNote',
      releasedAt,
      releasedByPersonId: people.chief,
    },
    {
      tenantId,
      crewId: crew.id,
      kind: 'crewChiefSheet',
      releasedAt,
      releasedByPersonId: people.chief,
    },
  ]);
  await tx.insert(crewShiftEvents).values([
    {
      tenantId,
      crewId: crew.id,
      type: 'crew.signOff',
      actorPersonId: people.chief,
      idempotencyKey: 'demo-sign-off',
      payload: { signerName: client?.name ?? 'Jordan Miller', rating: 5 },
      createdAt: signedAt,
    },
    {
      tenantId,
      crewId: crew.id,
      type: 'deliveryNote.release',
      actorPersonId: people.chief,
      idempotencyKey: 'demo-release-note',
      payload: {},
      createdAt: releasedAt,
    },
    {
      tenantId,
      crewId: crew.id,
      type: 'crewChiefSheet.release',
      actorPersonId: people.chief,
      idempotencyKey: 'demo-release-sheet',
      payload: {},
      createdAt: releasedAt,
    },
  ]);
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'sign-off',
    after: ['crews'],
    run: (core, { resultOf }) => seedDemoSignOff(core, resultOf('crews')),
  }),
];
