import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { persons } from '../../db/core.tables';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import type { VacationRequestStatus } from '../../../machines/vacationRequest.machine';
import {
  bankHolidays,
  blockDates,
  personAbsences,
  vacationRequests,
} from '../../db/tables/calendar.tables';
import type {
  Absence,
  BankHoliday,
  BlockDate,
  VacationRequest,
  WaitingVacationRequest,
} from './calendar.schemas';

/** Whose rows a caller reaches: always within the tenant; OWN narrows to their own person. */
export interface CalendarScope {
  tenantId: number;
  /** The caller's person; null for a token without one (it reaches no personal row). */
  personId: number | null;
  ownOnly: boolean;
}

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

type Ranged = typeof blockDates | typeof vacationRequests | typeof personAbsences;

/** Rows of the caller's own person whose inclusive [begin, end] meets the inclusive range. */
function ownInRange(table: Ranged, scope: CalendarScope, range: DayRange): SQL | undefined {
  return and(
    eq(table.tenantId, scope.tenantId),
    ownPerson(table, scope),
    lte(table.beginDate, range.dateTo),
    gte(table.endDate, range.dateFrom),
  );
}

/** A person's rows only; a token without a person sees none (never everyone's). */
function ownPerson(table: Ranged, scope: Pick<CalendarScope, 'personId'>): SQL {
  return scope.personId === null ? eq(table.id, -1) : eq(table.personId, scope.personId);
}

function visible(table: Ranged, scope: CalendarScope): SQL | undefined {
  return and(
    eq(table.tenantId, scope.tenantId),
    scope.ownOnly ? ownPerson(table, scope) : undefined,
  );
}

const toBlockDate = (row: typeof blockDates.$inferSelect): BlockDate => ({
  id: row.id,
  personId: row.personId,
  beginDate: row.beginDate,
  endDate: row.endDate,
  reason: row.reason,
});

const toVacationRequest = (row: typeof vacationRequests.$inferSelect): VacationRequest => ({
  id: row.id,
  personId: row.personId,
  beginDate: row.beginDate,
  endDate: row.endDate,
  paid: row.paid,
  note: row.note,
  status: row.status,
  decidedAt: formatNullableTimestamp(row.decidedAt),
  decisionReason: row.decisionReason,
});

export async function listBlockDates(
  db: Db,
  scope: CalendarScope,
  range: DayRange,
): Promise<BlockDate[]> {
  const rows = await db
    .select()
    .from(blockDates)
    .where(ownInRange(blockDates, scope, range))
    .orderBy(asc(blockDates.beginDate), asc(blockDates.id));
  return rows.map(toBlockDate);
}

