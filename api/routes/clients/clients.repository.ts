import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, persons } from '../../db/core.tables';
import {
  branches,
  locations,
  projectCrews,
  projects,
  rateCards,
} from '../../db/tables/projects.tables';
import type {
  AdminBranch,
  AdminCompany,
  AdminCompanyDetail,
  AdminLocation,
  LocationCreateInput,
} from './clients.schemas';

// The office's client companies, the tenant's branches and its locations: every query names the
// tenant, so another tenant's id reads as none.

/** `%word%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Correlated counts name their tables in full: inside a subquery an unqualified "id" is the inner table's.
const contactCount = sql<number>`(select count(*)::int from "persons" where "persons"."company_id" = "companies"."id")`;

export async function listCompanies(
  db: Db,
  tenantId: number,
  search: string | undefined,
): Promise<AdminCompany[]> {
  return db
    .select({ id: companies.id, name: companies.name, contactCount })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        search ? ilike(companies.name, containing(search)) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function findCompany(
  db: Db,
  tenantId: number,
  id: number,
): Promise<AdminCompanyDetail | null> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
  if (!company) return null;
  const contacts = await db
    .select({ id: persons.id, name: persons.name, email: persons.email, phone: persons.phone })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.companyId, id)))
    .orderBy(asc(persons.name), asc(persons.id));
  return { ...company, contacts };
}

/** Whether another row of the table in the tenant has that name, compared without case. */
async function nameTaken(
  db: Db,
  table: typeof companies | typeof branches | typeof locations,
  tenantId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.tenantId, tenantId),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const companyNameTaken = (db: Db, tenantId: number, name: string, exceptId?: number) =>
  nameTaken(db, companies, tenantId, name, exceptId);
export const branchNameTaken = (db: Db, tenantId: number, name: string, exceptId?: number) =>
  nameTaken(db, branches, tenantId, name, exceptId);
export const locationNameTaken = (db: Db, tenantId: number, name: string, exceptId?: number) =>
  nameTaken(db, locations, tenantId, name, exceptId);

export async function insertCompany(db: Db, tenantId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ tenantId, name })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

export async function updateCompany(db: Db, tenantId: number, id: number, name: string) {
  await db
    .update(companies)
    .set({ name })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
}

export async function deleteCompany(db: Db, tenantId: number, id: number) {
  await db.delete(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
}

const counted = async (db: Db, query: SQL): Promise<number> => {
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(rows[0]?.n ?? 0);
};

/**
 * What still refers to a company, by kind. The invoices, receipts, documents and planner crews
 * are other areas' tables (which an area does not import): they are counted by their table names.
 * Several of them go with the company on delete (cascade), so a delete with any of them would
 * take an invoice or a signed document along: it is refused instead.
 */
export async function companyReferences(db: Db, tenantId: number, id: number) {
  const inTenant = (table: string) =>
    counted(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId} and company_id = ${id}`,
    );
  const [projectRows] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.companyId, id)));
  const [contactRows] = await db
    .select({ n: count() })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.companyId, id)));
  const [rateCardRows] = await db
    .select({ n: count() })
    .from(rateCards)
    .where(and(eq(rateCards.tenantId, tenantId), eq(rateCards.companyId, id)));
  return {
    projects: projectRows?.n ?? 0,
    contacts: contactRows?.n ?? 0,
    rateCards: rateCardRows?.n ?? 0,
    invoices: await inTenant('invoices'),
    receipts: await inTenant('receipts'),
    receiptTemplates: await inTenant('receipt_templates'),
    documents: await inTenant('documents'),
    plannerCrews: await inTenant('planner_crews'),
  };
}

const projectCount = sql<number>`(select count(*)::int from "projects" where "projects"."branch_id" = "branches"."id")`;

export async function listBranches(db: Db, tenantId: number): Promise<AdminBranch[]> {
  return db
    .select({ id: branches.id, name: branches.name, projectCount })
    .from(branches)
    .where(eq(branches.tenantId, tenantId))
    .orderBy(asc(branches.name), asc(branches.id));
}

export async function findBranch(
  db: Db,
  tenantId: number,
  id: number,
): Promise<AdminBranch | null> {
  const [row] = await db
    .select({ id: branches.id, name: branches.name, projectCount })
    .from(branches)
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)));
  return row ?? null;
}

export async function insertBranch(db: Db, tenantId: number, name: string): Promise<number> {
  const [row] = await db.insert(branches).values({ tenantId, name }).returning({ id: branches.id });
  if (!row) throw new Error('branch insert returned nothing');
  return row.id;
}

export async function updateBranch(db: Db, tenantId: number, id: number, name: string) {
  await db
    .update(branches)
    .set({ name })
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)));
}

export async function deleteBranch(db: Db, tenantId: number, id: number) {
  await db.delete(branches).where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)));
}

const crewCount = sql<number>`(select count(*)::int from "project_crews" where "project_crews"."location_id" = "locations"."id")`;

const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  city: locations.city,
  latitude: locations.latitude,
  longitude: locations.longitude,
  routeNotes: locations.routeNotes,
  timeZone: locations.timeZone,
  crewCount,
};

export async function listLocations(
  db: Db,
  tenantId: number,
  search: string | undefined,
): Promise<AdminLocation[]> {
  const word = search ? containing(search) : undefined;
  return db
    .select(locationColumns)
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        word
          ? sql`(${ilike(locations.name, word)} or ${ilike(locations.city, word)} or ${ilike(locations.address, word)})`
          : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id));
}

export async function findLocation(
  db: Db,
  tenantId: number,
  id: number,
): Promise<AdminLocation | null> {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)));
  return row ?? null;
}

export async function insertLocation(
  db: Db,
  tenantId: number,
  values: LocationCreateInput,
): Promise<number> {
  const [row] = await db
    .insert(locations)
    .values({ tenantId, ...values })
    .returning({ id: locations.id });
  if (!row) throw new Error('location insert returned nothing');
  return row.id;
}

export async function updateLocation(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<LocationCreateInput>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)));
}

export async function deleteLocation(db: Db, tenantId: number, id: number) {
  await db.delete(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)));
}

/** The crews planned at a location and the projects they belong to. */
export async function locationReferences(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      crews: count(),
      projects: sql<number>`count(distinct ${projectCrews.projectId})::int`,
    })
    .from(projectCrews)
    .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.locationId, id)));
  return { crews: row?.crews ?? 0, projects: row?.projects ?? 0 };
}
