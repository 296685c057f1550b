import { and, eq, inArray } from 'drizzle-orm';
import { arrivalOf, crewShiftStateOf, workedHoursOf } from '../../../machines/crewShift.machine';
import type { CrewShiftFacts } from '../../../machines/crewShift.machine';
import { companies, persons } from '../../db/core.tables';
import { readTogether } from '../../db/database';
import type { Db, Tx } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import type { Person } from '../../lib/person.schemas';
import { locations, projectCrews, projects } from '../../db/tables/projects.tables';
import { crewRoleOf, loadCrewRows } from './crews.access';
import type { CrewAccess, CrewCaller } from './crews.access';
import { loadCrewShiftFacts, memberFactsOf } from './crews.facts';
import type { CrewMemberRow } from './crews.facts';
import type { CrewMember, CrewShiftView, Location } from './crews.schemas';

// Reading a crew's shift: the crew with its project, location, chief, contact on site and members
// (their attendance, arrival and hours as crewShift works them out), in a fixed number of queries.

type LocationRow = typeof locations.$inferSelect;

export function locationOf(row: LocationRow): Location {
  return {
    id: row.id,
    caption: row.name,
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    routeNotes: row.routeNotes,
  };
}

export async function personsById(
  db: Db | Tx,
  tenantId: number,
  ids: number[],
): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: persons.id, name: persons.name, phone: persons.phone, email: persons.email })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, unique)));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, caption: row.name, phone: row.phone, email: row.email },
    ]),
  );
}

export function crewMemberOf(
  facts: Pick<CrewShiftFacts, 'startsAt'>,
  row: CrewMemberRow,
  person: Person,
): CrewMember {
  const member = memberFactsOf(row);
  return {
    id: row.id,
    person,
    function: { id: row.functionId, caption: row.functionName },
    startsAt: formatTimestamp(row.startsAt),
    endsAt: formatTimestamp(row.endsAt),
    attendance: member.attendance,
    arrival: arrivalOf(facts, member),
    checkedInAt: member.checkedInAt,
    checkedOutAt: member.checkedOutAt,
    breakMinutes: member.breakMinutes,
    plannedBreakMinutes: member.plannedBreakMinutes,
    workedHours: workedHoursOf(member),
    checkInLatitude: row.checkInLatitude,
    checkInLongitude: row.checkInLongitude,
  };
}

/** The shift as GET /projectCrews/{id} answers it, for a caller already let through (findCrewFor). */
export async function crewShiftView(
  db: Db | Tx,
  { crew, role }: CrewAccess,
): Promise<CrewShiftView> {
  const tenantId = crew.tenantId;
  const [{ facts, members }, [project], location] = await readTogether(
    db,
    () => loadCrewShiftFacts(db, tenantId, crew),
    () =>
      db
        .select({ project: projects, company: { id: companies.id, name: companies.name } })
        .from(projects)
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .where(and(eq(projects.tenantId, tenantId), eq(projects.id, crew.projectId))),
    () =>
      crew.locationId === null
        ? Promise.resolve(undefined)
        : db
            .select()
            .from(locations)
            .where(and(eq(locations.tenantId, tenantId), eq(locations.id, crew.locationId)))
            .then((rows) => rows[0]),
  );
  if (!project) throw new Error(`crew ${crew.id} has no project`);
  const people = await personsById(db, tenantId, [
    ...members.map((member) => member.personId),
    ...(crew.crewChiefPersonId === null ? [] : [crew.crewChiefPersonId]),
    ...(crew.contactOnSitePersonId === null ? [] : [crew.contactOnSitePersonId]),
  ]);
  const personOf = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return {
    id: crew.id,
    caption: crew.caption,
    project: {
      id: project.project.id,
      number: project.project.number,
      name: project.project.name,
      beginDate: project.project.beginDate,
      endDate: project.project.endDate,
      company: { id: project.company.id, caption: project.company.name },
    },
    location: location ? locationOf(location) : null,
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    timeZone: crew.timeZone,
    crewChief: personOf(crew.crewChiefPersonId),
    contactOnSite: personOf(crew.contactOnSitePersonId),
    role,
    state: crewShiftStateOf({ ...facts, actor: role }),
    members: members.flatMap((row) => {
      const person = people.get(row.personId);
      return person ? [crewMemberOf(facts, row, person)] : [];
    }),
    signedOffAt: facts.signedOffAt,
    deliveryNoteReleasedAt: facts.deliveryNoteReleasedAt,
    crewChiefSheetReleasedAt: facts.crewChiefSheetReleasedAt,
  };
}

/**
 * A location for this caller: with projects READ ALL any of the tenant's; otherwise only one where
 * the caller may read a crew (crewRoleOf). Null when not found or not the caller's to see.
 */
export async function findLocationFor(
  db: Db,
  caller: CrewCaller,
  locationId: number,
  projectsReadAll: boolean,
): Promise<Location | null> {
  const tenantId = caller.principal.tenantId;
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)));
  if (!row) return null;
  if (projectsReadAll && caller.principal.type === 'user') return locationOf(row);
  const crewIds = await db
    .select({ id: projectCrews.id })
    .from(projectCrews)
    .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.locationId, locationId)));
  const crews = await loadCrewRows(
    db,
    tenantId,
    crewIds.map((crew) => crew.id),
  );
  return crews.some((crew) => crewRoleOf(caller, crew) !== null) ? locationOf(row) : null;
}
