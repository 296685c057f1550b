import { and, asc, eq, gt, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import { persons } from '../../db/core.tables';
import type { Db } from '../../db/database';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import { listAbsences, listBlockDates, listVacationRequests } from '../calendar/calendar.public';
import type { CalendarScope } from '../calendar/calendar.public';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { functions, locations, projectCrews, projects } from '../../db/tables/projects.tables';
import { venueTimeZone } from '../../lib/venue-zone';
import type { Vacancy, VacancyClash } from './vacancies.schemas';

// Open positions (crew items flagged vacancy, api/routes/crew-items/README.md, Vacancies on crew items) as a crew member sees them, each with
// what of their own calendar it clashes with (api/routes/vacancies/README.md, The vacancies list and clashes): one query for the positions, one for
// the caller's jobs in their span, and the calendar area's own reads for blocked dates, vacation
// and absences (the same rows the personal calendar shows).

export interface VacancyScope {
  tenantId: number;
  /** The caller's person; null for a token without one (it applies to nothing, clashes with nothing). */
  personId: number | null;
  now: Date;
  /** Only positions whose shift has not begun (SPEC.md §7 isActive true). */
  activeOnly: boolean;
}

/** A calendar day (YYYY-MM-DD) of an instant in a time zone. */
function dayIn(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The clash kinds that last whole days carry no times. */
const DAY_LONG = { startsAt: null, endsAt: null, timeZone: null } as const;

const meets = (
  a: { beginDate: string; endDate: string },
  b: { beginDate: string; endDate: string },
) => a.beginDate <= b.endDate && b.beginDate <= a.endDate;

export async function listVacancies(db: Db, scope: VacancyScope): Promise<Vacancy[]> {
  const mine =
    scope.personId === null
      ? isNull(projectCrewItems.personId)
      : or(isNull(projectCrewItems.personId), eq(projectCrewItems.personId, scope.personId));
  const rows = await db
    .select({
      item: projectCrewItems,
      crewCaption: projectCrews.caption,
      projectId: projects.id,
      projectName: projects.name,
      functionName: functions.name,
      locationId: locations.id,
      locationName: locations.name,
      locationCity: locations.city,
      timeZone: venueTimeZone,
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(functions, eq(functions.id, projectCrewItems.functionId))
    .leftJoin(locations, eq(locations.id, projectCrews.locationId))
    .where(
      and(
        eq(projectCrewItems.tenantId, scope.tenantId),
        eq(projectCrewItems.vacancy, true),
        eq(projectCrewItems.status, 'pending'),
        mine,
        scope.activeOnly ? gt(projectCrewItems.startsAt, scope.now) : undefined,
      ),
    )
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id));
  if (rows.length === 0) return [];

  const clashesOf = await calendarClashes(
    db,
    scope,
    rows.map((row) => row.item),
  );
  return rows.map((row) => ({
    id: row.item.id,
    status: row.item.status,
    project: { id: row.projectId, caption: row.projectName },
    crew: { id: row.item.crewId, caption: row.crewCaption },
    function: { id: row.item.functionId, caption: row.functionName },
    startsAt: formatTimestamp(row.item.startsAt),
    endsAt: formatTimestamp(row.item.endsAt),
    timeZone: row.timeZone,
    location:
      row.locationId === null
        ? null
        : { id: row.locationId, name: row.locationName ?? '', city: row.locationCity ?? '' },
    taken: row.item.personId !== null,
    applied: row.item.personId !== null && row.item.personId === scope.personId,
    appliedAt: formatNullableTimestamp(row.item.appliedAt),
    clashes: clashesOf(row.item),
  }));
}

type Item = typeof projectCrewItems.$inferSelect;

/**
 * For each position, the caller's own entries on its days (in the caller's time zone): other jobs
 * whose times overlap it, blocked dates, vacation asked for or approved, absences the office recorded.
 */
async function calendarClashes(
  db: Db,
  scope: VacancyScope,
  items: Item[],
): Promise<(item: Item) => VacancyClash[]> {
  const { personId } = scope;
  if (personId === null) return () => [];
  const [person] = await db
    .select({ timeZone: persons.timeZone })
    .from(persons)
    .where(and(eq(persons.tenantId, scope.tenantId), eq(persons.id, personId)))
    .limit(1);
  const timeZone = person?.timeZone ?? 'UTC';
  const daysOf = (item: { startsAt: Date; endsAt: Date }) => ({
    beginDate: dayIn(item.startsAt, timeZone),
    endDate: dayIn(item.endsAt, timeZone),
  });
  const spans = items.map(daysOf);
  const range = {
    dateFrom: spans.reduce(
      (min, span) => (span.beginDate < min ? span.beginDate : min),
      spans[0]?.beginDate ?? '',
    ),
    dateTo: spans.reduce(
      (max, span) => (span.endDate > max ? span.endDate : max),
      spans[0]?.endDate ?? '',
    ),
  };
  const first = new Date(Math.min(...items.map((item) => item.startsAt.getTime())));
  const last = new Date(Math.max(...items.map((item) => item.endsAt.getTime())));
  const own: CalendarScope = { tenantId: scope.tenantId, personId, ownOnly: true };
  const [blocks, vacations, absences, jobs] = await Promise.all([
    listBlockDates(db, own, range),
    listVacationRequests(db, own, range),
    listAbsences(db, own, range),
    db
      .select({
        id: projectCrewItems.id,
        startsAt: projectCrewItems.startsAt,
        endsAt: projectCrewItems.endsAt,
        projectName: projects.name,
        timeZone: venueTimeZone,
      })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .innerJoin(projects, eq(projects.id, projectCrews.projectId))
      .where(
        and(
          eq(projectCrewItems.tenantId, scope.tenantId),
          eq(projectCrewItems.personId, personId),
          inArray(projectCrewItems.status, ['pending', 'confirmed']),
          lt(projectCrewItems.startsAt, last),
          gt(projectCrewItems.endsAt, first),
          notInArray(
            projectCrewItems.id,
            items
              .filter((item) => item.personId === personId)
              .map((item) => item.id)
              .concat(-1),
          ),
        ),
      ),
  ]);
  return (item) => {
    const days = daysOf(item);
    const clashes: VacancyClash[] = [];
    for (const job of jobs) {
      if (job.startsAt < item.endsAt && item.startsAt < job.endsAt)
        clashes.push({
          kind: 'job',
          caption: job.projectName,
          ...daysOf(job),
          startsAt: formatTimestamp(job.startsAt),
          endsAt: formatTimestamp(job.endsAt),
          timeZone: job.timeZone,
        });
    }
    for (const block of blocks)
      if (meets(block, days))
        clashes.push({
          kind: 'blockDate',
          caption: block.reason,
          beginDate: block.beginDate,
          endDate: block.endDate,
          ...DAY_LONG,
        });
    for (const vacation of vacations) {
      if (vacation.status !== 'declined' && meets(vacation, days))
        clashes.push({
          kind: 'vacation',
          caption: '',
          beginDate: vacation.beginDate,
          endDate: vacation.endDate,
          ...DAY_LONG,
        });
    }
    for (const absence of absences)
      if (meets(absence, days))
        clashes.push({
          kind: 'absence',
          caption: absence.kind,
          beginDate: absence.beginDate,
          endDate: absence.endDate,
          ...DAY_LONG,
        });
    return clashes;
  };
}
