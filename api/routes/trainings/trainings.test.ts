import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { persons } from '../../db/core.tables';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { Training } from './trainings.schemas';
import { createTraining } from './trainings.seed';
import { trainingParticipants, trainings } from './trainings.tables';
import { testNow } from '../../../machines/test-now';

describe.each(testBackends())('trainings on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let mine: Training[];

  const byTitle = (title: string) => {
    const training = mine.find((item) => item.title.startsWith(title));
    if (!training) throw new Error(`crew@ has no training ${title}`);
    return training;
  };
  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const list = async (token = crewToken) => {
    const response = await call(api.app, 'GET', '/trainings', { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Training[]; total: number }>();
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    mine = (await list()).items;
  });
  afterAll(() => api.close());

  it('lists the caller’s own trainings with their status, seats and deadline, upcoming first', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(
      page.items.map((item) => [item.title, item.status, item.registrationOpen, item.seatLeft]),
    ).toEqual([
      ['Fire safety and evacuation', 'invited', false, true],
      ['Working at height: harness refresher', 'invited', true, true],
      ['Forklift licence renewal', 'registered', true, true],
      ['Rigging basics: motors and truss', 'invited', true, false],
      ['First aid at events', 'completed', false, true],
    ]);
    expect(byTitle('Rigging')).toMatchObject({ capacity: 2, takenSeats: 2 });
    const chief = await list(await api.signInAs('chief'));
    expect(chief.items.map((item) => item.title)).toEqual([
      'Crew chief leadership day',
      'First aid at events',
    ]);
  });

  it('registers and unregisters while registration is open, as the machine allows', async () => {
    const { id } = byTitle('Working at height');
    const registered = await call(api.app, 'POST', `/trainings/${id}/register`, {
      token: crewToken,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json<Training>()).toMatchObject({ id, status: 'registered', takenSeats: 2 });
    const again = await call(api.app, 'POST', `/trainings/${id}/register`, { token: crewToken });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', reason: 'TRAINING_NOT_REGISTRABLE' });
    const unregistered = await call(api.app, 'POST', `/trainings/${id}/unregister`, {
      token: crewToken,
    });
    expect(unregistered.statusCode).toBe(200);
    expect(unregistered.json<Training>()).toMatchObject({ status: 'invited', takenSeats: 1 });
    const notRegistered = await call(api.app, 'POST', `/trainings/${id}/unregister`, {
      token: crewToken,
    });
    expect(notRegistered.json()).toMatchObject({ reason: 'TRAINING_NOT_UNREGISTRABLE' });
  });

  it('refuses a full training, a closed registration and a completed one with their reasons, writing nothing', async () => {
    const cases: [string, 'register' | 'unregister', string][] = [
      ['Rigging', 'register', 'TRAINING_FULL'],
      ['Fire safety', 'register', 'TRAINING_REGISTRATION_CLOSED'],
      ['First aid', 'unregister', 'TRAINING_NOT_UNREGISTRABLE'],
      ['First aid', 'register', 'TRAINING_NOT_REGISTRABLE'],
    ];
    for (const [title, verb, reason] of cases) {
      const response = await call(api.app, 'POST', `/trainings/${byTitle(title).id}/${verb}`, {
        token: crewToken,
      });
      expect(response.statusCode, title).toBe(409);
      expect(response.json(), title).toMatchObject({ statusCode: 409, code: 'CONFLICT', reason });
    }
    expect((await list()).items.map((item) => item.status)).toEqual([
      'invited',
      'invited',
      'registered',
      'invited',
      'completed',
    ]);
  });

  it('closes unregistering at the deadline too', async () => {
    const crew = await personId('crew@demo.test');
    const now = testNow().getTime();
    const training = await createTraining(
      api.database.db,
      1,
      {
        title: 'Closed test',
        place: 'Hall',
        startsAt: new Date(now + 86_400_000),
        endsAt: new Date(now + 90_000_000),
        registrationDeadline: new Date(now - 1000),
      },
      [{ personId: crew, status: 'registered', changedAt: api.clock.now() }],
    );
    const response = await call(api.app, 'POST', `/trainings/${training.id}/unregister`, {
      token: crewToken,
    });
    expect(response.json()).toMatchObject({
      statusCode: 409,
      reason: 'TRAINING_REGISTRATION_CLOSED',
    });
    await api.database.db.delete(trainings).where(eq(trainings.id, training.id));
  });

  it('answers 404 for a training the caller is not invited to (another person’s place)', async () => {
    const chief = await list(await api.signInAs('chief'));
    const leadership = chief.items.find((item) => item.title === 'Crew chief leadership day');
    for (const [method, url] of [
      ['GET', `/trainings/${leadership?.id}`],
      ['POST', `/trainings/${leadership?.id}/register`],
      ['POST', `/trainings/${leadership?.id}/unregister`],
      ['POST', '/trainings/999999/register'],
    ] as const) {
      const response = await call(api.app, method, url, { token: crewToken });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'TRAINING_NOT_FOUND',
        message: 'Training not found',
      });
    }
  });

  it('refuses callers without the right, and never shows another tenant’s trainings', async () => {
    const planner = await api.signInAs('planner');
    expect((await call(api.app, 'GET', '/trainings', { token: planner })).statusCode).toBe(403);
    expect(
      (
        await call(api.app, 'POST', `/trainings/${byTitle('Working').id}/register`, {
          token: planner,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(api.app, 'GET', '/trainings')).statusCode).toBe(401);

    const host = `trainings-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const { foreignId, email } = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'crew',
          loginType: 'crew',
          grants: [
            { resource: 'training', action: 'READ', permissionType: 'ALL' },
            { resource: 'training', action: 'EDIT', permissionType: 'ALL' },
          ],
        },
      ]);
      const person = await createPerson(tx, other.id, {
        name: 'Tess Test',
        email: `tess-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.crew ?? -1],
      });
      const training = await createTraining(
        tx,
        other.id,
        {
          title: 'Elsewhere training',
          place: 'There',
          startsAt: new Date(testNow().getTime() + 864e6),
          endsAt: new Date(testNow().getTime() + 865e6),
        },
        [{ personId: person.id, status: 'invited', changedAt: api.clock.now() }],
      );
      return { foreignId: training.id, email: person.email };
    });
    const token = await signIn(api.app, email, DEMO_PASSWORD, host);
    const theirs = await call(api.app, 'GET', '/trainings', { token, host });
    expect(theirs.json<{ items: Training[] }>().items.map((item) => item.id)).toEqual([foreignId]);
    expect(
      (await call(api.app, 'POST', `/trainings/${byTitle('Working').id}/register`, { token, host }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'POST', `/trainings/${foreignId}/register`, { token: crewToken }))
        .statusCode,
    ).toBe(404);
  });

  it('answers bad input with 400 and a message, and writes nothing', async () => {
    const before = await api.database.db
      .select({ status: trainingParticipants.status })
      .from(trainingParticipants);
    for (const [method, url] of [
      ['GET', '/trainings?limit=0'],
      ['GET', '/trainings?page=x'],
      ['GET', '/trainings?limit=1001'],
      ['GET', '/trainings?other=1'],
      ['POST', '/trainings/abc/register'],
      ['POST', '/trainings/0/register'],
      ['POST', '/trainings/1.5/unregister'],
      ['POST', '/trainings/99999999999/register'],
    ] as const) {
      const response = await call(api.app, method, url, { token: crewToken });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, code: 'BAD_USER_INPUT' });
      expect(response.json<{ message: string }>().message, url).not.toBe('');
    }
    const after = await api.database.db
      .select({ status: trainingParticipants.status })
      .from(trainingParticipants);
    expect(after).toEqual(before);
    const [counted] = await api.database.db
      .select({ n: count() })
      .from(trainings)
      .where(and(eq(trainings.tenantId, 1)));
    expect(counted?.n).toBe(6);
  });
});
