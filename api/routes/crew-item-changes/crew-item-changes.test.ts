import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { DEMO_LOGINS } from '../../db/seed/demo';
import { createCompany, createTenant, dayAt, DEMO_PASSWORD } from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { recordCrewItemChange } from '../crew-items/crew-items.public';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { createCrew, createFunction, createProject } from '../projects/projects.seed';
import { crewItemChangeFeed } from '../../lib/crew-item-changes.feed';
import type { CrewItemChangeEvent } from './crew-item-changes.schemas';
import { testNow } from '../../../machines/test-now';

/** An open GET /crewItemChanges/stream over a real socket, its events parsed as they arrive. */
interface OpenStream {
  status: number;
  contentType: string | null;
  events: CrewItemChangeEvent[];
  ids: string[];
  comments: number;
  /** Resolves once an event matches (or rejects after `ms`). */
  waitFor(
    match: (event: CrewItemChangeEvent) => boolean,
    ms?: number,
  ): Promise<CrewItemChangeEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

describe.each(testBackends())('crew item change stream on %s', (backend) => {
  let api: TestApi;
  let base: string;
  let tokens: { planner: string; client: string; crew: string };
  let ids: { crew: number; fn: number; foreignTenant: number };
  let crews: { own: number; other: number; foreign: number };
  const open = new Set<OpenStream>();

  const db = () => api.database.db;

  const item = async (crewId: number, personId: number | null, tenantId = 1) => {
    const startsAt = dayAt(testNow(), 2, 8);
    const [row] = await db()
      .insert(projectCrewItems)
      .values({
        tenantId,
        crewId,
        functionId: ids.fn,
        personId,
        status: 'pending',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      })
      .returning();
    if (!row) throw new Error('no item');
    return row;
  };

  const activate = async (crewItemId: number) => {
    const response = await call(api.app, 'POST', '/projectCrewItemStatus/notNeeded', {
      token: tokens.planner,
      payload: { crewItemId },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  async function stream(token: string, headers: Record<string, string> = {}): Promise<OpenStream> {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/v1/crewItemChanges/stream`, {
      headers: { type: 'MOBILE', authorization: `Bearer ${token}`, ...headers },
      signal: controller.signal,
    });
    const events: CrewItemChangeEvent[] = [];
    const eventIds: string[] = [];
    const waiters = new Set<() => void>();
    let endedResolve = () => {};
    const ended = new Promise<void>((resolve) => (endedResolve = resolve));
    const result: OpenStream = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      events,
      ids: eventIds,
      comments: 0,
      ended,
      waitFor(match, ms = 5000) {
        return new Promise((resolve, reject) => {
          const check = () => {
            const found = events.find(match);
            if (!found) return false;
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
            return true;
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`));
          }, ms);
          if (!check()) waiters.add(check);
        });
      },
      close() {
        controller.abort();
        open.delete(result);
      },
    };
    open.add(result);
    if (response.status !== 200 || !response.body) {
      endedResolve();
      return result;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.startsWith(':')) result.comments += 1;
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const id = /^id: (.*)$/m.exec(block)?.[1];
            if (data && id) {
              eventIds.push(id);
              events.push(JSON.parse(data) as CrewItemChangeEvent);
              for (const waiter of [...waiters]) waiter();
            }
          }
        }
      } catch {
        // aborted by close()
      }
      endedResolve();
    })();
    return result;
  }

  beforeAll(async () => {
    api = await createTestApi({ backend, env: { LIVE_HEARTBEAT_SECONDS: '1' } });
    base = await api.app.listen({ host: '127.0.0.1', port: 0 });
    tokens = {
      planner: await api.signInAs('planner'),
      client: await api.signInAs('client'),
      crew: await api.signInAs('crew'),
    };
    const idOf = async (email: string) => {
      const [row] = await db()
        .select({ id: persons.id, companyId: persons.companyId })
        .from(persons)
        .where(eq(persons.email, email));
      if (!row) throw new Error(`no ${email}`);
      return row;
    };
    const clientRow = await idOf('client@demo.test');
    ids = { crew: (await idOf('crew@demo.test')).id, fn: 0, foreignTenant: 0 };
    crews = await api.database.transaction(async (tx) => {
      ids.fn = (await createFunction(tx, 1, `Live ${backend}`)).id;
      const elsewhere = await createCompany(tx, 1, `Live elsewhere ${backend}`);
      const own = await createProject(tx, 1, {
        number: `L${backend}1`,
        name: 'Live own',
        companyId: clientRow.companyId ?? -1,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const other = await createProject(tx, 1, {
        number: `L${backend}2`,
        name: 'Live other',
        companyId: elsewhere.id,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const foreignTenant = await createTenant(tx, { name: `Live foreign ${backend}` });
      ids.foreignTenant = foreignTenant.id;
      const foreignCompany = await createCompany(tx, foreignTenant.id, 'Live foreign Co');
      const foreignProject = await createProject(tx, foreignTenant.id, {
        number: 'LF1',
        name: 'Live foreign',
        companyId: foreignCompany.id,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const startsAt = dayAt(testNow(), 2, 8);
      const endsAt = dayAt(testNow(), 2, 16);
      return {
        own: (
          await createCrew(tx, 1, { projectId: own.id, caption: 'Live own crew', startsAt, endsAt })
        ).id,
        other: (
          await createCrew(tx, 1, {
            projectId: other.id,
            caption: 'Live other crew',
            startsAt,
            endsAt,
          })
        ).id,
        foreign: (
          await createCrew(tx, foreignTenant.id, {
            projectId: foreignProject.id,
            caption: 'Live foreign crew',
            startsAt,
            endsAt,
          })
        ).id,
      };
    });
  });
  afterAll(async () => {
    for (const s of [...open]) s.close();
    // fetch keeps its sockets alive; the test's own client lets go of them here.
    api.app.server.closeAllConnections();
    await api.close();
  });

  it('delivers a change another user made, as an event with ids, statuses and time only', async () => {
    const crewStream = await stream(tokens.crew);
    expect(crewStream.status).toBe(200);
    expect(crewStream.contentType).toMatch(/^text\/event-stream/);
    const row = await item(crews.own, ids.crew);
    await activate(row.id);
    const event = await crewStream.waitFor((e) => e.crewItemId === row.id);
    expect(event).toMatchObject({
      crewItemId: row.id,
      crewId: crews.own,
      from: 'pending',
      to: 'notNeeded',
      action: 'crewItem.notNeeded',
    });
    expect(Object.keys(event).sort()).toEqual([
      'action',
      'at',
      'crewId',
      'crewItemId',
      'from',
      'id',
      'projectId',
      'to',
    ]);
    expect(crewStream.ids).toContain(String(event.id));
    crewStream.close();
  });

  it('delivers only what the caller may read: not another company to a client, not another person to crew, never another tenant', async () => {
    const [plannerStream, clientStream, crewStream] = await Promise.all([
      stream(tokens.planner),
      stream(tokens.client),
      stream(tokens.crew),
    ]);
    const othersItem = await item(crews.own, null);
    const otherCompany = await item(crews.other, null);
    const foreign = await item(crews.foreign, null, ids.foreignTenant);
    await recordCrewItemChange(db(), {
      tenantId: ids.foreignTenant,
      crewItemId: foreign.id,
      from: 'pending',
      to: 'notNeeded',
      action: 'crewItem.notNeeded',
      actorPersonId: null,
      at: testNow(),
    });
    await activate(otherCompany.id);
    await activate(othersItem.id);
    // Sent last: once each stream has it, the earlier ones would have come first.
    const last = await item(crews.own, ids.crew);
    await activate(last.id);
    for (const s of [plannerStream, clientStream, crewStream])
      await s.waitFor((e) => e.crewItemId === last.id);
    const seen = (s: OpenStream) => s.events.map((e) => e.crewItemId);
    expect(seen(plannerStream)).toEqual(
      expect.arrayContaining([otherCompany.id, othersItem.id, last.id]),
    );
    expect(seen(plannerStream)).not.toContain(foreign.id);
    expect(seen(clientStream)).toEqual(expect.arrayContaining([othersItem.id, last.id]));
    expect(seen(clientStream)).not.toContain(otherCompany.id);
    expect(seen(clientStream)).not.toContain(foreign.id);
    expect(seen(crewStream)).toEqual([last.id]);
    for (const s of [plannerStream, clientStream, crewStream]) s.close();
  });

  it('resumes after Last-Event-ID: a dropped connection catches up on what it missed, in order', async () => {
    const first = await stream(tokens.crew);
    const a = await item(crews.own, ids.crew);
    await activate(a.id);
    const seen = await first.waitFor((e) => e.crewItemId === a.id);
    first.close();
    const b = await item(crews.own, ids.crew);
    const c = await item(crews.own, ids.crew);
    await activate(b.id);
    await activate(c.id);
    const resumed = await stream(tokens.crew, { 'last-event-id': String(seen.id) });
    await resumed.waitFor((e) => e.crewItemId === c.id);
    expect(resumed.events.map((e) => e.crewItemId)).toEqual([b.id, c.id]);
    // Without a cursor a stream starts at the present: nothing old is replayed.
    const fresh = await stream(tokens.crew);
    const d = await item(crews.own, ids.crew);
    await activate(d.id);
    await fresh.waitFor((e) => e.crewItemId === d.id);
    expect(fresh.events.map((e) => e.crewItemId)).toEqual([d.id]);
    resumed.close();
    fresh.close();
  });

  it('refuses a bad cursor with 400, no sign-in with 401, and a caller who may read no crew item with 403', async () => {
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const response = await call(api.app, 'GET', '/crewItemChanges/stream', {
        token: tokens.crew,
        headers: { 'last-event-id': bad },
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('BAD_USER_INPUT');
    }
    expect((await call(api.app, 'GET', '/crewItemChanges/stream')).statusCode).toBe(401);
    const office = await api.signInAs('office');
    expect(
      (await call(api.app, 'GET', '/crewItemChanges/stream', { token: office })).statusCode,
    ).toBe(403);
  });

  it('sends heartbeats, ends the stream when the sign-in ends, and lets go of the feed when a client leaves', async () => {
    const feed = crewItemChangeFeed(api.database);
    const before = feed.subscribers;
    const token = await signInFresh();
    const s = await stream(token);
    expect(feed.subscribers).toBe(before + 1);
    await expect.poll(() => s.comments, { timeout: 4000 }).toBeGreaterThan(0);
    expect((await call(api.app, 'DELETE', '/auth/token', { token })).statusCode).toBe(200);
    await s.ended;
    await expect.poll(() => feed.subscribers, { timeout: 4000 }).toBe(before);

    const other = await stream(tokens.crew);
    expect(feed.subscribers).toBe(before + 1);
    other.close();
    await expect.poll(() => feed.subscribers, { timeout: 4000 }).toBe(before);
  });

  /** A sign-in of crew@ of its own (the shared token must survive the sign-out test). */
  const signInFresh = () => signIn(api.app, DEMO_LOGINS.crew, DEMO_PASSWORD);
});
