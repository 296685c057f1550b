import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness, GraphQLResult } from '../../test/helpers';

const UPDATE = /* GraphQL */ `
  mutation Update($input: TenantSettingsInput!) {
    updateTenantSettings(input: $input) {
      name
      backgroundColorCode
      metaHostName
      logoUrl
    }
  }
`;
const SETTINGS = /* GraphQL */ `
  {
    tenantSettings {
      name
      backgroundColorCode
      logoUrl
    }
  }
`;
const AUDIT = /* GraphQL */ `
  query Audit($filter: AuditEventFilter, $page: Int, $limit: Int) {
    auditEvents(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        at
        action
        actor {
          id
          caption
        }
        subject {
          kind
          id
          caption
        }
        changes {
          field
          from
          to
        }
      }
    }
  }
`;

type AuditPage = {
  auditEvents: {
    total: number;
    items: {
      action: string;
      actor: { caption: string } | null;
      subject: { kind: string; id: string | null; caption: string };
      changes: { field: string; from: string | null; to: string | null }[];
    }[];
  };
};
const reasonOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.['reason'];

describe.each(testBackends())('administration gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  let office: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    office = await gateway.api.signInAs('office');
  });
  afterAll(() => gateway.close());

  it('changes the settings in one upstream call, which the login screen’s query then reads', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ updateTenantSettings: Record<string, unknown> }>(
      UPDATE,
      { input: { name: 'Gateway Events', backgroundColorCode: '#abcdef', metaHostName: '' } },
      { token: office },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateTenantSettings).toEqual({
      name: 'Gateway Events',
      backgroundColorCode: '#abcdef',
      metaHostName: null,
      logoUrl: null,
    });
    expect(gateway.upstream.calls.slice(before)).toEqual(['PATCH /api/v1/tenantSettings']);
    const publicRead = await gateway.execute<{ tenantSettings: Record<string, unknown> }>(SETTINGS);
    expect(publicRead.data?.tenantSettings).toMatchObject({
      name: 'Gateway Events',
      backgroundColorCode: '#abcdef',
    });
  });

  it('refuses bad input before any upstream call, naming the field', async () => {
    for (const input of [
      { backgroundColorCode: 'blue' },
      { mobileTheme: 'neon' },
      { defaultLanguage: 'Klingon' },
      { name: '' },
    ]) {
      const before = gateway.upstream.calls.length;
      const result = await gateway.execute(UPDATE, { input }, { token: office });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain(Object.keys(input)[0]);
      expect(gateway.upstream.calls.length).toBe(before);
    }
  });

  it('answers the api’s refusal for a caller without the right', async () => {
    const planner = await gateway.api.signInAs('planner');
    const write = await gateway.execute(UPDATE, { input: { name: 'Nope' } }, { token: planner });
    expect(errorCode(write)).toBe('FORBIDDEN');
    const read = await gateway.execute(AUDIT, {}, { token: planner });
    expect(errorCode(read)).toBe('FORBIDDEN');
    expect(reasonOf(read)).toBeUndefined();
  });

  it('reads a page of the audit in one upstream call, with its changes as text', async () => {
    await gateway.execute(UPDATE, { input: { useUserLanguage: false } }, { token: office });
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<AuditPage>(
      AUDIT,
      { filter: { subject: 'tenantSettings', action: 'changed' }, limit: 10 },
      { token: office },
    );
    expect(result.errors).toBeUndefined();
    expect(gateway.upstream.calls.slice(before)).toEqual([
      'GET /api/v1/auditEvents?page=1&limit=10&subject=tenantSettings&action=changed',
    ]);
    const [latest, first] = result.data!.auditEvents.items;
    expect(latest).toMatchObject({
      action: 'changed',
      subject: { kind: 'tenantSettings', id: null, caption: 'Gateway Events' },
      changes: [{ field: 'useUserLanguage', from: 'true', to: 'false' }],
    });
    expect(latest?.actor?.caption).toEqual(expect.any(String));
    expect(first?.changes).toContainEqual({
      field: 'backgroundColorCode',
      from: '#7a1020',
      to: '#abcdef',
    });
    expect(first?.changes).toContainEqual({ field: 'metaHostName', from: 'Demo Crew', to: null });
    const bad = await gateway.execute(AUDIT, { limit: 500 }, { token: office });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });
});
