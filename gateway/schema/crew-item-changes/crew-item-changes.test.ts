import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import { serverSentEvents } from './crew-item-changes.upstream';

const SUBSCRIBE = /* GraphQL */ `
  subscription Live($after: ID) {
    crewItemChanged(after: $after) {
      id
      crewItemId
      from
      to
      action
    }
  }
`;

const CHANGE = /* GraphQL */ `
  mutation Change($id: ID!, $key: String!) {
    changeCrewItemStatus(id: $id, action: notNeeded, idempotencyKey: $key) {
      id
      status
    }
  }
`;

interface Change {
  id: string;
  crewItemId: string;
  from: string | null;
  to: string;
  action: string;
}

interface Payload {
  data?: { crewItemChanged: Change };
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

describe.each(testBackends())('Subscription.crewItemChanged on %s', (backend) => {
  let gateway: GatewayHarness;
  let planner: string;
  let crew: string;
  let n = 0;

  const one = async (query: ReturnType<typeof sql>): Promise<number> =>
    Number(
      ((await gateway.api.database.db.execute(query)) as unknown as { rows: Array<{ id: number }> })
        .rows[0]?.id ?? 0,
    );

  const latest = () => one(sql`select coalesce(max(id), 0) as id from crew_item_status_activities`);

  /** A pending item of crew@ on the demo's light rig crew, written straight to the table. */
  const crewItem = async () =>
    String(
      await one(sql`
        insert into project_crew_items (tenant_id, crew_id, function_id, person_id, status, starts_at, ends_at)
        select 1, c.id, (select id from functions where tenant_id = 1 and name = 'Stagehand'), (select id from persons where email = 'crew@demo.test'), 'pending', c.starts_at, c.ends_at
        from project_crews c where c.tenant_id = 1 and c.caption = 'Light rig'
        returning id`),
    );

  /** Opens the subscription as the app does (POST, Accept: text/event-stream) and reads its payloads. */
  async function subscribe(token: string, variables: Record<string, unknown> = {}) {
    const controller = new AbortController();
    const response = await gateway.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        host: 'localhost',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: SUBSCRIBE, variables }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = serverSentEvents(response.body as ReadableStream<Uint8Array>);
    return {
      async next(): Promise<Payload> {
        for (;;) {
          const { value, done } = await events.next();
          if (done) throw new Error('stream ended');
          if (value.event === 'next') return JSON.parse(value.data) as Payload;
        }
      },
      close: async () => {
        controller.abort();
        await events.return(undefined).catch(() => undefined);
      },
    };
  }

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    planner = await gateway.api.signInAs('planner');
    crew = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('yields a change planner@ makes to crew@ on crew@’s subscription, over one upstream stream', async () => {
    const id = await crewItem();
    const before = gateway.upstream.count('GET /api/v1/crewItemChanges/stream');
    // From the latest change on: yoga opens the upstream stream when the first event is pulled,
    // which is after this change is made, so "from now" would start after it.
    const live = await subscribe(crew, { after: String(await latest()) });
    const changed = await gateway.execute(
      CHANGE,
      { id, key: `live-${backend}-${++n}` },
      { token: planner },
    );
    expect(changed.errors).toBeUndefined();
    const payload = await live.next();
    expect(payload.errors).toBeUndefined();
    expect(payload.data?.crewItemChanged).toMatchObject({
      crewItemId: id,
      from: 'pending',
      to: 'notNeeded',
      action: 'crewItem.notNeeded',
    });
    expect(gateway.upstream.count('GET /api/v1/crewItemChanges/stream') - before).toBe(1);
    await live.close();
  });

  it('resumes after a change already received: the ones missed while away come first', async () => {
    const a = await crewItem();
    const first = await subscribe(crew, { after: String(await latest()) });
    await gateway.execute(CHANGE, { id: a, key: `live-${backend}-${++n}` }, { token: planner });
    const seen = (await first.next()).data?.crewItemChanged;
    await first.close();
    const b = await crewItem();
    await gateway.execute(CHANGE, { id: b, key: `live-${backend}-${++n}` }, { token: planner });
    const resumed = await subscribe(crew, { after: seen?.id });
    expect((await resumed.next()).data?.crewItemChanged.crewItemId).toBe(b);
    await resumed.close();
  });

  it('refuses a bad cursor and a caller who is not signed in', async () => {
    const bad = await subscribe(crew, { after: 'x' });
    expect((await bad.next()).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await bad.close();
    const response = await gateway.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        host: 'localhost',
      },
      body: JSON.stringify({ query: SUBSCRIBE }),
    });
    const { value: first } = await serverSentEvents(
      response.body as ReadableStream<Uint8Array>,
    ).next();
    expect((JSON.parse(first?.data ?? '{}') as Payload).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
