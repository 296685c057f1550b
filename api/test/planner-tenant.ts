import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hashPassword } from '../auth/passwords';
import {
  createCompany,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../db/seed/factories';
import type { CrewItemStatus } from '../../machines/crewItemStatus.machine';
import type { Attendance } from '../../machines/crewShift.machine';
import { crewItemAttendance } from '../db/tables/crews.tables';
import { createCrewItem } from '../routes/jobs/jobs.seed';
import { projectCrewItems } from '../db/tables/project-crew-items.tables';
import {
  createCrew,
  createFunction,
  createLocation,
  createProject,
} from '../routes/projects/projects.seed';
import { activities, activityTypes } from '../routes/todo-calendar/todo-calendar.tables';

// A tenant built from zero with the factories, for the counts of the planner's home: what a
// planner's day holds, with every case the counts must tell apart (on time, late, not come, not
// arrived yet; open rows, vacancies, applicants, booked, cancelled and dropped rows; another
// manager's project; yesterday and tomorrow), and what each list must answer for it.

/** The moment the tenant is built around: a Tuesday's noon, 13:00 at the venue (Europe/Amsterdam). */
export const PLANNER_TENANT_NOW = new Date('2026-03-10T12:00:00Z');
export const PLANNER_TENANT_PASSWORD = 'zero1234';
export const PLANNER_TENANT_LOGIN = 'pia@zero.test';

const hours = (count: number) => new Date(PLANNER_TENANT_NOW.getTime() + count * 3_600_000);

export interface PlannerTenant {
  tenantId: number;
  host: string;
  crews: {
    running: number;
    evening: number;
    tomorrow: number;
    yesterday: number;
    othersToday: number;
  };
  /** The applied vacancy on the evening crew (the only application of Pia's projects). */
  applicationItemId: number;
}

export async function seedPlannerTenantFromZero(
  database: Database,
  host: string,
): Promise<PlannerTenant> {
  const passwordHash = await hashPassword(PLANNER_TENANT_PASSWORD);
  return database.transaction(async (tx) => {
    const tenant = await createTenant(tx, { name: `Zero Events ${host}` });
    const t = tenant.id;
    await createTenantHost(tx, t, host);
    const roleIds = await createRoles(tx, t);
    const planner = roleIds.planner as number;
    const crewRole = roleIds.crew as number;
    const company = await createCompany(tx, t, 'Acme Shows');
    const pia = await createPerson(tx, t, {
      name: 'Pia Planner',
      email: PLANNER_TENANT_LOGIN,
      passwordHash,
      roleIds: [planner],
    });
    const olaf = await createPerson(tx, t, {
      name: 'Olaf Other',
      email: 'olaf@zero.test',
      passwordHash,
      roleIds: [planner],
    });
    const person = (name: string) =>
      createPerson(tx, t, {
        name,
        email: `${name.toLowerCase()}@zero.test`,
        passwordHash,
        roleIds: [crewRole],
      });
    // One after the other: a transaction's statements never run at once (pg refuses it from 9).
    const ann = await person('Ann');
    const ben = await person('Ben');
    const cas = await person('Cas');
    const dik = await person('Dik');
    const eva = await person('Eva');
    const stagehand = await createFunction(tx, t, 'Stagehand');
    const rigger = await createFunction(tx, t, 'Rigger');
    const hall = await createLocation(tx, t, {
      name: 'Zero Hall',
      address: 'Hallweg 1',
      city: 'Utrecht',
    });
    const project = (number: string, name: string, managerPersonId: number) =>
      createProject(tx, t, {
        number,
        name,
        companyId: company.id,
        beginDate: '2026-03-09',
        endDate: '2026-03-11',
        managerPersonId,
      });
    const mine = await project('5001', 'Zero Fair', pia.id);
    const others = await project('5002', 'Other Gala', olaf.id);
    const crew = (projectId: number, caption: string, from: number, to: number) =>
      createCrew(tx, t, {
        projectId,
        caption,
        locationId: hall.id,
        startsAt: hours(from),
        endsAt: hours(to),
        crewChiefPersonId: null,
      });
    const running = await crew(mine.id, 'Morning build', -4, 4);
    const evening = await crew(mine.id, 'Evening show', 6, 10);
    const tomorrow = await crew(mine.id, 'Load-out', 22, 30);
    const yesterday = await crew(mine.id, 'Rigging', -26, -18);
    const othersToday = await crew(others.id, 'Gala crew', 2, 8);

    const item = async (
      on: { id: number; startsAt: Date; endsAt: Date },
      functionId: number,
      personId: number | null,
      status: CrewItemStatus,
      extra: {
        vacancy?: boolean;
        appliedAt?: Date;
        attendance?: Attendance;
        checkedInAt?: Date;
      } = {},
    ) => {
      const row = await createCrewItem(tx, t, {
        crewId: on.id,
        functionId,
        personId,
        status,
        startsAt: on.startsAt,
        endsAt: on.endsAt,
      });
      if (extra.vacancy || extra.appliedAt)
        await tx
          .update(projectCrewItems)
          .set({ vacancy: extra.vacancy ?? false, appliedAt: extra.appliedAt ?? null })
          .where(eq(projectCrewItems.id, row.id));
      if (extra.attendance)
        await tx.insert(crewItemAttendance).values({
          tenantId: t,
          crewItemId: row.id,
          attendance: extra.attendance,
          checkedInAt: extra.checkedInAt ?? null,
          updatedAt: extra.checkedInAt ?? hours(-4),
          updatedByPersonId: pia.id,
        });
      return row;
    };
    // The running crew: Ann in on time, Ben 20 minutes late, Cas not here yet, Dik did not come.
    await item(running, stagehand.id, ann.id, 'confirmed', {
      attendance: 'checkedIn',
      checkedInAt: hours(-4.05),
    });
    await item(running, stagehand.id, ben.id, 'confirmed', {
      attendance: 'checkedIn',
      checkedInAt: hours(-3.65),
    });
    await item(running, rigger.id, cas.id, 'confirmed');
    await item(running, rigger.id, dik.id, 'noShow', { attendance: 'noShow' });
    // Tonight's show: Eva booked; two open vacancies; Ann applied as rigger; a cancelled booking and
    // a dropped open row, which are needed no more.
    await item(evening, stagehand.id, eva.id, 'confirmed');
    await item(evening, stagehand.id, null, 'pending', { vacancy: true });
    await item(evening, stagehand.id, null, 'pending', { vacancy: true });
    const application = await item(evening, rigger.id, ann.id, 'pending', {
      vacancy: true,
      appliedAt: hours(-20),
    });
    await item(evening, stagehand.id, cas.id, 'cancelled');
    await item(evening, rigger.id, null, 'notNeeded');
    // Tomorrow: one open row, not published as a vacancy. Yesterday: done, and no longer open.
    await item(tomorrow, stagehand.id, null, 'pending');
    await item(yesterday, stagehand.id, ben.id, 'confirmed', {
      attendance: 'checkedOut',
      checkedInAt: hours(-26),
    });
    await item(yesterday, rigger.id, null, 'pending', { vacancy: true });
    // Another manager's project today: its crew, open row and applicant are not Pia's.
    await item(othersToday, stagehand.id, eva.id, 'confirmed');
    await item(othersToday, stagehand.id, null, 'pending', { vacancy: true });
    await item(othersToday, rigger.id, ben.id, 'pending', { vacancy: true, appliedAt: hours(-5) });

    // Pia's to-dos: one overdue, one due today, one done today, one due tomorrow; one of Olaf's.
    const [call] = await tx
      .insert(activityTypes)
      .values({ tenantId: t, caption: 'Call' })
      .returning();
    if (!call) throw new Error('activity type insert returned nothing');
    const todo = (caption: string, dueDate: string, assigneePersonId: number, done = false) =>
      tx.insert(activities).values({
        tenantId: t,
        typeId: call.id,
        caption,
        dueDate,
        assigneePersonId,
        priority: 2,
        doneAt: done ? hours(-1) : null,
        donePersonId: done ? assigneePersonId : null,
        createdAt: hours(-48),
      });
    await todo('Confirm the forklift', '2026-03-09', pia.id);
    await todo('Send the crew list', '2026-03-10', pia.id);
    await todo('Book the hotel', '2026-03-10', pia.id, true);
    await todo('Brief the chief', '2026-03-11', pia.id);
    await todo('Olaf’s call', '2026-03-10', olaf.id);

    return {
      tenantId: t,
      host,
      crews: {
        running: running.id,
        evening: evening.id,
        tomorrow: tomorrow.id,
        yesterday: yesterday.id,
        othersToday: othersToday.id,
      },
      applicationItemId: application.id,
    };
  });
}
