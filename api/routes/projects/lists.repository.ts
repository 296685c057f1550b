import { and, asc, count, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../auth/accounts';
import type { Db } from '../../db/database';
import { companies, persons } from '../../db/core.tables';
import type { PermissionType } from '../../db/core.tables';
import { PROJECT_STATUSES } from '../../../machines/projects.types';
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
import { ownedBy, readsOwnOnly } from './projects.repository';
import type { Option } from './projects.schemas';
import type {
  Company,
  CompanySettings,
  Contact,
  LocationListItem,
  RateCard,
  RateCardListItem,
} from './lists.schemas';

// The lists the project screens need (api/routes/projects/README.md, The lists the project screens need). Every list is the tenant's; an OWN
// caller (a client contact, a project token) sees only its own company's rows. Each list is two
// statements whatever its size: the page (ordered, limit/offset) and the count.

/** Who asks, with the permission the route's right resolved to. */
export interface ListCaller {
  principal: Principal;
  permission: PermissionType;
}

export interface Paging {
  limit: number;
  page: number;
}

export interface PageRows<T> {
  items: T[];
  total: number;
}

/** Even with ALL, a project token sees only what is its own (as the projects list has it). */
const ownOnly = ({ principal, permission }: ListCaller): boolean =>
  readsOwnOnly(principal, permission);

/** The caller's own company under OWN (null: none, so nothing). */
function ownCompanyId({ principal }: ListCaller): number | null {
  return principal.companyId;
}

const offsetOf = ({ limit, page }: Paging) => (page - 1) * limit;

/** A select up to its joins (`db.select(columns).from(table)…`): what listPage filters, orders and pages. */
interface ListSelect<T> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
    };
  };
}

/**
 * The shape every list shares: one filter for the page and its count, the order (ending in the id,
 * so that a page is stable), limit and offset. `counted` is the table whose rows the list counts.
 */
