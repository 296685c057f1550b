import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/accounts';
import { applyAdjustments, mergeGrants } from '../../auth/rights';
import {
  companies,
  personRightAdjustments,
  personRoles,
  persons,
  roleGrants,
  roles,
} from '../../db/core.tables';
import type { Db } from '../../db/database';
import { passwordResetTokens } from '../../db/tables/auth.tables';
import { personFunctions } from '../../db/tables/person-functions.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { functions, projectCrews, projects, rateCardRates } from '../../db/tables/projects.tables';
import { formatNullableTimestamp } from '../../lib/format';
import { documentReferencesOf } from '../documents/documents.public';
import type {
  FunctionUsage,
  Grant,
  InvitationState,
  LoginType,
  PersonAccount,
  PersonRow,
  RightAdjustment,
  RolePreset,
} from './people.schemas';
import { LOGIN_TYPES } from './people.schemas';

// The people area's reads and writes. Every query names the tenant: another tenant's id reads as
// not there.

type PersonRecord = typeof persons.$inferSelect;

/** The fields of a person the administration writes (and audits). */
export interface PersonValues {
  name: string;
  email: string;
  phone: string | null;
  contactNumber: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  birthday: string | null;
  language: string;
  timeZone: string;
  companyId: number | null;
}

/** Everything an administrative change of a person can touch, as the audit compares it. */
export interface PersonSnapshot extends PersonValues {
  functionIds: number[];
  rolePresets: string[];
  rightAdjustments: RightAdjustment[];
}

export const PERSON_AUDIT_FIELDS = [
  'name',
  'email',
  'phone',
  'contactNumber',
  'street',
  'postalCode',
  'city',
  'country',
  'birthday',
  'language',
  'timeZone',
  'companyId',
  'functionIds',
  'rolePresets',
  'rightAdjustments',
] as const;

const isLoginType = (value: string | null): value is LoginType =>
  value !== null && (LOGIN_TYPES as readonly string[]).includes(value);

/** `%word%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findPerson(
  db: Db,
  tenantId: number,
  id: number,
): Promise<PersonRecord | undefined> {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id)))
    .limit(1);
  return row;
}

/** Whether another person of the tenant has this (lower-cased) e-mail. */
export async function emailTaken(
  db: Db,
  tenantId: number,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(
        eq(persons.tenantId, tenantId),
        eq(persons.email, email),
        ...(exceptId === undefined ? [] : [ne(persons.id, exceptId)]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function companyInTenant(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
    .limit(1);
  return row !== undefined;
}

/** The ids among `ids` that are not functions of the tenant. */
export async function unknownFunctions(db: Db, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: functions.id })
    .from(functions)
    .where(and(eq(functions.tenantId, tenantId), inArray(functions.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** The tenant's role presets by name: the roles with a login type (not the project/plus-crew ones). */
export async function rolePresetIds(db: Db, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), isNotNull(roles.loginType)));
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function listRolePresets(db: Db, tenantId: number): Promise<RolePreset[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, loginType: roles.loginType })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), isNotNull(roles.loginType)))
    .orderBy(asc(roles.id));
  const grants =
    rows.length === 0
      ? []
      : await db
          .select({
            roleId: roleGrants.roleId,
            resource: roleGrants.resource,
            action: roleGrants.action,
            permissionType: roleGrants.permissionType,
          })
          .from(roleGrants)
          .where(
            and(
              eq(roleGrants.tenantId, tenantId),
              eq(roleGrants.scope, 'user'),
              inArray(
                roleGrants.roleId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(roleGrants.resource), asc(roleGrants.action));
  return rows.flatMap((row) =>
    isLoginType(row.loginType)
      ? [
          {
            id: row.id,
            name: row.name,
            loginType: row.loginType,
            grants: grants
              .filter((grant) => grant.roleId === row.id)
              .map(({ resource, action, permissionType }) => ({
                resource,
                action,
                permissionType,
              })),
          },
        ]
      : [],
  );
}

const invitationCase = sql<InvitationState>`case
  when ${persons.deactivatedAt} is not null then 'deactivated'
  when ${persons.passwordHash} is not null then 'active'
  when exists (select 1 from ${passwordResetTokens} where ${passwordResetTokens.personId} = ${persons.id}
    and ${passwordResetTokens.kind} = 'welcome') then 'invited'
  else 'notInvited' end`;

const rowColumns = {
  id: persons.id,
  name: persons.name,
  email: persons.email,
  contactNumber: persons.contactNumber,
  phone: persons.phone,
  companyId: persons.companyId,
  companyName: companies.name,
  invitation: invitationCase,
  deactivatedAt: persons.deactivatedAt,
};

export interface PersonFilters {
  q?: string;
  functionId?: number;
  loginType?: LoginType;
  active?: boolean;
}

export async function listPersons(
  db: Db,
  tenantId: number,
  filters: PersonFilters,
  paging: { limit: number; page: number },
): Promise<{ items: PersonRow[]; total: number }> {
  const conditions: SQL[] = [eq(persons.tenantId, tenantId)];
  if (filters.q !== undefined) {
    const pattern = containing(filters.q);
    const matching = or(
      ilike(persons.name, pattern),
      ilike(persons.email, pattern),
      ilike(persons.contactNumber, pattern),
    );
    if (matching) conditions.push(matching);
  }
  if (filters.functionId !== undefined)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(personFunctions)
          .where(
            and(
              eq(personFunctions.personId, persons.id),
              eq(personFunctions.functionId, filters.functionId),
            ),
          ),
      ),
    );
  if (filters.loginType !== undefined)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(personRoles)
          .innerJoin(roles, eq(roles.id, personRoles.roleId))
          .where(and(eq(personRoles.personId, persons.id), eq(roles.loginType, filters.loginType))),
      ),
    );
  if (filters.active !== undefined)
    conditions.push(
      filters.active ? isNull(persons.deactivatedAt) : isNotNull(persons.deactivatedAt),
    );
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(persons).where(where);
  const rows = await db
    .select(rowColumns)
    .from(persons)
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .where(where)
    .orderBy(asc(persons.name), asc(persons.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const extras = await extrasOf(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toRow(row, extras)), total: total?.n ?? 0 };
}

