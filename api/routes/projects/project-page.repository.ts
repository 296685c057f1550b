import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import { companies, persons } from '../../db/core.tables';
import type { PermissionType } from '../../db/core.tables';
import { formatTimestamp } from '../../lib/format';
import { countsAsPlanned } from '../../../machines/projectPage.types';
import { crewItemAttendance } from '../../db/tables/crews.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { visibleProjects } from './projects.repository';
import {
  branches,
  cateringAgreementTypes,
  functions,
  locations,
  projectCrews,
  projects,
  rateCardRates,
  rateCards,
} from '../../db/tables/projects.tables';
import { projectLogos } from './projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import type { CostAmounts, ProjectCost, ProjectCrew, ProjectProfile } from './project-page.schemas';

// The project page's reads. Every read is held to the caller's tenant and, for OWN
// (a client: their company's; a project session: its own project, whatever its grants), to the
// projects the caller owns: another company's project is "not found", never "forbidden".

const managers = alias(persons, 'page_manager');
const chiefs = alias(persons, 'page_crew_chief');
const booked = alias(persons, 'page_booked_person');

/** The project by number with its profile (three statements: the project with its joins, locations, logo). */
export async function findProjectProfile(
  db: Db,
  principal: Principal,
  permission: PermissionType,
  number: string,
): Promise<ProjectProfile | undefined> {
  const [row] = await db
    .select({
      project: projects,
      company: { id: companies.id, caption: companies.name },
      branch: { id: branches.id, caption: branches.name },
      manager: { id: managers.id, caption: managers.name },
      rateCard: { id: rateCards.id, caption: rateCards.name, currency: rateCards.currency },
      cateringType: { id: cateringAgreementTypes.id, caption: cateringAgreementTypes.name },
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(
      branches,
      and(eq(branches.id, projects.branchId), eq(branches.tenantId, projects.tenantId)),
    )
    .leftJoin(
      managers,
      and(eq(managers.id, projects.managerPersonId), eq(managers.tenantId, projects.tenantId)),
    )
    .leftJoin(
      rateCards,
      and(eq(rateCards.id, projects.rateCardId), eq(rateCards.tenantId, projects.tenantId)),
    )
    .leftJoin(
      cateringAgreementTypes,
      and(
        eq(cateringAgreementTypes.id, projects.cateringTypeId),
        eq(cateringAgreementTypes.tenantId, projects.tenantId),
      ),
    )
    .where(and(visibleProjects(db, principal, permission), eq(projects.number, number)))
    .limit(1);
  if (!row) return undefined;
  const { project } = row;
  const [locationRows, logoRows] = await Promise.all([
    db
      .selectDistinct({ id: locations.id, caption: locations.name })
      .from(projectCrews)
      .innerJoin(locations, eq(locations.id, projectCrews.locationId))
      .where(
        and(eq(projectCrews.tenantId, principal.tenantId), eq(projectCrews.projectId, project.id)),
      )
      .orderBy(asc(locations.name), asc(locations.id)),
    db
      .select({ id: projectLogos.id, uploadedAt: projectLogos.uploadedAt })
      .from(projectLogos)
      .where(
        and(
          eq(projectLogos.tenantId, principal.tenantId),
          eq(projectLogos.projectId, project.id),
          eq(projectLogos.status, 'approved'),
        ),
      )
      .orderBy(desc(projectLogos.uploadedAt), desc(projectLogos.id))
      .limit(1),
  ]);
  const logo = logoRows[0];
  return {
    id: project.id,
    number: project.number,
    name: project.name,
    beginDate: project.beginDate,
    endDate: project.endDate,
    company: row.company,
    clientMark: project.clientMark,
    reference: project.reference,
    comment: project.comment,
    status: project.status,
    branch: row.branch,
    manager: row.manager,
    rateCard: row.rateCard,
    cateringType: row.cateringType,
    locations: locationRows,
    logo: logo ? { id: logo.id, uploadedAt: formatTimestamp(logo.uploadedAt) } : null,
  };
}

/** The project by id when the caller may read it (its rate card for the cost); undefined otherwise. */
export async function findVisibleProject(
  db: Db,
  principal: Principal,
  permission: PermissionType,
  id: number,
) {
  const [row] = await db
    .select({ id: projects.id, rateCardId: projects.rateCardId })
    .from(projects)
    .where(and(visibleProjects(db, principal, permission), eq(projects.id, id)))
    .limit(1);
  return row;
}

/**
 * The project's crews in time order with their items (function, status, times, the booked person):
 * one statement whatever the number of crews. Phone and e-mail only `withContacts` (crewProfile CONTACT).
 */
export async function listProjectCrews(
  db: Db,
  tenantId: number,
  projectId: number,
  withContacts: boolean,
): Promise<ProjectCrew[]> {
  const rows = await db
    .select({
      crew: projectCrews,
      timeZone: venueTimeZone,
      location: { id: locations.id, caption: locations.name },
      chief: { id: chiefs.id, caption: chiefs.name },
      item: {
        id: projectCrewItems.id,
        status: projectCrewItems.status,
        startsAt: projectCrewItems.startsAt,
        endsAt: projectCrewItems.endsAt,
        spare: projectCrewItems.spare,
      },
      fn: { id: functions.id, caption: functions.name },
      person: { id: booked.id, caption: booked.name, phone: booked.phone, email: booked.email },
    })
    .from(projectCrews)
    .leftJoin(
      locations,
      and(eq(locations.id, projectCrews.locationId), eq(locations.tenantId, projectCrews.tenantId)),
    )
    .leftJoin(
      chiefs,
      and(
        eq(chiefs.id, projectCrews.crewChiefPersonId),
        eq(chiefs.tenantId, projectCrews.tenantId),
      ),
    )
    .leftJoin(
      projectCrewItems,
      and(
        eq(projectCrewItems.crewId, projectCrews.id),
        eq(projectCrewItems.tenantId, projectCrews.tenantId),
      ),
    )
    .leftJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(
      booked,
      and(eq(booked.id, projectCrewItems.personId), eq(booked.tenantId, projectCrews.tenantId)),
    )
    .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.projectId, projectId)))
    .orderBy(
      asc(projectCrews.startsAt),
      asc(projectCrews.id),
      asc(functions.name),
      asc(projectCrewItems.startsAt),
      asc(projectCrewItems.id),
    );
  const crews = new Map<number, ProjectCrew>();
  for (const { crew, timeZone, location, chief, item, fn, person } of rows) {
    let entry = crews.get(crew.id);
    if (!entry) {
      entry = {
        id: crew.id,
        caption: crew.caption,
        startsAt: formatTimestamp(crew.startsAt),
        endsAt: formatTimestamp(crew.endsAt),
        timeZone,
        location,
        crewChief: chief,
        items: [],
      };
      crews.set(crew.id, entry);
    }
    if (item && fn) {
      entry.items.push({
        id: item.id,
        function: fn,
        status: item.status,
        startsAt: formatTimestamp(item.startsAt),
        endsAt: formatTimestamp(item.endsAt),
        spare: item.spare,
        person: person
          ? {
              id: person.id,
              caption: person.caption,
              phone: withContacts ? person.phone : null,
              email: withContacts ? person.email : null,
            }
          : null,
      });
    }
  }
  return [...crews.values()];
}

