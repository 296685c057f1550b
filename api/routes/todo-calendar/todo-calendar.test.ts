import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createPerson, createTenant } from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import {
  PLANNER_TENANT_LOGIN,
  PLANNER_TENANT_PASSWORD,
  seedPlannerTenantFromZero,
} from '../../test/planner-tenant';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { Activity, ActivityType } from './todo-calendar.schemas';
import { createToDo } from './todo-calendar.seed';
import { activities } from './todo-calendar.tables';
import { testNow } from '../../../machines/test-now';

type Page<T> = { items: T[]; total: number; page: number; limit: number };
const DAY = 86_400_000;
const isoDay = (days: number) =>
  new Date(testNow().getTime() + days * DAY).toISOString().slice(0, 10);

describe.each(testBackends())('to-do calendar on %s', (backend) => {
  let api: TestApi;
  let planner: string;
  let crew: string;
  let client: string;
  const ids = { foreign: 0, othersOwn: 0 };

  const get = async <T>(token: string, path: string, status = 200) => {
    const response = await call(api.app, 'GET', path, { token });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
    return response.json<T>();
  };
  const doneCount = async () =>
    (
      await api.database.db
        .select({ n: count() })
        .from(activities)
        .where(isNotNull(activities.doneAt))
    )[0]?.n ?? 0;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    [planner, crew, client] = await Promise.all([
      api.signInAs('planner'),
      api.signInAs('crew'),
      api.signInAs('client'),
    ]);
    const [noah] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'noah.visser@demo.test'));
    await api.database.transaction(async (tx) => {
      // Another person's own to-do, and another tenant's group to-do: neither is planner@'s.
      ids.othersOwn = await createToDo(tx, 1, {
        type: 'Task',
        caption: 'Noah’s own',
        assigneePersonId: noah?.id ?? null,
        dueDate: isoDay(0),
        priority: 1,
        createdAt: api.clock.now(),
      });
      const foreign = await createTenant(tx, { name: `Foreign ${backend}` });
      await createPerson(tx, foreign.id, {
        name: 'Stranger',
        email: 'stranger@foreign.test',
        passwordHash: null,
        roleIds: [],
      });
      ids.foreign = await createToDo(tx, foreign.id, {
        type: 'Task',
        caption: 'Foreign',
        recipient: 'Accountants',
        dueDate: isoDay(0),
        priority: 1,
        createdAt: api.clock.now(),
      });
    });
  });
  afterAll(() => api.close());

  it('lists planner@’s to-dos and the accountants’ to-do from payroll feedback, by due date and priority', async () => {
    const page = await get<Page<Activity>>(planner, '/activities');
    expect(page).toMatchObject({ page: 1, limit: 1000 });
    expect(
      page.items.map((item) => [
        item.caption,
        item.dueDate,
        item.priority,
        item.done,
        item.overdue,
      ]),
    ).toEqual([
      ['Call Harbour Concerts about the load-in plan', isoDay(-2), 2, false, true],
      ['Order radios for the festival', isoDay(-1), 2, true, false],
      ['Send the crew list to Eventful Ltd', isoDay(0), 1, false, false],
      ['Feedback to accounting', isoDay(1), 1, false, false],
      ['Fill the open vacancies for the expo build', isoDay(2), 3, false, false],
      ['Book the hotel for the Rotterdam crew', isoDay(4), 2, false, false],
    ]);
    const feedback = page.items.find((item) => item.caption === 'Feedback to accounting');
    expect(feedback).toMatchObject({
      recipient: 'Accountants',
      type: { caption: 'Payroll feedback' },
    });
    expect(feedback?.payrollItemId).toEqual(expect.any(Number));
    const types = await get<Page<ActivityType>>(planner, '/activityTypes');
    expect(types.items.map((type) => type.caption)).toEqual([
      'Call',
      'E-mail',
      'Payroll feedback',
      'Task',
    ]);
  });

  it('filters by due range, with the open overdue ones when asked', async () => {
    const week = await get<Page<Activity>>(
      planner,
      `/activities?dueFrom=${isoDay(0)}&dueTo=${isoDay(6)}`,
    );
    expect(week.items.map((item) => item.dueDate).every((day) => day >= isoDay(0))).toBe(true);
    expect(week.total).toBe(4);
    const withOverdue = await get<Page<Activity>>(
      planner,
      `/activities?dueFrom=${isoDay(0)}&dueTo=${isoDay(6)}&includeOverdue=true`,
    );
    expect(withOverdue.items[0]?.caption).toBe('Call Harbour Concerts about the load-in plan');
    expect(withOverdue.total).toBe(5);
  });

  it('payroll-item feedback makes a to-do for the accountants, due a day later, priority 1 (SPEC §7)', async () => {
    const payrolls = await get<Page<{ number: string }>>(crew, '/payrolls?limit=1&page=1');
    const payroll = await get<{ items: { id: number }[] }>(
      crew,
      `/payrolls/${payrolls.items[0]?.number}`,
    );
    const itemId = payroll.items[0]?.id;
    const sent = await call(api.app, 'POST', `/payrollItems/${itemId}/activities`, {
      token: crew,
      payload: { body: 'Hours are off by one.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const todos = await get<Page<Activity>>(planner, '/activities');
    const made = todos.items.filter((item) => item.body === 'Hours are off by one.');
    expect(made).toEqual([
      expect.objectContaining({
        recipient: 'Accountants',
        priority: 1,
        dueDate: isoDay(1),
        payrollItemId: itemId,
        done: false,
      }),
    ]);
  });

  it('marks a to-do done and open again; someone else’s or another tenant’s is not found', async () => {
    const open = (await get<Page<Activity>>(planner, '/activities')).items.find(
      (item) => item.caption === 'Send the crew list to Eventful Ltd',
    );
    const done = await call(api.app, 'POST', `/activities/${open?.id}/done`, { token: planner });
    expect(done.statusCode).toBe(200);
    expect(done.json<Activity>()).toMatchObject({ id: open?.id, done: true });
    const doneAt = done.json<Activity>().doneAt;
    // Done twice keeps the first time.
    expect(
      (
        await call(api.app, 'POST', `/activities/${open?.id}/done`, { token: planner })
      ).json<Activity>().doneAt,
    ).toBe(doneAt);
    const undone = await call(api.app, 'POST', `/activities/${open?.id}/undone`, {
      token: planner,
    });
    expect(undone.json<Activity>()).toMatchObject({ done: false, doneAt: null });

    const before = await doneCount();
    for (const id of [ids.othersOwn, ids.foreign, 2_000_000]) {
      const refused = await call(api.app, 'POST', `/activities/${id}/done`, { token: planner });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ reason: 'ACTIVITY_NOT_FOUND' });
    }
    expect(await doneCount()).toBe(before);
    const listed = (await get<Page<Activity>>(planner, '/activities')).items.map(
      (item) => item.caption,
    );
    expect(listed).not.toContain('Noah’s own');
    expect(listed).not.toContain('Foreign');
  });

  it('refuses callers without toDoCalendar, and bad input with 400', async () => {
    for (const token of [crew, client]) {
      await get(token, '/activities', 403);
      await get(token, '/activityTypes', 403);
    }
    const first = (await get<Page<Activity>>(planner, '/activities')).items[0];
    const before = await doneCount();
    expect(
      (await call(api.app, 'POST', `/activities/${first?.id}/done`, { token: crew })).statusCode,
    ).toBe(403);
    expect(
      (await call(api.app, 'POST', '/activities/abc/done', { token: planner })).statusCode,
    ).toBe(400);
    expect(await doneCount()).toBe(before);
    for (const query of [
      'dueFrom=2026-02-30',
      'dueFrom=2026-01-10&dueTo=2026-01-01',
      'includeOverdue=yes',
      'done=maybe',
      'limit=1001',
      'foo=1',
    ]) {
      await get(planner, `/activities?${query}`, 400);
    }
    expect((await call(api.app, 'GET', '/activities')).statusCode).toBe(401);
  });

  it('keeps to the open or the done ones with done=false|true (a tenant from zero)', async () => {
    const zero = await seedPlannerTenantFromZero(api.database, `zero-todos-${backend}.test`);
    const pia = await signIn(api.app, PLANNER_TENANT_LOGIN, PLANNER_TENANT_PASSWORD, zero.host);
    const captions = async (query: string) => {
      const response = await call(api.app, 'GET', `/activities?${query}`, {
        token: pia,
        host: zero.host,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Page<Activity>>();
      expect(page.total).toBe(page.items.length);
      return page.items.map((activity) => activity.caption);
    };
    const due = 'dueFrom=2026-03-10&dueTo=2026-03-10&includeOverdue=true';
    // Olaf's to-do is not Pia's; tomorrow's is not due.
    expect(await captions(due)).toEqual([
      'Confirm the forklift',
      'Send the crew list',
      'Book the hotel',
    ]);
    expect(await captions(`${due}&done=false`)).toEqual([
      'Confirm the forklift',
      'Send the crew list',
    ]);
    expect(await captions(`${due}&done=true`)).toEqual(['Book the hotel']);
    expect(await captions('done=false')).toEqual([
      'Confirm the forklift',
      'Send the crew list',
      'Brief the chief',
    ]);
  });
});
