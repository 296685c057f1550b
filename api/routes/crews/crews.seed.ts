import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, eq } from 'drizzle-orm';
import type { Attendance } from '../../../machines/crewShift.machine';
import { persons } from '../../db/core.tables';
import type { Tx } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { createPerson, dayAt } from '../../db/seed/factories';
import { createCrewItem } from '../jobs/jobs.seed';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { createCrew } from '../projects/projects.seed';
import type { DemoCrew, DemoFunction, DemoProjects } from '../projects/projects.seed';
import { locations, projectCrews } from '../../db/tables/projects.tables';
import { crewItemAttendance } from '../../db/tables/crews.tables';

// The crews area's demo: chief@ runs today's "Main stage build" (8 members, 6 checked
// in — one late — and 2 not yet), the "Foyer and bars" crew that ended an hour before it (everyone
// checked out, the client has not signed yet; before 05:00 UTC it falls on the day before) and yesterday's "Stage rigging" (checked out; its sign-off and
// delivery note come from the sign-off part of the seed). The client's contact (client@) is the
// contact on site; the locations get their route notes. Each crew's items carry a planned break
// (30 minutes on the 8-hour builds, 15 on the foyer's 3 hours, 45 on yesterday's 10 hours), which
// the check-out starts from; tomorrow's "Light rig" (chief@'s too) shows check-in before it opens.

/** What the crews seed made, for the seed parts that follow (sign-off, photos, security checks). */
export interface DemoCrews {
  mainStage: DemoCrew;
  foyer: DemoCrew;
  yesterday: DemoCrew;
}

const ROUTE_NOTES: Record<string, string> = {
  'Ahoy Arena':
    'Crew entrance at gate 4 (Zuiderparkweg side), not the main entrance. Park on P3; the loading dock is behind hall 1, max. 4 m high. Sign in at the security desk with your ID.',
  'Jaarbeurs Hall 3':
    'Use the goods entrance on the Croeselaan; crew parking in P2 (ask the gate for a crew ticket). Hall 3 loading doors 3B and 3C.',
  'Ziggo Dome':
    'Artist and crew entrance on the north side (Arena Boulevard). No parking on site: use P+R Arena and walk 5 minutes. Dock 2 for trucks, book a slot with the venue.',
  'Messe Düsseldorf Hall 8':
    'Entrance Nord, gate 3 for crew; trucks via the logistics area Nord (announce the plate a day before). Parking P1.',
};

/** Four more crew members for today's crew (no sign-in: they appear on the crew chief's screens only). */
const EXTRA_MEMBERS = [
  {
    name: 'Daan Smit',
    email: 'daan.smit@demo.test',
    contactNumber: 'C-1009',
    phone: '+31 6 5678 9012',
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@demo.test',
    contactNumber: 'C-1010',
    phone: '+39 347 123 4567',
  },
  {
    name: 'Lucas Meyer',
    email: 'lucas.meyer@demo.test',
    contactNumber: 'C-1011',
    phone: '+49 151 2345 6789',
  },
  {
    name: 'Emma de Jong',
    email: 'emma.dejong@demo.test',
    contactNumber: 'C-1012',
    phone: '+31 6 6789 0123',
  },
] as const;

export interface Attended {
  attendance: Attendance;
  in?: Date;
  out?: Date;
  breakMinutes?: number;
  /** When it was recorded: the check-out, else the check-in, else this (a no-show). */
  recordedAt?: Date;
}

/** One member's attendance row (the test tenant factory's model crews use it too). */
export async function attend(
  tx: Tx,
  tenantId: number,
  crewItemId: number,
  by: number,
  { attendance, in: checkedInAt, out: checkedOutAt, breakMinutes, recordedAt }: Attended,
) {
  const updatedAt = checkedOutAt ?? checkedInAt ?? recordedAt;
  if (!updatedAt) throw new Error('an attendance row needs a time: out, in or recordedAt');
  await tx.insert(crewItemAttendance).values({
    tenantId,
    crewItemId,
    attendance,
    checkedInAt: checkedInAt ?? null,
    checkedOutAt: checkedOutAt ?? null,
    breakMinutes: breakMinutes ?? 0,
    updatedAt,
    updatedByPersonId: by,
  });
}

