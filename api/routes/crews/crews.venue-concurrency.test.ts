import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { seedCheckInFixture } from '../../../scripts/bench/check-in-fixture';
import type { CheckInCrew } from '../../../scripts/bench/check-in';
import { projectCrews } from '../../db/tables/projects.tables';
import { findCrewFor } from './crews.access';
import type { CrewCaller } from './crews.access';
import { crewShiftEvents } from './crews.tables';
import { testNow } from '../../../machines/test-now';

// Venue actions write only on the facts they read (docs/decisions/242): actions sent at once on one
// crew each apply once, a second check-in of the same member is refused however close behind the
// first it comes, and a key sent many times at once applies once. On PostgreSQL they run on
// separate connections at the same time; on PGlite, one session, one after the other.

describe.each(testBackends())('venue actions at once on %s', (backend) => {
  let api: TestApi;
  let crew: CheckInCrew;
  let token: string;

  const checkIn = (memberId: string, key: string) => {
    const now = testNow().toISOString();
    return call(api.app, 'POST', `/projectCrews/${crew.crewId}/projectCrewItemStatus`, {
      token,
      payload: { crewItemId: Number(memberId), action: 'checkIn', at: now, recordedAt: now },
      headers: { 'idempotency-key': key },
    });
  };
  const eventsOf = async (memberIds: string[]) =>
    api.database.db
      .select({ crewItemId: crewShiftEvents.crewItemId, key: crewShiftEvents.idempotencyKey })
      .from(crewShiftEvents)
      .where(inArray(crewShiftEvents.crewItemId, memberIds.map(Number)));
  const versionOf = async () =>
    (
      await api.database.db
        .select({ version: projectCrews.venueVersion })
        .from(projectCrews)
        .where(eq(projectCrews.id, Number(crew.crewId)))
    )[0]?.version;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    [crew] = (await seedCheckInFixture(api.database, { crews: 1, members: 12 }, testNow())) as [
      CheckInCrew,
    ];
    token = await signIn(api.app, crew.login, DEMO_PASSWORD);
  });
  afterAll(() => api.close());

  it('checks in eight members sent at once, each once, and moves the crew’s version once per write', async () => {
    const members = crew.memberIds.slice(0, 8);
    const before = await versionOf();
    const answers = await Promise.all(
      members.map((memberId) => checkIn(memberId, `together-${backend}-${memberId}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(members.map(() => 200));
    const events = await eventsOf(members);
    expect(events.map((event) => String(event.crewItemId)).sort()).toEqual([...members].sort());
    // A write that found the crew moved on wrote nothing but tried again: one version per write.
    expect((await versionOf()) ?? 0).toBe((before ?? 0) + members.length);
  });

  it('checks a member in once when four check-ins of them are sent at once, and refuses the others', async () => {
    const memberId = crew.memberIds[8] ?? '';
    const keys = ['a', 'b', 'c', 'd'].map((letter) => `twice-${letter}-${backend}`);
    const answers = await Promise.all(keys.map((key) => checkIn(memberId, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const refusedIndex = answers.findIndex((answer) => answer.statusCode === 409);
    const refused = answers[refusedIndex];
    expect(refused?.json()).toMatchObject({ reason: 'CREW_MEMBER_ALREADY_CHECKED_IN' });
    expect(await eventsOf([memberId])).toHaveLength(1);
    // A refusal is its key's answer for good: sent again, it is refused again, and nothing is written.
    const again = await checkIn(memberId, keys[refusedIndex] ?? '');
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused?.body);
    expect(await eventsOf([memberId])).toHaveLength(1);
  });

  it('moves the version when another writer locks the crew (sign-off, documents), so a venue action read before writes nothing', async () => {
    const [row] = await api.database.db
      .select({ tenantId: projectCrews.tenantId })
      .from(projectCrews)
      .where(eq(projectCrews.id, Number(crew.crewId)));
    const planner: CrewCaller = {
      principal: {
        type: 'user',
        tenantId: row?.tenantId ?? 0,
        subject: 'person:0',
        personId: null,
        companyId: null,
        projectId: null,
        projectNumber: null,
        plusCrewId: null,
        plusCrewNumber: null,
      },
      read: 'ALL',
      edit: 'ALL',
    };
    const before = (await versionOf()) ?? 0;
    const locked = await api.database.transaction((tx) =>
      findCrewFor(tx, planner, Number(crew.crewId), { lock: true }),
    );
    expect(locked.role).toBe('planner');
    expect(locked.crew.venueVersion).toBe(before + 1);
    expect(await versionOf()).toBe(before + 1);
  });

  it('applies one key sent five times at once once, and answers each the same', async () => {
    const memberId = crew.memberIds[9] ?? '';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkIn(memberId, `replay-${backend}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await eventsOf([memberId])).toEqual([
      { crewItemId: Number(memberId), key: `replay-${backend}` },
    ]);
  });

  it('refuses a key already used by another request, without writing', async () => {
    const memberId = crew.memberIds[10] ?? '';
    const first = await checkIn(memberId, `shared-${backend}`);
    expect(first.statusCode).toBe(200);
    const otherPath = await call(
      api.app,
      'POST',
      `/projectCrews/${Number(crew.crewId) + 100000}/projectCrewItemStatus`,
      {
        token,
        payload: {
          crewItemId: Number(crew.memberIds[11]),
          action: 'noShow',
          recordedAt: testNow().toISOString(),
        },
        headers: { 'idempotency-key': `shared-${backend}` },
      },
    );
    expect(otherPath.statusCode).toBe(409);
    expect(otherPath.json()).toMatchObject({
      message: 'This Idempotency-Key belongs to another request',
    });
    expect(await eventsOf([crew.memberIds[11] ?? ''])).toHaveLength(0);
  });
});
