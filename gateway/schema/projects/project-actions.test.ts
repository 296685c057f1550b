import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// The project actions through the gateway and the real api.

const PROJECT = /* GraphQL */ `
  query ProjectFiles($number: String!) {
    project(number: $number) {
      id
      number
      reportUrl
      csv: exportUrl(format: csv)
      xlsx: exportUrl(format: xlsx)
      calendarFeedPath
    }
  }
`;
const COPY = /* GraphQL */ `
  mutation Copy($id: ID!, $input: CopyProjectInput!, $key: String!) {
    copyProject(id: $id, input: $input, idempotencyKey: $key) {
      id
      number
      name
      beginDate
    }
  }
`;
const SHARE = /* GraphQL */ `
  mutation Share($id: ID!) {
    shareProject(id: $id) {
      number
      password
    }
  }
`;

type Files = {
  project: {
    id: string;
    number: string;
    reportUrl: string;
    csv: string;
    xlsx: string;
    calendarFeedPath: string;
  } | null;
};

describe.each(testBackends())('project actions on %s', (backend) => {
  let gateway: GatewayHarness;
  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  const files = async (account: 'planner' | 'client', number: string) =>
    gateway.execute<Files>(PROJECT, { number }, { token: await gateway.api.signInAs(account) });

  it('gives the report, export and calendar feed addresses of a project', async () => {
    const result = await files('planner', '1001');
    expect(result.errors).toBeUndefined();
    const project = result.data?.project;
    expect(project?.reportUrl).toBe(`/api/v1/projects/${project?.id}/report`);
    expect(project?.csv).toBe(`/api/v1/projects/${project?.id}/export?format=csv`);
    expect(project?.xlsx).toBe(`/api/v1/projects/${project?.id}/export?format=xlsx`);
    expect(project?.calendarFeedPath).toMatch(
      new RegExp(`^/api/v1/public/projectFeed/${project?.id}-[A-Za-z0-9_-]{43}\\.ics$`),
    );
  });

  it('copies a project as a planner and answers the copy', async () => {
    const token = await gateway.api.signInAs('planner');
    const id = (await files('planner', '1001')).data?.project?.id;
    const input = { beginDate: '2030-03-02', crews: true, crewItems: true, persons: true };
    const result = await gateway.execute<{
      copyProject: { number: string; name: string; beginDate: string };
    }>(COPY, { id, input, key: 'gw-copy-1' }, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.copyProject).toMatchObject({
      name: 'Winter Festival',
      beginDate: '2030-03-02',
    });
    const copy = await gateway.execute<Files>(
      PROJECT,
      { number: result.data?.copyProject.number },
      { token },
    );
    expect(copy.data?.project?.number).toBe(result.data?.copyProject.number);
  });

  it('refuses an impossible choice of parts before calling the api, and a client’s copy', async () => {
    const planner = await gateway.api.signInAs('planner');
    const id = (await files('planner', '1001')).data?.project?.id;
    const bad = await gateway.execute(
      COPY,
      {
        id,
        input: { beginDate: '2030-03-02', crews: false, crewItems: true, persons: false },
        key: 'gw-copy-2',
      },
      { token: planner },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const client = await gateway.api.signInAs('client');
    const own = await gateway.execute(
      COPY,
      {
        id,
        input: { beginDate: '2030-03-02', crews: true, crewItems: false, persons: false },
        key: 'gw-copy-3',
      },
      { token: client },
    );
    expect(errorCode(own)).toBe('FORBIDDEN');
    const otherId = (await files('planner', '1002')).data?.project?.id;
    const other = await gateway.execute(
      COPY,
      {
        id: otherId,
        input: { beginDate: '2030-03-02', crews: true, crewItems: false, persons: false },
        key: 'gw-copy-4',
      },
      { token: client },
    );
    expect(errorCode(other)).toBe('NOT_FOUND');
  });

  it('answers a client a new project password for its own project', async () => {
    const client = await gateway.api.signInAs('client');
    const id = (await files('client', '1001')).data?.project?.id;
    const result = await gateway.execute<{ shareProject: { number: string; password: string } }>(
      SHARE,
      { id },
      { token: client },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.shareProject.number).toBe('1001');
    expect(result.data?.shareProject.password).toHaveLength(12);
  });
});
