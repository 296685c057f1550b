import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const LIST = /* GraphQL */ `
  {
    mobileDocuments {
      id
      title
      category
      personal
      updatedAt
      downloadUrl
    }
  }
`;

type Document = {
  id: string;
  title: string;
  category: string;
  personal: boolean;
  downloadUrl: string;
};

describe.each(testBackends())('mobile documents on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('lists the caller’s documents in one upstream call, each with its download path', async () => {
    const token = await gateway.api.signInAs('crew');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ mobileDocuments: Document[] }>(LIST, {}, { token });
    expect(result.errors).toBeUndefined();
    const documents = result.data?.mobileDocuments ?? [];
    expect(documents.map((document) => [document.title, document.personal])).toEqual([
      ['Forklift checklist', true],
      ['Crew handbook', false],
      ['Safety sheet: working at height', false],
    ]);
    expect(documents[1]?.downloadUrl).toBe(`/api/v1/mobileDocuments/${documents[1]?.id}/download`);
    expect(gateway.upstream.calls.slice(before)).toEqual([
      'GET /api/v1/mobileDocuments?limit=1000&page=1',
    ]);
  });

  it('refuses a caller without mobileDocuments READ', async () => {
    const result = await gateway.execute(
      LIST,
      {},
      { token: await gateway.api.signInAs('planner') },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });
});
