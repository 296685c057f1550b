import { PLUS_CREW_ROLE, PROJECT_ROLE } from '../../auth/rights';
import type { Db } from '../database';
import type { Action, Resource } from '../../../machines/rights.types';
import {
  companies,
  personRoles,
  persons,
  roleGrants,
  roles,
  tenantHosts,
  tenants,
} from '../core.tables';
import type { GrantScope, LoginTypeCaption, PermissionType } from '../core.tables';

// Factories of the core rows (tenants, hosts, roles, companies, persons) and the demo roles; each
// area's own factories live in its seed module (api/routes/<area>/<area>.seed.ts).

/** The password of every demo account (documented in the README and the e2e tests). */
export const DEMO_PASSWORD = 'demo1234';

export interface GrantDefinition {
  resource: Resource;
  action: Action;
  permissionType: PermissionType;
  scope?: GrantScope;
}

export interface RoleDefinition {
  name: string;
  loginType: LoginTypeCaption | null;
  grants: GrantDefinition[];
}

const grant = (
  resource: Resource,
  action: Action,
  permissionType: PermissionType,
  scope: GrantScope = 'user',
) => ({
  resource,
  action,
  permissionType,
  scope,
});

/**
 * The role presets every tenant starts with (the demo tenant and one made by `npm run tenant`); the
 * app's menu rules and the e2e tests rely on exactly these grants.
 */