export async function seedDemoCrews(
  core: DemoCore,
  { crews, functionIds }: DemoProjects,
): Promise<DemoCrews> {
  const { tx, tenantId, now, persons: people } = core;
  const { chief } = people;
  const [client] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.email, 'client@demo.test')));
  const contactOnSitePersonId = client?.id ?? null;

  for (const [name, routeNotes] of Object.entries(ROUTE_NOTES)) {
    await tx
      .update(locations)
      .set({ routeNotes })
      .where(and(eq(locations.tenantId, tenantId), eq(locations.name, name)));
  }

  const extra: number[] = [];
  for (const member of EXTRA_MEMBERS)
    extra.push((await createPerson(tx, tenantId, { ...member, passwordHash: null })).id);
  const [daan, sofia, lucas, emma] = extra as [number, number, number, number];

  // Today's main stage build: the jobs seed put crew@, chief@, Mila and Noah on it; four more join.
  const { mainStage } = crews;
  await tx
    .update(projectCrews)
    .set({ contactOnSitePersonId })
    .where(eq(projectCrews.id, mainStage.id));
  const join = async (crew: DemoCrew, fn: DemoFunction, personId: number) =>
    (
      await createCrewItem(tx, tenantId, {
        crewId: crew.id,
        functionId: functionIds[fn],
        personId,
        status: 'confirmed',
        startsAt: crew.startsAt,
        endsAt: crew.endsAt,
        confirmedAt: dayAt(crew.startsAt, -4, 12),
      })
    ).id;
  await join(mainStage, 'Rigger', daan);
  await join(mainStage, 'Stagehand', sofia);
  await join(mainStage, 'Forklift driver', lucas);
  await join(mainStage, 'Runner', emma);
  const mainItems = await tx
    .select({ id: projectCrewItems.id, personId: projectCrewItems.personId })
    .from(projectCrewItems)
    .where(eq(projectCrewItems.crewId, mainStage.id));
  const plannedBreak = (crew: DemoCrew, minutes: number) =>
    tx
      .update(projectCrewItems)
      .set({ plannedBreakMinutes: minutes })
      .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.crewId, crew.id)));
  const itemOf = (personId: number) =>
    mainItems.find((item) => item.personId === personId)?.id ?? 0;
  const start = mainStage.startsAt;
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  await plannedBreak(mainStage, 30);
  await plannedBreak(crews.lightRig, 30);
  // Six in (Lucas 25 minutes late); Mila and Emma not yet.
  await attend(tx, tenantId, itemOf(chief), chief, { attendance: 'checkedIn', in: at(-20) });
  await attend(tx, tenantId, itemOf(people.crew), chief, { attendance: 'checkedIn', in: at(-5) });
  await attend(tx, tenantId, itemOf(people.noah), chief, { attendance: 'checkedIn', in: at(-2) });
  await attend(tx, tenantId, itemOf(daan), chief, { attendance: 'checkedIn', in: at(0) });
  await attend(tx, tenantId, itemOf(sofia), chief, { attendance: 'checkedIn', in: at(3) });
  await attend(tx, tenantId, itemOf(lucas), chief, { attendance: 'checkedIn', in: at(25) });

  // The foyer and bars set-up, ending an hour before the main stage build: done, everyone out,
  // waiting for the client's signature.
  const foyerAt = (minutes: number) => new Date(start.getTime() - 60 * 60_000 + minutes * 60_000);
  const foyer = await createCrew(tx, tenantId, {
    projectId: mainStage.projectId,
    caption: 'Foyer and bars',
    locationId: mainStage.locationId,
    startsAt: foyerAt(-180),
    endsAt: foyerAt(0),
    crewChiefPersonId: chief,
  });
  await tx.update(projectCrews).set({ contactOnSitePersonId }).where(eq(projectCrews.id, foyer.id));
  await attend(tx, tenantId, await join(foyer, 'Stagehand', daan), chief, {
    attendance: 'checkedOut',
    in: foyerAt(-185),
    out: foyerAt(-5),
    breakMinutes: 15,
  });
  await attend(tx, tenantId, await join(foyer, 'Runner', emma), chief, {
    attendance: 'checkedOut',
    in: foyerAt(-180),
    out: foyerAt(-10),
    breakMinutes: 15,
  });
  await attend(tx, tenantId, await join(foyer, 'Stagehand', sofia), chief, {
    attendance: 'noShow',
    recordedAt: now,
  });
  await plannedBreak(foyer, 15);

  // Yesterday's stage rigging: everyone checked out; the sign-off part of the seed signs it.
  const yesterday = await createCrew(tx, tenantId, {
    projectId: mainStage.projectId,
    caption: 'Stage rigging',
    locationId: mainStage.locationId,
    startsAt: dayAt(now, -1, 8),
    endsAt: dayAt(now, -1, 18),
    crewChiefPersonId: chief,
  });
  await tx
    .update(projectCrews)
    .set({ contactOnSitePersonId })
    .where(eq(projectCrews.id, yesterday.id));
  const yAt = (hour: number, minute = 0) => dayAt(now, -1, hour, minute);
  await attend(tx, tenantId, await join(yesterday, 'Rigger', daan), chief, {
    attendance: 'checkedOut',
    in: yAt(7, 50),
    out: yAt(18, 5),
    breakMinutes: 45,
  });
  await attend(tx, tenantId, await join(yesterday, 'Rigger', lucas), chief, {
    attendance: 'checkedOut',
    in: yAt(8, 10),
    out: yAt(18, 0),
    breakMinutes: 45,
  });
  await attend(tx, tenantId, await join(yesterday, 'Light technician', sofia), chief, {
    attendance: 'checkedOut',
    in: yAt(7, 58),
    out: yAt(17, 30),
    breakMinutes: 30,
  });
  await attend(tx, tenantId, await join(yesterday, 'Forklift driver', emma), chief, {
    attendance: 'checkedOut',
    in: yAt(8, 0),
    out: yAt(16, 0),
    breakMinutes: 30,
  });
  await plannedBreak(yesterday, 45);

  return {
    mainStage: { ...mainStage, contactOnSitePersonId },
    foyer: { ...foyer, contactOnSitePersonId },
    yesterday: { ...yesterday, contactOnSitePersonId },
  };
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'crews',
    after: ['projects', 'calendar', 'forms'],
    run: (core, { resultOf }) => seedDemoCrews(core, resultOf('projects')),
  }),
];

declare module '../../db/seed/area-seeds' {
  interface DemoSeedResults {
    crews: DemoCrews;
  }
}
