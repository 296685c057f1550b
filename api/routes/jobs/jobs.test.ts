import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREW_ITEM_STATUSES,
  crewItemStatusMachine,
} from '../../../machines/crewItemStatus.machine';
import { canTransition } from '../../../machines/transitions';
import { functions, projectCrews, projects } from '../../db/tables/projects.tables';
import { idempotencyKeys, persons } from '../../db/core.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { hashPassword } from '../../auth/passwords';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  dayAt,
} from '../../db/seed/factories';
import { createCrew } from '../projects/projects.seed';
import { createCrewItem } from './jobs.seed';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { Job } from './jobs.schemas';
import type { Person } from '../../lib/person.schemas';
import { testNow } from '../../../machines/test-now';

interface JobPage {
  items: Job[];
  total: number;
  page: number;
  limit: number;
}

describe.each(testBackends())('jobs on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let crewPersonId: number;

  const itemsOf = async (personId: number, status?: 'pending' | 'confirmed') =>
    api.database.db
      .select()
      .from(projectCrewItems)
      .where(
        and(
          eq(projectCrewItems.personId, personId),
          status ? eq(projectCrewItems.status, status) : undefined,
        ),
      )
      .orderBy(projectCrewItems.id);
  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    crewPersonId = await personId('crew@demo.test');
  });
  afterAll(() => api.close());

  it('lists only the caller’s jobs, those not over yet first by start, then past most recent first', async () => {
    const response = await call(api.app, 'GET', '/jobs', { token: crewToken });
    expect(response.statusCode).toBe(200);
    const page = response.json<JobPage>();
    const own = await itemsOf(crewPersonId);
    expect(page.total).toBe(own.length);
    expect(page.items.map((job) => job.id).sort()).toEqual(own.map((item) => item.id).sort());

    // Not over = not ended yet, whatever day it began on (a night shift begun before midnight).
    const now = testNow().getTime();
    const firstPast = page.items.findIndex((job) => Date.parse(job.endsAt) < now);
    expect(firstPast).toBeGreaterThanOrEqual(4);
    expect(page.items.slice(firstPast).every((job) => Date.parse(job.endsAt) < now)).toBe(true);
    const starts = page.items.map((job) => Date.parse(job.startsAt));
    const upcoming = starts.slice(0, firstPast);
    const past = starts.slice(firstPast);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(past).toEqual([...past].sort((a, b) => b - a));
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(page.items[0]?.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });

  it('pages with limit and page', async () => {
    const all = (await call(api.app, 'GET', '/jobs', { token: crewToken })).json<JobPage>();
    const second = await call(api.app, 'GET', '/jobs?limit=2&page=2', { token: crewToken });
    expect(second.statusCode).toBe(200);
    const page = second.json<JobPage>();
    expect(page).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect(page.items.map((job) => job.id)).toEqual(all.items.slice(2, 4).map((job) => job.id));
  });

  it('counts every job on each page, and on a page past the end', async () => {
    const all = (await call(api.app, 'GET', '/jobs', { token: crewToken })).json<JobPage>();
    expect(all.total).toBe(all.items.length);
    const last = (
      await call(api.app, 'GET', `/jobs?limit=1&page=${all.total}`, { token: crewToken })
    ).json<JobPage>();
    expect(last).toMatchObject({ total: all.total, items: [{ id: all.items.at(-1)?.id }] });
    const beyond = await call(api.app, 'GET', `/jobs?limit=2&page=${all.total + 5}`, {
      token: crewToken,
    });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json<JobPage>()).toMatchObject({
      page: all.total + 5,
      items: [],
      total: all.total,
    });
  });

  it('rejects bad paging, unknown query fields and bad ids with BAD_USER_INPUT', async () => {
    for (const url of [
      '/jobs?limit=0',
      '/jobs?limit=1001',
      '/jobs?page=0',
      '/jobs?colour=red',
      '/jobs/abc',
      '/jobs/-3',
    ]) {
      const response = await call(api.app, 'GET', url, { token: crewToken });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, code: 'BAD_USER_INPUT' });
      expect(response.json<{ details: unknown[] }>().details.length, url).toBeGreaterThan(0);
    }
  });

  it('reads an own job, with its crew chief embedded and on its own route', async () => {
    const [own] = await itemsOf(crewPersonId);
    const sam: Person = {
      id: await personId('chief@demo.test'),
      caption: 'Sam de Vries',
      phone: '+31 6 2345 6789',
      email: 'chief@demo.test',
    };
    const response = await call(api.app, 'GET', `/jobs/${own?.id}`, { token: crewToken });
    expect(response.statusCode).toBe(200);
    expect(response.json<Job>()).toMatchObject({
      id: own?.id,
      isCrewChief: false,
      crew: { id: own?.crewId },
      crewChief: sam,
    });
    const chief = await call(api.app, 'GET', `/jobs/${own?.id}/crewChief`, { token: crewToken });
    expect(chief.statusCode).toBe(200);
    expect(chief.json()).toEqual(sam);
  });

  it('embeds in every listed job the same crew chief as GET /jobs/{id}/crewChief answers', async () => {
    const page = (await call(api.app, 'GET', '/jobs', { token: crewToken })).json<JobPage>();
    expect(page.items.some((job) => job.crewChief !== null)).toBe(true);
    expect(page.items.some((job) => job.crewChief === null)).toBe(true);
    for (const job of page.items) {
      const chief = await call(api.app, 'GET', `/jobs/${job.id}/crewChief`, { token: crewToken });
      if (job.crewChief === null)
        expect(chief.json(), `job ${job.id}`).toMatchObject({ message: 'No crew chief' });
      else expect(chief.json(), `job ${job.id}`).toEqual(job.crewChief);
    }
  });

  it('answers 404 No crew chief for a crew without one', async () => {
    const [withoutChief] = await api.database.db
      .select({ id: projectCrewItems.id })
      .from(projectCrewItems)
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
      .where(
        and(eq(projectCrewItems.personId, crewPersonId), eq(projectCrews.caption, 'Booth build')),
      );
    const response = await call(api.app, 'GET', `/jobs/${withoutChief?.id}/crewChief`, {
      token: crewToken,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'CREW_CHIEF_NOT_FOUND',
      message: 'No crew chief',
    });
    const job = await call(api.app, 'GET', `/jobs/${withoutChief?.id}`, { token: crewToken });
    expect(job.json<Job>()).toMatchObject({ id: withoutChief?.id, crewChief: null });
  });

  it('embeds a crew chief, none, and never another tenant’s person: list, read and confirmation', async () => {
    const now = testNow();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const chiefId = await personId('chief@demo.test');
    const { worker, withChief, withoutChief, foreignChief, foreignPersonId } =
      await api.database.transaction(async (tx) => {
        const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
        const foreign = await createPerson(tx, other.id, {
          name: 'Fiona Foreign',
          email: 'fiona@elsewhere.test',
          passwordHash: null,
          phone: '+44 7700 900123',
        });
        const roleIds = await createRoles(tx, 1, [
          {
            name: `chiefless-${backend}`,
            loginType: 'crew',
            grants: [
              { resource: 'jobs', action: 'READ', permissionType: 'OWN' },
              { resource: 'jobs', action: 'CONFIRM', permissionType: 'OWN' },
            ],
          },
        ]);
        const person = await createPerson(tx, 1, {
          name: 'Wes Worker',
          email: `wes-${backend}@demo.test`,
          passwordHash,
          roleIds: [roleIds[`chiefless-${backend}`] ?? -1],
        });
        const [project] = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.tenantId, 1))
          .limit(1);
        const [fn] = await tx
          .select({ id: functions.id })
          .from(functions)
          .where(eq(functions.tenantId, 1))
          .limit(1);
        if (!project || !fn) throw new Error('demo tenant lacks a project or a function');
        const job = async (day: number, crewChiefPersonId: number | null) => {
          const crew = await createCrew(tx, 1, {
            projectId: project.id,
            caption: `Wes crew ${day}`,
            startsAt: dayAt(now, day, 8),
            endsAt: dayAt(now, day, 16),
            crewChiefPersonId,
          });
          const item = await createCrewItem(tx, 1, {
            crewId: crew.id,
            functionId: fn.id,
            personId: person.id,
            startsAt: dayAt(now, day, 8),
            endsAt: dayAt(now, day, 16),
          });
          return item.id;
        };
        return {
          worker: person,
          withChief: await job(1, chiefId),
          withoutChief: await job(2, null),
          // A crew whose chief id points at another tenant's person (bad data): never shown.
          foreignChief: await job(3, foreign.id),
          foreignPersonId: foreign.id,
        };
      });
    const token = await signIn(api.app, worker.email, DEMO_PASSWORD);
    const sam: Person = {
      id: chiefId,
      caption: 'Sam de Vries',
      phone: '+31 6 2345 6789',
      email: 'chief@demo.test',
    };
    const expected = new Map<number, Person | null>([
      [withChief, sam],
      [withoutChief, null],
      [foreignChief, null],
    ]);

    const list = await call(api.app, 'GET', '/jobs', { token });
    expect(list.statusCode).toBe(200);
    const page = list.json<JobPage>();
    expect(page.items.map((job) => [job.id, job.crewChief])).toEqual([...expected.entries()]);
    expect(list.body).not.toContain('Fiona');
    expect(list.body).not.toContain('elsewhere.test');
    expect(page.items.map((job) => job.crewChief?.id)).not.toContain(foreignPersonId);

    for (const [id, chief] of expected) {
      const read = await call(api.app, 'GET', `/jobs/${id}`, { token });
      expect(read.json<Job>().crewChief, `job ${id}`).toEqual(chief);
      expect(
        (await call(api.app, 'GET', `/jobs/${id}/crewChief`, { token })).statusCode,
        `job ${id}`,
      ).toBe(chief ? 200 : 404);
      const confirmed = await call(api.app, 'POST', `/jobs/${id}/confirmation`, { token });
      expect(confirmed.statusCode, `job ${id}`).toBe(200);
      expect(confirmed.json<Job>(), `job ${id}`).toMatchObject({
        status: 'confirmed',
        crewChief: chief,
      });
      expect(confirmed.body).not.toContain('Fiona');
    }
  });

  it('marks the crew chief’s own jobs on crews they lead', async () => {
    const chiefToken = await api.signInAs('chief');
    const jobs = (await call(api.app, 'GET', '/jobs', { token: chiefToken })).json<JobPage>();
    expect(jobs.items.some((job) => job.isCrewChief)).toBe(true);
  });

  it('never shows or confirms another person’s job: 404, and nothing changes', async () => {
    const [someoneElses] = await api.database.db
      .select()
      .from(projectCrewItems)
      .where(
        and(ne(projectCrewItems.personId, crewPersonId), eq(projectCrewItems.status, 'pending')),
      )
      .limit(1);
    if (!someoneElses) throw new Error('seed has no pending job of another person');
    const read = await call(api.app, 'GET', `/jobs/${someoneElses.id}`, { token: crewToken });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'JOB_NOT_FOUND',
      message: 'Job not found',
    });
    expect(
      (await call(api.app, 'GET', `/jobs/${someoneElses.id}/crewChief`, { token: crewToken }))
        .statusCode,
    ).toBe(404);
    const confirm = await call(api.app, 'POST', `/jobs/${someoneElses.id}/confirmation`, {
      token: crewToken,
    });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'JOB_NOT_FOUND' });
    const [after] = await api.database.db
      .select()
      .from(projectCrewItems)
      .where(eq(projectCrewItems.id, someoneElses.id));
    expect(after?.status).toBe('pending');
  });

  it('lets a role with jobs READ ALL read any job of the tenant by id, while its list stays its own', async () => {
    const dispatcher = await api.database.transaction(async (tx) => {
      const roleIds = await createRoles(tx, 1, [
        {
          name: 'dispatcher',
          loginType: 'planner',
          grants: [{ resource: 'jobs', action: 'READ', permissionType: 'ALL' }],
        },
      ]);
      return createPerson(tx, 1, {
        name: 'Dana Dispatcher',
        email: `dispatcher-${backend}@demo.test`,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        roleIds: [roleIds.dispatcher ?? -1],
      });
    });
    const token = await signIn(api.app, dispatcher.email, DEMO_PASSWORD);
    const [crewJob] = await itemsOf(crewPersonId);
    const read = await call(api.app, 'GET', `/jobs/${crewJob?.id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json<Job>().id).toBe(crewJob?.id);
    const list = await call(api.app, 'GET', '/jobs', { token });
    expect(list.json<JobPage>()).toMatchObject({ items: [], total: 0 });
    // READ ALL is not CONFIRM: the dispatcher may not confirm anyone's job.
    expect(
      (await call(api.app, 'POST', `/jobs/${crewJob?.id}/confirmation`, { token })).statusCode,
    ).toBe(403);
  });

  it('refuses jobs to a role without the jobs right (403) and to no token (401)', async () => {
    const planner = await api.signInAs('planner');
    const forbidden = await call(api.app, 'GET', '/jobs', { token: planner });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call(api.app, 'GET', '/jobs')).statusCode).toBe(401);
  });

  it('confirms a pending job once; confirming it again is a 409', async () => {
    const [pending] = await itemsOf(crewPersonId, 'pending');
    if (!pending) throw new Error('no pending job');
    const first = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, {
      token: crewToken,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Job>()).toMatchObject({ id: pending.id, status: 'confirmed' });
    expect(first.json<Job>().confirmedAt).toMatch(/\+00:00$/);
    const again = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, {
      token: crewToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      reason: 'CREW_ITEM_NOT_CONFIRMABLE',
    });
  });

  // The api accepts exactly what crewItemStatusMachine allows, whatever status the job is in.
  it.each(CREW_ITEM_STATUSES)(
    'confirms a job in status %s exactly when the machine allows it',
    async (status) => {
      const [job] = await itemsOf(crewPersonId);
      if (!job) throw new Error('no job');
      const before = new Date('2026-01-02T03:04:05Z');
      await api.database.db
        .update(projectCrewItems)
        .set({ status, confirmedAt: before })
        .where(eq(projectCrewItems.id, job.id));
      const response = await call(api.app, 'POST', `/jobs/${job.id}/confirmation`, {
        token: crewToken,
      });
      const [after] = await api.database.db
        .select()
        .from(projectCrewItems)
        .where(eq(projectCrewItems.id, job.id));
      if (canTransition(crewItemStatusMachine, status, { type: 'crewItem.confirm' })) {
        expect(response.statusCode).toBe(200);
        expect(response.json<Job>()).toMatchObject({ id: job.id, status: 'confirmed' });
        expect(after?.status).toBe('confirmed');
        expect(after?.confirmedAt?.getTime()).not.toBe(before.getTime());
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          statusCode: 409,
          code: 'CONFLICT',
          reason: 'CREW_ITEM_NOT_CONFIRMABLE',
        });
        // Nothing written: neither the status nor the moment of confirmation.
        expect(after).toMatchObject({ status, confirmedAt: before });
      }
    },
  );

  it('confirms a job once when two confirmations race: the loser is refused by the machine', async () => {
    const [job] = await itemsOf(crewPersonId);
    if (!job) throw new Error('no job');
    await api.database.db
      .update(projectCrewItems)
      .set({ status: 'pending', confirmedAt: null })
      .where(eq(projectCrewItems.id, job.id));
    const answers = await Promise.all([
      call(api.app, 'POST', `/jobs/${job.id}/confirmation`, { token: crewToken }),
      call(api.app, 'POST', `/jobs/${job.id}/confirmation`, { token: crewToken }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      reason: 'CREW_ITEM_NOT_CONFIRMABLE',
    });
  });

  it('answers a repeated Idempotency-Key with the first answer and changes nothing', async () => {
    const [pending] = await itemsOf(crewPersonId, 'pending');
    if (!pending) throw new Error('no pending job');
    const headers = { 'idempotency-key': `confirm-${pending.id}-${backend}` };
    // Two at once, as a phone replaying its offline queue while the first is still in flight.
    const [first, second] = await Promise.all([
      call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, { token: crewToken, headers }),
      call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, { token: crewToken, headers }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const [stored] = await api.database.db
      .select()
      .from(projectCrewItems)
      .where(eq(projectCrewItems.id, pending.id));
    expect(stored?.confirmedAt?.toISOString().slice(0, 19)).toBe(
      first.json<Job>().confirmedAt?.slice(0, 19),
    );

    const later = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, {
      token: crewToken,
      headers,
    });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe(first.body);
    const keys = await api.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(keys).toHaveLength(1);

    const otherKey = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, {
      token: crewToken,
      headers: { 'idempotency-key': `another-${backend}` },
    });
    expect(otherKey.statusCode).toBe(409);
    expect(otherKey.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'CREW_ITEM_NOT_CONFIRMABLE',
    });
    // A refusal is stored like a success: its replay answers the same refusal.
    const otherAgain = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, {
      token: crewToken,
      headers: { 'idempotency-key': `another-${backend}` },
    });
    expect(otherAgain.body).toBe(otherKey.body);
  });

  it('does not share idempotency keys between callers', async () => {
    const chiefToken = await api.signInAs('chief');
    const chiefId = await personId('chief@demo.test');
    const [chiefPending] = await itemsOf(chiefId, 'pending');
    const [crewPending] = await itemsOf(crewPersonId, 'pending');
    if (!chiefPending || !crewPending) throw new Error('seed lacks pending jobs');
    const headers = { 'idempotency-key': `shared-${backend}` };
    const crewAnswer = await call(api.app, 'POST', `/jobs/${crewPending.id}/confirmation`, {
      token: crewToken,
      headers,
    });
    const chiefAnswer = await call(api.app, 'POST', `/jobs/${chiefPending.id}/confirmation`, {
      token: chiefToken,
      headers,
    });
    expect(crewAnswer.json<Job>().id).toBe(crewPending.id);
    expect(chiefAnswer.statusCode).toBe(200);
    expect(chiefAnswer.json<Job>().id).toBe(chiefPending.id);
  });

  it('replays a confirmation stored before jobs carried crewChief, with the crew chief added', async () => {
    // The other tests confirmed the crew member's pending jobs: make one pending again.
    const [pending] = await itemsOf(crewPersonId);
    if (!pending) throw new Error('no job');
    await api.database.db
      .update(projectCrewItems)
      .set({ status: 'pending', confirmedAt: null })
      .where(eq(projectCrewItems.id, pending.id));
    const headers = { 'idempotency-key': `before-017-${backend}` };
    const first = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, {
      token: crewToken,
      headers,
    });
    expect(first.statusCode).toBe(200);
    const { crewChief, ...stored } = first.json<Job>();
    // As an api from before api/routes/jobs/README.md, The crew chief embedded in every job stored it: the same Job without crewChief.
    await api.database.db
      .update(idempotencyKeys)
      .set({ body: stored })
      .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    const replay = await call(api.app, 'POST', `/jobs/${pending.id}/confirmation`, {
      token: crewToken,
      headers,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Job>()).toEqual({ ...stored, crewChief });
  });
});