export const ROLE_PRESETS: RoleDefinition[] = [
  {
    name: 'crew',
    loginType: 'crew',
    grants: [
      grant('projects', 'READ', 'OWN'),
      grant('jobs', 'READ', 'OWN'),
      grant('jobs', 'CONFIRM', 'OWN'),
      grant('payrolls', 'READ', 'OWN'),
      grant('payrolls', 'EDIT', 'OWN'),
      grant('staffContracts', 'READ', 'OWN'),
      grant('crewInfo', 'READ', 'ALL'),
      grant('training', 'READ', 'OWN'),
      grant('training', 'EDIT', 'OWN'),
      grant('persons', 'READ', 'OWN'),
      grant('mobileDocuments', 'READ', 'OWN'),
      grant('vacancies', 'READ', 'ALL'),
      grant('bankTransfers', 'READ', 'OWN'),
      grant('blockDates', 'READ', 'OWN'),
      grant('blockDates', 'CREATE', 'OWN'),
      grant('blockDates', 'DELETE', 'OWN'),
      grant('vacationRequests', 'READ', 'OWN'),
      grant('vacationRequests', 'CREATE', 'OWN'),
      grant('vacationRequests', 'DELETE', 'OWN'),
      // A signatory reads and signs their own documents; forms are filled in as their own results.
      grant('documents', 'READ', 'OWN'),
      grant('documents', 'EDIT', 'OWN'),
      grant('forms', 'READ', 'OWN'),
      grant('forms', 'CREATE', 'OWN'),
      // A crew member reads and runs the crews they are crew chief of (SPEC §6: for crew chiefs only).
      grant('crews', 'READ', 'OWN'),
      grant('crews', 'EDIT', 'OWN'),
      // A crew member applies to open vacancies and withdraws, for themself (api/routes/crew-items/README.md, Rights).
      grant('vacancies', 'EDIT', 'OWN'),
      // A crew member's own expense receipts: read, create from a template, delete until approved.
      grant('receipts', 'READ', 'OWN'),
      grant('receipts', 'CREATE', 'OWN'),
      grant('receipts', 'DELETE', 'OWN'),
    ],
  },
  {
    name: 'planner',
    loginType: 'planner',
    grants: [
      grant('projects', 'READ', 'ALL'),
      // A planner copies projects (api/routes/projects/README.md, Copying a project).
      grant('projects', 'CREATE', 'ALL'),
      grant('planningCalendar', 'READ', 'ALL'),
      grant('planningCalendar', 'READSPAREFUNCTION', 'ALL'),
      grant('crews', 'READ', 'ALL'),
      // A planner corrects a crew's hours, even after the client signed off (crewShift).
      grant('crews', 'EDIT', 'ALL'),
      grant('membershipCrews', 'READ', 'ALL'),
      grant('crewMemberships', 'CREATE', 'ALL'),
      grant('crewMemberships', 'DELETE', 'ALL'),
      grant('toDoCalendar', 'READ', 'ALL'),
      grant('persons', 'READ', 'ALL'),
      grant('mobileProjectVacancies', 'READ', 'ALL'),
      grant('rateCards', 'READ', 'ALL'),
      // A planner may upload a project's logo (it waits for the office's approval).
      grant('projects', 'EDIT_PROJECT_LOGO', 'ALL'),
      grant('plusCrews', 'READ', 'ALL'),
      // A project's and its company's documents (/projects/{number}/documents, api/routes/projects/README.md, A project's documents).
      grant('projectAttachments', 'READ', 'ALL'),
      grant('documents', 'READ', 'OWN'),
      grant('documents', 'EDIT', 'OWN'),
      // Crew items: read their audit trail, create, change and move their statuses (api/routes/crew-items/README.md, Rights).
      grant('planningCrewItemList', 'READ', 'ALL'),
      grant('planningCrewItemList', 'EDIT', 'ALL'),
      grant('planningCrewItemList', 'CREATE', 'ALL'),
    ],
  },
  {
    name: 'client',
    loginType: 'client',
    grants: [
      grant('projects', 'READ', 'OWN'),
      grant('planningCalendar', 'READ', 'OWN'),
      grant('crews', 'READ', 'OWN'),
      grant('membershipCrews', 'READ', 'OWN'),
      grant('planningCrewItemList', 'READ', 'OWN'),
      // Their own company's crew items only (api/routes/crew-items/README.md, Rights).
      grant('planningCrewItemList', 'EDIT', 'OWN'),
      grant('planningCrewItemList', 'CREATE', 'OWN'),
      grant('invoices', 'READ', 'OWN'),
      grant('mailboxes', 'READ', 'OWN'),
      grant('persons', 'READ', 'OWN'),
      grant('emailMessages', 'READ', 'OWN', 'mailbox'),
      // Their own company's projects' documents (api/routes/projects/README.md, A project's documents).
      grant('projectAttachments', 'READ', 'OWN'),
      grant('documents', 'READ', 'OWN'),
      grant('documents', 'EDIT', 'OWN'),
    ],
  },
  {
    name: 'office',
    loginType: 'office',
    grants: [
      grant('mailboxes', 'READ', 'ALL'),
      grant('persons', 'READ', 'OWN'),
      grant('personProfiles', 'READ', 'ALL'),
      grant('personProfiles', 'EDIT', 'ALL'),
      grant('receipts', 'READ', 'ALL'),
      // The office approves or rejects the receipts handed in to it (and nobody their own).
      grant('receipts', 'EDIT', 'ALL'),
      grant('emailMessages', 'READ', 'ALL', 'mailbox'),
      grant('vacationRequests', 'READ', 'ALL'),
      grant('vacationRequests', 'EDIT', 'ALL'),
      // The office reads every document of the tenant (the document right) and signs its own.
      grant('documents', 'READ', 'ALL'),
      grant('documents', 'EDIT', 'OWN'),
      grant('forms', 'READ', 'ALL'),
      // The office calls or mails a crew member from their crew profile (api/routes/crew-profile/README.md, Who reads whose profile).
      grant('crewProfile', 'CONTACT', 'ALL'),
      // The office reads every client's invoices and drafts, edits and issues them (api/routes/invoices/README.md, Totals, access and the PDF).
      grant('invoices', 'READ', 'ALL'),
      grant('invoices', 'CREATE', 'ALL'),
      grant('invoices', 'EDIT', 'ALL'),
    ],
  },
  {
    name: PROJECT_ROLE,
    loginType: null,
    grants: [grant('projects', 'READ', 'OWN'), grant('crews', 'READ', 'OWN')],
  },
  {
    name: PLUS_CREW_ROLE,
    loginType: null,
    grants: [grant('plusCrews', 'READ', 'OWN'), grant('plusCrews', 'EDIT', 'OWN')],
  },
];

