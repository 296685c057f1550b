import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { runIdempotent } from '../../lib/idempotency';
import { idempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { addPayrollFeedbackToDo } from '../todo-calendar/todo-calendar.public';
import {
  addPayrollItemActivity,
  findPayrollItem,
  findPayrollItemStatus,
} from './payrolls.repository';
import { payrollItemActivitySchema, payrollItemDetailSchema } from './payrolls.schemas';
import {
  itemNotFound,
  FEEDBACK,
  idParams,
  note,
  scopeOf,
  isoDayAfter,
  answerOf,
  decline,
  payrollsRead,
  payrollsEdit,
} from './payrolls.access';

// One payroll item: read it, give feedback on it, decline it.
export async function payrollItemsRoutes(
  api: ApiInstance,
  { database, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/payrollItems/:id',
    {
      config: payrollsRead,
      schema: { params: idParams, response: { 200: payrollItemDetailSchema, 404: errorSchema } },
    },
    async (request) => {
      const item = await findPayrollItem(database.db, scopeOf(request), request.params.id);
      if (!item) throw itemNotFound();
      return item;
    },
  );

  // Feedback to accounting (SPEC.md §7): a to-do activity for the Accountants, due tomorrow, priority 1.
  api.post(
    '/payrollItems/:id/activities',
    {
      config: payrollsEdit,
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: z.strictObject({ body: note(2000) }),
        response: { 200: payrollItemActivitySchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      const outcome = await database.transaction((tx) =>
        runIdempotent(
          tx,
          {
            tenantId: scope.tenantId,
            principal: (request.principal as Principal).subject,
            key: request.headers['idempotency-key'],
            method: 'POST',
            path: `/payrollItems/${id}/activities`,
            now: clock.now(),
          },
          () =>
            answerOf(async () => {
              if ((await findPayrollItemStatus(tx, scope, id)) === undefined) throw itemNotFound();
              const now = clock.now();
              const dueDate = isoDayAfter(now, FEEDBACK.dueInDays);
              const activity = await addPayrollItemActivity(tx, scope, {
                payrollItemId: id,
                type: FEEDBACK.type,
                caption: FEEDBACK.caption,
                body: request.body.body,
                recipient: FEEDBACK.recipient,
                dueDate,
                priority: FEEDBACK.priority,
                at: now,
              });
              // The accountants' to-do, in the to-do calendar (todo-calendar area, api/routes/todo-calendar/README.md, To-dos and payroll feedback).
              await addPayrollFeedbackToDo(tx, {
                tenantId: scope.tenantId,
                payrollItemActivityId: activity.id,
                caption: FEEDBACK.caption,
                body: request.body.body,
                recipient: FEEDBACK.recipient,
                dueDate,
                priority: FEEDBACK.priority,
                at: now,
              });
              return activity;
            }),
        ),
      );
      return reply.code(outcome.statusCode as 200 | 404).send(outcome.body as never);
    },
  );

  api.post(
    '/payrollItems/:id/decline',
    {
      config: payrollsEdit,
      schema: {
        params: idParams,
        body: z.strictObject({ reason: note(500) }),
        response: { 200: payrollItemDetailSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      database.transaction((tx) =>
        decline(tx, scopeOf(request), request.params.id, request.body.reason, clock.now()),
      ),
  );
}
