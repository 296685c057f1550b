import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { seedDemoCrewItems } from '../../routes/crew-items/crew-items.seed';
import { seedDemoVacancies } from '../../routes/vacancies/vacancies.seed';
import { seedDemoCrewProfiles } from '../../routes/crew-profile/crew-profile.seed';
import { seedDemoCrews } from '../../routes/crews/crews.seed';
import { seedDemoSignOff } from '../../routes/crews/sign-off.seed';
import { seedDemoContracts } from '../../routes/contracts/contracts.seed';
import { seedDemoCalendar } from '../../routes/calendar/calendar.seed';
import { seedDemoCrewInfo } from '../../routes/crew-info/crew-info.seed';
import { seedDemoDocuments } from '../../routes/documents/documents.seed';
import { seedDemoForms } from '../../routes/forms/forms.seed';
import { seedDemoCrewMedia } from '../../routes/crews/crews.media.seed';
import { seedDemoJobs } from '../../routes/jobs/jobs.seed';
import { seedDemoNotifications } from '../../routes/notifications/notifications.seed';
import { seedDemoMobileDocuments } from '../../routes/mobile-documents/mobile-documents.seed';
import { seedDemoPlanningCalendar } from '../../routes/planning-calendar/planning-calendar.seed';
import { seedDemoPayrolls } from '../../routes/payrolls/payrolls.seed';
import { seedDemoPlannerCrews } from '../../routes/planner-crews/planner-crews.seed';
import { seedDemoPlusCrews } from '../../routes/plus-crews/plus-crews.seed';
import { seedDemoProfiles } from '../../routes/profile/profile.seed';
import { seedDemoProjectCrews, seedDemoProjects } from '../../routes/projects/projects.seed';
import { seedDemoSession } from '../../routes/session/session.seed';
import { seedDemoTrainings } from '../../routes/trainings/trainings.seed';
import { seedDemoTaxTypes } from '../../routes/tax-types/tax-types.seed';
import { seedDemoInvoices } from '../../routes/invoices/invoices.seed';
import { seedDemoReceipts } from '../../routes/receipts/receipts.seed';
import { seedDemoToDos } from '../../routes/todo-calendar/todo-calendar.seed';
import { seedDemoMailbox } from '../../routes/mailbox/mailbox.seed';
import { tenants } from '../core.tables';
import type { Database, Tx } from '../database';
import { seedDemoCore } from './core.seed';
import type { DemoTenantOptions } from './core.seed';
import { DEMO_PASSWORD } from './factories';

export type { DemoTenantOptions } from './core.seed';

/** The plain unsubscribe token of crew@demo.test in the default demo tenant (the e2e test posts it). */
export const DEMO_UNSUBSCRIBE_TOKEN = 'demo-unsubscribe-crew';

/** The hosts of the default demo tenant; localhost is the default host (the fallback, decision 007). */
export const DEMO_HOSTS = ['localhost', '127.0.0.1'] as const;

/**
 * crew@'s unsubscribe token in a demo tenant on another host: token hashes are unique across all
 * tenants, so each tenant gets its own, derived from its (unique) host.
 */
export function demoUnsubscribeToken(host: string): string {
  return `${DEMO_UNSUBSCRIBE_TOKEN}-${host}`;
}

export const DEMO_LOGINS = {
  crew: 'crew@demo.test',
  chief: 'chief@demo.test',
  planner: 'planner@demo.test',
  client: 'client@demo.test',
  office: 'office@demo.test',
  project: '1001',
  plusCrew: '7001',
} as const;

/** Seeds the demo tenant when the database has no tenant yet; answers whether it did. */
export async function seedDemoIfEmpty(
  database: Database,
  /** `now`: the instant the demo's days and hours are placed around (the api clock's). */
  options: { now: Date },
): Promise<boolean> {
  const [row] = await database.db.select({ tenants: count() }).from(tenants);
  if ((row?.tenants ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.transaction((tx) =>
    seedDemoTenant(tx, {
      hosts: DEMO_HOSTS,
      isDefault: true,
      unsubscribeToken: DEMO_UNSUBSCRIBE_TOKEN,
      now: options.now,
      passwordHash,
    }),
  );
  return true;
}

/**
 * One complete demo tenant (accounts, roles, projects, jobs): the default tenant of an empty
 * database and every tenant of the test tenant factory (routes/testing) come from this code.
 * The core rows first, then each area's seed module (api/routes/<area>/<area>.seed.ts) in the
 * order their rows depend on each other.
 */
export async function seedDemoTenant(
  tx: Tx,
  options: DemoTenantOptions,
): Promise<{ tenantId: number }> {
  const core = await seedDemoCore(tx, options);
  const projects = await seedDemoProjects(core);
  await seedDemoPlusCrews(core);
  await seedDemoJobs(core, projects);
  await seedDemoCalendar(core, projects);
  await seedDemoPayrolls(core);
  await seedDemoContracts(core);
  await seedDemoProfiles(core);
  await seedDemoTrainings(core);
  await seedDemoCrewInfo(core);
  await seedDemoMobileDocuments(core);
  await seedDemoSession(core, options.unsubscribeToken);
  await seedDemoNotifications(core);
  await seedDemoDocuments(core);
  await seedDemoForms(core);
  // The crews area: after jobs and forms; it answers the crews the later crew parts build on.
  const crews = await seedDemoCrews(core, projects);
  // Its sign-off part: yesterday's crew signed off, its documents released.
  await seedDemoSignOff(core, crews);
  // The crews' photos and security checks: today's and yesterday's crews of chief@.
  await seedDemoCrewMedia(core, { today: crews.mainStage, yesterday: crews.yesterday });
  // The project page's list projects with crews, items and worked hours: last, so no other ids move.
  await seedDemoProjectCrews(core, projects);
  // Crew items: open vacancies and a few audit trails, after everything else.
  await seedDemoCrewItems(core, projects);
  // Planner and membership crews, and planner@'s to-dos: after everything else.
  await seedDemoPlannerCrews(core);
  await seedDemoToDos(core);
  // Vacancies: one more open position, on a day crew@ blocked.
  await seedDemoVacancies(core, projects);
  // Crew profiles: functions, tags, skills and ratings; crew@'s profile public.
  await seedDemoCrewProfiles(core, projects);
  // The planning calendar: every planner label this month and next, last.
  await seedDemoPlanningCalendar(core, projects);
  // Tax types: the VAT rates invoices and receipts compute with.
  const taxTypeIds = await seedDemoTaxTypes(core);
  // Invoices: client@'s company's overdue, open and paid invoices and office@'s draft.
  await seedDemoInvoices(core, taxTypeIds);
  // The mailbox: office@'s and client@'s mail, written by the product's mail code, last.
  await seedDemoMailbox(core);
  // Receipts: charge types, templates and crew@'s receipts in each state, after the tax types.
  await seedDemoReceipts(core);
  return { tenantId: core.tenantId };
}
