import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, eq, inArray } from 'drizzle-orm';
import type { DemoCore } from '../../db/seed/core.seed';
import { projects } from '../../db/tables/projects.tables';
import { createDraftForProject } from './invoices.drafts';
import { insertItems } from './invoices.repository';
import type { NewItem } from './invoices.repository';
import { invoices } from './invoices.tables';
import type { InvoiceState } from './invoices.tables';

// The demo invoices: client@'s company (Eventful) with an overdue, an open and a paid
// invoice, each with items at the demo VAT rates; another company's open invoice (a client never
// finds it); and a draft for office@ to edit, made from the Winter Festival's worked hours the way
// `POST /invoices` makes one. Numbers are fixed so tests and screenshots can name them.

export const DEMO_INVOICES = {
  overdue: '2026-0101',
  open: '2026-0102',
  paid: '2026-0103',
  otherCompany: '2026-0104',
} as const;

function isoDay(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

export async function seedDemoInvoices(
  core: DemoCore,
  taxTypeIds: Record<string, number>,
): Promise<{ draftNumber: string | null }> {
  const { tx, tenantId, now, companies } = core;
  const vat = (caption: string) => {
    const id = taxTypeIds[caption];
    if (id === undefined) throw new Error(`demo tax type ${caption} missing`);
    return id;
  };
  const rows = await tx
    .select({ id: projects.id, number: projects.number })
    .from(projects)
    .where(
      and(eq(projects.tenantId, tenantId), inArray(projects.number, ['0999', '1000', '1001'])),
    );
  const projectId = (number: string) => rows.find((row) => row.number === number)?.id ?? null;

  const make = async (
    number: string,
    values: {
      companyId: number;
      projectId: number | null;
      state: InvoiceState;
      clientReference: string | null;
      dateBack: number;
      termDays: number;
      paidBack?: number;
    },
    items: NewItem[],
  ) => {
    const date = isoDay(now, -values.dateBack);
    const issuedAt = new Date(`${date}T09:00:00Z`);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        tenantId,
        number,
        companyId: values.companyId,
        projectId: values.projectId,
        state: values.state,
        clientReference: values.clientReference,
        date,
        dueDate: isoDay(now, values.termDays - values.dateBack),
        issuedAt,
        paidAt:
          values.paidBack === undefined
            ? null
            : new Date(`${isoDay(now, -values.paidBack)}T10:00:00Z`),
        createdAt: issuedAt,
      })
      .returning({ id: invoices.id });
    if (!invoice) throw new Error('demo invoice insert returned nothing');
    await insertItems(tx, tenantId, invoice.id, items);
  };

  await make(
    DEMO_INVOICES.overdue,
    {
      companyId: companies.eventful,
      projectId: projectId('0999'),
      state: 'issued',
      clientReference: 'PO 4471',
      dateBack: 45,
      termDays: 30,
    },
    [
      {
        description: 'Stage hand — worked hours',
        quantityHundredths: 4800,
        unitPriceCents: 3850,
        taxTypeId: vat('VAT 21%'),
      },
      {
        description: 'Crew chief — worked hours',
        quantityHundredths: 1650,
        unitPriceCents: 5200,
        taxTypeId: vat('VAT 21%'),
      },
      {
        description: 'Crew catering (hot meal)',
        quantityHundredths: 1200,
        unitPriceCents: 1395,
        taxTypeId: vat('VAT 9%'),
      },
    ],
  );
  await make(
    DEMO_INVOICES.open,
    {
      companyId: companies.eventful,
      projectId: projectId('1001'),
      state: 'issued',
      clientReference: 'PO 4502',
      dateBack: 3,
      termDays: 30,
    },
    [
      {
        description: 'Winter Festival — advance for the build crew',
        quantityHundredths: 100,
        unitPriceCents: 250000,
        taxTypeId: vat('VAT 21%'),
      },
      {
        description: 'Travel costs (km)',
        quantityHundredths: 34250,
        unitPriceCents: 23,
        taxTypeId: vat('VAT 0%'),
      },
    ],
  );
  await make(
    DEMO_INVOICES.paid,
    {
      companyId: companies.eventful,
      projectId: null,
      state: 'paid',
      clientReference: 'PO 4390',
      dateBack: 90,
      termDays: 14,
      paidBack: 80,
    },
    [
      {
        description: 'Site visit and planning',
        quantityHundredths: 350,
        unitPriceCents: 7500,
        taxTypeId: vat('VAT 21%'),
      },
    ],
  );
  await make(
    DEMO_INVOICES.otherCompany,
    {
      companyId: companies.northern,
      projectId: projectId('1000'),
      state: 'issued',
      clientReference: 'Q-2231',
      dateBack: 20,
      termDays: 30,
    },
    [
      {
        description: 'Autumn Trade Fair — stage hands',
        quantityHundredths: 6400,
        unitPriceCents: 3600,
        taxTypeId: vat('VAT 21%'),
      },
    ],
  );
  const draft = await createDraftForProject(tx, {
    tenantId,
    projectId: projectId('1001') ?? -1,
    paymentTermDays: 30,
    // office@ made it, so its items are in her language (German), as a draft she makes now.
    createdByPersonId: core.persons.office,
    now,
  });
  return { draftNumber: typeof draft === 'object' ? draft.number : null };
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'invoices',
    after: ['projects', 'tax-types'],
    run: async (core, { resultOf }) => {
      await seedDemoInvoices(core, resultOf('tax-types'));
    },
  }),
];
