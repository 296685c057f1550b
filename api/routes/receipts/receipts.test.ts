import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createCompany, createPerson, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call, multipartFile } from '../../test/requests';
import { portraitPng } from '../../lib/images';
import { taxTypes } from '../../db/tables/tax-types.tables';
import { taxCents } from '../../../machines/receiptRules';
import { MAX_RECEIPT_PHOTO_BYTES } from './receipts.photos.routes';
import { insertReceipt } from './receipts.repository';
import type {
  ChargeType,
  Receipt,
  ReceiptDetail,
  ReceiptPhoto,
  ReceiptTemplate,
} from './receipts.schemas';
import { DEMO_CHARGE_TYPES } from './receipts.seed';
import { chargeTypes, receiptItems, receiptPhotos, receipts } from './receipts.tables';

type Page<T> = { items: T[]; total: number; page: number; limit: number };
type Account = Parameters<TestApi['signInAs']>[0];

const PNG = portraitPng(16, [30, 30, 200]);

describe.each(testBackends())('receipts on %s', (backend) => {
  let api: TestApi;
  let dataDir: string;
  let foreignReceipt = 0;
  let noahReceipt = 0;

  const get = async (account: Account, path: string) =>
    call(api.app, 'GET', path, { token: await api.signInAs(account) });
  const post = async (
    account: Account,
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    call(api.app, 'POST', path, {
      token: await api.signInAs(account),
      payload: payload ?? {},
      headers,
    });
  const del = async (account: Account, path: string) =>
    call(api.app, 'DELETE', path, { token: await api.signInAs(account) });
  const rows = async () => {
    const db = api.database.db;
    const [r] = await db.select({ n: count() }).from(receipts);
    const [i] = await db.select({ n: count() }).from(receiptItems);
    const [p] = await db.select({ n: count() }).from(receiptPhotos);
    return { receipts: r?.n ?? 0, items: i?.n ?? 0, photos: p?.n ?? 0 };
  };
  const crewReceipts = async () => (await get('crew', '/receipts')).json<Page<Receipt>>().items;
  const byCaption = async (caption: string) => {
    // The seeded one: copies keep the caption but are drafts.
    const found = (await crewReceipts()).find(
      (receipt) =>
        receipt.caption === caption &&
        (receipt.status !== 'draft' || caption === 'Travel to Main Stage'),
    );
    if (!found) throw new Error(`no receipt ${caption}`);
    return found;
  };
  const templates = async () =>
    (await get('crew', '/receiptTemplates')).json<Page<ReceiptTemplate>>().items;
  const newDraft = async () => {
    const [template] = await templates();
    const response = await post('crew', '/receipts', { templateId: template?.id });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ReceiptDetail>();
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-receipts-'));
    api = await createTestApi({ backend, env: { DATA_DIR: dataDir } });
    const db = api.database.db;
    const [noah] = await db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'noah.visser@demo.test'));
    const noahs = await db
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.personId, noah?.id ?? 0));
    noahReceipt = noahs[0]?.id ?? 0;
    expect(noahReceipt).toBeGreaterThan(0);
    await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: `Foreign receipts ${backend}` });
      const company = await createCompany(tx, tenant.id, 'Foreign client');
      const person = await createPerson(tx, tenant.id, {
        name: 'Foreign crew',
        email: `foreign-receipts-${backend}@example.test`,
        passwordHash: null,
      });
      const [tax] = await tx
        .insert(taxTypes)
        .values({ tenantId: tenant.id, caption: 'Foreign VAT', rateBasisPoints: 1900 })
        .returning({ id: taxTypes.id });
      const [type] = await tx
        .insert(chargeTypes)
        .values({ tenantId: tenant.id, caption: 'Foreign parking' })
        .returning({ id: chargeTypes.id });
      foreignReceipt = await insertReceipt(
        tx,
        {
          tenantId: tenant.id,
          personId: person.id,
          companyId: company.id,
          templateId: null,
          caption: 'Foreign',
          receiptDate: '2026-01-01',
          createdAt: new Date('2026-01-01T12:00:00Z'),
        },
        [
          {
            chargeTypeId: type?.id ?? 0,
            taxTypeId: tax?.id ?? 0,
            description: 'x',
            amountCents: 100,
          },
        ],
      );
    });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists crew@'s own receipts in each state with totals computed from the items", async () => {
    const items = await crewReceipts();
    expect(items.map((receipt) => receipt.status).sort()).toEqual([
      'approved',
      'draft',
      'rejected',
      'submitted',
    ]);
    expect(items.every((receipt) => receipt.person.caption === items[0]?.person.caption)).toBe(
      true,
    );
    const approved = items.find((receipt) => receipt.status === 'approved');
    // 89.00 + 24.50 + 23.80 at 9 %: 801 + 220.5→221 + 214.2→214 cents of tax.
    expect(approved).toMatchObject({
      netCents: 13_730,
      taxCents: 1236,
      totalCents: 14_966,
      itemCount: 3,
    });
    expect(items.map((receipt) => receipt.id)).not.toContain(noahReceipt);
    const detail = (await get('crew', `/receipts/${approved?.id}`)).json<ReceiptDetail>();
    expect(
      detail.items.map((item) => [
        item.description,
        item.amountCents,
        item.taxCents,
        item.totalCents,
      ]),
    ).toEqual([
      ['Hotel night', 8900, 801, 9701],
      ['Dinner', 2450, 221, 2671],
      ['Train ticket', 2380, 214, 2594],
    ]);
    const byNumber = (await get('crew', `/receipts?number=${approved?.number}`)).json<
      Page<Receipt>
    >();
    expect(byNumber.items.map((receipt) => receipt.id)).toEqual([approved?.id]);
  });

  it("never shows another person's or another tenant's receipt to a crew member (404), and needs the receipts right", async () => {
    for (const path of [
      `/receipts/${noahReceipt}`,
      `/receipts/${noahReceipt}/items`,
      `/receipts/${foreignReceipt}`,
      `/receipts/${noahReceipt}/photo/file`,
    ]) {
      expect((await get('crew', path)).statusCode, path).toBe(404);
    }
    expect((await post('crew', `/receipts/${noahReceipt}/copy`)).statusCode).toBe(404);
    expect((await del('crew', `/receipts/${noahReceipt}`)).statusCode).toBe(404);
    // The office reads every receipt of the tenant (receipts READ ALL), never another tenant's.
    expect((await get('office', `/receipts/${noahReceipt}`)).statusCode).toBe(200);
    expect((await get('office', `/receipts/${foreignReceipt}`)).statusCode).toBe(404);
    // A client and a planner have no receipts right; the office may read but not create or delete.
    expect((await get('client', '/receipts')).statusCode).toBe(403);
    expect((await get('planner', '/receipts')).statusCode).toBe(403);
    expect((await post('office', `/receipts/${noahReceipt}/copy`)).statusCode).toBe(403);
    expect((await del('office', `/receipts/${noahReceipt}`)).statusCode).toBe(403);
    expect((await call(api.app, 'GET', '/receipts')).statusCode).toBe(401);
  });

  it('lists charge types, templates and a company’s receipts and templates', async () => {
    const types = (await get('crew', '/chargeTypes')).json<Page<ChargeType>>();
    expect(types.items.map((type) => type.caption).sort()).toEqual(
      DEMO_CHARGE_TYPES.map((type) => type.caption).sort(),
    );
    expect(types.items.every((type) => type.defaultTaxTypeId !== null)).toBe(true);
    const all = await templates();
    expect(all.map((template) => template.caption).sort()).toEqual([
      'Overnight stay',
      'Travel to a venue',
    ]);
    const travel = all.find((template) => template.caption === 'Travel to a venue');
    const companyId = travel?.company.id ?? 0;
    const ofCompany = (await get('crew', `/companies/${companyId}/receiptTemplates`)).json<
      Page<ReceiptTemplate>
    >();
    expect(ofCompany.items.map((template) => template.id)).toEqual([travel?.id]);
    const companyReceipts = (await get('crew', `/companies/${companyId}/receipts`)).json<
      Page<Receipt>
    >();
    expect(companyReceipts.items.length).toBeGreaterThan(0);
    expect(companyReceipts.items.every((receipt) => receipt.company.id === companyId)).toBe(true);
    expect((await get('crew', '/companies/999999/receiptTemplates')).statusCode).toBe(404);
  });

  it('creates a draft from a template once per Idempotency-Key', async () => {
    const [template] = await templates();
    const before = await rows();
    const headers = { 'idempotency-key': `receipt-create-${backend}` };
    const first = await post(
      'crew',
      '/receipts',
      { templateId: template?.id, date: '2026-11-20' },
      headers,
    );
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<ReceiptDetail>();
    expect(created).toMatchObject({
      status: 'draft',
      date: '2026-11-20',
      caption: template?.caption,
      company: template?.company,
      photo: null,
    });
    expect(created.number).toMatch(/^R\d{5,}$/);
    expect(created.items.map((item) => item.description)).toEqual(
      template?.items.map((item) => item.description),
    );
    const again = await post(
      'crew',
      '/receipts',
      { templateId: template?.id, date: '2026-11-20' },
      headers,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json<ReceiptDetail>().id).toBe(created.id);
    const after = await rows();
    expect(after.receipts).toBe(before.receipts + 1);
    expect(after.items).toBe(before.items + (template?.items.length ?? 0));
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const draft = await newDraft();
    const [parking] = (await get('crew', '/chargeTypes'))
      .json<Page<ChargeType>>()
      .items.filter((type) => type.caption === 'Parking');
    const taxTypeId = parking?.defaultTaxTypeId ?? 0;
    const good = {
      chargeTypeId: parking?.id,
      description: 'Parking',
      amountCents: 1000,
      taxTypeId,
    };
    const before = await rows();
    const cases: [string, string, object][] = [
      ['unknown template', '/receipts', { templateId: 999_999 }],
      ['extra field', '/receipts', { templateId: 1, status: 'approved' }],
      ['bad date', '/receipts', { templateId: 1, date: '20-11-2026' }],
      ['negative amount', `/receipts/${draft.id}/items`, { ...good, amountCents: -1 }],
      ['float amount', `/receipts/${draft.id}/items`, { ...good, amountCents: 10.5 }],
      ['empty description', `/receipts/${draft.id}/items`, { ...good, description: ' ' }],
      ['unknown charge type', `/receipts/${draft.id}/items`, { ...good, chargeTypeId: 999_999 }],
      ['unknown tax type', `/receipts/${draft.id}/items`, { ...good, taxTypeId: 999_999 }],
      // 10.00 at 21 % is 12.10: a tampered total is refused, never stored.
      ['tampered total', `/receipts/${draft.id}/items`, { ...good, totalCents: 1000 }],
    ];
    for (const [name, path, payload] of cases) {
      const response = await post('crew', path, payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ message: string }>().message, name).toBeTruthy();
    }
    expect(
      (await post('crew', `/receipts/${draft.id}/items`, { ...good, totalCents: 1000 })).json<{
        reason: string;
      }>().reason,
    ).toBe('RECEIPT_TOTAL_MISMATCH');
    expect(await rows()).toEqual(before);
    const added = await post('crew', `/receipts/${draft.id}/items`, { ...good, totalCents: 1210 });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<ReceiptDetail>().items.at(-1);
    expect(item).toMatchObject({ amountCents: 1000, taxCents: 210, totalCents: 1210 });
  });

  it('copies a receipt as a new draft with its items and no photo', async () => {
    const approved = await byCaption('Overnight stay in Rotterdam');
    const response = await post('crew', `/receipts/${approved.id}/copy`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<ReceiptDetail>();
    expect(copy).toMatchObject({
      status: 'draft',
      caption: approved.caption,
      company: approved.company,
      totalCents: approved.totalCents,
      photo: null,
    });
    expect(copy.id).not.toBe(approved.id);
    expect(copy.number).not.toBe(approved.number);
  });

  it('deletes items and receipts until they are approved', async () => {
    const draft = await newDraft();
    const [first] = draft.items;
    const response = await del('crew', `/receiptItems/${first?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReceiptDetail>().items.map((item) => item.id)).not.toContain(first?.id);
    expect((await del('crew', `/receiptItems/${first?.id}`)).statusCode).toBe(404);

    const approved = (
      await get('crew', `/receipts/${(await byCaption('Overnight stay in Rotterdam')).id}`)
    ).json<ReceiptDetail>();
    const before = await rows();
    const refusedItem = await del('crew', `/receiptItems/${approved.items[0]?.id}`);
    expect(refusedItem.statusCode).toBe(409);
    expect(refusedItem.json<{ reason: string }>().reason).toBe('RECEIPT_APPROVED');
    expect((await del('crew', `/receipts/${approved.id}`)).statusCode).toBe(409);
    expect(
      (
        await post('crew', `/receipts/${approved.id}/items`, {
          chargeTypeId: 1,
          description: 'x',
          amountCents: 1,
          taxTypeId: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(await rows()).toEqual(before);

    const rejected = await byCaption('Travel to the festival');
    expect((await del('crew', `/receipts/${rejected.id}`)).statusCode).toBe(200);
    expect((await get('crew', `/receipts/${rejected.id}`)).statusCode).toBe(404);
    const [left] = await api.database.db
      .select({ n: count() })
      .from(receiptItems)
      .where(and(eq(receiptItems.receiptId, rejected.id)));
    expect(left?.n).toBe(0);
  });

  it('changes an item in place until the receipt is approved; refuses what is not the caller’s, bad input and a wrong total, writing nothing', async () => {
    const draft = await newDraft();
    const [item] = draft.items;
    if (!item) throw new Error('the template made no items');
    const change = {
      chargeTypeId: item.chargeType.id,
      description: 'Fuel for the van (A2, Utrecht)',
      amountCents: 4870,
      taxTypeId: item.taxType.id,
    };
    const path = `/receipts/${draft.id}/items/${item.id}`;
    const expectedTotal = 4870 + taxCents(4870, item.taxType.rateBasisPoints);
    const changed = await post('crew', path, { ...change, totalCents: expectedTotal });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = changed.json<ReceiptDetail>();
    expect(detail.items.find((entry) => entry.id === item.id)).toMatchObject({
      description: 'Fuel for the van (A2, Utrecht)',
      amountCents: 4870,
      totalCents: expectedTotal,
    });
    expect(detail.items).toHaveLength(draft.items.length);

    const before = await rows();
    const itemsBefore = JSON.stringify(await api.database.db.select().from(receiptItems));
    const refusals: Array<[Account, string, object, number]> = [
      ['crew', path, { ...change, totalCents: expectedTotal + 1 }, 400],
      ['crew', path, { ...change, amountCents: -1 }, 400],
      ['crew', path, { ...change, amountCents: 12.5 }, 400],
      ['crew', path, { ...change, description: '' }, 400],
      ['crew', path, { ...change, extra: 1 }, 400],
      ['crew', path, { ...change, taxTypeId: 999_999 }, 400],
      ['crew', `/receipts/${draft.id}/items/abc`, change, 400],
      // Another receipt's id in the path, another tenant's receipt, another person's.
      ['crew', `/receipts/${noahReceipt}/items/${item.id}`, change, 404],
      ['crew', `/receipts/${foreignReceipt}/items/${item.id}`, change, 404],
      ['chief', path, change, 404],
    ];
    for (const [account, target, body, status] of refusals) {
      const response = await post(account, target, body);
      expect(response.statusCode, `${target} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    const approved = (
      await get('crew', `/receipts/${(await byCaption('Overnight stay in Rotterdam')).id}`)
    ).json<ReceiptDetail>();
    const approvedItem = approved.items[0];
    const refused = await post('crew', `/receipts/${approved.id}/items/${approvedItem?.id}`, {
      ...change,
      chargeTypeId: approvedItem?.chargeType.id,
      taxTypeId: approvedItem?.taxType.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ reason: string }>().reason).toBe('RECEIPT_APPROVED');
    expect(await rows()).toEqual(before);
    expect(JSON.stringify(await api.database.db.select().from(receiptItems))).toBe(itemsBefore);
  });

  it('hands a receipt in once: with items, not twice, never approved, never another’s', async () => {
    const draft = await newDraft();
    const submitted = await post('crew', `/receipts/${draft.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<ReceiptDetail>().status).toBe('submitted');
    const again = await post('crew', `/receipts/${draft.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ reason: string }>().reason).toBe('RECEIPT_NOT_DRAFT');

    const empty = await newDraft();
    for (const item of empty.items) await del('crew', `/receiptItems/${item.id}`);
    const before = await rows();
    const statuses = JSON.stringify(
      await api.database.db
        .select({ id: receipts.id, status: receipts.status })
        .from(receipts)
        .orderBy(receipts.id),
    );
    const refusals: Array<[Account, string, number, string | null]> = [
      ['crew', `/receipts/${empty.id}/submit`, 400, 'RECEIPT_NO_ITEMS'],
      [
        'crew',
        `/receipts/${(await byCaption('Overnight stay in Rotterdam')).id}/submit`,
        409,
        'RECEIPT_APPROVED',
      ],
      ['crew', `/receipts/${noahReceipt}/submit`, 404, 'RECEIPT_NOT_FOUND'],
      ['crew', `/receipts/${foreignReceipt}/submit`, 404, 'RECEIPT_NOT_FOUND'],
      ['crew', '/receipts/abc/submit', 400, null],
      // The office reads every receipt but creates none: handing in is the crew member's.
      ['office', `/receipts/${empty.id}/submit`, 403, null],
    ];
    for (const [account, path, status, reason] of refusals) {
      const response = await post(account, path);
      expect(response.statusCode, `${account} ${path}`).toBe(status);
      if (reason) expect(response.json<{ reason: string }>().reason).toBe(reason);
    }
    expect(await rows()).toEqual(before);
    expect(
      JSON.stringify(
        await api.database.db
          .select({ id: receipts.id, status: receipts.status })
          .from(receipts)
          .orderBy(receipts.id),
      ),
    ).toBe(statuses);
  });

  it('takes a photo of the paper receipt, checked by content and size, waiting for approval', async () => {
    const draft = await newDraft();
    const upload = async (
      id: number,
      bytes: Buffer,
      type = 'image/png',
      account: Account = 'crew',
    ) => {
      const { payload, headers } = multipartFile(bytes, 'receipt.png', type);
      return call(api.app, 'POST', `/receipts/${id}/photo`, {
        token: await api.signInAs(account),
        payload,
        headers,
      });
    };
    const before = await rows();
    const notImage = await upload(draft.id, Buffer.from('%PDF-1.4 not a picture'), 'image/png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json<{ reason: string }>().reason).toBe('RECEIPT_PHOTO_NOT_AN_IMAGE');
    const big = await upload(draft.id, Buffer.concat([PNG, Buffer.alloc(MAX_RECEIPT_PHOTO_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect((await upload(noahReceipt, PNG)).statusCode).toBe(404);
    expect(await rows()).toEqual(before);

    const ok = await upload(draft.id, PNG, 'application/octet-stream');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<ReceiptPhoto>()).toMatchObject({
      status: 'pending',
      contentType: 'image/png',
      byteSize: PNG.length,
    });
    expect((await get('crew', `/receipts/${draft.id}`)).json<ReceiptDetail>().photo?.status).toBe(
      'pending',
    );
    const file = await get('crew', `/receipts/${draft.id}/photo/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const approved = await byCaption('Overnight stay in Rotterdam');
    expect((await upload(approved.id, PNG)).statusCode).toBe(409);
  });
});
