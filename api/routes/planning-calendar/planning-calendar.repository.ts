import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { PlanningCalendarItem, PlanningCalendarQuery } from './planning-calendar.schemas';

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

/**
 * The one statement of a calendar page (docs/decisions/183): the crew items starting in the period
 * (an index range scan of project_crew_items_tenant_starts), the blocked dates and the vacation
 * requests that overlap it, labelled, in time order, with the total as a window count. The period's
 * bounds are the caller's days, turned into instants in their time zone inside the statement.
 */
export function planningCalendarStatement(
  scope: PlanningCalendarScope,
  query: PlanningCalendarQuery,
): SQL {
  const company = scope.ownOnly ? sql`AND p.company_id = ${scope.companyId ?? -1}` : sql``;
  const spare = scope.spareFunctions ? sql`` : sql`AND NOT ci.spare`;
  const fn = query.functionId === undefined ? sql`` : sql`AND ci.function_id = ${query.functionId}`;
  const project =
    query.projectId === undefined ? sql`` : sql`AND pc.project_id = ${query.projectId}`;
  const person = query.personId === undefined ? sql`` : sql`AND ci.person_id = ${query.personId}`;
  // People's own days: a client, or a function or project filter, narrows them to the people of the
  // listed crew items; a person filter to that person.
  const narrowed = scope.ownOnly || query.functionId !== undefined || query.projectId !== undefined;
  const people = (column: SQL) =>
    sql`${query.personId === undefined ? sql`` : sql`AND ${column} = ${query.personId}`} ${narrowed ? sql`AND ${column} IN (SELECT person_id FROM visible)` : sql``}`;
  const offset = (query.page - 1) * query.limit;
  return sql`
WITH zone AS (
  SELECT coalesce((SELECT time_zone FROM persons WHERE id = ${scope.personId ?? -1} AND tenant_id = ${scope.tenantId}), ${DEFAULT_TIME_ZONE}) AS tz
), bounds AS (
  SELECT (${query.dateFrom}::date)::timestamp AT TIME ZONE zone.tz AS from_at,
         ((${query.dateTo}::date) + 1)::timestamp AT TIME ZONE zone.tz AS to_at,
         zone.tz
  FROM zone
), visible AS (
  SELECT ci.id, ci.status, ci.spare, ci.starts_at, ci.ends_at, ci.applied_at, ci.person_id, ci.function_id, ci.crew_id,
         pc.caption, pc.project_id, p.number, p.name AS project_name
  FROM project_crew_items ci
  JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id
  WHERE ci.tenant_id = ${scope.tenantId}
    AND ci.starts_at >= (SELECT from_at FROM bounds) AND ci.starts_at < (SELECT to_at FROM bounds)
    AND ci.person_id IS NOT NULL AND ci.status IN ('pending', 'confirmed')
    ${company} ${spare} ${fn} ${project} ${person}
), entries AS (
  SELECT 'crewItem:' || v.id AS key,
         CASE WHEN v.status = 'confirmed' THEN 'crew' WHEN v.applied_at IS NOT NULL THEN 'requestedJob' ELSE 'requestPending' END AS label,
         v.starts_at AS sort_at,
         to_char(v.starts_at AT TIME ZONE (SELECT tz FROM bounds), 'YYYY-MM-DD') AS begin_date,
         to_char(v.ends_at AT TIME ZONE (SELECT tz FROM bounds), 'YYYY-MM-DD') AS end_date,
         ${utc(sql`v.starts_at`)} AS starts_at, ${utc(sql`v.ends_at`)} AS ends_at,
         v.id AS crew_item_id, v.status, v.spare, v.person_id, pe.name AS person_name,
         v.project_id, v.number AS project_number, v.project_name, v.crew_id, v.caption AS crew_caption,
         v.function_id, f.name AS function_name
  FROM visible v
  JOIN persons pe ON pe.id = v.person_id
  JOIN functions f ON f.id = v.function_id
  UNION ALL
  SELECT 'blockDate:' || b.id, 'blockedDate', b.begin_date::timestamp AT TIME ZONE (SELECT tz FROM bounds),
         to_char(b.begin_date, 'YYYY-MM-DD'), to_char(b.end_date, 'YYYY-MM-DD'), NULL, NULL,
         NULL, NULL, false, b.person_id, pe.name, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM block_dates b
  JOIN persons pe ON pe.id = b.person_id
  WHERE b.tenant_id = ${scope.tenantId} AND b.begin_date <= ${query.dateTo}::date AND b.end_date >= ${query.dateFrom}::date
    ${people(sql`b.person_id`)}
  UNION ALL
  SELECT 'vacation:' || r.id, 'vacation', r.begin_date::timestamp AT TIME ZONE (SELECT tz FROM bounds),
         to_char(r.begin_date, 'YYYY-MM-DD'), to_char(r.end_date, 'YYYY-MM-DD'), NULL, NULL,
         NULL, NULL, false, r.person_id, pe.name, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM vacation_requests r
  JOIN persons pe ON pe.id = r.person_id
  WHERE r.tenant_id = ${scope.tenantId} AND r.status <> 'declined' AND r.begin_date <= ${query.dateTo}::date AND r.end_date >= ${query.dateFrom}::date
    ${people(sql`r.person_id`)}
)
SELECT key, label, begin_date, end_date, starts_at, ends_at, crew_item_id, status, spare, person_id, person_name,
       project_id, project_number, project_name, crew_id, crew_caption, function_id, function_name,
       (count(*) OVER ())::int AS total
FROM entries
ORDER BY sort_at, key
LIMIT ${query.limit} OFFSET ${offset}`;
}

interface Row {
  key: string;
  label: PlanningCalendarItem['label'];
  begin_date: string;
  end_date: string;
  starts_at: string | null;
  ends_at: string | null;
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
