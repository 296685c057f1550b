import { z } from 'zod';
import { dateSchema, timestampSchema } from '../../lib/schemas';

// The todo-calendar area's shapes: routes validate and document with them, the repository builds
// values of their z.infer types.

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

export const activityTypeSchema = captioned;
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** A to-do as the caller meets it (SPEC.md §3: body, caption, parameters recipient, dueDate, priority, type). */
export const activitySchema = z.strictObject({
  id: z.number().int(),
  type: captioned,
  caption: z.string(),
  body: z.string(),
  /** A back-office group ('Accountants') the to-do is for; null for a person's own to-do. */
  recipient: z.string().nullable(),
  dueDate: dateSchema,
  /** 1 is the highest. */
  priority: z.number().int(),
  done: z.boolean(),
  doneAt: timestampSchema.nullable(),
  /** Open and due before today (UTC). */
  overdue: z.boolean(),
  /** The payroll item whose feedback made the to-do (SPEC.md §7); null for others. */
  payrollItemId: z.number().int().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;