interface Extras {
  functions: Map<number, Array<{ id: number; name: string }>>;
  roles: Map<number, Array<{ name: string; loginType: string | null }>>;
}

/** The functions and role presets of a page of persons, in two queries. */
async function extrasOf(db: Db, tenantId: number, ids: number[]): Promise<Extras> {
  const extras: Extras = { functions: new Map(), roles: new Map() };
  if (ids.length === 0) return extras;
  const functionRows = await db
    .select({ personId: personFunctions.personId, id: functions.id, name: functions.name })
    .from(personFunctions)
    .innerJoin(functions, eq(functions.id, personFunctions.functionId))
    .where(and(eq(personFunctions.tenantId, tenantId), inArray(personFunctions.personId, ids)))
    .orderBy(asc(functions.name));
  for (const { personId, id, name } of functionRows)
    extras.functions.set(personId, [...(extras.functions.get(personId) ?? []), { id, name }]);
  const roleRows = await db
    .select({ personId: personRoles.personId, name: roles.name, loginType: roles.loginType })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(and(eq(personRoles.tenantId, tenantId), inArray(personRoles.personId, ids)))
    .orderBy(asc(roles.id));
  for (const { personId, name, loginType } of roleRows)
    extras.roles.set(personId, [...(extras.roles.get(personId) ?? []), { name, loginType }]);
  return extras;
}

function toRow(
  row: {
    id: number;
    name: string;
    email: string;
    contactNumber: string | null;
    phone: string | null;
    companyId: number | null;
    companyName: string | null;
    invitation: InvitationState;
    deactivatedAt: Date | null;
  },
  extras: Extras,
): PersonRow {
  const loginTypes = [
    ...new Set((extras.roles.get(row.id) ?? []).map((role) => role.loginType).filter(isLoginType)),
  ].sort();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    contactNumber: row.contactNumber,
    phone: row.phone,
    company: row.companyId === null ? null : { id: row.companyId, name: row.companyName ?? '' },
    loginTypes,
    functions: extras.functions.get(row.id) ?? [],
    invitation: row.invitation,
    deactivatedAt: formatNullableTimestamp(row.deactivatedAt),
  };
}

