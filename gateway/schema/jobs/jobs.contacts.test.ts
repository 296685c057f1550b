import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// The contact-project-manager screen and the home's changes through the gateway.

const CONTACT = /* GraphQL */ `
  query Contact($id: ID!) {
    job(id: $id) {
      id
      project {
        name
      }
      projectManager {
        id
        caption
        phone
        email
      }
    }
  }
`;
const CHANGES = /* GraphQL */ `
  query Changes {
    jobChanges {
      kind
      at
      job {
        id
        crew {
          caption
        }
        projectManager {
          caption
        }
      }
    }
  }
`;
const ACKNOWLEDGE = /* GraphQL */ `
  mutation Acknowledge($jobId: ID!) {
    acknowledgeJobChange(jobId: $jobId) {
      kind
      job {
        id
      }
    }
  }
`;

interface Changes {
  jobChanges: Array<{ kind: string; job: { id: string; crew: { caption: string } } }>;
}

describe.each(testBackends())('job contacts and changes on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;
  let chiefToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
    chiefToken = await gateway.api.signInAs('chief');
  });
  afterAll(() => gateway.close());

  it('answers a job with its project manager; another person’s job is null', async () => {
    const jobs = await gateway.execute<{ jobs: { items: Array<{ id: string }> } }>(
      '{ jobs { items { id } } }',
      {},
      { token: crewToken },
    );
    const id = jobs.data?.jobs.items[0]?.id;
    const result = await gateway.execute<{
      job: { projectManager: { caption: string; phone: string; email: string } };
    }>(CONTACT, { id }, { token: crewToken });
    expect(result.errors).toBeUndefined();
    expect(result.data?.job.projectManager).toMatchObject({
      caption: 'Priya Shah',
      phone: '+31 10 345 6789',
      email: 'planner@demo.test',
    });
    const chiefJobs = await gateway.execute<{ jobs: { items: Array<{ id: string }> } }>(
      '{ jobs { items { id } } }',
      {},
      { token: chiefToken },
    );
    const crewIds = new Set(jobs.data?.jobs.items.map((job) => job.id));
    const foreign = chiefJobs.data?.jobs.items.find((job) => !crewIds.has(job.id))?.id;
    const other = await gateway.execute<{ job: unknown }>(
      CONTACT,
      { id: foreign },
      { token: crewToken },
    );
    expect(other.data?.job).toBeNull();
  });

  it('lists the changes with one jobs call and one manager call per distinct job (no N+1 beyond the DataLoader)', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<Changes>(CHANGES, {}, { token: crewToken });
    expect(result.errors).toBeUndefined();
    expect(result.data?.jobChanges.map((change) => [change.kind, change.job.crew.caption])).toEqual(
      [
        ['changed', 'Main stage build'],
        ['cancelled', 'Merchandise stand'],
      ],
    );
    const calls = gateway.upstream.calls.slice(before);
    expect(calls.filter((call) => call === 'GET /api/v1/jobChanges')).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith('/projectManager'))).toHaveLength(2);
  });

  it('acknowledges a change with one tap and answers the changes still open', async () => {
    const changes =
      (await gateway.execute<Changes>(CHANGES, {}, { token: crewToken })).data?.jobChanges ?? [];
    const first = changes[0]?.job.id;
    const foreign = await gateway.execute(ACKNOWLEDGE, { jobId: first }, { token: chiefToken });
    expect(foreign.errors?.[0]?.extensions?.['reason']).toBe('JOB_NOT_FOUND');
    const result = await gateway.execute<{ acknowledgeJobChange: Array<{ job: { id: string } }> }>(
      ACKNOWLEDGE,
      { jobId: first },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.acknowledgeJobChange.map((change) => change.job.id)).toEqual([
      changes[1]?.job.id,
    ]);
  });
});