export async function insertBlockDate(
  db: Db,
  scope: CalendarScope & { personId: number },
  values: { beginDate: string; endDate: string; reason: string },
  now: Date,
): Promise<BlockDate> {
  const [row] = await db
    .insert(blockDates)
    .values({ tenantId: scope.tenantId, personId: scope.personId, ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('block date insert returned nothing');
  return toBlockDate(row);
}

/** Deletes one of the caller's own blocked dates; false when there is none by that id. */
export async function deleteBlockDate(db: Db, scope: CalendarScope, id: number): Promise<boolean> {
  const [row] = await db
    .delete(blockDates)
    .where(
      and(
        eq(blockDates.tenantId, scope.tenantId),
        ownPerson(blockDates, scope),
        eq(blockDates.id, id),
      ),
    )
    .returning({ id: blockDates.id });
  return row !== undefined;
}

export async function listVacationRequests(
  db: Db,
  scope: CalendarScope,
  range: DayRange,
): Promise<VacationRequest[]> {
  const rows = await db
    .select()
    .from(vacationRequests)
    .where(ownInRange(vacationRequests, scope, range))
    .orderBy(asc(vacationRequests.beginDate), asc(vacationRequests.id));
  return rows.map(toVacationRequest);
}

/** One request the caller may see: their own, or any of the tenant's with ALL. */
export async function findVacationRequest(
  db: Db,
  scope: CalendarScope,
  id: number,
): Promise<VacationRequest | undefined> {
  const [row] = await db
    .select()
    .from(vacationRequests)
    .where(and(visible(vacationRequests, scope), eq(vacationRequests.id, id)))
    .limit(1);
  return row && toVacationRequest(row);
}

export async function insertVacationRequest(
  db: Db,
  scope: CalendarScope & { personId: number },
  values: { beginDate: string; endDate: string; paid: boolean; note: string | null },
  now: Date,
): Promise<VacationRequest> {
  const [row] = await db
    .insert(vacationRequests)
    .values({
      tenantId: scope.tenantId,
      personId: scope.personId,
      status: 'requested',
      ...values,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('vacation request insert returned nothing');
  return toVacationRequest(row);
}

/** Compare-and-set: deletes the caller's own request only while it is still in `from`. */
export async function deleteVacationRequest(
  db: Db,
  scope: CalendarScope,
  id: number,
  from: VacationRequestStatus,
): Promise<boolean> {
  const [row] = await db
    .delete(vacationRequests)
    .where(
      and(
        eq(vacationRequests.tenantId, scope.tenantId),
        ownPerson(vacationRequests, scope),
        eq(vacationRequests.id, id),
        eq(vacationRequests.status, from),
      ),
    )
    .returning({ id: vacationRequests.id });
  return row !== undefined;
}

/** The tenant's requests still waiting for the office, the longest waiting first, with whose they are. */
export async function listWaitingVacationRequests(
  db: Db,
  tenantId: number,
): Promise<WaitingVacationRequest[]> {
  const rows = await db
    .select({ request: vacationRequests, personName: persons.name })
    .from(vacationRequests)
    .innerJoin(persons, eq(persons.id, vacationRequests.personId))
    .where(and(eq(vacationRequests.tenantId, tenantId), eq(vacationRequests.status, 'requested')))
    .orderBy(asc(vacationRequests.createdAt), asc(vacationRequests.id));
  return rows.map(({ request, personName }) => ({
    ...toVacationRequest(request),
    person: { id: request.personId, caption: personName },
    requestedAt: formatTimestamp(request.createdAt),
  }));
}

/** Compare-and-set: moves a request from `from` to the decided status; false when it changed first. */
export async function decideVacationRequest(
  db: Db,
  scope: CalendarScope,
  id: number,
  change: {
    from: VacationRequestStatus;
    to: VacationRequestStatus;
    at: Date;
    by: number | null;
    reason: string | null;
  },
): Promise<boolean> {
  const [row] = await db
    .update(vacationRequests)
    .set({
      status: change.to,
      decidedAt: change.at,
      decidedBy: change.by,
      decisionReason: change.reason,
    })
    .where(
      and(
        visible(vacationRequests, scope),
        eq(vacationRequests.id, id),
        eq(vacationRequests.status, change.from),
      ),
    )
    .returning({ id: vacationRequests.id });
  return row !== undefined;
}

export async function listAbsences(
  db: Db,
  scope: CalendarScope,
  range: DayRange,
): Promise<Absence[]> {
  const rows = await db
    .select()
    .from(personAbsences)
    .where(ownInRange(personAbsences, scope, range))
    .orderBy(asc(personAbsences.beginDate), asc(personAbsences.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    beginDate: row.beginDate,
    endDate: row.endDate,
    note: row.note,
  }));
}

export async function listBankHolidays(
  db: Db,
  tenantId: number,
  range: DayRange,
): Promise<BankHoliday[]> {
  const rows = await db
    .select()
    .from(bankHolidays)
    .where(
      and(
        eq(bankHolidays.tenantId, tenantId),
        gte(bankHolidays.date, range.dateFrom),
        lte(bankHolidays.date, range.dateTo),
      ),
    )
    .orderBy(asc(bankHolidays.date));
  return rows.map((row) => ({ id: row.id, date: row.date, name: row.name }));
}
