import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { companies } from '../../db/core.tables';
import type { Db, Tx } from '../../db/database';
import { crewItemAttendance } from '../../db/tables/crews.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { projectCost } from '../projects/projects.public';
import { projectCrews, projects, rateCardRates } from '../../db/tables/projects.tables';
import { taxTypes } from '../../db/tables/tax-types.tables';
import { divideRounded } from './invoices.money';
import { workedHoursDescription } from './invoices.pdf';
import { recipientLocale } from '../../i18n/recipient';
import { insertItems, nextInvoiceNumber } from './invoices.repository';
import type { BillableProject } from './invoices.schemas';
import { invoices } from './invoices.tables';

// A draft invoice for a project's worked hours (`invoices CREATE`): the items are the
// project's cost per function as the projects area computes it (api/routes/projects/README.md, A project's cost: worked minutes × the
// rate card's hourly rate), billed in hundredths of an hour at the card's rate (api/routes/invoices/README.md, Totals, access and the PDF).

export type DraftOutcome = { number: string } | 'noProject' | 'nothingToBill' | 'noTaxType';

function isoDay(date: Date, plusDays = 0): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + plusDays))
    .toISOString()
    .slice(0, 10);
}

export async function createDraftForProject(
  tx: Tx,
  values: {
    tenantId: number;
    projectId: number;
    clientReference?: string;
    paymentTermDays: number;
    createdByPersonId: number | null;
    now: Date;
  },
): Promise<DraftOutcome> {
  const { tenantId, now } = values;
  const [project] = await tx
    .select({
      id: projects.id,
      companyId: projects.companyId,
      rateCardId: projects.rateCardId,
      reference: projects.reference,
    })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, values.projectId)))
    .limit(1);
  if (!project) return 'noProject';
  // The tenant's standard rate: the highest of its tax types (the office changes an item's type while drafting).
  const [taxType] = await tx
    .select({ id: taxTypes.id })
    .from(taxTypes)
    .where(eq(taxTypes.tenantId, tenantId))
    .orderBy(desc(taxTypes.rateBasisPoints), desc(taxTypes.id))
    .limit(1);
  if (!taxType) return 'noTaxType';
  // The items are written in the language of the office user who makes the draft.
  const locale = await recipientLocale(tx, tenantId, { personId: values.createdByPersonId });
  const cost = await projectCost(tx, tenantId, project, 'Europe/Amsterdam');
  const items = cost.byFunction
    .filter(
      (row) => row.hourlyRateCents !== null && row.workedMinutes - row.unratedWorkedMinutes > 0,
    )
    .map((row) => ({
      description: workedHoursDescription(row.function.caption, locale),
      quantityHundredths: divideRounded((row.workedMinutes - row.unratedWorkedMinutes) * 100, 60),
      unitPriceCents: row.hourlyRateCents ?? 0,
      taxTypeId: taxType.id,
    }));
  if (items.length === 0) return 'nothingToBill';
  const number = await nextInvoiceNumber(tx, tenantId, now.getUTCFullYear());
  const [invoice] = await tx
    .insert(invoices)
    .values({
      tenantId,
      number,
      companyId: project.companyId,
      projectId: project.id,
      type: 'invoice',
      state: 'draft',
      clientReference: values.clientReference ?? (project.reference || null),
      date: isoDay(now),
      dueDate: isoDay(now, values.paymentTermDays),
      currency: cost.currency,
      createdByPersonId: values.createdByPersonId,
      createdAt: now,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('invoice insert returned nothing');
  await insertItems(tx, tenantId, invoice.id, items);
  return { number };
}

/**
 * The projects a draft can be made from (what `createDraftForProject` would bill): client projects
 * with worked time on a function their rate card prices, latest end first, with the invoices
 * already made from each so the office does not bill twice. Two statements, whatever the count.
 */
export async function billableProjects(
  db: Db,
  tenantId: number,
  limit: number,
): Promise<BillableProject[]> {
  // Worked: check-in to check-out minus the break, in whole minutes per item (as projectCost).
  const workedMinutes = sql<number>`coalesce(sum(greatest(0, round(extract(epoch from (${crewItemAttendance.checkedOutAt} - ${crewItemAttendance.checkedInAt})) / 60) - ${crewItemAttendance.breakMinutes})), 0)::int`;
  const rows = await db
    .select({
      id: projects.id,
      number: projects.number,
      name: projects.name,
      beginDate: projects.beginDate,
      endDate: projects.endDate,
      company: { id: companies.id, name: companies.name },
      workedMinutes: workedMinutes,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(projectCrews, eq(projectCrews.projectId, projects.id))
    .innerJoin(projectCrewItems, eq(projectCrewItems.crewId, projectCrews.id))
    .innerJoin(
      rateCardRates,
      and(
        eq(rateCardRates.rateCardId, projects.rateCardId),
        eq(rateCardRates.functionId, projectCrewItems.functionId),
      ),
    )
    .innerJoin(crewItemAttendance, eq(crewItemAttendance.crewItemId, projectCrewItems.id))
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.kind, 'client'),
        isNotNull(crewItemAttendance.checkedInAt),
        isNotNull(crewItemAttendance.checkedOutAt),
      ),
    )
    .groupBy(projects.id, companies.id)
    .having(sql`${workedMinutes} > 0`)
    .orderBy(desc(projects.endDate), desc(projects.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const made = await db
    .select({ projectId: invoices.projectId, number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        inArray(
          invoices.projectId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(invoices.number));
  return rows.map((row) => ({
    ...row,
    invoiceNumbers: made
      .filter((invoice) => invoice.projectId === row.id)
      .map((invoice) => invoice.number),
  }));
}
