import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { persons } from '../../db/core.tables';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { bankHolidays, vacationRequests } from '../../db/tables/calendar.tables';
import { payrollItems, payrolls } from '../../db/tables/payrolls.tables';
import { dayNumber, dayOfNumber, utcDay, workingDays } from './contracts.accounts';
import type {
  StaffContract,
  StaffContractDetail,
  StaffContractDocument,
} from './contracts.schemas';
import { createStaffContract } from './contracts.seed';
import { staffContracts } from '../../db/tables/staff-contracts.tables';
import { testNow } from '../../../machines/test-now';

/** The document's title from the PDF's Info dictionary (pdfkit: an indirect literal string, UTF-16BE with a BOM). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const start = text.indexOf(`\n${reference} 0 obj\n(`);
  if (!reference || start < 0) return '';
  const open = start + `\n${reference} 0 obj\n(`.length;
  const body = text.slice(open, text.indexOf(')\nendobj', open)).replace(/\\([\\()])/g, '$1');
  const bytes = Buffer.from(body, 'latin1');
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return body;
  return String.fromCharCode(
    ...Array.from({ length: (bytes.length - 2) / 2 }, (_, k) => bytes.readUInt16BE(2 + k * 2)),
  );
}

describe.each(testBackends())('staff contracts on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let crewPersonId: number;
  let crewContract: StaffContract;
  let chiefContractId: number;

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const contractOf = async (id: number) => {
    const [row] = await api.database.db
      .select({ id: staffContracts.id })
      .from(staffContracts)
      .where(eq(staffContracts.personId, id));
    if (!row) throw new Error(`no contract of person ${id}`);
    return row.id;
  };
  const detail = async (id: number, token = crewToken) => {
    const response = await call(api.app, 'GET', `/staffContracts/${id}`, { token });
    expect(response.statusCode).toBe(200);
    return response.json<StaffContractDetail>();
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    crewPersonId = await personId('crew@demo.test');
    chiefContractId = await contractOf(await personId('chief@demo.test'));
    const list = await call(api.app, 'GET', '/staffContracts', { token: crewToken });
    const [own] = list.json<{ items: StaffContract[] }>().items;
    if (!own) throw new Error('crew@ has no contract');
    crewContract = own;
  });
  afterAll(() => api.close());

  it('lists only the caller’s own contracts', async () => {
    const response = await call(api.app, 'GET', '/staffContracts', { token: crewToken });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: StaffContract[] }>();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      person: { id: crewPersonId, caption: 'Alex Janssen' },
      contractType: 'fixedTerm',
      state: 'active',
      quotaMinutes: 2400,
      quotaPeriod: 'month',
      vacationDaysPerYear: 25,
    });
    const chief = await call(api.app, 'GET', '/staffContracts', {
      token: await api.signInAs('chief'),
    });
    expect(chief.json<{ items: StaffContract[] }>().items.map((contract) => contract.id)).toEqual([
      chiefContractId,
    ]);
  });

  it('reads the own contract with its accounts, computed from the rows they depend on', async () => {
    const before = await detail(crewContract.id);
    expect(before).toMatchObject({
      id: crewContract.id,
      contractType: 'fixedTerm',
      vacationAccount: { year: testNow().getUTCFullYear() },
    });
    expect(before.timeAccount.period).not.toBeNull();
    expect(before.timeAccount.plannedMinutes).toBe(
      before.timeAccount.workedMinutes + before.timeAccount.upcomingMinutes,
    );
    const { vacationAccount: vacation } = before;
    expect(vacation.remainingDays).toBe(
      vacation.entitledDays - vacation.takenDays - vacation.plannedDays,
    );

    // A payroll item of today adds its minutes to worked; one of another person adds nothing.
    const today = utcDay(testNow());
    const chiefId = await personId('chief@demo.test');
    const payroll = async (person: number, number: string, minutes: number) => {
      const [row] = await api.database.db
        .insert(payrolls)
        .values({
          tenantId: 1,
          personId: person,
          number,
          periodBegin: today,
          periodEnd: today,
          issuedAt: testNow(),
        })
        .returning();
      await api.database.db.insert(payrollItems).values({
        tenantId: 1,
        payrollId: row?.id ?? -1,
        date: today,
        description: 'Test shift',
        minutes,
        amountCents: 0,
      });
    };
    await payroll(crewPersonId, `T-${backend}-1`, 123);
    await payroll(chiefId, `T-${backend}-2`, 500);

    // Approved paid vacation over the next three weeks, with a bank holiday on a weekday in it.
    const start = dayNumber(today) + 7;
    const range = { begin: dayOfNumber(start), end: dayOfNumber(start + 20) };
    const holiday = [0, 1, 2, 3, 4, 5, 6]
      .map((offset) => dayOfNumber(start + offset))
      .find((day) => workingDays({ begin: day, end: day }, new Set()) === 1);
    await api.database.db.insert(vacationRequests).values({
      tenantId: 1,
      personId: crewPersonId,
      beginDate: range.begin,
      endDate: range.end,
      paid: true,
      status: 'approved',
      createdAt: api.clock.now(),
    });
    await api.database.db.insert(vacationRequests).values({
      tenantId: 1,
      personId: crewPersonId,
      beginDate: range.begin,
      endDate: range.end,
      paid: false,
      status: 'approved',
      createdAt: api.clock.now(),
    });
    await api.database.db
      .insert(bankHolidays)
      .values({ tenantId: 1, date: holiday ?? range.begin, name: 'Test day' });

    const after = await detail(crewContract.id);
    expect(after.timeAccount.workedMinutes).toBe(before.timeAccount.workedMinutes + 123);
    const inYear = {
      begin: range.begin,
      end: range.end < `${today.slice(0, 4)}-12-31` ? range.end : `${today.slice(0, 4)}-12-31`,
    };
    // The demo seeds bank holidays for this month and the next (Christmas from late November on): they count too.
    const holidays = await api.database.db
      .select({ date: bankHolidays.date })
      .from(bankHolidays)
      .where(eq(bankHolidays.tenantId, 1));
    const expectedDays =
      range.begin.slice(0, 4) === today.slice(0, 4)
        ? workingDays(inYear, new Set(holidays.map((row) => row.date)))
        : 0;
    expect(after.vacationAccount.plannedDays).toBe(vacation.plannedDays + expectedDays);
    expect(after.vacationAccount.remainingDays).toBe(vacation.remainingDays - expectedDays);
  });

  it('lists the contract’s documents and downloads one as a PDF of its terms', async () => {
    const response = await call(api.app, 'GET', `/staffContracts/${crewContract.id}/documents`, {
      token: crewToken,
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: StaffContractDocument[] }>();
    expect(items.map((document) => [document.name, document.documentType])).toEqual([
      ['Employment contract', 'contract'],
      ['Amendment: weekend shifts', 'amendment'],
    ]);
    const download = await call(
      api.app,
      'GET',
      `/staffContracts/${crewContract.id}/documents/${items[0]?.id}/download`,
      { token: crewToken },
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Employment-contract-Alex-Janssen.pdf"',
    );
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTitle(download.rawPayload)).toBe('Employment contract — Alex Janssen');
  });

  it('answers 404 for another person’s contract, its documents and downloads', async () => {
    const documents = await call(api.app, 'GET', `/staffContracts/${crewContract.id}/documents`, {
      token: crewToken,
    });
    const documentId = documents.json<{ items: StaffContractDocument[] }>().items[0]?.id;
    for (const url of [
      `/staffContracts/${chiefContractId}`,
      `/staffContracts/${chiefContractId}/documents`,
      `/staffContracts/${chiefContractId}/documents/${documentId}/download`,
    ]) {
      const response = await call(api.app, 'GET', url, { token: crewToken });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'STAFF_CONTRACT_NOT_FOUND',
        message: 'Staff contract not found',
      });
    }
    // The chief's document id under crew@'s own contract is not crew@'s document either.
    const [chiefDocument] = (
      await call(api.app, 'GET', `/staffContracts/${chiefContractId}/documents`, {
        token: await api.signInAs('chief'),
      })
    ).json<{ items: StaffContractDocument[] }>().items;
    const mixed = await call(
      api.app,
      'GET',
      `/staffContracts/${crewContract.id}/documents/${chiefDocument?.id}/download`,
      { token: crewToken },
    );
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ reason: 'STAFF_CONTRACT_DOCUMENT_NOT_FOUND' });
  });

  it('lists one person’s contracts at /persons/{id}/staffContracts: the own under OWN, anyone of the tenant under ALL, else 404', async () => {
    const chiefId = await personId('chief@demo.test');
    const own = await call(api.app, 'GET', `/persons/${crewPersonId}/staffContracts`, {
      token: crewToken,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ items: StaffContract[] }>().items.map((contract) => contract.id)).toEqual([
      crewContract.id,
    ]);
    for (const id of [chiefId, 99999]) {
      const refused = await call(api.app, 'GET', `/persons/${id}/staffContracts`, {
        token: crewToken,
      });
      expect(refused.statusCode, String(id)).toBe(404);
      expect(refused.json(), String(id)).toMatchObject({ reason: 'PERSON_NOT_FOUND' });
    }
    const hr = await api.database.transaction(async (tx) => {
      const roleIds = await createRoles(tx, 1, [
        {
          name: `hr-${backend}`,
          loginType: 'office',
          grants: [{ resource: 'staffContracts', action: 'READ', permissionType: 'ALL' }],
        },
      ]);
      return createPerson(tx, 1, {
        name: 'Hugo HR',
        email: `hugo-${backend}@demo.test`,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        roleIds: [roleIds[`hr-${backend}`] ?? -1],
      });
    });
    const hrToken = await signIn(api.app, hr.email, DEMO_PASSWORD);
    const chiefs = await call(api.app, 'GET', `/persons/${chiefId}/staffContracts`, {
      token: hrToken,
    });
    expect(chiefs.json<{ items: StaffContract[] }>().items.map((contract) => contract.id)).toEqual([
      chiefContractId,
    ]);
    expect(
      (
        await call(api.app, 'GET', `/persons/${chiefId}/staffContracts`, {
          token: await api.signInAs('planner'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(api.app, 'GET', `/persons/abc/staffContracts`, { token: crewToken })).statusCode,
    ).toBe(400);
  });

  it('refuses callers without the right, and never shows another tenant’s contracts, even with ALL', async () => {
    const planner = await call(api.app, 'GET', '/staffContracts', {
      token: await api.signInAs('planner'),
    });
    expect(planner.statusCode).toBe(403);
    expect((await call(api.app, 'GET', `/staffContracts/${crewContract.id}`)).statusCode).toBe(401);

    const host = `contracts-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const { foreignContractId, email } = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'hr',
          loginType: 'office',
          grants: [{ resource: 'staffContracts', action: 'READ', permissionType: 'ALL' }],
        },
      ]);
      const hr = await createPerson(tx, other.id, {
        name: 'Hana HR',
        email: `hana-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.hr ?? -1],
      });
      const contract = await createStaffContract(tx, other.id, {
        personId: hr.id,
        contractType: 'permanent',
        beginDate: '2024-01-01',
        endDate: null,
        quotaMinutes: 9600,
        quotaPeriod: 'month',
      });
      return { foreignContractId: contract.id, email: hr.email };
    });
    const hrToken = await signIn(api.app, email, DEMO_PASSWORD, host);
    const own = await call(api.app, 'GET', '/staffContracts', { token: hrToken, host });
    expect(own.json<{ items: StaffContract[] }>().items.map((contract) => contract.id)).toEqual([
      foreignContractId,
    ]);
    const ours = await call(api.app, 'GET', `/staffContracts/${crewContract.id}`, {
      token: hrToken,
      host,
    });
    expect(ours.statusCode).toBe(404);
    const theirs = await call(api.app, 'GET', `/staffContracts/${foreignContractId}`, {
      token: crewToken,
    });
    expect(theirs.statusCode).toBe(404);
    // A person of this tenant is not reachable from the other one, even with ALL.
    const person = await call(api.app, 'GET', `/persons/${crewPersonId}/staffContracts`, {
      token: hrToken,
      host,
    });
    expect(person.statusCode).toBe(404);
  });

  it('answers bad input with 400 and a message, and writes nothing', async () => {
    const [before] = await api.database.db
      .select({ n: count() })
      .from(staffContracts)
      .where(and(eq(staffContracts.tenantId, 1)));
    for (const url of [
      '/staffContracts?page=2',
      '/staffContracts/abc',
      '/staffContracts/0',
      '/staffContracts/-3',
      '/staffContracts/99999999999',
      `/staffContracts/${crewContract.id}/documents/x/download`,
      `/staffContracts/${crewContract.id}/documents/1.5/download`,
    ]) {
      const response = await call(api.app, 'GET', url, { token: crewToken });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, code: 'BAD_USER_INPUT' });
      expect(response.json<{ message: string }>().message, url).not.toBe('');
    }
    const [after] = await api.database.db
      .select({ n: count() })
      .from(staffContracts)
      .where(eq(staffContracts.tenantId, 1));
    expect(after?.n).toBe(before?.n);
  });
});
