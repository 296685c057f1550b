import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { defineApiArea } from '../../lib/area';
import { checkDayRange } from '../../lib/date-range';
import { dayInput } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { errorSchema, idParam, pageOf, pageQuery } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  findActivity,
  listActivities,
  listActivityTypes,
  setActivityDone,
} from './todo-calendar.repository';
import type { ToDoScope } from './todo-calendar.repository';
import { activitySchema, activityTypeSchema } from './todo-calendar.schemas';

// The planner's to-dos (SPEC.md §7 /activities, /activityTypes), including the
// accounting to-dos payroll-item feedback creates. toDoCalendar READ lists them and marks one done
// or open again (POST /activities/{id}/done and /undone, api/routes/todo-calendar/README.md, To-dos and payroll feedback): the to-do calendar is the
// right SPEC.md §6 names, and a to-do is only ever the caller's own or their group's.

const activityNotFound = () => notFound('To-do not found', 'ACTIVITY_NOT_FOUND');
const idParams = z.strictObject({ id: idParam });

function scopeOf(request: FastifyRequest): ToDoScope {
  const principal = request.principal as Principal;
  return { tenantId: principal.tenantId, personId: principal.personId };
}

export async function todoCalendarRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  const db = database.db;
  const read = { right: { resource: 'toDoCalendar', action: 'READ' } } as const;

  api.get(
    '/activities',
    {
      config: read,
      schema: {
        querystring: pageQuery.extend({
          dueFrom: dayInput.optional(),
          dueTo: dayInput.optional(),
          includeOverdue: z.enum(['true', 'false']).default('false'),
          /** Only the done (true) or the open (false) to-dos; left out: both. */
          done: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: pageOf(activitySchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page, dueFrom, dueTo, includeOverdue, done } = request.query;
      if (dueFrom && dueTo) checkDayRange(dueFrom, dueTo);
      const { items, total } = await listActivities(
        db,
        scopeOf(request),
        {
          dueFrom,
          dueTo,
          includeOverdue: includeOverdue === 'true',
          done: done === undefined ? undefined : done === 'true',
        },
        { limit, page, now: clock.now() },
      );
      return { items, total, page, limit };
    },
  );

  api.get(
    '/activityTypes',
    {
      config: read,
      schema: {
        querystring: pageQuery,
        response: { 200: pageOf(activityTypeSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { items, total } = await listActivityTypes(
        db,
        scopeOf(request).tenantId,
        request.query,
      );
      return { items, total, page, limit };
    },
  );

  for (const [path, done] of [
    ['/activities/:id/done', true],
    ['/activities/:id/undone', false],
  ] as const) {
    api.post(
      path,
      {
        config: read,
        schema: {
          params: idParams,
          response: { 200: activitySchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        const now = clock.now();
        const activity = await database.transaction(async (tx) => {
          if (!(await setActivityDone(tx, scope, request.params.id, done, now))) return undefined;
          return findActivity(tx, scope, request.params.id, now);
        });
        if (!activity) throw activityNotFound();
        return activity;
      },
    );
  }
}

export default defineApiArea({ name: 'todo-calendar', routes: todoCalendarRoutes });
