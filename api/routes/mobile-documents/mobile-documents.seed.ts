import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { mobileDocuments } from './mobile-documents.tables';

export async function createMobileDocument(
  db: Db,
  tenantId: number,
  values: Omit<typeof mobileDocuments.$inferInsert, 'tenantId'>,
) {
  const [row] = await db
    .insert(mobileDocuments)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('mobile document insert returned nothing');
  return row;
}

const DAY = 24 * 60 * 60 * 1000;

/** The crew handbook and a safety sheet for everyone, a checklist of crew@'s own (a forklift licence renewal). */
export async function seedDemoMobileDocuments(core: DemoCore): Promise<void> {
  const { tx, tenantId, persons, now } = core;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await createMobileDocument(tx, tenantId, {
    title: 'Crew handbook',
    description: 'How we work: jobs, check-in, pay and who to call.',
    category: 'handbook',
    updatedAt: ago(40),
    content: [
      'Your jobs\nJobs are offered in the app. Confirm a job only when you can work it; the planners count on every confirmation.\n- Open the job for the call time, the address and the crew chief;\n- a changed job shows on the home screen until you have seen it.',
      'On site\nCheck in with the app at the crew entrance before the briefing and check out when the crew chief releases you.\n- Black clothes, safety shoes S3;\n- your ID with you.',
      'Pay\nPayrolls are published monthly in the app. Something wrong? Send feedback on the item: accounting answers within a working day.',
      'Who to call\nPlanning line: +31 20 123 4567 (also at night for sick reports).\nOffice: office@demo.test.',
    ].join('\n\n'),
  });
  await createMobileDocument(tx, tenantId, {
    title: 'Safety sheet: working at height',
    description: 'Harness check, anchor points and rescue, on one page.',
    category: 'safetySheet',
    updatedAt: ago(15),
    content: [
      'Before you go up\n- Check the harness: webbing, stitching, buckles, the label’s date;\n- the anchor point is named by the rigger, never a truss you guess;\n- a second person stays on the floor.',
      'Up there\n- Two lanyards: always one attached;\n- tools on a tether;\n- no one below the work area.',
      'If someone falls\nCall the venue’s emergency number and the crew chief. Suspension trauma starts in minutes: rescue at once, keep the person sitting up afterwards.',
    ].join('\n\n'),
  });
  await createMobileDocument(tx, tenantId, {
    title: 'Forklift checklist',
    description: 'The daily check before you drive, for your licence renewal.',
    category: 'checklist',
    personId: persons.crew,
    updatedAt: ago(5),
    content: [
      'Daily check\n- Tyres and forks without damage;\n- chains and mast lubricated;\n- horn, lights and brakes work;\n- battery or gas charged, no leaks.',
      'After the shift\nPark with the forks down, the key out, the charger connected.',
    ].join('\n\n'),
  });
  // Mila's own document: crew@ never sees it (another person's document is 404).
  await createMobileDocument(tx, tenantId, {
    title: 'Rigging certificate copy',
    description: 'A copy of your rigging certificate for the venue.',
    category: 'checklist',
    personId: persons.mila,
    updatedAt: ago(9),
    content: 'Certificate\nRigging level 1, valid until the end of next year.',
  });
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'mobile-documents',
    after: [],
    run: (core) => seedDemoMobileDocuments(core),
  }),
];
