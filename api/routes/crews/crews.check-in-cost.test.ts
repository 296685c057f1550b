import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { seedCheckInFixture } from '../../../scripts/bench/check-in-fixture';
import type { CheckInCrew } from '../../../scripts/bench/check-in';
import { crewItemChangeFeed } from '../../lib/crew-item-changes.feed';
import { crewItemStatusActivities } from '../../db/tables/crew-item-activities.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { crewShiftEvents } from './crews.tables';
import type { CrewMemberStatus } from './crews.schemas';
import { testNow } from '../../../machines/test-now';

// The festival peak (api/routes/crews/README.md, A member's venue action answers the member): a member's venue action costs the same whatever
// the crew's size. Two crews of the bench's fixture, one cut down to 2 members, the other of 20:
// the same action sends the same number of statements and answers one member.

const SMALL = 2;
const LARGE = 20;

describe.each(testBackends({ pgliteToo: true }))('a check-in’s cost on %s', (backend) => {
  const queryLog: string[] = [];
  let api: TestApi;
  let small: CheckInCrew;
  let large: CheckInCrew;
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (crew: CheckInCrew) => {
    const token = tokens.get(crew.login) ?? signIn(api.app, crew.login, DEMO_PASSWORD);
    tokens.set(crew.login, token);
    return token;
  };

  /** One venue action: its statements (counted from the route's first to its last) and its answer. */
  const measure = async (crew: CheckInCrew, payload: Record<string, unknown>, key: string) => {
    const token = await tokenOf(crew);
    queryLog.length = 0;
    const response = await call(
      api.app,
      'POST',
      `/projectCrews/${crew.crewId}/projectCrewItemStatus`,
      { token, payload, headers: { 'idempotency-key': key } },
    );
    expect(response.statusCode, response.body).toBe(200);
    // Between BEGIN and COMMIT (PostgreSQL logs them, PGlite does not): the action's own statements.
    const own = queryLog.filter((statement) => !/^\s*(begin|commit)\s*$/i.test(statement)).length;
    return {
      statements: queryLog.length,
      own,
      bytes: response.body.length,
      answer: response.json<CrewMemberStatus>(),
    };
  };

  beforeAll(async () => {
    api = await createTestApi({ backend, queryLog });
    [small, large] = (await seedCheckInFixture(
      api.database,
      { crews: 2, members: LARGE },
      testNow(),
    )) as [CheckInCrew, CheckInCrew];
    // The first crew keeps two members: the others are cancelled (no longer members of the shift).
    const dropped = small.memberIds.slice(SMALL).map(Number);
    for (const id of dropped) {
      await api.database.db
        .update(projectCrewItems)
        .set({ status: 'cancelled' })
        .where(and(eq(projectCrewItems.id, id)));
    }
    small = { ...small, memberIds: small.memberIds.slice(0, SMALL) };
  });
  afterAll(() => api.close());

  it('checks in, marks a no-show and checks out with as many statements and as small an answer for 2 members as for 20', async () => {
    const now = testNow().toISOString();
    const before = new Date(testNow().getTime() - 5 * 60_000).toISOString();
    const costs = [];
    for (const crew of [small, large]) {
      const [first, second] = crew.memberIds;
      const checkIn = await measure(
        crew,
        { crewItemId: Number(first), action: 'checkIn', at: before, recordedAt: now },
        `cost-in-${backend}-${crew.crewId}`,
      );
      const noShow = await measure(
        crew,
        { crewItemId: Number(second), action: 'noShow', recordedAt: now },
        `cost-no-show-${backend}-${crew.crewId}`,
      );
      const checkOut = await measure(
        crew,
        {
          crewItemId: Number(first),
          action: 'checkOut',
          at: now,
          recordedAt: now,
          breakMinutes: 0,
        },
        `cost-out-${backend}-${crew.crewId}`,
      );
      for (const { answer } of [checkIn, noShow, checkOut]) {
        expect(Object.keys(answer).sort()).toEqual(['crew', 'member']);
        expect(answer.crew.id).toBe(Number(crew.crewId));
      }
      expect(checkIn.answer.member).toMatchObject({ id: Number(first), attendance: 'checkedIn' });
      expect(noShow.answer.member).toMatchObject({ id: Number(second), attendance: 'noShow' });
      expect(checkOut.answer.member).toMatchObject({ id: Number(first), attendance: 'checkedOut' });
      // Read the crew, the facts and the key; write it all if nothing changed (crews.venue-action.ts),
      // with no BEGIN or COMMIT on PostgreSQL: the chief's session is cached after the first action.
      expect(noShow.own).toBe(2);
      expect(checkOut.own).toBe(2);
      if (backend === 'postgres') expect(checkOut.statements).toBe(2);
      costs.push({
        statements: [checkIn.statements, noShow.statements, checkOut.statements],
        bytes: [checkIn.bytes, noShow.bytes, checkOut.bytes],
        state: checkOut.answer.crew.state,
      });
    }
    const [two, twenty] = costs;
    expect(two?.statements[0]).toBeGreaterThan(0);
    expect(twenty?.statements).toEqual(two?.statements);
    // The same fields for one member: only the digits of the ids and names may differ.
    for (const [index, bytes] of (two?.bytes ?? []).entries())
      expect(Math.abs((twenty?.bytes[index] ?? 0) - bytes)).toBeLessThanOrEqual(8);
    // The answer's state is the whole crew's: 2 members out or no-show make it ready for sign-off, 2 of 20 do not.
    expect(two?.state).toBe('readyForSignOff');
    expect(twenty?.state).toBe('onShift');
  });

  it('sets the item’s status with a no-show and a late check-in, each with its audit entry and live update, in the same statements', async () => {
    const crew = large;
    const member = Number(crew.memberIds[5]);
    const tenantId =
      (
        await api.database.db
          .select({ tenantId: projectCrewItems.tenantId })
          .from(projectCrewItems)
          .where(eq(projectCrewItems.id, member))
      )[0]?.tenantId ?? 0;
    let wakes = 0;
    const unsubscribe = await crewItemChangeFeed(api.database).subscribe(
      tenantId,
      () => (wakes += 1),
    );
    try {
      const now = testNow().toISOString();
      const noShow = await measure(
        crew,
        { crewItemId: member, action: 'noShow', recordedAt: now },
        `status-no-show-${backend}`,
      );
      expect(noShow.own).toBe(2);
      const item = async () =>
        (
          await api.database.db
            .select()
            .from(projectCrewItems)
            .where(eq(projectCrewItems.id, member))
        )[0];
      expect((await item())?.status).toBe('noShow');
      const late = await measure(
        crew,
        { crewItemId: member, action: 'checkIn', at: now, recordedAt: now },
        `status-late-${backend}`,
      );
      expect(late.answer.member).toMatchObject({ id: member, attendance: 'checkedIn' });
      expect(late.own).toBe(2);
      const after = await item();
      expect(after?.status).toBe('confirmed');
      expect(after?.confirmedAt).toBeInstanceOf(Date);
      const activities = await api.database.db
        .select()
        .from(crewItemStatusActivities)
        .where(eq(crewItemStatusActivities.crewItemId, member))
        .orderBy(crewItemStatusActivities.id);
      expect(
        activities.map(({ fromStatus, toStatus, action }) => [fromStatus, toStatus, action]),
      ).toEqual([
        ['confirmed', 'noShow', 'crewItem.noShow'],
        ['noShow', 'confirmed', 'crewItem.arrive'],
      ]);
      const events = await api.database.db
        .select()
        .from(crewShiftEvents)
        .where(eq(crewShiftEvents.crewItemId, member))
        .orderBy(crewShiftEvents.id);
      expect(events.map((event) => [event.type, event.idempotencyKey])).toEqual([
        ['member.noShow', `status-no-show-${backend}`],
        ['member.checkIn', `status-late-${backend}`],
      ]);
      // NOTIFY is delivered on commit: once per status change.
      await expect.poll(() => wakes).toBe(2);
    } finally {
      unsubscribe();
    }
  });
});
