import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

interface PayrollData {
  number: string;
  status: string;
  netCents: number;
  items: Array<{ id: string; canDecline: boolean; status: string }>;
  documents: Array<{ documentType: string }>;
  payments?: Array<{ amountCents: number; payrollNumber: string }>;
}

describe.each(testBackends())('payrolls on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('lists payrolls with their payments from one bankTransfers call (no N+1)', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ payrolls: { total: number; items: PayrollData[] } }>(
      `{ payrolls { total items { number status netCents payments { amountCents payrollNumber } } } }`,
      {},
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    const payrolls = result.data?.payrolls;
    expect(payrolls?.total).toBe(6);
    const calls = gateway.upstream.calls.slice(before);
    expect(calls.filter((call) => call.startsWith('GET /api/v1/bankTransfers'))).toHaveLength(1);
    expect(calls).toHaveLength(2);
    for (const payroll of payrolls?.items ?? []) {
      for (const payment of payroll.payments ?? [])
        expect(payment).toEqual({ amountCents: payroll.netCents, payrollNumber: payroll.number });
    }
    expect(payrolls?.items.filter((p) => (p.payments ?? []).length > 0)).toHaveLength(5);
  });

  it('reads a payroll by number with items, documents and canDecline from the machine', async () => {
    const [newest] =
      (
        await gateway.execute<{ payrollsToConfirm: PayrollData[] }>(
          `{ payrollsToConfirm { number status } }`,
          {},
          { token: crewToken },
        )
      ).data?.payrollsToConfirm ?? [];
    expect(newest?.status).toBe('new');
    const result = await gateway.execute<{ payroll: PayrollData }>(
      `query P($n: String!) { payroll(number: $n) { number items { id status canDecline } documents { documentType } } }`,
      { n: newest?.number },
      { token: crewToken },
    );
    expect(result.data?.payroll.documents.map((d) => d.documentType).sort()).toEqual([
      'hoursStatement',
      'payslip',
    ]);
    expect(
      result.data?.payroll.items.every((item) => item.canDecline === (item.status === 'open')),
    ).toBe(true);
  });

  it('answers null for another person’s payroll and item', async () => {
    const chief = await gateway.api.signInAs('chief');
    const [chiefs] =
      (
        await gateway.execute<{ payrolls: { items: PayrollData[] } }>(
          `{ payrolls { items { number items { id } } } }`,
          {},
          { token: chief },
        )
      ).data?.payrolls.items ?? [];
    const result = await gateway.execute<{ payroll: unknown; payrollItem: unknown }>(
      `query P($n: String!, $i: ID!) { payroll(number: $n) { number } payrollItem(id: $i) { id } }`,
      { n: chiefs?.number, i: chiefs?.items[0]?.id },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ payroll: null, payrollItem: null });
  });

  it('sends feedback and declines, answering the item with its activities', async () => {
    const [newest] =
      (
        await gateway.execute<{ payrollsToConfirm: PayrollData[] }>(
          `{ payrollsToConfirm { number items { id } } }`,
          {},
          { token: crewToken },
        )
      ).data?.payrollsToConfirm ?? [];
    const id = newest?.items[0]?.id;
    const feedback = await gateway.execute<{
      sendPayrollItemFeedback: {
        activities: Array<{
          caption: string;
          recipient: string;
          dueDate: string;
          priority: number;
        }>;
      };
    }>(
      `mutation F($id: ID!) { sendPayrollItemFeedback(id: $id, body: "Hours look short", idempotencyKey: "gw-feedback") { id activities { caption recipient dueDate priority } } }`,
      { id },
      { token: crewToken },
    );
    expect(feedback.errors).toBeUndefined();
    expect(feedback.data?.sendPayrollItemFeedback.activities[0]).toMatchObject({
      caption: 'Feedback to accounting',
      recipient: 'Accountants',
      priority: 1,
    });
    const decline = `mutation D($id: ID!) { declinePayrollItem(id: $id, reason: "Not my shift") { id status canDecline declineReason } }`;
    const first = await gateway.execute<{
      declinePayrollItem: { status: string; canDecline: boolean };
    }>(decline, { id }, { token: crewToken });
    expect(first.data?.declinePayrollItem).toMatchObject({ status: 'declined', canDecline: false });
    const again = await gateway.execute(decline, { id }, { token: crewToken });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.extensions?.['reason']).toBe('PAYROLL_ITEM_NOT_DECLINABLE');
  });

  it('answers FORBIDDEN for payments without bankTransfers READ (chief@)', async () => {
    const chief = await gateway.api.signInAs('chief');
    const result = await gateway.execute(`{ bankTransfers { total } }`, {}, { token: chief });
    expect(errorCode(result)).toBe('FORBIDDEN');
    const payrolls = await gateway.execute(`{ payrolls { total } }`, {}, { token: chief });
    expect(payrolls.errors).toBeUndefined();
  });

  it('opens a public link signed out, with the token as a variable; a bad token is null', async () => {
    const [newest] =
      (
        await gateway.execute<{ payrollsToConfirm: PayrollData[] }>(
          `{ payrollsToConfirm { number netCents } }`,
          {},
          { token: crewToken },
        )
      ).data?.payrollsToConfirm ?? [];
    const created = await gateway.execute<{
      createPayrollShareLink: { token: string; link: { id: string; expiresAt: string } };
    }>(
      `mutation C($n: String!) { createPayrollShareLink(number: $n) { token link { id expiresAt } } }`,
      { n: newest?.number },
      { token: crewToken },
    );
    const token = created.data?.createPayrollShareLink.token ?? '';
    const query = `query O($n: String!, $t: String!) { publicPayroll(number: $n, token: $t) { number netCents documentTypes items { description } } }`;
    const opened = await gateway.execute<{ publicPayroll: { number: string; netCents: number } }>(
      query,
      { n: newest?.number, t: token },
    );
    expect(opened.data?.publicPayroll).toMatchObject({
      number: newest?.number,
      netCents: newest?.netCents,
    });
    const bad = await gateway.execute(query, { n: newest?.number, t: 'B'.repeat(43) });
    expect(bad.data).toEqual({ publicPayroll: null });
    await gateway.execute(
      `mutation R($id: ID!) { revokePayrollShareLink(id: $id) { revokedAt } }`,
      { id: created.data?.createPayrollShareLink.link.id },
      { token: crewToken },
    );
    expect((await gateway.execute(query, { n: newest?.number, t: token })).data).toEqual({
      publicPayroll: null,
    });
  });
});
