import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, persons, roleGrants, roles } from '../../db/core.tables';
import { createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { DemoAccount, TestApi } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { call } from '../../test/requests';
import { projects } from '../../db/tables/projects.tables';
import { taxTypes } from '../../db/tables/tax-types.tables';
import { projectCost } from '../projects/projects.public';
import type { BillableProject, Invoice, InvoiceDetail } from './invoices.schemas';
import { DEMO_INVOICES } from './invoices.seed';
import { invoiceItems, invoices } from './invoices.tables';

type Page<T> = { items: T[]; total: number; page: number; limit: number };

/** Any method (call() knows GET, POST and DELETE) with the app's headers. */
function send(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  key?: string,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      host: 'localhost',
      type: 'MOBILE',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe.each(testBackends())('invoices on %s', (backend) => {
  let api: TestApi;
  let vat21 = 0;
  let vat9 = 0;
  let foreignTaxTypeId = 0;
  let draftNumber = '';

  const get = async <T>(account: DemoAccount, url: string) => {
    const response = await call(api.app, 'GET', url, { token: await api.signInAs(account) });
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : undefined) as T,
      response,
    };
  };
  const counts = async () => ({
    invoices: (await api.database.db.select().from(invoices)).length,
    items: (await api.database.db.select().from(invoiceItems)).length,
    draftItems: JSON.stringify(
      await api.database.db
        .select()
        .from(invoiceItems)
        .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
        .where(eq(invoices.state, 'draft')),
    ),
  });

  beforeAll(async () => {
    api = await createTestApi({ backend });
    const types = await api.database.db.select().from(taxTypes).where(eq(taxTypes.tenantId, 1));
    vat21 = types.find((type) => type.rateBasisPoints === 2100)?.id ?? 0;
    vat9 = types.find((type) => type.rateBasisPoints === 900)?.id ?? 0;
    await api.database.transaction(async (tx) => {
      const foreign = await createTenant(tx, { name: `Foreign ${backend}` });
      const [row] = await tx
        .insert(taxTypes)
        .values({ tenantId: foreign.id, caption: 'Foreign VAT 19%', rateBasisPoints: 1900 })
        .returning({ id: taxTypes.id });
      foreignTaxTypeId = row?.id ?? 0;
    });
    const [draft] = await api.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.state, 'draft'));
    draftNumber = draft?.number ?? '';
    // A fresh seeded database per file; on a busy machine that takes longer than the default hook timeout.
  }, 180_000);
  afterAll(() => api?.close());

  it("lists a client's own company's invoices with open, paid and overdue derived from the due date", async () => {
    const { status, body } = await get<Page<Invoice>>('client', '/invoices');
    expect(status).toBe(200);
    const byNumber = Object.fromEntries(body.items.map((invoice) => [invoice.number, invoice]));
    expect(Object.keys(byNumber).sort()).toEqual(
      [DEMO_INVOICES.overdue, DEMO_INVOICES.open, DEMO_INVOICES.paid].sort(),
    );
    expect(byNumber[DEMO_INVOICES.overdue]?.status).toBe('overdue');
    expect(byNumber[DEMO_INVOICES.open]?.status).toBe('open');
    expect(byNumber[DEMO_INVOICES.paid]?.status).toBe('paid');
    // 48 h × 38.50 + 16.5 h × 52.00 at 21 %, 12 × 13.95 at 9 %: exact cents.
    expect(byNumber[DEMO_INVOICES.overdue]).toMatchObject({
      netCents: 184_800 + 85_800 + 16_740,
      taxCents: 56_826 + 1507,
      totalCents: 287_340 + 58_333,
      clientReference: 'PO 4471',
      type: 'invoice',
    });
    const overdue = await get<Page<Invoice>>('client', '/invoices?status=overdue');
    expect(overdue.body.items.map((invoice) => invoice.number)).toEqual([DEMO_INVOICES.overdue]);
  });

  it("shows a client an invoice with its items and documents, and never another company's or a draft (404)", async () => {
    const { status, body } = await get<InvoiceDetail>('client', `/invoices/${DEMO_INVOICES.open}`);
    expect(status).toBe(200);
    expect(
      body.items.map((item) => [
        item.description,
        item.quantityHundredths,
        item.unitPriceCents,
        item.taxType.rateBasisPoints,
        item.amountCents,
      ]),
    ).toEqual([
      ['Winter Festival — advance for the build crew', 100, 250_000, 2100, 250_000],
      ['Travel costs (km)', 34_250, 23, 0, 7878],
    ]);
    expect(body.documents).toEqual([
      {
        documentType: 'invoice',
        fileName: `invoice-${DEMO_INVOICES.open}.pdf`,
        contentType: 'application/pdf',
      },
    ]);
    for (const url of [
      `/invoices/${DEMO_INVOICES.otherCompany}`,
      `/invoices/${draftNumber}`,
      `/invoices/${DEMO_INVOICES.otherCompany}/documents/invoice`,
      `/invoices/${DEMO_INVOICES.otherCompany}/items`,
    ]) {
      const refused = await get<{ reason: string }>('client', url);
      expect(refused.status, url).toBe(404);
      expect(refused.body.reason).toBe('INVOICE_NOT_FOUND');
    }
    const [northern] = await api.database.db
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, 1), eq(companies.name, 'Northern Expo GmbH')));
    expect(northern).toBeDefined();
    if (northern)
      expect((await get('client', `/companies/${northern.id}/invoices`)).status).toBe(404);
  });

  it('downloads the invoice PDF with its number, items and total', async () => {
    const { response } = await get<unknown>(
      'client',
      `/invoices/${DEMO_INVOICES.overdue}/documents/invoice`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${DEMO_INVOICES.overdue}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice ${DEMO_INVOICES.overdue}`);
    expect(text).toContain('Stage hand — worked hours');
    expect(text).toContain('€3,456.73');
  });

  it('prints the invoice PDF in the reader’s language and number formats: German for office@, English for the client', async () => {
    const url = `/invoices/${DEMO_INVOICES.overdue}/documents/invoice`;
    const german = await pdfText((await get<unknown>('office', url)).response.rawPayload);
    expect(german).toContain(`Rechnung ${DEMO_INVOICES.overdue}`);
    expect(german).toMatch(/MwSt\.\s21\s%/);
    expect(german).toMatch(/3\.456,73\s€/);
    expect(german).not.toMatch(/VAT|Invoice/);
    const english = await pdfText((await get<unknown>('client', url)).response.rawPayload);
    expect(english).toMatch(/VAT 21%/);
    expect(english).not.toContain('MwSt.');
  });

  it('gives the office every company invoice and the drafts; refuses crew, planner without the right, a project token', async () => {
    const office = await get<Page<Invoice>>('office', '/invoices');
    expect(office.status).toBe(200);
    expect(office.body.items.map((invoice) => invoice.number)).toEqual(
      expect.arrayContaining([...Object.values(DEMO_INVOICES), draftNumber]),
    );
    expect(office.body.items.find((invoice) => invoice.number === draftNumber)?.status).toBe(
      'draft',
    );
    for (const account of ['crew', 'planner'] as const)
      expect((await get(account, '/invoices')).status, account).toBe(403);
    expect((await call(api.app, 'GET', '/invoices')).statusCode).toBe(401);
  });

  it('never shows a crew login client invoices, even with the invoices right (OWN or ALL)', async () => {
    const [crewRole] = await api.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, 1), eq(roles.name, 'crew')));
    if (!crewRole) throw new Error('crew role missing');
    for (const permissionType of ['OWN', 'ALL'] as const) {
      await api.database.db.insert(roleGrants).values({
        tenantId: 1,
        roleId: crewRole.id,
        scope: 'user',
        resource: 'invoices',
        action: 'READ',
        permissionType,
      });
      api.lookups.invalidateAll();
      try {
        for (const url of [
          '/invoices',
          `/invoices/${DEMO_INVOICES.open}`,
          '/openInvoices',
          `/invoices/${DEMO_INVOICES.open}/documents/invoice`,
        ]) {
          expect((await get('crew', url)).status, `${permissionType} ${url}`).toBe(403);
        }
      } finally {
        await api.database.db
          .delete(roleGrants)
          .where(and(eq(roleGrants.roleId, crewRole.id), eq(roleGrants.resource, 'invoices')));
        api.lookups.invalidateAll();
      }
    }
  });

  it('sums the open invoices for the home', async () => {
    const client = await get<{
      count: number;
      overdueCount: number;
      totals: Array<{ currency: string; totalCents: number }>;
    }>('client', '/openInvoices');
    expect(client.body).toEqual({
      count: 2,
      overdueCount: 1,
      totals: [{ currency: 'EUR', totalCents: 345_673 + 302_500 + 7878 }],
    });
    const office = await get<{ count: number }>('office', '/openInvoices');
    expect(office.body.count).toBe(3);
  });

  it("edits a draft's items with totals recomputed, then issues it; a tampered total or amount is refused writing nothing", async () => {
    const token = await api.signInAs('office');
    const before = await get<InvoiceDetail>('office', `/invoices/${draftNumber}`);
    expect(before.body.status).toBe('draft');
    expect(before.body.items.length).toBeGreaterThan(0);
    // The seed's draft is office@'s, written in her language as one she makes now.
    for (const item of before.body.items)
      expect(item.description).toMatch(/ — geleistete Stunden$/);
    expect(before.body.documents).toEqual([]);

    const added = await send(
      api.app,
      'POST',
      `/invoices/${draftNumber}/items`,
      token,
      {
        description: 'Extra cable',
        quantityHundredths: 150,
        unitPriceCents: 3333,
        taxTypeId: vat9,
        amountCents: 5000,
      },
      'add-1',
    );
    expect(added.statusCode, added.body).toBe(200);
    const withItem = added.json<InvoiceDetail>();
    const extra = withItem.items.at(-1);
    expect(extra).toMatchObject({ description: 'Extra cable', amountCents: 5000 });
    expect(withItem.netCents).toBe(before.body.netCents + 5000);
    // The same Idempotency-Key again: the first answer, no second item.
    const again = await send(
      api.app,
      'POST',
      `/invoices/${draftNumber}/items`,
      token,
      {
        description: 'Extra cable',
        quantityHundredths: 150,
        unitPriceCents: 3333,
        taxTypeId: vat9,
      },
      'add-1',
    );
    expect(again.json<InvoiceDetail>().items).toHaveLength(withItem.items.length);

    const changed = await send(
      api.app,
      'POST',
      `/invoices/${draftNumber}/items/${extra?.id}`,
      token,
      {
        description: 'Extra cable',
        quantityHundredths: 200,
        unitPriceCents: 3333,
        taxTypeId: vat21,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<InvoiceDetail>().items.at(-1)).toMatchObject({
      amountCents: 6666,
      taxType: { rateBasisPoints: 2100 },
    });

    const snapshot = await counts();
    const refusals: Array<[string, 'POST' | 'DELETE', string, unknown, number]> = [
      [
        'tampered amount',
        'POST',
        `/invoices/${draftNumber}/items`,
        {
          description: 'x',
          quantityHundredths: 100,
          unitPriceCents: 100,
          taxTypeId: vat21,
          amountCents: 1,
        },
        400,
      ],
      [
        'foreign tax type',
        'POST',
        `/invoices/${draftNumber}/items`,
        {
          description: 'x',
          quantityHundredths: 100,
          unitPriceCents: 100,
          taxTypeId: foreignTaxTypeId,
        },
        400,
      ],
      [
        'no description',
        'POST',
        `/invoices/${draftNumber}/items`,
        { description: '', quantityHundredths: 100, unitPriceCents: 100, taxTypeId: vat21 },
        400,
      ],
      [
        'fractional quantity',
        'POST',
        `/invoices/${draftNumber}/items`,
        { description: 'x', quantityHundredths: 1.5, unitPriceCents: 100, taxTypeId: vat21 },
        400,
      ],
      [
        'float price',
        'POST',
        `/invoices/${draftNumber}/items/${extra?.id}`,
        { description: 'x', quantityHundredths: 100, unitPriceCents: 99.5, taxTypeId: vat21 },
        400,
      ],
      [
        'unknown field',
        'POST',
        `/invoices/${draftNumber}/items`,
        {
          description: 'x',
          quantityHundredths: 100,
          unitPriceCents: 100,
          taxTypeId: vat21,
          totalCents: 1,
        },
        400,
      ],
      [
        'tampered total',
        'POST',
        `/invoices/${draftNumber}/issue`,
        { totalCents: changed.json<InvoiceDetail>().totalCents - 1 },
        400,
      ],
      [
        'total as text',
        'POST',
        `/invoices/${draftNumber}/issue`,
        { totalCents: String(changed.json<InvoiceDetail>().totalCents) },
        400,
      ],
      ['another item', 'DELETE', `/invoices/${draftNumber}/items/999999`, undefined, 404],
      [
        'issued invoice',
        'POST',
        `/invoices/${DEMO_INVOICES.open}/items`,
        { description: 'x', quantityHundredths: 100, unitPriceCents: 100, taxTypeId: vat21 },
        409,
      ],
      ['no project', 'POST', '/invoices', { projectId: 999_999 }, 404],
    ];
    for (const [label, method, url, payload, status] of refusals) {
      const response = await send(api.app, method, url, token, payload);
      expect(response.statusCode, label).toBe(status);
      expect(response.json<{ message: string }>().message, label).toBeTruthy();
    }
    expect(await counts()).toEqual(snapshot);

    const deleted = await send(
      api.app,
      'DELETE',
      `/invoices/${draftNumber}/items/${extra?.id}`,
      token,
    );
    expect(deleted.json<InvoiceDetail>().items.map((item) => item.id)).not.toContain(extra?.id);
    const issued = await send(api.app, 'POST', `/invoices/${draftNumber}/issue`, token, {
      totalCents: deleted.json<InvoiceDetail>().totalCents,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<InvoiceDetail>()).toMatchObject({
      status: 'open',
      documents: [{ documentType: 'invoice' }],
    });
    // Issued, it is no longer edited, and the client now sees it.
    expect(
      (await send(api.app, 'POST', `/invoices/${draftNumber}/issue`, token, { totalCents: 0 }))
        .statusCode,
    ).toBe(409);
    expect((await get('client', `/invoices/${draftNumber}`)).status).toBe(200);
  });

  it("creates a draft from a project's worked hours at the rate card's rates; refuses clients and planners", async () => {
    const [winter] = await api.database.db
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, 1), eq(projects.number, '1001')));
    const token = await api.signInAs('office');
    const created = await send(
      api.app,
      'POST',
      '/invoices',
      token,
      { projectId: winter?.id, clientReference: 'PO 9999' },
      'create-1',
    );
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<InvoiceDetail>();
    expect(draft).toMatchObject({
      status: 'draft',
      clientReference: 'PO 9999',
      company: { name: 'Eventful Ltd' },
      project: { number: '1001' },
    });
    expect(draft.items.length).toBeGreaterThan(0);
    // office@ reads German (the seed): the items are written in German.
    for (const item of draft.items) expect(item.description).toMatch(/ — geleistete Stunden$/);
    const repeat = await send(
      api.app,
      'POST',
      '/invoices',
      token,
      { projectId: winter?.id, clientReference: 'PO 9999' },
      'create-1',
    );
    expect(repeat.json<InvoiceDetail>().number).toBe(draft.number);
    for (const account of ['client', 'planner', 'crew'] as const) {
      const response = await send(api.app, 'POST', '/invoices', await api.signInAs(account), {
        projectId: winter?.id,
      });
      expect(response.statusCode, account).toBe(403);
    }
  });

  it("writes a draft's items in the language of the office user who makes it", async () => {
    const [winter] = await api.database.db
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, 1), eq(projects.number, '1001')));
    const office = and(eq(persons.tenantId, 1), eq(persons.email, 'office@demo.test'));
    const [seeded] = await api.database.db
      .select({ language: persons.language })
      .from(persons)
      .where(office);
    await api.database.db.update(persons).set({ language: 'fr' }).where(office);
    try {
      const created = await send(api.app, 'POST', '/invoices', await api.signInAs('office'), {
        projectId: winter?.id,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { items } = created.json<InvoiceDetail>();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.description).toMatch(/ — heures travaillées$/);
    } finally {
      await api.database.db
        .update(persons)
        .set({ language: seeded?.language ?? 'de' })
        .where(office);
    }
  });

  it('lists the billable projects with their rated worked minutes and the invoices made from them, for the office only', async () => {
    const answer = await get<BillableProject[]>('office', '/billableProjects');
    expect(answer.status).toBe(200);
    const winter = answer.body.find((project) => project.number === '1001');
    expect(winter).toMatchObject({ name: 'Winter Festival', company: { name: 'Eventful Ltd' } });
    // The same minutes a draft bills: the cost view's worked minutes at a rate.
    const [row] = await api.database.db
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, 1), eq(projects.number, '1001')));
    const cost = await projectCost(
      api.database.db,
      1,
      row ?? { id: -1, rateCardId: null },
      'Europe/Amsterdam',
    );
    expect(cost.total.workedMinutes - cost.total.unratedWorkedMinutes).toBeGreaterThan(0);
    expect(winter?.workedMinutes).toBe(cost.total.workedMinutes - cost.total.unratedWorkedMinutes);
    // The seeded draft (and the one made above) are named, so the office does not bill twice.
    expect(winter?.invoiceNumbers).toContain(draftNumber);
    // Only this tenant's client projects, each with something to bill.
    const own = await api.database.db
      .select({ number: projects.number })
      .from(projects)
      .where(eq(projects.tenantId, 1));
    for (const project of answer.body) {
      expect(own.map((entry) => entry.number)).toContain(project.number);
      expect(project.workedMinutes).toBeGreaterThan(0);
    }
    expect((await get<BillableProject[]>('office', '/billableProjects?limit=1')).body).toHaveLength(
      1,
    );
    for (const bad of ['limit=0', 'limit=abc', 'limit=201', 'other=1'])
      expect((await get('office', `/billableProjects?${bad}`)).status, bad).toBe(400);
    for (const account of ['client', 'planner', 'crew'] as const)
      expect((await get(account, '/billableProjects')).status, account).toBe(403);
  });
});
