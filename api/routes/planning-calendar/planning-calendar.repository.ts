import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { venueTimeZoneFor } from '../../lib/venue-zone';
import type {
  PlanningCalendarDay,
  PlanningCalendarItem,
  PlanningCalendarQuery,
} from './planning-calendar.schemas';

/**
 * Whose entries the caller sees: always one tenant; under OWN (a client) only the crew items of
 * their company's projects and the blocked dates and vacations of the people booked on them.
 */
export interface PlanningCalendarScope {
  tenantId: number;
  /** The caller's person: their time zone decides where a day begins. */
  personId: number | null;
  /** null: every company of the tenant. */
  companyId: number | null;
  ownOnly: boolean;
  /** planningCalendar READSPAREFUNCTION: spare positions are shown too. */
  spareFunctions: boolean;
}

/** The zone a day begins in when the caller has no person (a project or plus-crew token). */
const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const utc = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;

/** The filters and scope of a period, shared by the entries' page and the days' summary. */
type PeriodQuery = Pick<
  PlanningCalendarQuery,
  'dateFrom' | 'dateTo' | 'functionId' | 'projectId' | 'personId'
>;

/**
 * The CTEs both statements start with: the caller's time zone, the period's instants, and
 * `visible`, the crew items starting in the period (an index range scan of
 * project_crew_items_tenant_starts) in the caller's scope and filters.
 */
function periodCtes(scope: PlanningCalendarScope, query: PeriodQuery): SQL {
  const company = scope.ownOnly ? sql`AND p.company_id = ${scope.companyId ?? -1}` : sql``;
  const spare = scope.spareFunctions ? sql`` : sql`AND NOT ci.spare`;
  const fn = query.functionId === undefined ? sql`` : sql`AND ci.function_id = ${query.functionId}`;
  const project =
    query.projectId === undefined ? sql`` : sql`AND pc.project_id = ${query.projectId}`;
  const person = query.personId === undefined ? sql`` : sql`AND ci.person_id = ${query.personId}`;
  return sql`zone AS (
  SELECT coalesce((SELECT time_zone FROM persons WHERE id = ${scope.personId ?? -1} AND tenant_id = ${scope.tenantId}), ${DEFAULT_TIME_ZONE}) AS tz
), bounds AS (
  SELECT (${query.dateFrom}::date)::timestamp AT TIME ZONE zone.tz AS from_at,
         ((${query.dateTo}::date) + 1)::timestamp AT TIME ZONE zone.tz AS to_at,
         zone.tz
  FROM zone
), visible AS (
  SELECT ci.id, ci.status, ci.spare, ci.starts_at, ci.ends_at, ci.applied_at, ci.person_id, ci.function_id, ci.crew_id,
         pc.caption, pc.project_id, p.number, p.name AS project_name,
         ${venueTimeZoneFor(sql`pc.location_id`, sql`pc.tenant_id`)} AS venue_tz
  FROM project_crew_items ci
  JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id
  WHERE ci.tenant_id = ${scope.tenantId}
    AND ci.starts_at >= (SELECT from_at FROM bounds) AND ci.starts_at < (SELECT to_at FROM bounds)
    AND ci.person_id IS NOT NULL AND ci.status IN ('pending', 'confirmed')
    ${company} ${spare} ${fn} ${project} ${person}
)`;
}

/**
 * People's own days (blocked dates, vacations): a client, or a function or project filter, narrows
 * them to the people of the listed crew items; a person filter to that person.
 */
function peopleFilter(scope: PlanningCalendarScope, query: PeriodQuery, column: SQL): SQL {
  const narrowed = scope.ownOnly || query.functionId !== undefined || query.projectId !== undefined;
  return sql`${query.personId === undefined ? sql`` : sql`AND ${column} = ${query.personId}`} ${narrowed ? sql`AND ${column} IN (SELECT person_id FROM visible)` : sql``}`;
}

/** The planner label of a crew item row of `visible` (api/routes/planning-calendar/README.md, Planner labels). */
const crewItemLabel = sql`CASE WHEN v.status = 'confirmed' THEN 'crew' WHEN v.applied_at IS NOT NULL THEN 'requestedJob' ELSE 'requestPending' END`;