export async function rightAdjustmentsOf(
  db: Db,
  tenantId: number,
  personId: number,
): Promise<RightAdjustment[]> {
  return db
    .select({
      resource: personRightAdjustments.resource,
      action: personRightAdjustments.action,
      permissionType: personRightAdjustments.permissionType,
    })
    .from(personRightAdjustments)
    .where(
      and(
        eq(personRightAdjustments.tenantId, tenantId),
        eq(personRightAdjustments.personId, personId),
      ),
    )
    .orderBy(asc(personRightAdjustments.resource), asc(personRightAdjustments.action));
}

/** Everything the person form shows, or undefined when the tenant has no such person. */
export async function personAccount(
  db: Db,
  tenantId: number,
  id: number,
): Promise<PersonAccount | undefined> {
  const [row] = await db
    .select({
      ...rowColumns,
      street: persons.street,
      postalCode: persons.postalCode,
      city: persons.city,
      country: persons.country,
      birthday: persons.birthday,
      language: persons.language,
      timeZone: persons.timeZone,
    })
    .from(persons)
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id)))
    .limit(1);
  if (!row) return undefined;
  const extras = await extrasOf(db, tenantId, [id]);
  const adjustments = await rightAdjustmentsOf(db, tenantId, id);
  const grants = await db
    .select({
      resource: roleGrants.resource,
      action: roleGrants.action,
      permissionType: roleGrants.permissionType,
    })
    .from(personRoles)
    .innerJoin(roleGrants, eq(roleGrants.roleId, personRoles.roleId))
    .where(
      and(
        eq(personRoles.tenantId, tenantId),
        eq(personRoles.personId, id),
        eq(roleGrants.scope, 'user'),
      ),
    );
  // The same rule the access hook applies (api/auth/rights.ts): the union, then the adjustments.
  const rights = applyAdjustments(mergeGrants(grants), adjustments);
  const effectiveRights = Object.entries(rights)
    .flatMap(([resource, actions]) =>
      Object.entries(actions).map(
        ([action, permissionType]) => ({ resource, action, permissionType }) as Grant,
      ),
    )
    .sort((a, b) => `${a.resource}.${a.action}`.localeCompare(`${b.resource}.${b.action}`));
  const [invited] = await db
    .select({ at: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tenantId, tenantId),
        eq(passwordResetTokens.personId, id),
        eq(passwordResetTokens.kind, 'welcome'),
      ),
    )
    .orderBy(desc(passwordResetTokens.createdAt))
    .limit(1);
  return {
    ...toRow(row, extras),
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    birthday: row.birthday,
    language: row.language,
    timeZone: row.timeZone,
    rolePresets: (extras.roles.get(id) ?? []).map((role) => role.name),
    rightAdjustments: adjustments,
    effectiveRights,
    invitedAt: formatNullableTimestamp(invited?.at ?? null),
  };
}

/** What the audit compares a change of the person with. */
export async function personSnapshot(
  db: Db,
  tenantId: number,
  person: PersonRecord,
): Promise<PersonSnapshot> {
  const extras = await extrasOf(db, tenantId, [person.id]);
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    contactNumber: person.contactNumber,
    street: person.street,
    postalCode: person.postalCode,
    city: person.city,
    country: person.country,
    birthday: person.birthday,
    language: person.language,
    timeZone: person.timeZone,
    companyId: person.companyId,
    functionIds: (extras.functions.get(person.id) ?? []).map((f) => f.id).sort((a, b) => a - b),
    rolePresets: (extras.roles.get(person.id) ?? []).map((role) => role.name).sort(),
    rightAdjustments: await rightAdjustmentsOf(db, tenantId, person.id),
  };
}

export async function insertPerson(
  db: Db,
  tenantId: number,
  values: PersonValues,
): Promise<number> {
  const [row] = await db
    .insert(persons)
    .values({ tenantId, ...values })
    .returning({ id: persons.id });
  if (!row) throw new Error('person insert returned nothing');
  return row.id;
}

export async function updatePerson(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<PersonValues> & { deactivatedAt?: Date | null },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(persons)
    .set(values)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id)));
}

