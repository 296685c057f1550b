import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// A shift's times are the venue's (docs/decisions/248): each type with shift times answers its
// venue's zone as the api sent it, in the same upstream call as the times (no call of its own). The
// viewers are in Amsterdam (crew@, planner@); the venue is in London; the shift runs across
// midnight on the night the clocks change (29 March 2026).

const SEED_NOW = new Date('2026-03-20T09:00:00Z');
const STARTS = new Date('2026-03-28T23:30:00Z');
const ENDS = new Date('2026-03-29T07:30:00Z');

describe.each(testBackends())('venue zones through the gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  let jobId: string;
  let crewId: string;
  let projectNumber: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend, {}, {}, SEED_NOW);
    // The gateway reaches the api only over /api/v1: the test's own rows go in with SQL.
    const one = async <T>(query: SQL): Promise<T> => {
      const [row] = ((await gateway.api.database.db.execute(query)) as unknown as { rows: T[] })
        .rows;
      if (!row) throw new Error('no row');
      return row;
    };
    const crew = await one<{ id: number; tenant_id: number }>(
      sql`select id, tenant_id from persons where email = 'crew@demo.test'`,
    );
    const chief = await one<{ id: number }>(
      sql`select id from persons where email = 'chief@demo.test'`,
    );
    const project = await one<{ id: number; number: string }>(
      sql`select id, number from projects where number = '1001' and tenant_id = ${crew.tenant_id}`,
    );
    const fn = await one<{ id: number }>(
      sql`select id from functions where tenant_id = ${crew.tenant_id} order by id limit 1`,
    );
    projectNumber = project.number;
    const london = await one<{ id: number }>(
      sql`insert into locations (tenant_id, name, address, city, time_zone) values (${crew.tenant_id}, 'ExCeL London', 'Royal Victoria Dock', 'London', 'Europe/London') returning id`,
    );
    const shift = await one<{ id: number }>(
      sql`insert into project_crews (tenant_id, project_id, caption, location_id, starts_at, ends_at, crew_chief_person_id)
          values (${crew.tenant_id}, ${project.id}, 'Night load-in', ${london.id}, ${STARTS.toISOString()}, ${ENDS.toISOString()}, ${chief.id}) returning id`,
    );
    crewId = String(shift.id);
    const item = await one<{ id: number }>(
      sql`insert into project_crew_items (tenant_id, crew_id, function_id, person_id, status, starts_at, ends_at)
          values (${crew.tenant_id}, ${shift.id}, ${fn.id}, ${crew.id}, 'confirmed', ${STARTS.toISOString()}, ${ENDS.toISOString()}) returning id`,
    );
    jobId = String(item.id);
  });
  afterAll(() => gateway.close());

  it('a job answers its venue’s zone from the one job call', async () => {
    const token = await gateway.api.signInAs('crew');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ job: { timeZone: string; startsAt: string } }>(
      'query ($id: ID!) { job(id: $id) { timeZone startsAt } }',
      { id: jobId },
      { token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.job).toEqual({
      timeZone: 'Europe/London',
      startsAt: '2026-03-28T23:30:00+00:00',
    });
    expect(gateway.upstream.calls.slice(before)).toEqual([`GET /api/v1/jobs/${jobId}`]);
  });

  it('the crew’s shift, the crews a chief leads, the crew items and the project’s crews answer it', async () => {
    const planner = await gateway.api.signInAs('planner');
    const chief = await gateway.api.signInAs('chief');
    const shift = await gateway.execute<{ crewShift: { timeZone: string } }>(
      'query ($id: ID!) { crewShift(id: $id) { timeZone } }',
      { id: crewId },
      { token: planner },
    );
    expect(shift.data?.crewShift.timeZone).toBe('Europe/London');
    const led = await gateway.execute<{ crewsILead: { id: string; timeZone: string }[] }>(
      '{ crewsILead(from: "2026-03-28", to: "2026-03-29") { id timeZone } }',
      {},
      { token: chief },
    );
    expect(led.data?.crewsILead.find((crew) => crew.id === crewId)?.timeZone).toBe('Europe/London');
    const items = await gateway.execute<{ crewItem: { timeZone: string } }>(
      'query ($id: ID!) { crewItem(id: $id) { timeZone } }',
      { id: jobId },
      { token: planner },
    );
    expect(items.data?.crewItem.timeZone).toBe('Europe/London');
    const project = await gateway.execute<{
      project: { crews: { id: string; timeZone: string }[] };
    }>(
      'query ($number: String!) { project(number: $number) { crews { id timeZone } } }',
      { number: projectNumber },
      { token: planner },
    );
    expect(project.errors).toBeUndefined();
    expect(project.data?.project.crews.find((crew) => crew.id === crewId)?.timeZone).toBe(
      'Europe/London',
    );
  });

  it('the planning calendar answers a crew item’s zone and its venue’s days', async () => {
    const planner = await gateway.api.signInAs('planner');
    const result = await gateway.execute<{
      planningCalendar: {
        entries: { crewItemId: string | null; beginDate: string; timeZone: string | null }[];
      };
    }>(
      '{ planningCalendar(dateFrom: "2026-03-27", dateTo: "2026-03-30") { entries { crewItemId beginDate timeZone } } }',
      {},
      { token: planner },
    );
    expect(result.errors).toBeUndefined();
    expect(
      result.data?.planningCalendar.entries.find((entry) => entry.crewItemId === jobId),
    ).toEqual({ crewItemId: jobId, beginDate: '2026-03-28', timeZone: 'Europe/London' });
  });

  it('the tenant’s settings say its zone', async () => {
    const result = await gateway.execute<{ tenantSettings: { timeZone: string } }>(
      '{ tenantSettings { timeZone } }',
    );
    expect(result.data?.tenantSettings.timeZone).toBe('Europe/Amsterdam');
  });
});
