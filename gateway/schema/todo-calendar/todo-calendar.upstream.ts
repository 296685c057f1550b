import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import { dateSchema, dateTimeSchema, idSchema, pageSchema } from '../shared/shared.upstream';

// The todo-calendar area's /api/v1 endpoints and shapes (api/routes/todo-calendar).

export const activityTypeSchema = z.object({ id: idSchema, caption: z.string() });
export type UpstreamActivityType = z.output<typeof activityTypeSchema>;

/** The api's nullable integer id as a GraphQL ID or null. */
const nullableIdSchema = z
  .number()
  .int()
  .nullable()
  .transform((id) => (id === null ? null : String(id)));

export const toDoSchema = z.object({
  id: idSchema,
  type: activityTypeSchema,
  caption: z.string(),
  body: z.string(),
  recipient: z.string().nullable(),
  dueDate: dateSchema,
  priority: z.number().int(),
  done: z.boolean(),
  doneAt: dateTimeSchema.nullable(),
  overdue: z.boolean(),
  payrollItemId: nullableIdSchema,
});
export type UpstreamToDo = z.output<typeof toDoSchema>;

export const listActivities = upstreamOperation('GET', '/activities', pageSchema(toDoSchema));
export const listActivityTypes = upstreamOperation(
  'GET',
  '/activityTypes',
  pageSchema(activityTypeSchema),
);
export const markDone = upstreamOperation('POST', '/activities/{id}/done', toDoSchema);
export const markOpen = upstreamOperation('POST', '/activities/{id}/undone', toDoSchema);