/** Replaces the person's functions; a function kept keeps its row (and its since-year). */
export async function setFunctions(
  db: Db,
  tenantId: number,
  personId: number,
  functionIds: number[],
): Promise<void> {
  const mine = and(eq(personFunctions.tenantId, tenantId), eq(personFunctions.personId, personId));
  await db
    .delete(personFunctions)
    .where(
      functionIds.length === 0
        ? mine
        : and(mine, notInArray(personFunctions.functionId, functionIds)),
    );
  if (functionIds.length > 0)
    await db
      .insert(personFunctions)
      .values(functionIds.map((functionId) => ({ tenantId, personId, functionId })))
      .onConflictDoNothing();
}

export async function setRoles(
  db: Db,
  tenantId: number,
  personId: number,
  roleIds: number[],
): Promise<void> {
  await db
    .delete(personRoles)
    .where(and(eq(personRoles.tenantId, tenantId), eq(personRoles.personId, personId)));
  if (roleIds.length > 0)
    await db
      .insert(personRoles)
      .values(roleIds.map((roleId) => ({ tenantId, personId, roleId })))
      .onConflictDoNothing();
}

export async function setRightAdjustments(
  db: Db,
  tenantId: number,
  personId: number,
  adjustments: RightAdjustment[],
): Promise<void> {
  await db
    .delete(personRightAdjustments)
    .where(
      and(
        eq(personRightAdjustments.tenantId, tenantId),
        eq(personRightAdjustments.personId, personId),
      ),
    );
  if (adjustments.length > 0)
    await db
      .insert(personRightAdjustments)
      .values(adjustments.map((adjustment) => ({ tenantId, personId, ...adjustment })))
      .onConflictDoNothing();
}

/** What refers to a person, by kind: a contact is deleted only while every count is 0. */
export async function personReferences(
  db: Db,
  tenantId: number,
  personId: number,
): Promise<Record<string, number>> {
  const [managed] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.managerPersonId, personId)));
  const [crews] = await db
    .select({ n: count() })
    .from(projectCrews)
    .where(
      and(
        eq(projectCrews.tenantId, tenantId),
        or(
          eq(projectCrews.contactOnSitePersonId, personId),
          eq(projectCrews.crewChiefPersonId, personId),
        ),
      ),
    );
  const [crewItems] = await db
    .select({ n: count() })
    .from(projectCrewItems)
    .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.personId, personId)));
  const documents = await documentReferencesOf(db, tenantId, personId);
  return {
    projects: managed?.n ?? 0,
    crews: crews?.n ?? 0,
    crewItems: crewItems?.n ?? 0,
    ...documents,
  };
}

export async function deletePerson(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(persons).where(and(eq(persons.tenantId, tenantId), eq(persons.id, id)));
}

export async function listFunctionUsage(
  db: Db,
  tenantId: number,
  ids?: number[],
): Promise<FunctionUsage[]> {
  const rows = await db
    .select({ id: functions.id, name: functions.name })
    .from(functions)
    .where(
      and(
        eq(functions.tenantId, tenantId),
        ...(ids === undefined ? [] : [inArray(functions.id, ids)]),
      ),
    )
    .orderBy(asc(functions.name), asc(functions.id));
  if (rows.length === 0) return [];
  const list = rows.map((row) => row.id);
  const counted = async (
    table: typeof personFunctions | typeof projectCrewItems | typeof rateCardRates,
  ) => {
    const found = await db
      .select({ id: table.functionId, n: count() })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), inArray(table.functionId, list)))
      .groupBy(table.functionId);
    return new Map(found.map((row) => [row.id, row.n]));
  };
  const people = await counted(personFunctions);
  const crewItems = await counted(projectCrewItems);
  const rates = await counted(rateCardRates);
  return rows.map((row) => ({
    ...row,
    people: people.get(row.id) ?? 0,
    crewItems: crewItems.get(row.id) ?? 0,
    rateCardRates: rates.get(row.id) ?? 0,
  }));
}

export async function functionNamed(
  db: Db,
  tenantId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: functions.id })
    .from(functions)
    .where(
      and(
        eq(functions.tenantId, tenantId),
        sql`lower(${functions.name}) = lower(${name})`,
        ...(exceptId === undefined ? [] : [ne(functions.id, exceptId)]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The caller's person id (an administrator is always a person). */
export const actorOf = (principal: Principal) => principal.personId;

export async function listContactCompanies(
  db: Db,
  tenantId: number,
): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.name), asc(companies.id));
}
