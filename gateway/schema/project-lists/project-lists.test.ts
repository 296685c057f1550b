import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const RATE_CARD = /* GraphQL */ `
  query RateCard($id: ID!) {
    rateCard(id: $id) {
      id
      name
      currency
      company {
        caption
      }
      rates {
        functionName
        hourlyRateCents
      }
    }
  }
`;

const PROJECT_LOGO = /* GraphQL */ `
  query Logo($projectId: ID!) {
    projectLogo(projectId: $projectId) {
      id
      canUpload
      uploadUrl
      approved {
        id
        fileUrl
      }
      pending {
        id
        status
        fileUrl
      }
    }
  }
`;

interface LogoData {
  projectLogo: {
    id: string;
    canUpload: boolean;
    uploadUrl: string | null;
    approved: { id: string; fileUrl: string } | null;
    pending: { id: string; status: string; fileUrl: string } | null;
  } | null;
}

describe.each(testBackends())('the project lists’ gateway fields on %s', (backend) => {
  let gateway: GatewayHarness;
  let cardId = 0;
  let eventfulProject = 0;
  let harbourProject = 0;
  let pendingId = 0;
  let approvedId = 0;

  /** Rows of a statement in the api's database (the gateway test sets up what no screen creates yet). */
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await gateway.api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async (query: SQL): Promise<number> =>
    Number((await rows<{ id: number }>(query))[0]?.id ?? 0);

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    const eventful = await one(
      sql`select id from companies where tenant_id = 1 and name = 'Eventful Ltd'`,
    );
    const stagehand = await one(
      sql`select id from functions where tenant_id = 1 and name = 'Stagehand'`,
    );
    cardId = await one(
      sql`insert into rate_cards (tenant_id, company_id, name) values (1, ${eventful}, 'Eventful festival rates') returning id`,
    );
    await rows(
      sql`insert into rate_card_rates (tenant_id, rate_card_id, function_id, hourly_rate_cents) values (1, ${cardId}, ${stagehand}, 3500)`,
    );
    eventfulProject = await one(
      sql`select id from projects where tenant_id = 1 and company_id = ${eventful} order by id limit 1`,
    );
    harbourProject = await one(
      sql`select p.id from projects p join companies c on c.id = p.company_id where p.tenant_id = 1 and c.name = 'Harbour Concerts BV' order by p.id limit 1`,
    );
    // Uploaded (and the one decided) at the api's clock: project_logos has no time of its own.
    const at = gateway.api.clock.now().toISOString();
    approvedId = await one(
      sql`insert into project_logos (tenant_id, project_id, status, storage_key, content_type, byte_size, uploaded_at, decided_at) values (1, ${eventfulProject}, 'approved', 'tenant-1/project-logos/a.png', 'image/png', 10, ${at}::timestamptz, ${at}::timestamptz) returning id`,
    );
    pendingId = await one(
      sql`insert into project_logos (tenant_id, project_id, status, storage_key, content_type, byte_size, uploaded_at) values (1, ${eventfulProject}, 'pending', 'tenant-1/project-logos/p.png', 'image/png', 10, ${at}::timestamptz) returning id`,
    );
  });
  afterAll(() => gateway.close());

  it('answers a rate card with its rates in one upstream call', async () => {
    const token = await gateway.api.signInAs('planner');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute(RATE_CARD, { id: String(cardId) }, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      rateCard: {
        id: String(cardId),
        name: 'Eventful festival rates',
        currency: 'EUR',
        company: { caption: 'Eventful Ltd' },
        rates: [{ functionName: 'Stagehand', hourlyRateCents: 3500 }],
      },
    });
    expect(gateway.upstream.calls.slice(before)).toEqual([`GET /api/v1/rateCards/${cardId}`]);
    expect((await gateway.execute(RATE_CARD, { id: '999999' }, { token })).data).toEqual({
      rateCard: null,
    });
  });

  it('refuses a rate card without rateCards READ', async () => {
    const result = await gateway.execute(
      RATE_CARD,
      { id: String(cardId) },
      { token: await gateway.api.signInAs('client') },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('gives whoever may edit the logo the pending upload and the upload url, a reader only the approved logo', async () => {
    const planner = await gateway.execute<LogoData>(
      PROJECT_LOGO,
      { projectId: String(eventfulProject) },
      { token: await gateway.api.signInAs('planner') },
    );
    expect(planner.errors).toBeUndefined();
    expect(planner.data?.projectLogo).toEqual({
      id: String(eventfulProject),
      canUpload: true,
      uploadUrl: `/api/v1/projects/${eventfulProject}/logo`,
      approved: {
        id: String(approvedId),
        fileUrl: `/api/v1/projects/${eventfulProject}/logo/file`,
      },
      pending: {
        id: String(pendingId),
        status: 'pending',
        fileUrl: `/api/v1/projects/${eventfulProject}/logos/${pendingId}/file`,
      },
    });
    const client = await gateway.execute<LogoData>(
      PROJECT_LOGO,
      { projectId: String(eventfulProject) },
      { token: await gateway.api.signInAs('client') },
    );
    expect(client.data?.projectLogo).toMatchObject({
      canUpload: false,
      uploadUrl: null,
      pending: null,
      approved: { id: String(approvedId) },
    });
    const other = await gateway.execute<LogoData>(
      PROJECT_LOGO,
      { projectId: String(harbourProject) },
      { token: await gateway.api.signInAs('client') },
    );
    expect(other.errors).toBeUndefined();
    expect(other.data?.projectLogo).toBeNull();
  });

  it('answers the logo through the project too, one logo call per project', async () => {
    const token = await gateway.api.signInAs('planner');
    const [row] = await rows<{ number: string }>(
      sql`select number from projects where id = ${eventfulProject}`,
    );
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{
      project: { id: string; logo: { id: string; canUpload: boolean } | null } | null;
    }>(
      `query ($number: String!) { project(number: $number) { id logo { id canUpload } } }`,
      { number: row?.number },
      { token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.project?.logo).toEqual({ id: String(eventfulProject), canUpload: true });
    expect(gateway.upstream.calls.slice(before).filter((c) => c.includes('/logo'))).toEqual([
      `GET /api/v1/projects/${eventfulProject}/logo`,
    ]);
  });
});
