import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { crewInfoArticles } from './crew-info.tables';

export async function createCrewInfoArticle(
  db: Db,
  tenantId: number,
  values: Omit<typeof crewInfoArticles.$inferInsert, 'tenantId'>,
) {
  const [row] = await db
    .insert(crewInfoArticles)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('crew info article insert returned nothing');
  return row;
}

const DAY = 24 * 60 * 60 * 1000;

/** Articles a crew company really sends its crew: check-in, dress code, venue safety, sick leave, the app. */
export const DEMO_CREW_INFO: { title: string; summary: string; body: string; daysAgo: number }[] = [
  {
    title: 'Check-in and check-out on site',
    summary:
      'Check in with the app when you arrive, before the briefing, and check out when the crew chief releases you.',
    body: [
      'Every shift starts with a check-in in the app, at the venue, before the briefing. The crew chief sees who is there and the hours start at your check-in, not at the call time.',
      'Before you check in:',
      '- allow location for Crew Hub on your phone;\n- be at the crew entrance named in the job;\n- have your ID with you: venues check it at the gate.',
      'Check out when the crew chief releases you, not before. Forgot to check out? Send feedback on the payroll item and accounting corrects it.',
    ].join('\n\n'),
    daysAgo: 3,
  },
  {
    title: 'Dress code',
    summary: 'Black clothes without prints, safety shoes S3 on every build and break-down.',
    body: [
      'On show days and at corporate events the crew wears black: black trousers, a black shirt or T-shirt without prints or logos, black safety shoes.',
      '- Safety shoes S3 on every build and break-down, no exceptions;\n- work gloves in your bag;\n- a crew shirt from the office if the client asks for one (the job says so).',
      'No shorts on stage, no loose scarves near motors and truss.',
    ].join('\n\n'),
    daysAgo: 12,
  },
  {
    title: 'Venue safety: what every crew member must know',
    summary: 'Emergency exits, the assembly point and who to call: ask at every briefing.',
    body: [
      'Every venue has its own emergency plan. At the briefing the crew chief names the emergency exits, the assembly point and the venue’s first aider; ask if they do not.',
      '- Never block an emergency exit or a fire extinguisher with flight cases;\n- a helmet under any load that is being lifted;\n- no one works at height alone.',
      'See something unsafe? Stop, tell the crew chief, and write it down in the job’s feedback. Nobody is ever blamed for stopping work for safety.',
    ].join('\n\n'),
    daysAgo: 30,
  },
  {
    title: 'Sick or late: call, do not text',
    summary:
      'Call the planning line as early as you can; a message in a group chat is not a sick report.',
    body: [
      'If you are ill or will be late, call the planning line as early as you can, also at night: +31 20 123 4567. The planners find a replacement; the crew chief hears it from them.',
      'A text or a message in a group chat is not a sick report. Send your doctor’s note for more than two days to the office.',
    ].join('\n\n'),
    daysAgo: 75,
  },
];

export async function seedDemoCrewInfo(core: DemoCore): Promise<void> {
  const { tx, tenantId, now } = core;
  for (const { daysAgo, ...article } of DEMO_CREW_INFO) {
    await createCrewInfoArticle(tx, tenantId, {
      ...article,
      publishedAt: new Date(now.getTime() - daysAgo * DAY),
    });
  }
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'crew-info',
    after: [],
    run: (core) => seedDemoCrewInfo(core),
  }),
];
