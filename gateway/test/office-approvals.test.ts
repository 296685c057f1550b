import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/auth/passwords';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../api/db/seed/factories';
import { signIn, testBackends } from '../../api/test/helpers';
import { createGatewayHarness, errorCode } from './helpers';
import type { GatewayHarness } from './helpers';

// The office's approvals screen (src/features/approvals): the three queues in one operation, one
// upstream call each, with whose each thing is; the decisions, the person's own view of them
// afterwards, and the refusals as typed errors. On the demo and on a tenant made from zero.

const APPROVALS = `query Approvals {
  vacationRequestsToDecide { id beginDate endDate paid note status requestedAt person { id caption } }
  profilePicturesToDecide { id status uploadedAt fileUrl person { id caption } }
  receiptsToDecide {
    id number caption status netCents taxCents totalCents itemCount submittedAt awaitingDecision
    person { id caption } company { caption } photo { status fileUrl }
  }
}`;

interface Approvals {
  vacationRequestsToDecide: {
    id: string;
    note: string | null;
    status: string;
    requestedAt: string;
    person: { caption: string };
  }[];
  profilePicturesToDecide: { id: string; fileUrl: string; person: { caption: string } }[];
  receiptsToDecide: {
    id: string;
    number: string;
    caption: string;
    taxCents: number;
    awaitingDecision: boolean;
    person: { caption: string };
    photo: { status: string; fileUrl: string } | null;
  }[];
}

describe.each(testBackends())('the office’s approvals on %s', (backend) => {
  let gateway: GatewayHarness;
  let office: string;
  let crew: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    office = await gateway.api.signInAs('office');
    crew = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  const approvals = async (token: string, host?: string) => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<Approvals>(APPROVALS, {}, { token, host });
    return { result, calls: gateway.upstream.calls.slice(before) };
  };

  it('answers the three queues with one upstream call each', async () => {
    const { result, calls } = await approvals(office);
    expect(result.errors).toBeUndefined();
    expect(calls.sort()).toEqual([
      'GET /api/v1/profilePictures?status=pending',
      'GET /api/v1/receipts?limit=1000&page=1&status=submitted',
      'GET /api/v1/vacationRequests/waiting',
    ]);
    const data = result.data as Approvals;
    expect(
      data.vacationRequestsToDecide.map((request) => [request.person.caption, request.note]),
    ).toContainEqual([expect.any(String), 'Visiting family abroad']);
    // The office reads the picture through the review path (it holds persons READ OWN only).
    expect(data.profilePicturesToDecide[0]?.fileUrl).toBe(
      `/api/v1/profilePictures/${data.profilePicturesToDecide[0]?.id}/file`,
    );
    const arena = data.receiptsToDecide.find(
      (receipt) => receipt.caption === 'Travel to the arena',
    );
    expect(arena).toMatchObject({
      awaitingDecision: true,
      taxCents: expect.any(Number),
      photo: { status: 'pending' },
    });
    const file = await gateway.api.app.inject({
      method: 'GET',
      url: data.profilePicturesToDecide[0]?.fileUrl ?? '',
      headers: { host: 'localhost', type: 'MOBILE', authorization: `Bearer ${office}` },
    });
    expect(file.statusCode).toBe(200);
  });

  it('refuses the queues to crew@ as FORBIDDEN, their own receipts aside', async () => {
    const result = await gateway.execute(
      `query { vacationRequestsToDecide { id } }`,
      {},
      { token: crew },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
    const own = await gateway.execute<{ receiptsToDecide: { person: { caption: string } }[] }>(
      `query { receiptsToDecide { person { caption } } }`,
      {},
      { token: crew },
    );
    expect(new Set(own.data?.receiptsToDecide.map((receipt) => receipt.person.caption))).toEqual(
      new Set(['Alex Janssen']),
    );
  });

  it('decides: the answer carries the status and reason, the person reads it, a blank rejection is refused', async () => {
    const { result } = await approvals(office);
    const data = result.data as Approvals;
    const arena = data.receiptsToDecide.find(
      (receipt) => receipt.caption === 'Travel to the arena',
    );
    const blank = await gateway.execute(
      `mutation($id: ID!) { rejectReceipt(id: $id, reason: "  ") { id } }`,
      { id: arena?.id },
      { token: office },
    );
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    const rejected = await gateway.execute<{
      rejectReceipt: { status: string; decisionReason: string; awaitingDecision: boolean };
    }>(
      `mutation($id: ID!) { rejectReceipt(id: $id, reason: "The parking ticket is missing") { status decisionReason awaitingDecision } }`,
      { id: arena?.id },
      { token: office },
    );
    expect(rejected.data?.rejectReceipt).toEqual({
      status: 'rejected',
      decisionReason: 'The parking ticket is missing',
      awaitingDecision: false,
    });
    const seen = await gateway.execute<{ receipt: { status: string; decisionReason: string } }>(
      `query($number: String!) { receipt(number: $number) { status decisionReason } }`,
      { number: arena?.number },
      { token: crew },
    );
    expect(seen.data?.receipt).toEqual({
      status: 'rejected',
      decisionReason: 'The parking ticket is missing',
    });

    const request = data.vacationRequestsToDecide.find(
      (item) => item.note === 'Visiting family abroad',
    );
    const approved = await gateway.execute<{
      approveVacationRequest: { status: string; decisionReason: string | null };
    }>(
      `mutation($id: ID!) { approveVacationRequest(id: $id) { status decisionReason } }`,
      { id: request?.id },
      { token: office },
    );
    expect(approved.data?.approveVacationRequest).toEqual({
      status: 'approved',
      decisionReason: null,
    });
    const twice = await gateway.execute(
      `mutation($id: ID!) { declineVacationRequest(id: $id, reason: "No") { id } }`,
      { id: request?.id },
      { token: office },
    );
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(twice.errors?.[0]?.extensions?.['reason']).toBe('VACATION_REQUEST_ALREADY_DECIDED');

    const picture = data.profilePicturesToDecide[0];
    const rejectedPicture = await gateway.execute<{
      rejectProfilePicture: { status: string; decisionReason: string };
    }>(
      `mutation($id: ID!) { rejectProfilePicture(id: $id, reason: "Too dark") { status decisionReason } }`,
      { id: picture?.id },
      { token: office },
    );
    expect(rejectedPicture.data?.rejectProfilePicture).toEqual({
      status: 'rejected',
      decisionReason: 'Too dark',
    });

    const after = (await approvals(office)).result.data as Approvals;
    expect(after.receiptsToDecide.map((receipt) => receipt.id)).not.toContain(arena?.id);
    expect(after.vacationRequestsToDecide.map((item) => item.id)).not.toContain(request?.id);
  });

  it('answers empty queues on a tenant made from zero', async () => {
    const host = `zero-approvals-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const email = await gateway.api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: `Zero approvals ${backend}` });
      await createTenantHost(tx, tenant.id, host);
      const roleIds = await createRoles(tx, tenant.id);
      const person = await createPerson(tx, tenant.id, {
        name: 'Olga Office',
        email: `olga-${backend}@zero.test`,
        passwordHash,
        roleIds: [roleIds.office ?? -1],
      });
      return person.email;
    });
    const token = await signIn(gateway.api.app, email, DEMO_PASSWORD, host);
    const { result, calls } = await approvals(token, host);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      vacationRequestsToDecide: [],
      profilePicturesToDecide: [],
      receiptsToDecide: [],
    });
    expect(calls).toHaveLength(3);
  });
});
