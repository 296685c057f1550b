import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

/** The demo invoices' numbers (api/routes/invoices/invoices.seed.ts). */
const DEMO_INVOICES = {
  overdue: '2026-0101',
  open: '2026-0102',
  paid: '2026-0103',
  otherCompany: '2026-0104',
} as const;

interface InvoiceData {
  id: string;
  number: string;
  status: string;
  totalCents: number;
  editable: boolean;
  items: Array<{
    id: string;
    description: string;
    amountCents: number;
    taxType: { id: string; rateBasisPoints: number };
  }>;
  documents: Array<{ documentType: string; url: string }>;
}

const INVOICE_FIELDS =
  'id number status totalCents editable items { id description amountCents taxType { id rateBasisPoints } } documents { documentType url }';

describe.each(testBackends())('invoices on %s', (backend) => {
  let gateway: GatewayHarness;
  let clientToken: string;
  let officeToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    clientToken = await gateway.api.signInAs('client');
    officeToken = await gateway.api.signInAs('office');
  }, 180_000);
  afterAll(() => gateway.close());

  it("lists a client's invoices with items and documents: one list call and one call per invoice", async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ invoices: { total: number; items: InvoiceData[] } }>(
      `{ invoices { total items { ${INVOICE_FIELDS} } } }`,
      {},
      { token: clientToken },
    );
    expect(result.errors).toBeUndefined();
    const invoices = result.data?.invoices.items ?? [];
    expect(invoices.map((invoice) => [invoice.number, invoice.status]).sort()).toEqual(
      [
        [DEMO_INVOICES.overdue, 'overdue'],
        [DEMO_INVOICES.open, 'open'],
        [DEMO_INVOICES.paid, 'paid'],
      ].sort(),
    );
    expect(invoices.every((invoice) => !invoice.editable)).toBe(true);
    const overdue = invoices.find((invoice) => invoice.number === DEMO_INVOICES.overdue);
    expect(overdue?.documents).toEqual([
      {
        documentType: 'invoice',
        url: `/api/v1/invoices/${DEMO_INVOICES.overdue}/documents/invoice`,
      },
    ]);
    // items and documents of one invoice share one GET /invoices/{number} (DataLoader).
    expect(gateway.upstream.calls.slice(before)).toHaveLength(1 + invoices.length);
  });

  it("answers null for another company's invoice and the open invoices for the home", async () => {
    const result = await gateway.execute<{
      invoice: unknown;
      openInvoices: { count: number; overdueCount: number; totals: Array<{ currency: string }> };
    }>(
      `query I($n: String!) { invoice(number: $n) { number } openInvoices { count overdueCount totals { currency totalCents } } }`,
      { n: DEMO_INVOICES.otherCompany },
      { token: clientToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.invoice).toBeNull();
    expect(result.data?.openInvoices).toMatchObject({
      count: 2,
      overdueCount: 1,
      totals: [{ currency: 'EUR' }],
    });
  });

  it('refuses a crew login (FORBIDDEN) and bad input before calling the api', async () => {
    const crew = await gateway.api.signInAs('crew');
    const refused = await gateway.execute(`{ invoices { total } }`, {}, { token: crew });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const before = gateway.upstream.calls.length;
    const bad = await gateway.execute(
      `{ invoices(status: "unpaid") { total } }`,
      {},
      { token: clientToken },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(gateway.upstream.calls.length).toBe(before);
  });

  it('lets the office add an item to the draft, refuses a tampered total, then issues it', async () => {
    const drafts = await gateway.execute<{ invoices: { items: InvoiceData[] } }>(
      `{ invoices(status: "draft") { items { ${INVOICE_FIELDS} } } }`,
      {},
      { token: officeToken },
    );
    const draft = drafts.data?.invoices.items[0];
    expect(draft?.editable).toBe(true);
    const types = await gateway.execute<{
      invoiceTaxTypes: Array<{ id: string; rateBasisPoints: number }>;
    }>(`{ invoiceTaxTypes { id rateBasisPoints } }`, {}, { token: officeToken });
    const vat9 = types.data?.invoiceTaxTypes.find((type) => type.rateBasisPoints === 900);
    const added = await gateway.execute<{ addInvoiceItem: InvoiceData }>(
      `mutation A($n: String!, $t: ID!) { addInvoiceItem(number: $n, item: { description: "Cable ramp", quantityHundredths: 200, unitPriceCents: 1250, taxTypeId: $t }, idempotencyKey: "gw-add-1") { ${INVOICE_FIELDS} } }`,
      { n: draft?.number, t: vat9?.id },
      { token: officeToken },
    );
    expect(added.errors).toBeUndefined();
    const invoice = added.data?.addInvoiceItem;
    expect(invoice?.items.at(-1)).toMatchObject({ description: 'Cable ramp', amountCents: 2500 });
    const tampered = await gateway.execute(
      `mutation I($n: String!, $t: Int!) { issueInvoice(number: $n, totalCents: $t, idempotencyKey: "gw-issue-0") { number } }`,
      { n: draft?.number, t: (invoice?.totalCents ?? 0) + 1 },
      { token: officeToken },
    );
    expect(errorCode(tampered)).toBe('BAD_USER_INPUT');
    const issued = await gateway.execute<{ issueInvoice: InvoiceData }>(
      `mutation I($n: String!, $t: Int!) { issueInvoice(number: $n, totalCents: $t, idempotencyKey: "gw-issue-1") { ${INVOICE_FIELDS} } }`,
      { n: draft?.number, t: invoice?.totalCents },
      { token: officeToken },
    );
    expect(issued.errors).toBeUndefined();
    expect(issued.data?.issueInvoice).toMatchObject({
      status: 'open',
      editable: false,
      documents: [{ documentType: 'invoice' }],
    });
  });

  it('lists the projects to invoice in one upstream call, makes a draft from one and changes its item in place', async () => {
    const before = gateway.upstream.calls.length;
    const listed = await gateway.execute<{
      billableProjects: Array<{
        id: string;
        number: string;
        workedMinutes: number;
        invoiceNumbers: string[];
        company: { name: string };
      }>;
    }>(
      `{ billableProjects { id number workedMinutes invoiceNumbers company { name } } }`,
      {},
      { token: officeToken },
    );
    expect(listed.errors).toBeUndefined();
    expect(gateway.upstream.calls.length - before).toBe(1);
    const winter = listed.data?.billableProjects.find((project) => project.number === '1001');
    expect(winter).toMatchObject({ company: { name: 'Eventful Ltd' } });
    expect(winter?.workedMinutes).toBeGreaterThan(0);
    const made = await gateway.execute<{ createInvoice: InvoiceData }>(
      `mutation C($p: ID!) { createInvoice(projectId: $p, idempotencyKey: "gw-create-1") { ${INVOICE_FIELDS} } }`,
      { p: winter?.id },
      { token: officeToken },
    );
    expect(made.errors).toBeUndefined();
    const draft = made.data?.createInvoice;
    expect(draft).toMatchObject({ status: 'draft', editable: true });
    const item = draft?.items[0];
    const changed = await gateway.execute<{ changeInvoiceItem: InvoiceData }>(
      `mutation M($n: String!, $id: ID!, $t: ID!) { changeInvoiceItem(number: $n, id: $id, item: { description: "Stage hands (agreed)", quantityHundredths: 1000, unitPriceCents: 4000, taxTypeId: $t }, idempotencyKey: "gw-change-1") { ${INVOICE_FIELDS} } }`,
      { n: draft?.number, id: item?.id, t: item?.taxType.id },
      { token: officeToken },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changeInvoiceItem.items[0]).toMatchObject({
      description: 'Stage hands (agreed)',
      amountCents: 40_000,
    });
    // The new draft is now named among the project's invoices.
    const again = await gateway.execute<{
      billableProjects: Array<{ number: string; invoiceNumbers: string[] }>;
    }>(`{ billableProjects { number invoiceNumbers } }`, {}, { token: officeToken });
    expect(
      again.data?.billableProjects.find((project) => project.number === '1001')?.invoiceNumbers,
    ).toContain(draft?.number);
    const client = await gateway.execute(`{ billableProjects { id } }`, {}, { token: clientToken });
    expect(errorCode(client)).toBe('FORBIDDEN');
  });
});