/**
 * The one statement of a calendar page (api/routes/planning-calendar/README.md, One statement): the crew items starting in the period
 * (an index range scan of project_crew_items_tenant_starts), the blocked dates and the vacation
 * requests that overlap it, labelled, in time order, with the total as a window count. The period's
 * bounds are the caller's days, turned into instants in their time zone inside the statement.
 */
export function planningCalendarStatement(
  scope: PlanningCalendarScope,
  query: PlanningCalendarQuery,
): SQL {
  const people = (column: SQL) => peopleFilter(scope, query, column);
  const offset = (query.page - 1) * query.limit;
  return sql`
WITH ${periodCtes(scope, query)}, entries AS (
  SELECT 'crewItem:' || v.id AS key,
         ${crewItemLabel} AS label,
         v.starts_at AS sort_at,
         to_char(v.starts_at AT TIME ZONE v.venue_tz, 'YYYY-MM-DD') AS begin_date,
         to_char(v.ends_at AT TIME ZONE v.venue_tz, 'YYYY-MM-DD') AS end_date,
         ${utc(sql`v.starts_at`)} AS starts_at, ${utc(sql`v.ends_at`)} AS ends_at, v.venue_tz AS time_zone,
         v.id AS crew_item_id, v.status, v.spare, v.person_id, pe.name AS person_name,
         v.project_id, v.number AS project_number, v.project_name, v.crew_id, v.caption AS crew_caption,
         v.function_id, f.name AS function_name
  FROM visible v
  JOIN persons pe ON pe.id = v.person_id
  JOIN functions f ON f.id = v.function_id
  UNION ALL
  SELECT 'blockDate:' || b.id, 'blockedDate', b.begin_date::timestamp AT TIME ZONE (SELECT tz FROM bounds),
         to_char(b.begin_date, 'YYYY-MM-DD'), to_char(b.end_date, 'YYYY-MM-DD'), NULL, NULL, NULL,
         NULL, NULL, false, b.person_id, pe.name, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM block_dates b
  JOIN persons pe ON pe.id = b.person_id
  WHERE b.tenant_id = ${scope.tenantId} AND b.begin_date <= ${query.dateTo}::date AND b.end_date >= ${query.dateFrom}::date
    ${people(sql`b.person_id`)}
  UNION ALL
  SELECT 'vacation:' || r.id, 'vacation', r.begin_date::timestamp AT TIME ZONE (SELECT tz FROM bounds),
         to_char(r.begin_date, 'YYYY-MM-DD'), to_char(r.end_date, 'YYYY-MM-DD'), NULL, NULL, NULL,
         NULL, NULL, false, r.person_id, pe.name, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM vacation_requests r
  JOIN persons pe ON pe.id = r.person_id
  WHERE r.tenant_id = ${scope.tenantId} AND r.status <> 'declined' AND r.begin_date <= ${query.dateTo}::date AND r.end_date >= ${query.dateFrom}::date
    ${people(sql`r.person_id`)}
)
SELECT key, label, begin_date, end_date, starts_at, ends_at, time_zone, crew_item_id, status, spare, person_id, person_name,
       project_id, project_number, project_name, crew_id, crew_caption, function_id, function_name,
       (count(*) OVER ())::int AS total
FROM entries
ORDER BY sort_at, key
LIMIT ${query.limit} OFFSET ${offset}`;
}

/**
 * The one statement of a period's day summary (api/routes/planning-calendar/README.md, The month as day counts): the same entries as
 * planningCalendarStatement (the same CTEs and filters), each spread over the days it covers within
 * the period, counted per planner label and day by the database. One row per day of the period,
 * days without entries with zeros: a month grid of six weeks is 42 rows whatever the season holds.
 */
