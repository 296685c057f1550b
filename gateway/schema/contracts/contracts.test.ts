import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const LIST = /* GraphQL */ `
  {
    staffContracts {
      id
      contractType
      state
      beginDate
      endDate
      quotaMinutes
      quotaPeriod
      person {
        id
        caption
      }
    }
  }
`;

const DETAIL = /* GraphQL */ `
  query Contract($id: ID!) {
    staffContract(id: $id) {
      id
      contractType
      timeAccount {
        period {
          begin
          end
        }
        quotaMinutes
        workedMinutes
        plannedMinutes
        balanceMinutes
      }
      vacationAccount {
        entitledDays
        takenDays
        plannedDays
        remainingDays
      }
      documents {
        id
        name
        documentType
        downloadUrl
      }
    }
  }
`;

interface ContractData {
  staffContract: {
    id: string;
    timeAccount: { quotaMinutes: number; plannedMinutes: number; workedMinutes: number } | null;
    vacationAccount: { entitledDays: number; remainingDays: number } | null;
    documents: { id: string; name: string; documentType: string; downloadUrl: string }[];
  } | null;
}

describe.each(testBackends())('contracts on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;
  let crewContractId: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('lists the caller’s contracts in one upstream call, without computing accounts', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{
      staffContracts: {
        id: string;
        contractType: string;
        quotaPeriod: string;
        person: { caption: string };
      }[];
    }>(LIST, {}, { token: crewToken });
    expect(result.errors).toBeUndefined();
    const contracts = result.data?.staffContracts ?? [];
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({
      contractType: 'fixedTerm',
      quotaPeriod: 'month',
      person: { caption: 'Alex Janssen' },
    });
    expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/staffContracts']);
    crewContractId = contracts[0]?.id ?? '';
  });

  it('reads a contract with its accounts and documents: one call for the contract, one for its documents', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<ContractData>(
      DETAIL,
      { id: crewContractId },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    const contract = result.data?.staffContract;
    expect(contract?.timeAccount?.quotaMinutes).toBe(40 * 60);
    expect(contract?.timeAccount?.plannedMinutes).toBeGreaterThanOrEqual(
      contract?.timeAccount?.workedMinutes ?? 0,
    );
    expect(contract?.vacationAccount?.entitledDays).toBeGreaterThan(0);
    expect(contract?.documents.map((document) => document.name)).toEqual([
      'Employment contract',
      'Amendment: weekend shifts',
    ]);
    expect(contract?.documents[0]?.downloadUrl).toBe(
      `/api/v1/staffContracts/${crewContractId}/documents/${contract?.documents[0]?.id}/download`,
    );
    expect(gateway.upstream.calls.slice(before).sort()).toEqual([
      `GET /api/v1/staffContracts/${crewContractId}`,
      `GET /api/v1/staffContracts/${crewContractId}/documents`,
    ]);
  });

  it('answers null for another person’s contract', async () => {
    const result = await gateway.execute<ContractData>(
      DETAIL,
      { id: crewContractId },
      { token: await gateway.api.signInAs('chief') },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.staffContract).toBeNull();
  });

  it('refuses a caller without staffContracts READ', async () => {
    const result = await gateway.execute(
      LIST,
      {},
      { token: await gateway.api.signInAs('planner') },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });
});