/**
 * The office administrator: the office's rights and the administration of the tenant. The first
 * person of a tenant made by `npm run tenant -- create` has it.
 */
export const ADMINISTRATOR_ROLE = 'administrator';

ROLE_PRESETS.push({
  name: ADMINISTRATOR_ROLE,
  loginType: 'office',
  grants: [
    ...(ROLE_PRESETS.find((role) => role.name === 'office')?.grants ?? []),
    grant('administration', 'READ', 'ALL'),
    grant('administration', 'EDIT', 'ALL'),
  ],
});

/** The demo role of chief@: crew without payments by bank transfer (api/routes/payrolls/README.md, The demo crew member without payments). */
export const CREW_WITHOUT_PAYMENTS_ROLE = 'crewWithoutPayments';

// Derived from the crew role (appended, not written out), so every other crew grant stays the same:
// the demo's crew member who sees no payments (SPEC.md §6).
ROLE_PRESETS.push({
  name: CREW_WITHOUT_PAYMENTS_ROLE,
  loginType: 'crew',
  grants: (ROLE_PRESETS.find((role) => role.name === 'crew')?.grants ?? []).filter(
    (granted) => granted.resource !== 'bankTransfers',
  ),
});

type TenantInsert = typeof tenants.$inferInsert;

export async function createTenant(db: Db, values: Partial<TenantInsert> & { name: string }) {
  const [tenant] = await db.insert(tenants).values(values).returning();
  if (!tenant) throw new Error('tenant insert returned nothing');
  return tenant;
}

export async function createTenantHost(db: Db, tenantId: number, host: string, isDefault = false) {
  await db.insert(tenantHosts).values({ tenantId, host: host.toLowerCase(), isDefault });
}

/** Inserts the roles with their grants; answers role ids by name. */
export async function createRoles(
  db: Db,
  tenantId: number,
  definitions: RoleDefinition[] = ROLE_PRESETS,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const definition of definitions) {
    const [role] = await db
      .insert(roles)
      .values({ tenantId, name: definition.name, loginType: definition.loginType })
      .returning({ id: roles.id });
    if (!role) throw new Error('role insert returned nothing');
    ids[definition.name] = role.id;
    if (definition.grants.length > 0) {
      await db.insert(roleGrants).values(
        definition.grants.map((g) => ({
          tenantId,
          roleId: role.id,
          scope: g.scope ?? 'user',
          resource: g.resource,
          action: g.action,
          permissionType: g.permissionType,
        })),
      );
    }
  }
  return ids;
}

export async function createCompany(db: Db, tenantId: number, name: string) {
  const [company] = await db.insert(companies).values({ tenantId, name }).returning();
  if (!company) throw new Error('company insert returned nothing');
  return company;
}

export interface PersonValues {
  name: string;
  email: string;
  passwordHash: string | null;
  language?: string;
  contactNumber?: string | null;
  phone?: string | null;
  companyId?: number | null;
  roleIds?: number[];
}

export async function createPerson(db: Db, tenantId: number, values: PersonValues) {
  const { roleIds = [], ...rest } = values;
  const [person] = await db
    .insert(persons)
    .values({ tenantId, ...rest, email: rest.email.toLowerCase() })
    .returning();
  if (!person) throw new Error('person insert returned nothing');
  if (roleIds.length > 0) {
    await db
      .insert(personRoles)
      .values(roleIds.map((roleId) => ({ tenantId, personId: person.id, roleId })));
  }
  return person;
}

/** A date `days` from `base`'s UTC midnight, at hour:minute UTC. */
export function dayAt(base: Date, days: number, hour = 0, minute = 0): Date {
  return new Date(
    Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days, hour, minute),
  );
}

export function isoDay(base: Date, days: number): string {
  return dayAt(base, days).toISOString().slice(0, 10);
}