export function planningCalendarDaysStatement(
  scope: PlanningCalendarScope,
  query: PeriodQuery,
): SQL {
  const people = (column: SQL) => peopleFilter(scope, query, column);
  const count = (label: string) => sql`count(*) FILTER (WHERE s.label = ${label})`;
  return sql`
WITH ${periodCtes(scope, query)}, spans AS (
  SELECT ${crewItemLabel} AS label,
         (v.starts_at AT TIME ZONE v.venue_tz)::date AS begin_day,
         (v.ends_at AT TIME ZONE v.venue_tz)::date AS end_day
  FROM visible v
  UNION ALL
  SELECT 'blockedDate', b.begin_date, b.end_date
  FROM block_dates b
  WHERE b.tenant_id = ${scope.tenantId} AND b.begin_date <= ${query.dateTo}::date AND b.end_date >= ${query.dateFrom}::date
    ${people(sql`b.person_id`)}
  UNION ALL
  SELECT 'vacation', r.begin_date, r.end_date
  FROM vacation_requests r
  WHERE r.tenant_id = ${scope.tenantId} AND r.status <> 'declined' AND r.begin_date <= ${query.dateTo}::date AND r.end_date >= ${query.dateFrom}::date
    ${people(sql`r.person_id`)}
), counted AS (
  SELECT d.day::date AS day,
         ${count('requestPending')}::int AS request_pending,
         ${count('blockedDate')}::int AS blocked_date,
         ${count('requestedJob')}::int AS requested_job,
         ${count('vacation')}::int AS vacation,
         ${count('crew')}::int AS crew
  FROM spans s
  CROSS JOIN LATERAL generate_series(greatest(s.begin_day, ${query.dateFrom}::date), least(s.end_day, ${query.dateTo}::date), interval '1 day') AS d(day)
  GROUP BY 1
)
SELECT to_char(p.day, 'YYYY-MM-DD') AS date,
       coalesce(c.request_pending, 0) AS request_pending, coalesce(c.blocked_date, 0) AS blocked_date,
       coalesce(c.requested_job, 0) AS requested_job, coalesce(c.vacation, 0) AS vacation,
       coalesce(c.crew, 0) AS crew
FROM generate_series(${query.dateFrom}::date, ${query.dateTo}::date, interval '1 day') AS p(day)
LEFT JOIN counted c ON c.day = p.day::date
ORDER BY p.day`;
}

interface Row {
  key: string;
  label: PlanningCalendarItem['label'];
  begin_date: string;
  end_date: string;
  starts_at: string | null;
  ends_at: string | null;
  time_zone: string | null;
  crew_item_id: number | null;
  status: PlanningCalendarItem['status'];
  spare: boolean;
  person_id: number;
  person_name: string;
  project_id: number | null;
  project_number: string | null;
  project_name: string | null;
  crew_id: number | null;
  crew_caption: string | null;
  function_id: number | null;
  function_name: string | null;
  total: number;
}

const toItem = (row: Row): PlanningCalendarItem => ({
  key: row.key,
  label: row.label,
  beginDate: row.begin_date,
  endDate: row.end_date,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  timeZone: row.time_zone,
  crewItemId: row.crew_item_id,
  status: row.status,
  spare: row.spare,
  personId: row.person_id,
  personName: row.person_name,
  projectId: row.project_id,
  projectNumber: row.project_number,
  projectName: row.project_name,
  crewId: row.crew_id,
  crewCaption: row.crew_caption,
  functionId: row.function_id,
  functionName: row.function_name,
});

/**
 * A page of the calendar. One statement; a page past the end (no rows, so no window count) asks
 * for the first page's total once more.
 */
export async function listPlanningCalendarItems(
  db: Db,
  scope: PlanningCalendarScope,
  query: PlanningCalendarQuery,
): Promise<{ items: PlanningCalendarItem[]; total: number }> {
  const rows = (
    (await db.execute(planningCalendarStatement(scope, query))) as unknown as { rows: Row[] }
  ).rows;
  if (rows.length === 0 && query.page > 1) {
    const first = (
      (await db.execute(
        planningCalendarStatement(scope, { ...query, page: 1, limit: 1 }),
      )) as unknown as { rows: Row[] }
    ).rows;
    return { items: [], total: first[0]?.total ?? 0 };
  }
  return { items: rows.map(toItem), total: rows[0]?.total ?? 0 };
}

interface DayRow {
  date: string;
  request_pending: number;
  blocked_date: number;
  requested_job: number;
  vacation: number;
  crew: number;
}

/** A period's days with their entries counted per planner label: one statement. */
export async function summarisePlanningCalendarDays(
  db: Db,
  scope: PlanningCalendarScope,
  query: PeriodQuery,
): Promise<PlanningCalendarDay[]> {
  const rows = (
    (await db.execute(planningCalendarDaysStatement(scope, query))) as unknown as {
      rows: DayRow[];
    }
  ).rows;
  return rows.map((row) => ({
    date: row.date,
    requestPending: row.request_pending,
    blockedDate: row.blocked_date,
    requestedJob: row.requested_job,
    vacation: row.vacation,
    crew: row.crew,
  }));
}
