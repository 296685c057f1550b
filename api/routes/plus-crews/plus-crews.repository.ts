import { and, asc, between, eq, exists, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { persons } from '../../db/core.tables';
import type { PermissionType } from '../../db/core.tables';
import type { Principal } from '../../auth/accounts';
import {
  REQUIRED_VALUE_KINDS,
  VALUE_TYPE_CAPTIONS,
  monthRange,
  spreadMonthTarget,
} from '../../../machines/plusCrewDashboard.rules';
import {
  plusCrewData,
  plusCrewMembers,
  plusCrewValueTypes,
  plusCrewValues,
} from './plus-crews.tables';
import { plusCrews } from '../../db/tables/plus-crews.tables';

export interface PlusCrewScope {
  principal: Principal;
  permission: PermissionType | null;
}

/**
 * Which plus crews the caller may see or change with the right that let the request in: a plus-crew
 * login only its own; a user with ALL every plus crew of the tenant; with OWN the ones they are a
 * member of; a project login none (it holds no plus crew).
 */
export function visiblePlusCrews({ principal, permission }: PlusCrewScope): SQL | undefined {
  const tenant = eq(plusCrews.tenantId, principal.tenantId);
  if (principal.type === 'plusCrew')
    return principal.plusCrewId === null
      ? sql`false`
      : and(tenant, eq(plusCrews.id, principal.plusCrewId));
  if (principal.type !== 'user' || principal.personId === null) return sql`false`;
  if (permission === 'ALL') return tenant;
  const personId = principal.personId;
  return and(
    tenant,
    exists(
      sql`(select 1 from ${plusCrewMembers} where ${plusCrewMembers.plusCrewId} = ${plusCrews.id} and ${plusCrewMembers.personId} = ${personId})`,
    ),
  );
}

const plusCrewColumns = {
  id: plusCrews.id,
  number: plusCrews.number,
  name: plusCrews.name,
  beginDate: plusCrews.beginDate,
  endDate: plusCrews.endDate,
};

export function listPlusCrews(db: Db, scope: PlusCrewScope) {
  return db
    .select(plusCrewColumns)
    .from(plusCrews)
    .where(visiblePlusCrews(scope))
    .orderBy(asc(plusCrews.number));
}

export async function findPlusCrewByNumber(db: Db | Tx, scope: PlusCrewScope, number: string) {
  const [row] = await db
    .select(plusCrewColumns)
    .from(plusCrews)
    .where(and(visiblePlusCrews(scope), eq(plusCrews.number, number)))
    .limit(1);
  return row;
}

export async function findPlusCrewById(db: Db, scope: PlusCrewScope, id: number) {
  const [row] = await db
    .select(plusCrewColumns)
    .from(plusCrews)
    .where(and(visiblePlusCrews(scope), eq(plusCrews.id, id)))
    .limit(1);
  return row;
}

export function listValueTypes(db: Db | Tx, tenantId: number) {
  return db
    .select({ id: plusCrewValueTypes.id, caption: plusCrewValueTypes.caption })
    .from(plusCrewValueTypes)
    .where(eq(plusCrewValueTypes.tenantId, tenantId))
    .orderBy(asc(plusCrewValueTypes.id));
}

export async function listValues(db: Db, tenantId: number, plusCrewId: number) {
  const rows = await db
    .select({
      id: plusCrewValues.id,
      typeId: plusCrewValues.valueTypeId,
      date: plusCrewValues.date,
      amount: plusCrewValues.amount,
    })
    .from(plusCrewValues)
    .where(and(eq(plusCrewValues.tenantId, tenantId), eq(plusCrewValues.plusCrewId, plusCrewId)))
    .orderBy(asc(plusCrewValues.date), asc(plusCrewValues.id));
  return rows.map(({ typeId, ...row }) => ({ ...row, type: { id: typeId } }));
}

export function listMembers(db: Db, tenantId: number, plusCrewId: number) {
  return db
    .select({ id: persons.id, name: persons.name })
    .from(plusCrewMembers)
    .innerJoin(persons, eq(persons.id, plusCrewMembers.personId))
    .where(and(eq(plusCrewMembers.tenantId, tenantId), eq(plusCrewMembers.plusCrewId, plusCrewId)))
    .orderBy(asc(persons.name));
}

export async function listDailyRows(
  db: Db,
  tenantId: number,
  query: { plusCrewId: number; valueTypeId: number; dateFrom: string; dateTo: string },
) {
  return db
    .select({ date: plusCrewData.date, amount: plusCrewData.amount, hours: plusCrewData.hours })
    .from(plusCrewData)
    .where(
      and(
        eq(plusCrewData.tenantId, tenantId),
        eq(plusCrewData.plusCrewId, query.plusCrewId),
        eq(plusCrewData.valueTypeId, query.valueTypeId),
        between(plusCrewData.date, query.dateFrom, query.dateTo),
      ),
    )
    .orderBy(asc(plusCrewData.date));
}

/** The ids of the required value types by kind, or null when one is missing. */
export async function requiredValueTypeIds(tx: Tx, tenantId: number) {
  const types = await listValueTypes(tx, tenantId);
  const ids: Partial<Record<(typeof REQUIRED_VALUE_KINDS)[number], number>> = {};
  for (const kind of REQUIRED_VALUE_KINDS)
    ids[kind] = types.find((type) => type.caption === VALUE_TYPE_CAPTIONS[kind])?.id;
  return REQUIRED_VALUE_KINDS.every((kind) => ids[kind] !== undefined)
    ? (ids as Record<(typeof REQUIRED_VALUE_KINDS)[number], number>)
    : null;
}

/** Writes a day's turnover and/or staff hours (an upsert: entering again corrects it). */
export async function saveDay(
  tx: Tx,
  tenantId: number,
  plusCrewId: number,
  types: { turnover: number; hours: number },
  entry: { date: string; turnover: number | null; hours: number | null },
) {
  const base = { tenantId, plusCrewId, date: entry.date };
  if (entry.turnover !== null)
    await tx
      .insert(plusCrewData)
      .values({ ...base, valueTypeId: types.turnover, amount: entry.turnover })
      .onConflictDoUpdate({
        target: [plusCrewData.plusCrewId, plusCrewData.valueTypeId, plusCrewData.date],
        set: { amount: entry.turnover },
      });
  if (entry.hours !== null)
    await tx
      .insert(plusCrewData)
      .values({ ...base, valueTypeId: types.hours, hours: entry.hours })
      .onConflictDoUpdate({
        target: [plusCrewData.plusCrewId, plusCrewData.valueTypeId, plusCrewData.date],
        set: { hours: entry.hours },
      });
}

/** Replaces a month's daily targets by the month's amount spread over its days in the period. */
export async function saveMonthTarget(
  tx: Tx,
  tenantId: number,
  plusCrew: { id: number; beginDate: string; endDate: string },
  targetTypeId: number,
  entry: { month: string; amount: number },
) {
  const rows = spreadMonthTarget(entry.month, entry.amount, plusCrew);
  // The month's real last day: a '-31' of a 30-day month is no date, and PostgreSQL refuses it.
  const { dateFrom, dateTo } = monthRange(`${entry.month}-01`);
  await tx
    .delete(plusCrewData)
    .where(
      and(
        eq(plusCrewData.plusCrewId, plusCrew.id),
        eq(plusCrewData.valueTypeId, targetTypeId),
        between(plusCrewData.date, dateFrom, dateTo),
      ),
    );
  if (rows.length > 0)
    await tx.insert(plusCrewData).values(
      rows.map((row) => ({
        tenantId,
        plusCrewId: plusCrew.id,
        valueTypeId: targetTypeId,
        date: row.date,
        amount: row.amount,
      })),
    );
  return rows.length;
}
