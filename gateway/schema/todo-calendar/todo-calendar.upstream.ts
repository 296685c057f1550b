import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import {
  activitySchema,
  activityTypeSchema,
} from '../../../api/routes/todo-calendar/todo-calendar.schemas';
import { upstreamOperation } from '../../upstream/api-client';

// The todo-calendar area's /api/v1 endpoints, parsed with the api's own schemas
// (api/routes/todo-calendar).

export { activityTypeSchema };
export type UpstreamActivityType = z.output<typeof activityTypeSchema>;

export const toDoSchema = activitySchema;
export type UpstreamToDo = z.output<typeof toDoSchema>;

export const listActivities = upstreamOperation('GET', '/activities', pageOf(activitySchema));
export const listActivityTypes = upstreamOperation(
  'GET',
  '/activityTypes',
  pageOf(activityTypeSchema),
);
export const markDone = upstreamOperation('POST', '/activities/{id}/done', activitySchema);
export const markOpen = upstreamOperation('POST', '/activities/{id}/undone', activitySchema);
