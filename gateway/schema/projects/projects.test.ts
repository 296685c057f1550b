import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const PROJECT = /* GraphQL */ `
  query Project($number: String!) {
    project(number: $number) {
      id
      number
      name
      beginDate
      endDate
      company {
        id
        caption
      }
    }
  }
`;

interface ProjectData {
  project: {
    number: string;
    name: string;
    beginDate: string | null;
    company: { caption: string } | null;
  } | null;
}

describe.each(testBackends())('projects on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('lets a project session read its own project', async () => {
    const token = await gateway.api.signInAs('project');
    const result = await gateway.execute<ProjectData>(PROJECT, { number: '1001' }, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.project).toMatchObject({ number: '1001', name: expect.any(String) });
    expect(result.data?.project?.beginDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers null for a project the project session may not see, and for an unknown number', async () => {
    const token = await gateway.api.signInAs('project');
    const other = await gateway.execute<ProjectData>(PROJECT, { number: '1002' }, { token });
    expect(other.errors).toBeUndefined();
    expect(other.data?.project).toBeNull();
    const unknown = await gateway.execute<ProjectData>(
      PROJECT,
      { number: 'no-such-project' },
      { token },
    );
    expect(unknown.data?.project).toBeNull();
  });

  it('lets a planner read any project of the tenant, with its company', async () => {
    const token = await gateway.api.signInAs('planner');
    const result = await gateway.execute<ProjectData>(PROJECT, { number: '1002' }, { token });
    expect(result.data?.project).toMatchObject({
      number: '1002',
      company: { caption: expect.any(String) },
    });
  });

  it('refuses a caller without the projects right as FORBIDDEN', async () => {
    const token = await gateway.api.signInAs('plusCrew');
    const result = await gateway.execute<ProjectData>(PROJECT, { number: '1001' }, { token });
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('reads a project asked twice once', async () => {
    const token = await gateway.api.signInAs('planner');
    const before = gateway.upstream.calls.length;
    await gateway.execute(
      `{ a: project(number: "1001") { id } b: project(number: "1001") { name } }`,
      {},
      { token },
    );
    expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/projects/1001']);
  });
});
