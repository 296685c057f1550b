import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_ITEM_STATUSES,
  payrollItemStatusMachine,
} from '../../../machines/payrollItemStatus.machine';
import { canTransition } from '../../../machines/transitions';
import { hashPassword } from '../../auth/passwords';
import { persons } from '../../db/core.tables';
import { seedDemoTenant } from '../../db/seed/demo';
import { DEMO_PASSWORD, createPerson, createRoles } from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { call } from '../../test/requests';
import { bankTransfers, payrollShareLinks } from './payrolls.tables';
import { payrollItemActivities, payrollItems, payrolls } from '../../db/tables/payrolls.tables';
import type {
  BankTransfer,
  Payroll,
  PayrollDetail,
  PayrollDocument,
  PayrollItemActivity,
  PayrollItemDetail,
  PublicPayroll,
  ShareLink,
} from './payrolls.schemas';
import { testNow } from '../../../machines/test-now';

interface Page<T> {
  items: T[];
  total: number;
}

const euro = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe.each(testBackends())('payrolls on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let crewId: number;
  let chiefId: number;

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.email, email), eq(persons.tenantId, 1)));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const payrollsOf = (id: number) =>
    api.database.db
      .select()
      .from(payrolls)
      .where(eq(payrolls.personId, id))
      .orderBy(payrolls.periodBegin);
  const activityCount = async () =>
    (await api.database.db.select({ n: count() }).from(payrollItemActivities))[0]?.n ?? 0;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    crewId = await personId('crew@demo.test');
    chiefId = await personId('chief@demo.test');
  });
  afterAll(() => api.close());

  it('lists only the caller’s payrolls, newest first, with exact gross and net', async () => {
    const response = await call(api.app, 'GET', '/payrolls', { token: crewToken });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<Payroll>>();
    const own = await payrollsOf(crewId);
    expect(page.total).toBe(6);
    expect(page.items.map((p) => p.number).sort()).toEqual(own.map((p) => p.number).sort());
    const begins = page.items.map((p) => p.periodBegin);
    expect(begins).toEqual([...begins].sort().reverse());
    expect(page.items.filter((p) => p.status === 'new')).toHaveLength(1);
    for (const payroll of page.items) {
      const items = await api.database.db
        .select()
        .from(payrollItems)
        .where(eq(payrollItems.payrollId, payroll.id));
      const gross = items.reduce((sum, item) => sum + item.amountCents + item.allowanceCents, 0);
      expect(payroll).toMatchObject({
        grossCents: gross,
        netCents: gross - payroll.deductionsCents,
        currency: 'EUR',
      });
      expect(Number.isInteger(payroll.netCents)).toBe(true);
    }
    const onlyNew = (await call(api.app, 'GET', '/payrolls?status=new', { token: crewToken })).json<
      Page<Payroll>
    >();
    expect(onlyNew.items.map((p) => p.status)).toEqual(['new']);
  });

  it('reads a payroll by number with its items (jobs linked) and documents', async () => {
    const [newest] = (await call(api.app, 'GET', '/payrolls', { token: crewToken })).json<
      Page<Payroll>
    >().items;
    const response = await call(api.app, 'GET', `/payrolls/${newest?.number}`, {
      token: crewToken,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<PayrollDetail>();
    expect(detail.items.length).toBeGreaterThan(3);
    expect(detail.documents.map((d) => d.documentType).sort()).toEqual([
      'hoursStatement',
      'payslip',
    ]);
    const all = await Promise.all(
      (await payrollsOf(crewId)).map(async (p) =>
        (
          await call(api.app, 'GET', `/payrolls/${p.number}`, { token: crewToken })
        ).json<PayrollDetail>(),
      ),
    );
    expect(
      all.flatMap((p) => p.items).some((item) => item.jobId !== null && item.project !== null),
    ).toBe(true);
  });

  it('answers 404 for another person’s payroll by number, and for an unknown one', async () => {
    const [chiefs] = await payrollsOf(chiefId);
    for (const number of [chiefs?.number, 'PR-000000-0000']) {
      const response = await call(api.app, 'GET', `/payrolls/${number}`, { token: crewToken });
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'PAYROLL_NOT_FOUND' });
      expect(
        (await call(api.app, 'GET', `/payrolls/${number}/documents/payslip`, { token: crewToken }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(api.app, 'POST', `/payrolls/${number}/seen`, { token: crewToken })).statusCode,
      ).toBe(404);
      expect(
        (await call(api.app, 'POST', `/payrolls/${number}/shareLinks`, { token: crewToken }))
          .statusCode,
      ).toBe(404);
    }
    const [chiefItem] = await api.database.db
      .select()
      .from(payrollItems)
      .where(eq(payrollItems.payrollId, chiefs?.id ?? -1));
    const before = await activityCount();
    expect(
      (await call(api.app, 'GET', `/payrollItems/${chiefItem?.id}`, { token: crewToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'POST', `/payrollItems/${chiefItem?.id}/activities`, {
          token: crewToken,
          payload: { body: 'Mine?' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'POST', `/payrollItems/${chiefItem?.id}/decline`, {
          token: crewToken,
          payload: { reason: 'Mine?' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await activityCount()).toBe(before);
    const [after] = await api.database.db
      .select()
      .from(payrollItems)
      .where(eq(payrollItems.id, chiefItem?.id ?? -1));
    expect(after?.status).toBe('open');
  });

  it('marks a new payroll seen once', async () => {
    const fresh = (await payrollsOf(crewId)).find((p) => p.status === 'new');
    const first = await call(api.app, 'POST', `/payrolls/${fresh?.number}/seen`, {
      token: crewToken,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Payroll>()).toMatchObject({ status: 'seen' });
    const seenAt = first.json<Payroll>().seenAt;
    const again = await call(api.app, 'POST', `/payrolls/${fresh?.number}/seen`, {
      token: crewToken,
    });
    expect(again.json<Payroll>()).toMatchObject({ status: 'seen', seenAt });
    await api.database.db
      .update(payrolls)
      .set({ status: 'new', seenAt: null })
      .where(eq(payrolls.id, fresh?.id ?? -1));
  });

  it('renders the payslip as a real PDF with the tenant, the person, the period and the net amount', async () => {
    const [newest] = (await call(api.app, 'GET', '/payrolls', { token: crewToken })).json<
      Page<Payroll>
    >().items;
    const response = await call(api.app, 'GET', `/payrolls/${newest?.number}/documents/payslip`, {
      token: crewToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['content-disposition']).toContain(`payslip-${newest?.number}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Demo Crew Company');
    expect(text).toContain('Alex Janssen');
    expect(text).toContain(newest?.number);
    expect(text).toContain(euro(newest?.netCents ?? 0));
    const hours = await call(
      api.app,
      'GET',
      `/payrolls/${newest?.number}/documents/hoursStatement`,
      { token: crewToken },
    );
    expect(await pdfText(hours.rawPayload)).toContain('Hours statement');
  });

  it('answers 404 for a document type the payroll does not have, and 400 for an unknown type', async () => {
    const oldest = (await payrollsOf(crewId))[0];
    const missing = await call(api.app, 'GET', `/payrolls/${oldest?.number}/documents/payslip`, {
      token: crewToken,
    });
    expect(missing.json()).toMatchObject({ statusCode: 404, reason: 'PAYROLL_DOCUMENT_NOT_FOUND' });
    const unknown = await call(api.app, 'GET', `/payrolls/${oldest?.number}/documents/taxReturn`, {
      token: crewToken,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('lists every payroll document of the person', async () => {
    const response = await call(api.app, 'GET', '/payrollDocuments', { token: crewToken });
    const documents = response.json<{ items: PayrollDocument[] }>().items;
    expect(documents.filter((d) => d.documentType === 'payslip')).toHaveLength(2);
    const own = new Set((await payrollsOf(crewId)).map((p) => p.number));
    expect(documents.every((d) => own.has(d.payrollNumber))).toBe(true);
  });

  it('sends feedback to accounting: a to-do for Accountants, due tomorrow, priority 1', async () => {
    const [newest] = (await call(api.app, 'GET', '/payrolls', { token: crewToken })).json<
      Page<Payroll>
    >().items;
    const detail = (
      await call(api.app, 'GET', `/payrolls/${newest?.number}`, { token: crewToken })
    ).json<PayrollDetail>();
    const item = detail.items[0];
    const response = await call(api.app, 'POST', `/payrollItems/${item?.id}/activities`, {
      token: crewToken,
      payload: { body: 'The hours of this day look short.\nI stayed for the load-out.' },
      headers: { 'idempotency-key': `feedback-${backend}` },
    });
    expect(response.statusCode).toBe(200);
    const now = testNow();
    const tomorrow = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
    )
      .toISOString()
      .slice(0, 10);
    expect(response.json<PayrollItemActivity>()).toMatchObject({
      type: 'toDo',
      caption: 'Feedback to accounting',
      parameters: { recipient: 'Accountants', dueDate: tomorrow, priority: 1 },
    });
    const before = await activityCount();
    const repeat = await call(api.app, 'POST', `/payrollItems/${item?.id}/activities`, {
      token: crewToken,
      payload: { body: 'The hours of this day look short.\nI stayed for the load-out.' },
      headers: { 'idempotency-key': `feedback-${backend}` },
    });
    expect(repeat.json()).toEqual(response.json());
    expect(await activityCount()).toBe(before);
    const read = (
      await call(api.app, 'GET', `/payrollItems/${item?.id}`, { token: crewToken })
    ).json<PayrollItemDetail>();
    expect(read.activities[0]).toMatchObject({ id: response.json<PayrollItemActivity>().id });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const [item] = await api.database.db
      .select()
      .from(payrollItems)
      .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
      .where(eq(payrolls.personId, crewId))
      .limit(1);
    const id = item?.payroll_items.id;
    const before = await activityCount();
    const cases: Array<[string, string, unknown]> = [
      ['POST', `/payrollItems/${id}/activities`, {}],
      ['POST', `/payrollItems/${id}/activities`, { body: '   ' }],
      ['POST', `/payrollItems/${id}/activities`, { body: 'x', dueDate: '2026-13-01' }],
      ['POST', `/payrollItems/${id}/activities`, { body: 'bell\u0007' }],
      ['POST', `/payrollItems/${id}/decline`, { reason: '' }],
      ['POST', `/payrollItems/${id}/decline`, { reason: 'x'.repeat(501) }],
      ['POST', '/payrollItems/abc/decline', { reason: 'Wrong' }],
      ['GET', '/bankTransfers?from=23.11.2026', undefined],
      ['GET', '/payrolls?status=paid', undefined],
      ['GET', '/payrolls?limit=0', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(api.app, method as 'GET' | 'POST', url, {
        token: crewToken,
        payload: payload as object,
      });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
    expect(await activityCount()).toBe(before);
    const [after] = await api.database.db
      .select()
      .from(payrollItems)
      .where(eq(payrollItems.id, id ?? -1));
    expect(after?.status).toBe('open');
  });

  it.each(PAYROLL_ITEM_STATUSES)(
    'declines an item in status %s exactly when the machine allows it',
    async (status) => {
      const own = await api.database.db
        .select({ item: payrollItems })
        .from(payrollItems)
        .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
        .where(eq(payrolls.personId, crewId));
      const target = own[own.length - 1 - PAYROLL_ITEM_STATUSES.indexOf(status)]?.item;
      await api.database.db
        .update(payrollItems)
        .set({ status, declineReason: null })
        .where(eq(payrollItems.id, target?.id ?? -1));
      const response = await call(api.app, 'POST', `/payrollItems/${target?.id}/decline`, {
        token: crewToken,
        payload: { reason: 'I was not on this shift.' },
      });
      const [after] = await api.database.db
        .select()
        .from(payrollItems)
        .where(eq(payrollItems.id, target?.id ?? -1));
      if (canTransition(payrollItemStatusMachine, status, { type: 'payrollItem.decline' })) {
        expect(response.statusCode).toBe(200);
        expect(response.json<PayrollItemDetail>()).toMatchObject({
          status: 'declined',
          declineReason: 'I was not on this shift.',
        });
        expect(response.json<PayrollItemDetail>().activities[0]).toMatchObject({
          type: 'declined',
          body: 'I was not on this shift.',
        });
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'CONFLICT',
          reason: 'PAYROLL_ITEM_NOT_DECLINABLE',
        });
        expect(after).toMatchObject({ status, declineReason: null });
      }
    },
  );

  it('lists the caller’s bank transfers (bankTransfers READ OWN) and refuses them without the right', async () => {
    const response = await call(api.app, 'GET', '/bankTransfers', { token: crewToken });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<BankTransfer>>();
    expect(page.total).toBe(5);
    const rows = await api.database.db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.personId, crewId));
    expect(page.items.map((t) => t.id).sort()).toEqual(rows.map((t) => t.id).sort());
    const one = page.items[0];
    const detail = (
      await call(api.app, 'GET', `/payrolls/${one?.payrollNumber}`, { token: crewToken })
    ).json<PayrollDetail>();
    expect(one?.amountCents).toBe(detail.netCents);
    const filtered = (
      await call(api.app, 'GET', `/bankTransfers?payrollNumber=${one?.payrollNumber}`, {
        token: crewToken,
      })
    ).json<Page<BankTransfer>>();
    expect(filtered.items.map((t) => t.id)).toEqual([one?.id]);
    // chief@'s role has payrolls but not bankTransfers (api/routes/payrolls/README.md, The demo crew member without payments).
    const chief = await api.signInAs('chief');
    expect((await call(api.app, 'GET', '/payrolls', { token: chief })).statusCode).toBe(200);
    const refused = await call(api.app, 'GET', '/bankTransfers', { token: chief });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses every route without the payrolls right (403) and without a token (401)', async () => {
    const planner = await api.signInAs('planner');
    const [p] = await payrollsOf(crewId);
    for (const [method, url] of [
      ['GET', '/payrolls'],
      ['GET', `/payrolls/${p?.number}`],
      ['GET', `/payrolls/${p?.number}/documents/payslip`],
      ['GET', '/payrollDocuments'],
      ['GET', '/payrollItems/1'],
      ['GET', '/bankTransfers'],
      ['POST', `/payrolls/${p?.number}/shareLinks`],
    ] as const) {
      expect((await call(api.app, method, url, { token: planner })).statusCode, url).toBe(403);
      expect((await call(api.app, method, url)).statusCode, url).toBe(401);
    }
  });

  it('refuses feedback, decline and share links without payrolls EDIT (403) and writes nothing', async () => {
    const reader = await api.database.transaction(async (tx) => {
      const roleIds = await createRoles(tx, 1, [
        {
          name: `payroll-reader-${backend}`,
          loginType: 'crew',
          grants: [{ resource: 'payrolls', action: 'READ', permissionType: 'OWN' }],
        },
      ]);
      return createPerson(tx, 1, {
        name: 'Rita Reader',
        email: `reader-${backend}@demo.test`,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        roleIds: [roleIds[`payroll-reader-${backend}`] ?? -1],
      });
    });
    const token = await signIn(api.app, reader.email, DEMO_PASSWORD);
    const [p] = await payrollsOf(crewId);
    const [item] = await api.database.db
      .select()
      .from(payrollItems)
      .where(eq(payrollItems.payrollId, p?.id ?? -1))
      .limit(1);
    const [link] = await api.database.db.select().from(payrollShareLinks).limit(1);
    const before = {
      activities: await activityCount(),
      links: (await api.database.db.select({ n: count() }).from(payrollShareLinks))[0]?.n,
    };
    for (const [method, url, payload] of [
      ['POST', `/payrollItems/${item?.id}/activities`, { body: 'Hours are wrong' }],
      ['POST', `/payrollItems/${item?.id}/decline`, { reason: 'Hours are wrong' }],
      ['POST', `/payrolls/${p?.number}/shareLinks`, undefined],
      ['DELETE', `/payrollShareLinks/${link?.id ?? 1}`, undefined],
    ] as const) {
      const response = await call(api.app, method, url, {
        token,
        payload,
        headers: { 'idempotency-key': `reader-${backend}-${url}` },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await activityCount()).toBe(before.activities);
    expect((await api.database.db.select({ n: count() }).from(payrollShareLinks))[0]?.n).toBe(
      before.links,
    );
    const [unchanged] = await api.database.db
      .select()
      .from(payrollItems)
      .where(eq(payrollItems.id, item?.id ?? -1));
    expect(unchanged?.status).toBe(item?.status);
  });

  it('lists one person’s payrolls at /persons/{id}/payrolls: the own under OWN, else 404; bad input 400', async () => {
    const own = await call(api.app, 'GET', `/persons/${crewId}/payrolls`, { token: crewToken });
    expect(own.statusCode).toBe(200);
    const page = own.json<Page<Payroll>>();
    expect(page.items.map((p) => p.number).sort()).toEqual(
      (await payrollsOf(crewId)).map((p) => p.number).sort(),
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const id of [chiefId, 99999]) {
      const refused = await call(api.app, 'GET', `/persons/${id}/payrolls`, { token: crewToken });
      expect(refused.statusCode, String(id)).toBe(404);
      expect(refused.json(), String(id)).toMatchObject({ reason: 'PERSON_NOT_FOUND' });
    }
    expect(
      (
        await call(api.app, 'GET', `/persons/${crewId}/payrolls`, {
          token: await api.signInAs('planner'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(api.app, 'GET', `/persons/${crewId}/payrolls?status=paid`, { token: crewToken }))
        .statusCode,
    ).toBe(400);
  });

  it('lets a role with payrolls READ ALL read any payroll of the tenant', async () => {
    const accountant = await api.database.transaction(async (tx) => {
      const roleIds = await createRoles(tx, 1, [
        {
          name: 'accountant',
          loginType: 'office',
          grants: [
            { resource: 'payrolls', action: 'READ', permissionType: 'ALL' },
            { resource: 'payrolls', action: 'EDIT', permissionType: 'ALL' },
          ],
        },
      ]);
      return createPerson(tx, 1, {
        name: 'Ada Accountant',
        email: `accountant-${backend}@demo.test`,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        roleIds: [roleIds.accountant ?? -1],
      });
    });
    const token = await signIn(api.app, accountant.email, DEMO_PASSWORD);
    const [p] = await payrollsOf(crewId);
    expect((await call(api.app, 'GET', `/payrolls/${p?.number}`, { token })).statusCode).toBe(200);
    const chiefs = (await call(api.app, 'GET', `/persons/${chiefId}/payrolls`, { token })).json<
      Page<Payroll>
    >();
    expect(chiefs.items.map((one) => one.number).sort()).toEqual(
      (await payrollsOf(chiefId)).map((one) => one.number).sort(),
    );
    // A link is only made by the payroll's own person.
    expect(
      (await call(api.app, 'POST', `/payrolls/${p?.number}/shareLinks`, { token })).statusCode,
    ).toBe(404);
  });

  describe('public payroll links', () => {
    it('opens the payroll read-only with its payslip, stores only the token’s hash, expires in 30 days and can be revoked', async () => {
      const [newest] = (await call(api.app, 'GET', '/payrolls', { token: crewToken })).json<
        Page<Payroll>
      >().items;
      const created = await call(api.app, 'POST', `/payrolls/${newest?.number}/shareLinks`, {
        token: crewToken,
      });
      expect(created.statusCode).toBe(201);
      const link = created.json<ShareLink & { token: string }>();
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
      expect(days).toBe(30);
      const stored = await api.database.db
        .select()
        .from(payrollShareLinks)
        .where(eq(payrollShareLinks.id, link.id));
      expect(JSON.stringify(stored)).not.toContain(link.token);

      const opened = await call(api.app, 'POST', '/public/payrolls', {
        payload: { number: newest?.number, token: link.token },
      });
      expect(opened.statusCode).toBe(200);
      const view = opened.json<PublicPayroll>();
      expect(view).toMatchObject({
        number: newest?.number,
        netCents: newest?.netCents,
        documentTypes: ['hoursStatement', 'payslip'],
      });
      // Nothing else of the person: no name, e-mail, id or other payroll.
      expect(JSON.stringify(view)).not.toMatch(/Alex|crew@demo|personId|"id"/);

      const pdf = await call(api.app, 'POST', '/public/payrolls/documents', {
        payload: { number: newest?.number, token: link.token, documentType: 'payslip' },
      });
      expect(pdf.statusCode).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain(euro(newest?.netCents ?? 0));

      const listed = (
        await call(api.app, 'GET', `/payrolls/${newest?.number}/shareLinks`, { token: crewToken })
      ).json<{ items: ShareLink[] }>();
      expect(listed.items.map((l) => l.id)).toContain(link.id);
      expect(JSON.stringify(listed)).not.toContain(link.token);

      // Another person cannot revoke it; its owner can.
      const chief = await api.signInAs('chief');
      expect(
        (await call(api.app, 'DELETE', `/payrollShareLinks/${link.id}`, { token: chief }))
          .statusCode,
      ).toBe(404);
      const revoked = await call(api.app, 'DELETE', `/payrollShareLinks/${link.id}`, {
        token: crewToken,
      });
      expect(revoked.json<ShareLink>().revokedAt).not.toBeNull();
      const after = await call(api.app, 'POST', '/public/payrolls', {
        payload: { number: newest?.number, token: link.token },
      });
      expect(after.json()).toMatchObject({ statusCode: 404, reason: 'PAYROLL_LINK_NOT_VALID' });
    });

    it('refuses a wrong, expired or mismatched token as not valid, and a malformed one as 400', async () => {
      const [newest, older] = (await call(api.app, 'GET', '/payrolls', { token: crewToken })).json<
        Page<Payroll>
      >().items;
      const link = (
        await call(api.app, 'POST', `/payrolls/${newest?.number}/shareLinks`, { token: crewToken })
      ).json<ShareLink & { token: string }>();
      const wrong = 'A'.repeat(43);
      for (const payload of [
        { number: newest?.number, token: wrong },
        { number: older?.number, token: link.token },
      ]) {
        const response = await call(api.app, 'POST', '/public/payrolls', { payload });
        expect(response.json()).toMatchObject({
          statusCode: 404,
          reason: 'PAYROLL_LINK_NOT_VALID',
        });
        const document = await call(api.app, 'POST', '/public/payrolls/documents', {
          payload: { ...payload, documentType: 'payslip' },
        });
        expect(document.statusCode).toBe(404);
      }
      await api.database.db
        .update(payrollShareLinks)
        .set({ expiresAt: new Date(testNow().getTime() - 1000) })
        .where(eq(payrollShareLinks.id, link.id));
      expect(
        (
          await call(api.app, 'POST', '/public/payrolls', {
            payload: { number: newest?.number, token: link.token },
          })
        ).statusCode,
      ).toBe(404);
      for (const payload of [
        { number: newest?.number },
        { number: newest?.number, token: 'short' },
        { number: newest?.number, token: link.token, extra: 1 },
      ]) {
        expect((await call(api.app, 'POST', '/public/payrolls', { payload })).statusCode).toBe(400);
      }
      const unknownType = await call(api.app, 'POST', '/public/payrolls/documents', {
        payload: { number: newest?.number, token: link.token, documentType: 'cv' },
      });
      expect(unknownType.statusCode).toBe(400);
    });
  });

  it('never crosses tenants: another tenant’s payroll number is 404, its link not valid here', async () => {
    const otherTenant = await api.database.transaction((tx) =>
      seedDemoTenant(tx, {
        hosts: [`elsewhere-${backend}.test`],
        isDefault: false,
        unsubscribeToken: `elsewhere-${backend}`,
        now: testNow(),
        passwordHash: 'x',
      }),
    );
    const [foreign] = await api.database.db
      .select()
      .from(payrolls)
      .where(eq(payrolls.tenantId, otherTenant.tenantId))
      .limit(1);
    await api.database.db
      .update(payrolls)
      .set({ number: 'PR-ELSEWHERE' })
      .where(eq(payrolls.id, foreign?.id ?? -1));
    expect(
      (await call(api.app, 'GET', '/payrolls/PR-ELSEWHERE', { token: crewToken })).statusCode,
    ).toBe(404);
    const list = (await call(api.app, 'GET', '/payrolls', { token: crewToken })).json<
      Page<Payroll>
    >();
    expect(list.items.some((p) => p.number === 'PR-ELSEWHERE')).toBe(false);
    const [foreignItem] = await api.database.db
      .select()
      .from(payrollItems)
      .where(eq(payrollItems.payrollId, foreign?.id ?? -1))
      .limit(1);
    expect(
      (await call(api.app, 'GET', `/payrollItems/${foreignItem?.id}`, { token: crewToken }))
        .statusCode,
    ).toBe(404);
    // A link made in the default tenant does not open on the other tenant's host.
    const [newest] = list.items;
    const link = (
      await call(api.app, 'POST', `/payrolls/${newest?.number}/shareLinks`, { token: crewToken })
    ).json<{ token: string }>();
    const elsewhere = await call(api.app, 'POST', '/public/payrolls', {
      host: `elsewhere-${backend}.test`,
      payload: { number: newest?.number, token: link.token },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