async function listPage<T>(
  db: Db,
  list: { rows: ListSelect<T>; counted: PgTable; where: SQL | undefined; order: SQL[] },
  paging: Paging,
): Promise<PageRows<T>> {
  const [items, totals] = await Promise.all([
    list.rows
      .where(list.where)
      .orderBy(...list.order)
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(list.counted).where(list.where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** A list of one table's named rows as options ({ id, caption }), by name. */
function namedList(
  db: Db,
  table: typeof companies | typeof branches | typeof functions | typeof cateringAgreementTypes,
  where: SQL | undefined,
  paging: Paging,
): Promise<PageRows<Option>> {
  return listPage(
    db,
    {
      rows: db.select({ id: table.id, caption: table.name }).from(table),
      counted: table,
      where,
      order: [asc(table.name), asc(table.id)],
    },
    paging,
  );
}

/** Companies the caller may read: the tenant's (ALL) or its own (OWN). */
function companyScope(caller: ListCaller): SQL | undefined {
  return and(
    eq(companies.tenantId, caller.principal.tenantId),
    ownOnly(caller) ? eq(companies.id, ownCompanyId(caller) ?? -1) : undefined,
  );
}

export function listCompanies(
  db: Db,
  caller: ListCaller,
  paging: Paging,
): Promise<PageRows<Option>> {
  return namedList(db, companies, companyScope(caller), paging);
}

/** The company when the caller may read it; undefined (→ 404) for another tenant's or, under OWN, another company's. */
export async function findCompany(
  db: Db,
  caller: ListCaller,
  id: number,
): Promise<Company | undefined> {
  const [row] = await db
    .select({ id: companies.id, caption: companies.name })
    .from(companies)
    .where(and(companyScope(caller), eq(companies.id, id)));
  return row;
}

/** The company's settings (api/routes/projects/README.md, Company settings): its default rate card, its own first, else the tenant's standard card. */
export async function companySettings(
  db: Db,
  tenantId: number,
  companyId: number,
): Promise<CompanySettings> {
  const [card] = await db
    .select({ id: rateCards.id, caption: rateCards.name, currency: rateCards.currency })
    .from(rateCards)
    .where(
      and(
        eq(rateCards.tenantId, tenantId),
        or(eq(rateCards.companyId, companyId), isNull(rateCards.companyId)),
      ),
    )
    // The company's own card before the standard one (nulls last), the oldest first.
    .orderBy(sql`${rateCards.companyId} asc nulls last`, asc(rateCards.id))
    .limit(1);
  return {
    companyId,
    defaultRateCard: card ? { id: card.id, caption: card.caption } : null,
    currency: card?.currency ?? null,
  };
}

export function listBranches(db: Db, tenantId: number, paging: Paging): Promise<PageRows<Option>> {
  return namedList(db, branches, eq(branches.tenantId, tenantId), paging);
}

/** The tenant's functions (crew items are planned with them; rate cards price them). */
export function listFunctions(db: Db, tenantId: number, paging: Paging): Promise<PageRows<Option>> {
  return namedList(db, functions, eq(functions.tenantId, tenantId), paging);
}

export function listCateringAgreementTypes(
  db: Db,
  tenantId: number,
  paging: Paging,
): Promise<PageRows<Option>> {
  return namedList(
    db,
    cateringAgreementTypes,
    eq(cateringAgreementTypes.tenantId, tenantId),
    paging,
  );
}

/** The project statuses (machines/projects.types.ts), in the machine's order, paged like every list. */
export function listStatuses(paging: Paging): PageRows<{ id: (typeof PROJECT_STATUSES)[number] }> {
  const start = offsetOf(paging);
  return {
    items: PROJECT_STATUSES.slice(start, start + paging.limit).map((id) => ({ id })),
    total: PROJECT_STATUSES.length,
  };
}

// --- contacts: a client company's contact persons (persons with a company) ---

function contactScope(caller: ListCaller, companyId?: number): SQL | undefined {
  return and(
    eq(persons.tenantId, caller.principal.tenantId),
    isNotNull(persons.companyId),
    ownOnly(caller) ? eq(persons.companyId, ownCompanyId(caller) ?? -1) : undefined,
    companyId === undefined ? undefined : eq(persons.companyId, companyId),
  );
}

/** A contact with its company (the list and the one contact read the same). */
const contactsFrom = (db: Db) =>
  db
    .select({
      id: persons.id,
      caption: persons.name,
      contactNumber: persons.contactNumber,
      email: persons.email,
      phone: persons.phone,
      company: { id: companies.id, caption: companies.name },
    })
    .from(persons)
    .innerJoin(
      companies,
      and(eq(companies.id, persons.companyId), eq(companies.tenantId, persons.tenantId)),
    );

export function listContacts(
  db: Db,
  caller: ListCaller,
  query: Paging & { companyId?: number },
): Promise<PageRows<Contact>> {
  return listPage(
    db,
    {
      rows: contactsFrom(db),
      counted: persons,
      where: contactScope(caller, query.companyId),
      order: [asc(persons.name), asc(persons.id)],
    },
    query,
  );
}

export async function findContact(
  db: Db,
  caller: ListCaller,
  id: number,
): Promise<Contact | undefined> {
  const [row] = await contactsFrom(db).where(and(contactScope(caller), eq(persons.id, id)));
  return row;
}

// --- locations ---

/** The tenant's locations (ALL), or under OWN those the caller's own projects' crews work at. */
export function listLocations(
  db: Db,
  caller: ListCaller,
  paging: Paging,
): Promise<PageRows<LocationListItem>> {
  const where = and(
    eq(locations.tenantId, caller.principal.tenantId),
    ownOnly(caller)
      ? exists(
          db
            .select({ one: sql`1` })
            .from(projectCrews)
            .innerJoin(
              projects,
              and(
                eq(projects.id, projectCrews.projectId),
                eq(projects.tenantId, projectCrews.tenantId),
              ),
            )
            .where(and(eq(projectCrews.locationId, locations.id), ownedBy(db, caller.principal))),
        )
      : undefined,
  );
  return listPage(
    db,
    {
      rows: db
        .select({
          id: locations.id,
          caption: locations.name,
          address: locations.address,
          city: locations.city,
          latitude: locations.latitude,
          longitude: locations.longitude,
        })
        .from(locations),
      counted: locations,
      where,
      order: [asc(locations.name), asc(locations.id)],
    },
    paging,
  );
}

// --- rate cards (rateCards READ) ---

/** Cards the caller may read: the tenant's (ALL), or its own company's (OWN: never the standard card or another company's). */
function rateCardScope(caller: ListCaller): SQL | undefined {
  return and(
    eq(rateCards.tenantId, caller.principal.tenantId),
    ownOnly(caller) ? eq(rateCards.companyId, ownCompanyId(caller) ?? -1) : undefined,
  );
}

/** A card with its company, if it has one (the list and the one card read the same). */
const rateCardsFrom = (db: Db) =>
  db
    .select({
      id: rateCards.id,
      name: rateCards.name,
      currency: rateCards.currency,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(rateCards)
    .leftJoin(
      companies,
      and(eq(companies.id, rateCards.companyId), eq(companies.tenantId, rateCards.tenantId)),
    );

type RateCardRow = {
  id: number;
  name: string;
  currency: string;
  companyId: number | null;
  companyName: string | null;
};

function rateCardOf(row: RateCardRow): RateCardListItem {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    company: row.companyId === null ? null : { id: row.companyId, caption: row.companyName ?? '' },
  };
}

/**
 * The rate cards, optionally for one company: with `forCompany`, the company's own cards and the
 * tenant's standard cards (what may price its projects), the company's first.
 */
export async function listRateCards(
  db: Db,
  caller: ListCaller,
  query: Paging & { companyId?: number; forCompany?: number },
): Promise<PageRows<RateCardListItem>> {
  const where = and(
    rateCardScope(caller),
    query.companyId === undefined ? undefined : eq(rateCards.companyId, query.companyId),
    query.forCompany === undefined
      ? undefined
      : or(eq(rateCards.companyId, query.forCompany), isNull(rateCards.companyId)),
  );
  const page = await listPage(
    db,
    {
      rows: rateCardsFrom(db),
      counted: rateCards,
      where,
      // The company's own cards before the standard ones (nulls last).
      order: [sql`${rateCards.companyId} asc nulls last`, asc(rateCards.name), asc(rateCards.id)],
    },
    query,
  );
  return { items: page.items.map(rateCardOf), total: page.total };
}

/** One card with its rates per function (two statements), or undefined (→ 404) outside the caller's scope. */
export async function findRateCard(
  db: Db,
  caller: ListCaller,
  id: number,
): Promise<RateCard | undefined> {
  const [row] = await rateCardsFrom(db).where(and(rateCardScope(caller), eq(rateCards.id, id)));
  if (!row) return undefined;
  const rates = await db
    .select({
      function: { id: functions.id, caption: functions.name },
      hourlyRateCents: rateCardRates.hourlyRateCents,
    })
    .from(rateCardRates)
    .innerJoin(
      functions,
      and(
        eq(functions.id, rateCardRates.functionId),
        eq(functions.tenantId, rateCardRates.tenantId),
      ),
    )
    .where(
      and(
        eq(rateCardRates.tenantId, caller.principal.tenantId),
        eq(rateCardRates.rateCardId, row.id),
      ),
    )
    .orderBy(asc(functions.name), asc(functions.id));
  return { ...rateCardOf(row), rates };
}