const zero = (): CostAmounts => ({
  plannedMinutes: 0,
  workedMinutes: 0,
  plannedCents: 0,
  workedCents: 0,
  unratedPlannedMinutes: 0,
  unratedWorkedMinutes: 0,
});

function add(into: CostAmounts, planned: number, worked: number, rate: number | null) {
  into.plannedMinutes += planned;
  into.workedMinutes += worked;
  if (rate === null) {
    into.unratedPlannedMinutes += planned;
    into.unratedWorkedMinutes += worked;
  } else {
    into.plannedCents += Math.round((planned * rate) / 60);
    into.workedCents += Math.round((worked * rate) / 60);
  }
}

/**
 * The project's cost (api/routes/projects/README.md, A project's cost): one statement reads every crew item with its function's rate on
 * the project's card and its attendance; one pass sums hours × rate per day (in `timeZone`) and
 * function, per function, per day and in total. Planned: the item's start to end for items that
 * count (machines/projectPage.types.ts); worked: check-in to check-out minus the break.
 */
export async function projectCost(
  db: Db,
  tenantId: number,
  project: { id: number; rateCardId: number | null },
  timeZone: string,
): Promise<ProjectCost> {
  const [card] =
    project.rateCardId === null
      ? []
      : await db
          .select({ id: rateCards.id, caption: rateCards.name, currency: rateCards.currency })
          .from(rateCards)
          .where(and(eq(rateCards.tenantId, tenantId), eq(rateCards.id, project.rateCardId)));
  const rows = await db
    .select({
      status: projectCrewItems.status,
      startsAt: projectCrewItems.startsAt,
      endsAt: projectCrewItems.endsAt,
      fn: { id: functions.id, caption: functions.name },
      rate: rateCardRates.hourlyRateCents,
      checkedInAt: crewItemAttendance.checkedInAt,
      checkedOutAt: crewItemAttendance.checkedOutAt,
      breakMinutes: crewItemAttendance.breakMinutes,
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(
      rateCardRates,
      and(
        eq(rateCardRates.rateCardId, card?.id ?? -1),
        eq(rateCardRates.functionId, projectCrewItems.functionId),
      ),
    )
    .leftJoin(crewItemAttendance, eq(crewItemAttendance.crewItemId, projectCrewItems.id))
    .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.projectId, project.id)));

  const cells = new Map<string, ProjectCost['rows'][number]>();
  const byFunction = new Map<number, ProjectCost['byFunction'][number]>();
  const byDay = new Map<string, ProjectCost['byDay'][number]>();
  const total = zero();
  for (const row of rows) {
    const planned = countsAsPlanned(row.status)
      ? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000)
      : 0;
    const worked =
      row.checkedInAt && row.checkedOutAt
        ? Math.max(
            0,
            Math.round((row.checkedOutAt.getTime() - row.checkedInAt.getTime()) / 60_000) -
              (row.breakMinutes ?? 0),
          )
        : 0;
    if (planned === 0 && worked === 0) continue;
    const day = DateTime.fromJSDate(row.startsAt, { zone: timeZone }).toISODate() ?? '';
    const rate = row.rate ?? null;
    const key = `${day}|${row.fn.id}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { day, function: row.fn, hourlyRateCents: rate, ...zero() };
      cells.set(key, cell);
    }
    add(cell, planned, worked, rate);
    let fn = byFunction.get(row.fn.id);
    if (!fn) {
      fn = { function: row.fn, hourlyRateCents: rate, ...zero() };
      byFunction.set(row.fn.id, fn);
    }
    add(fn, planned, worked, rate);
    let perDay = byDay.get(day);
    if (!perDay) {
      perDay = { day, ...zero() };
      byDay.set(day, perDay);
    }
    add(perDay, planned, worked, rate);
    add(total, planned, worked, rate);
  }
  const byName = (a: { function: { caption: string } }, b: { function: { caption: string } }) =>
    a.function.caption.localeCompare(b.function.caption);
  return {
    rateCard: card ? { id: card.id, caption: card.caption } : null,
    currency: card?.currency ?? 'EUR',
    timeZone,
    rows: [...cells.values()].sort((a, b) => a.day.localeCompare(b.day) || byName(a, b)),
    byFunction: [...byFunction.values()].sort(byName),
    byDay: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
    total,
  };
}
