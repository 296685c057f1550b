import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import type { GatewayLogger } from '../../yoga';

interface JobData {
  id: string;
  status: string;
  startsAt: string;
  confirmedAt: string | null;
  project: { number: string };
  crewChief: { id: string; caption: string } | null;
}

const JOB_FIELDS = /* GraphQL */ `
  fragment JobFields on Job {
    id
    status
    startsAt
    confirmedAt
    project {
      number
    }
    crewChief {
      id
      caption
    }
  }
`;

const CONFIRM = /* GraphQL */ `
  mutation Confirm($id: ID!, $key: String!) {
    confirmJob(id: $id, idempotencyKey: $key) {
      ...JobFields
    }
  }
  ${JOB_FIELDS}
`;

describe.each(testBackends())('jobs on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  const myJobs = async (token = crewToken) => {
    const result = await gateway.execute<{ jobs: { total: number; items: JobData[] } }>(
      `{ jobs(limit: 1000, page: 1) { total items { ...JobFields } } } ${JOB_FIELDS}`,
      {},
      { token },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.jobs ?? { total: 0, items: [] };
  };

  it('lists the caller’s jobs with their crew chief', async () => {
    const jobs = await myJobs();
    expect(jobs.total).toBeGreaterThan(0);
    expect(jobs.items).toHaveLength(jobs.total);
    expect(jobs.items.some((job) => job.crewChief !== null)).toBe(true);
    for (const job of jobs.items)
      expect(job.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });

  it('pages the list', async () => {
    const result = await gateway.execute<{
      jobs: { total: number; page: number; limit: number; items: JobData[] };
    }>(`{ jobs(limit: 2, page: 2) { total page limit items { id } } }`, {}, { token: crewToken });
    expect(result.data?.jobs).toMatchObject({ page: 2, limit: 2 });
    expect(result.data?.jobs.items.length).toBeLessThanOrEqual(2);
  });

  it('refuses a limit above 1000 before asking upstream', async () => {
    const result = await gateway.execute(
      `{ jobs(limit: 5000) { total } }`,
      {},
      { token: crewToken },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });

  it('lists exactly the pending jobs to confirm', async () => {
    const all = await myJobs();
    const result = await gateway.execute<{ jobsToConfirm: JobData[] }>(
      `{ jobsToConfirm { ...JobFields } } ${JOB_FIELDS}`,
      {},
      { token: crewToken },
    );
    const pending = all.items.filter((job) => job.status === 'pending').map((job) => job.id);
    expect(pending.length).toBeGreaterThan(0);
    expect(result.data?.jobsToConfirm.map((job) => job.id)).toEqual(pending);
  });

  it('reads one job by id', async () => {
    const [first] = (await myJobs()).items;
    const result = await gateway.execute<{ job: JobData | null }>(
      `query($id: ID!) { job(id: $id) { ...JobFields } } ${JOB_FIELDS}`,
      { id: first?.id },
      { token: crewToken },
    );
    expect(result.data?.job).toEqual(first);
  });

  it('answers null for another person’s job and for a job that does not exist', async () => {
    const mine = new Set((await myJobs()).items.map((job) => job.id));
    const chiefJobs = await myJobs(await gateway.api.signInAs('chief'));
    const theirs = chiefJobs.items.find((job) => !mine.has(job.id));
    expect(theirs).toBeDefined();
    const result = await gateway.execute<{ theirs: JobData | null; missing: JobData | null }>(
      `query($id: ID!) { theirs: job(id: $id) { id } missing: job(id: "999999") { id } }`,
      { id: theirs?.id },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ theirs: null, missing: null });
  });

  it('refuses jobs without a token as UNAUTHENTICATED', async () => {
    const result = await gateway.execute(`{ jobs { total } }`);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });

  it('refuses jobs for a token without the jobs right as FORBIDDEN', async () => {
    const result = await gateway.execute(
      `{ jobs { total } }`,
      {},
      { token: await gateway.api.signInAs('office') },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('confirms a pending job once: the same key repeats the answer, another key conflicts', async () => {
    const [pending] = (await myJobs()).items.filter((job) => job.status === 'pending');
    expect(pending).toBeDefined();
    const id = pending?.id;

    const first = await gateway.execute<{ confirmJob: JobData }>(
      CONFIRM,
      { id, key: 'confirm-1' },
      { token: crewToken },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.confirmJob).toMatchObject({
      id,
      status: 'confirmed',
      confirmedAt: expect.any(String),
    });

    const repeat = await gateway.execute<{ confirmJob: JobData }>(
      CONFIRM,
      { id, key: 'confirm-1' },
      { token: crewToken },
    );
    expect(repeat.errors).toBeUndefined();
    expect(repeat.data?.confirmJob).toEqual(first.data?.confirmJob);

    const other = await gateway.execute(CONFIRM, { id, key: 'confirm-2' }, { token: crewToken });
    expect(errorCode(other)).toBe('CONFLICT');
    // crewItemStatus refuses crewItem.confirm in "confirmed": the app translates this reason.
    expect(other.errors?.[0]?.extensions?.['reason']).toBe('CREW_ITEM_NOT_CONFIRMABLE');
    expect(other.errors?.[0]?.message).toEqual(expect.any(String));

    const toConfirm = await gateway.execute<{ jobsToConfirm: { id: string }[] }>(
      `{ jobsToConfirm { id } }`,
      {},
      {
        token: crewToken,
      },
    );
    expect(toConfirm.data?.jobsToConfirm.map((job) => job.id)).not.toContain(id);
  });

  it('does not confirm another person’s job', async () => {
    const mine = new Set((await myJobs()).items.map((job) => job.id));
    const theirs = (await myJobs(await gateway.api.signInAs('chief'))).items.find(
      (job) => !mine.has(job.id),
    );
    const result = await gateway.execute(
      CONFIRM,
      { id: theirs?.id, key: 'not-mine' },
      { token: crewToken },
    );
    expect(errorCode(result)).toBe('NOT_FOUND');
  });

  it('loads a jobs screen with every crew chief in ONE upstream request', async () => {
    const before = gateway.upstream.calls.length;
    const jobs = await myJobs();
    expect(jobs.items.length).toBeGreaterThan(1);
    expect(jobs.items.some((job) => job.crewChief !== null)).toBe(true);
    expect(jobs.items.some((job) => job.crewChief === null)).toBe(true);
    expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/jobs?limit=1000&page=1']);
  });

  it('fetches nothing twice: one list call, crew chiefs from the list, job(id) from the list', async () => {
    const jobs = await myJobs();
    const id = jobs.items[0]?.id;
    const before = gateway.upstream.calls.length;
    gateway.upstream.resetPeak();
    const result = await gateway.execute<{ jobs: { items: JobData[] } }>(
      `query($id: ID!) {
        jobs { items { id crewChief { id } } }
        again: jobs { items { id crewChief { caption } } }
        jobsToConfirm { id crewChief { id } }
        a: job(id: $id) { id crewChief { id } }
        b: job(id: $id) { id status }
      }`,
      { id },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    const calls = gateway.upstream.calls.slice(before);
    // The api embeds each job's crew chief (api/routes/jobs/README.md, The crew chief embedded in every job): no GET /jobs/{id}/crewChief.
    expect(calls).toEqual(['GET /api/v1/jobs?limit=1000&page=1']);
    expect(gateway.upstream.peakInFlight()).toBe(1);
    expect(result.data?.jobs.items.map((job) => job.crewChief?.id ?? null)).toEqual(
      jobs.items.map((job) => job.crewChief?.id ?? null),
    );
  });

  it('reads a job asked twice by id once, its crew chief included', async () => {
    const [first] = (await myJobs()).items;
    const id = first?.id;
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ b: { crewChief: { id: string } | null } }>(
      `query($id: ID!) { a: job(id: $id) { id } b: job(id: $id) { status crewChief { id } } }`,
      { id },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.b.crewChief).toEqual(first?.crewChief ? { id: first.crewChief.id } : null);
    expect(gateway.upstream.calls.slice(before)).toEqual([`GET /api/v1/jobs/${id}`]);
  });
});

describe.each(testBackends())('a job asked by an id that is none, on %s', (backend) => {
  let gateway: GatewayHarness;
  const logged: Array<{ level: string; message: unknown }> = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      logged.push({ level, message: args[0] });
  const logger = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  } as GatewayLogger;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend, { logger });
  });
  afterAll(() => gateway.close());

  it('refuses it as BAD_USER_INPUT before any upstream call, and logs no error', async () => {
    const token = await gateway.api.signInAs('crew');
    for (const id of ['1'.repeat(101), '0x1', '1e0', '+1', '01', ' 1', '0', '2147483648']) {
      const before = gateway.upstream.calls.length;
      const result = await gateway.execute<{ job: JobData | null }>(
        `query JobDetail($id: ID!) { job(id: $id) { id } }`,
        { id },
        { token },
      );
      expect(errorCode(result), id).toBe('BAD_USER_INPUT');
      expect(gateway.upstream.calls.slice(before), id).toEqual([]);
    }
    expect(logged.filter((line) => line.level === 'error')).toEqual([]);
  });
});
