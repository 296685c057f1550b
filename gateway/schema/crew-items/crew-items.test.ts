import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

interface CrewItemData {
  id: string;
  status: string;
  person: { id: string; caption: string } | null;
  activities: Array<{
    from: string | null;
    to: string;
    action: string;
    actor: { caption: string } | null;
    reason: string | null;
  }>;
}

const FIELDS = /* GraphQL */ `
  fragment CrewItemFields on CrewItem {
    id
    status
    person {
      id
      caption
    }
    activities {
      from
      to
      action
      actor {
        caption
      }
      reason
    }
  }
`;

const CHANGE = /* GraphQL */ `
  mutation Change($id: ID!, $action: CrewItemAction!, $reason: String, $key: String!) {
    changeCrewItemStatus(id: $id, action: $action, reason: $reason, idempotencyKey: $key) {
      ...CrewItemFields
    }
  }
  ${FIELDS}
`;

describe.each(testBackends())('crew items through the gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  let planner: string;
  let crew: string;
  let n = 0;
  const key = () => `gw-${backend}-${++n}`;

  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await gateway.api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async (query: SQL): Promise<number> =>
    Number((await rows<{ id: number }>(query))[0]?.id ?? 0);
  const lightRig = () =>
    one(sql`select id from project_crews where tenant_id = 1 and caption = 'Light rig'`);
  const stagehand = () =>
    one(sql`select id from functions where tenant_id = 1 and name = 'Stagehand'`);

  /** A crew item on the demo's light rig crew (client@'s company, tomorrow), written straight to the table. */
  const item = async (
    values: { status?: 'pending' | 'confirmed'; person?: boolean; vacancy?: boolean } = {},
  ) => {
    const person =
      values.person === false
        ? null
        : await one(sql`select id from persons where email = 'mila.bakker@demo.test'`);
    const id = await one(sql`
      insert into project_crew_items (tenant_id, crew_id, function_id, person_id, status, starts_at, ends_at, vacancy)
      select 1, id, ${await stagehand()}, ${person}, ${values.status ?? 'pending'}, starts_at, ends_at, ${values.vacancy ?? false}
      from project_crews where id = ${await lightRig()}
      returning id`);
    return String(id);
  };

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    planner = await gateway.api.signInAs('planner');
    crew = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('moves a crew item through activate, notNeeded and reactivate and shows each audit entry, newest first', async () => {
    const id = await item();
    const activated = await gateway.execute<{ changeCrewItemStatus: CrewItemData }>(
      CHANGE,
      { id, action: 'activate', key: key() },
      { token: planner },
    );
    expect(activated.errors).toBeUndefined();
    expect(activated.data?.changeCrewItemStatus).toMatchObject({
      status: 'confirmed',
      activities: [
        {
          from: 'pending',
          to: 'confirmed',
          action: 'crewItem.activate',
          actor: { caption: 'Priya Shah' },
        },
      ],
    });
    await gateway.execute(
      CHANGE,
      { id, action: 'notNeeded', reason: 'Show shortened', key: key() },
      { token: planner },
    );
    const back = await gateway.execute<{ changeCrewItemStatus: CrewItemData }>(
      CHANGE,
      { id, action: 'reactivate', key: key() },
      { token: planner },
    );
    expect(back.data?.changeCrewItemStatus.status).toBe('pending');
    expect(
      back.data?.changeCrewItemStatus.activities.map((entry) => [
        entry.from,
        entry.to,
        entry.reason,
      ]),
    ).toEqual([
      ['cancelled', 'pending', null],
      ['confirmed', 'cancelled', 'Show shortened'],
      ['pending', 'confirmed', null],
    ]);
  });

  it('passes the machine’s refusal on as extensions.reason', async () => {
    const id = await item({ status: 'confirmed' });
    const refused = await gateway.execute(
      CHANGE,
      { id, action: 'reactivate', key: key() },
      { token: planner },
    );
    expect(refused.errors?.[0]?.extensions?.['reason']).toBe('CREW_ITEM_ACTION_NOT_ALLOWED');
    const early = await gateway.execute(
      CHANGE,
      { id, action: 'noShow', key: key() },
      { token: planner },
    );
    expect(early.errors?.[0]?.extensions?.['reason']).toBe('CREW_ITEM_SHIFT_NOT_BEGUN');
    const forbidden = await gateway.execute(
      CHANGE,
      { id, action: 'activate', key: key() },
      { token: crew },
    );
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
    const bad = await gateway.execute(
      CHANGE,
      { id: 'abc', action: 'activate', key: key() },
      { token: planner },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('reads many items’ activities in one upstream call', async () => {
    const ids = [await item(), await item(), await item()];
    for (const id of ids)
      await gateway.execute(CHANGE, { id, action: 'activate', key: key() }, { token: planner });
    const query = `{ ${ids.map((id, index) => `i${index}: crewItem(id: "${id}") { ...CrewItemFields }`).join(' ')} } ${FIELDS}`;
    const before = gateway.upstream.count('GET /api/v1/projectCrewItemActivities');
    const result = await gateway.execute<Record<string, CrewItemData>>(
      query,
      {},
      { token: planner },
    );
    expect(result.errors).toBeUndefined();
    expect(gateway.upstream.count('GET /api/v1/projectCrewItemActivities') - before).toBe(1);
    for (const index of [0, 1, 2]) expect(result.data?.[`i${index}`]?.activities).toHaveLength(1);
  });

  it('lets crew@ apply to a vacancy and withdraw, and creates and updates items', async () => {
    const id = await item({ person: false, vacancy: true });
    const applied = await gateway.execute<{ applyToVacancy: CrewItemData }>(
      `mutation($id: ID!, $key: String!) { applyToVacancy(crewItemId: $id, idempotencyKey: $key) { id status person { caption } } }`,
      { id, key: key() },
      { token: crew },
    );
    expect(applied.errors).toBeUndefined();
    const [me] = await rows<{ name: string }>(
      sql`select name from persons where email = 'crew@demo.test'`,
    );
    expect(applied.data?.applyToVacancy).toMatchObject({
      status: 'pending',
      person: { caption: me?.name },
    });
    const withdrawn = await gateway.execute<{ unapplyFromVacancy: CrewItemData }>(
      `mutation($id: ID!, $key: String!) { unapplyFromVacancy(crewItemId: $id, idempotencyKey: $key) { id person { caption } } }`,
      { id, key: key() },
      { token: crew },
    );
    expect(withdrawn.data?.unapplyFromVacancy.person).toBeNull();

    const created = await gateway.execute<{ createCrewItem: CrewItemData }>(
      `mutation($input: CreateCrewItemInput!, $key: String!) { createCrewItem(input: $input, idempotencyKey: $key) { ...CrewItemFields } } ${FIELDS}`,
      {
        input: {
          crewId: String(await lightRig()),
          functionId: String(await stagehand()),
          vacancy: true,
          reason: 'one more',
        },
        key: key(),
      },
      { token: planner },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCrewItem).toMatchObject({
      status: 'pending',
      person: null,
      activities: [{ from: null, to: 'pending', action: 'crewItem.create', reason: 'one more' }],
    });
    const updated = await gateway.execute<{ updateCrewItem: CrewItemData & { remark: string } }>(
      `mutation($input: UpdateCrewItemInput!, $key: String!) { updateCrewItem(input: $input, idempotencyKey: $key) { id status remark } }`,
      { input: { id: created.data?.createCrewItem.id, remark: 'Bring a torch' }, key: key() },
      { token: planner },
    );
    expect(updated.data?.updateCrewItem).toMatchObject({
      status: 'pending',
      remark: 'Bring a torch',
    });
  });
});
