import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ATTENDANCES } from '../../../machines/crewShift.machine';
import { persons } from '../../db/core.tables';
import type { Tx } from '../../db/database';
import { createPerson } from '../../db/seed/factories';
import { attend } from '../crews/crews.seed';
import { crewDocuments, crewSignOffs } from '../../db/tables/crews.tables';
import { DEMO_CREW_SIGNATURE_KEY } from '../crews/crews.public';
import { createCrewItem } from '../jobs/jobs.seed';
import { createCrew } from '../projects/projects.seed';
import { functions, projectCrews, projects } from '../../db/tables/projects.tables';
import { text } from '../../lib/schemas';

/**
 * The factory's model crews (api/routes/testing/contract.md): a crew of the demo project 1001
 * led by chief@, with the facts of a crewShift model start (machines/crewShift.model.ts). Every
 * time is given in minutes relative to the moment of the request, so a test can put the shift
 * where the machine accepts check-in and check-out times "now" (never more than 15 minutes ahead).
 */

/** Minutes relative to now (negative: in the past); at most a week either way. */
const minutesFromNow = z
  .number()
  .int()
  .min(-7 * 24 * 60)
  .max(7 * 24 * 60);

const memberSchema = z
  .strictObject({
    name: text().trim().min(1).max(100),
    attendance: z.enum(ATTENDANCES),
    checkedInAt: minutesFromNow.nullable().default(null),
    checkedOutAt: minutesFromNow.nullable().default(null),
    breakMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(0),
    /** The crew item's planned break (where the check-out's break starts). */
    plannedBreakMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(0),
  })
  // The same shapes the venue actions write: in for checkedIn/checkedOut, out only for checkedOut.
  .refine(
    (m) =>
      (m.attendance === 'checkedIn' || m.attendance === 'checkedOut') === (m.checkedInAt !== null),
    {
      message: 'checkedInAt is set exactly when the member is checked in or out',
      path: ['checkedInAt'],
    },
  )
  .refine((m) => (m.attendance === 'checkedOut') === (m.checkedOutAt !== null), {
    message: 'checkedOutAt is set exactly when the member is checked out',
    path: ['checkedOutAt'],
  })
  .refine(
    (m) => m.checkedInAt === null || m.checkedOutAt === null || m.checkedOutAt > m.checkedInAt,
    {
      message: 'checkedOutAt lies after checkedInAt',
      path: ['checkedOutAt'],
    },
  );

export const modelCrewSchema = z
  .strictObject({
    caption: text().trim().min(1).max(100).default('Model crew'),
    startsAt: minutesFromNow,
    endsAt: minutesFromNow,
    members: z.array(memberSchema).min(1).max(20),
    signedOffAt: minutesFromNow.nullable().default(null),
    deliveryNoteReleasedAt: minutesFromNow.nullable().default(null),
    crewChiefSheetReleasedAt: minutesFromNow.nullable().default(null),
  })
  .refine((crew) => crew.endsAt > crew.startsAt, {
    message: 'endsAt lies after startsAt',
    path: ['endsAt'],
  })
  .refine(
    (crew) =>
      crew.signedOffAt !== null ||
      (crew.deliveryNoteReleasedAt === null && crew.crewChiefSheetReleasedAt === null),
    {
      message: 'documents are released only after the sign-off',
      path: ['signedOffAt'],
    },
  )
  .refine(
    (crew) =>
      crew.signedOffAt === null ||
      crew.members.every((m) => m.attendance === 'checkedOut' || m.attendance === 'noShow'),
    {
      message: 'the client signs off only when everyone is checked out or a no-show',
      path: ['signedOffAt'],
    },
  );
export type ModelCrewBody = z.infer<typeof modelCrewSchema>;

export const modelCrewCreatedSchema = z.strictObject({
  crewId: z.number().int(),
  members: z.array(z.strictObject({ crewItemId: z.number().int(), name: z.string() })),
});
export type ModelCrewCreated = z.infer<typeof modelCrewCreatedSchema>;

/** The demo pieces a model crew hangs on; undefined when the tenant is not a demo tenant. */
async function demoAnchors(tx: Tx, tenantId: number) {
  const [chief] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.email, 'chief@demo.test')));
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.number, '1001')));
  const [fn] = await tx
    .select({ id: functions.id })
    .from(functions)
    .where(and(eq(functions.tenantId, tenantId), eq(functions.name, 'Stagehand')));
  if (!chief || !project || !fn) return undefined;
  // The location of the project's first crew (the demo's main stage build), for the route notes.
  const [crew] = await tx
    .select({ locationId: projectCrews.locationId })
    .from(projectCrews)
    .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.projectId, project.id)))
    .orderBy(asc(projectCrews.id))
    .limit(1);
  return {
    chief: chief.id,
    projectId: project.id,
    functionId: fn.id,
    locationId: crew?.locationId ?? null,
  };
}

/** Creates the crew; undefined when `tenantId` is no demo tenant. */
export async function createModelCrew(
  tx: Tx,
  tenantId: number,
  body: ModelCrewBody,
  now: Date,
): Promise<ModelCrewCreated | undefined> {
  const anchors = await demoAnchors(tx, tenantId);
  if (!anchors) return undefined;
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const maybeAt = (minutes: number | null) => (minutes === null ? undefined : at(minutes));
  const crew = await createCrew(tx, tenantId, {
    projectId: anchors.projectId,
    caption: body.caption,
    locationId: anchors.locationId,
    startsAt: at(body.startsAt),
    endsAt: at(body.endsAt),
    crewChiefPersonId: anchors.chief,
  });
  const members: ModelCrewCreated['members'] = [];
  for (const [index, member] of body.members.entries()) {
    const person = await createPerson(tx, tenantId, {
      name: member.name,
      email: `model-${crew.id}-${index}@demo.test`,
      passwordHash: null,
    });
    const item = await createCrewItem(tx, tenantId, {
      crewId: crew.id,
      functionId: anchors.functionId,
      personId: person.id,
      status: 'confirmed',
      startsAt: crew.startsAt,
      endsAt: crew.endsAt,
      confirmedAt: at(body.startsAt - 24 * 60),
      plannedBreakMinutes: member.plannedBreakMinutes,
    });
    // An expected member has no attendance row, as in the demo (nobody recorded anything yet).
    if (member.attendance !== 'expected')
      await attend(tx, tenantId, item.id, anchors.chief, {
        attendance: member.attendance,
        in: maybeAt(member.checkedInAt),
        out: maybeAt(member.checkedOutAt),
        breakMinutes: member.breakMinutes,
        recordedAt: now,
      });
    members.push({ crewItemId: item.id, name: member.name });
  }
  if (body.signedOffAt !== null)
    await tx.insert(crewSignOffs).values({
      tenantId,
      crewId: crew.id,
      signerName: 'Jordan Miller',
      signatureKey: DEMO_CREW_SIGNATURE_KEY,
      rating: 5,
      remark: '',
      signedAt: at(body.signedOffAt),
      recordedByPersonId: anchors.chief,
    });
  const released = [
    ['deliveryNote', body.deliveryNoteReleasedAt],
    ['crewChiefSheet', body.crewChiefSheetReleasedAt],
  ] as const;
  for (const [kind, minutes] of released)
    if (minutes !== null)
      await tx.insert(crewDocuments).values({
        tenantId,
        crewId: crew.id,
        kind,
        releasedAt: at(minutes),
        releasedByPersonId: anchors.chief,
      });
  return { crewId: crew.id, members };
}
