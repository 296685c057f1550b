import { z } from 'zod';
import { dayInput as dayText } from '../../lib/dates';
import { text } from '../../lib/input.schemas';
import { dateSchema } from '../../lib/response.schemas';

// The plus-crew service's shapes, written once: the routes validate and answer with them, the
// gateway parses the same answers with them.

export const plusCrewSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema,
  endDate: dateSchema,
});
export const valueTypeSchema = z.strictObject({ id: z.number().int(), caption: z.string() });
export const valueSchema = z.strictObject({
  id: z.number().int(),
  type: z.strictObject({ id: z.number().int() }),
  date: dateSchema,
  amount: z.number(),
});
export const dailyRowSchema = z.strictObject({
  date: dateSchema,
  amount: z.number().nullable(),
  hours: z.number().nullable(),
});
export const memberSchema = z.strictObject({ id: z.number().int(), name: z.string() });

export const numberParams = z.strictObject({ number: text().min(1).max(50) });
// Money and hours with at most two decimals; the shared rules refuse negatives with their own message.
const twoDecimals = z
  .number()
  .finite()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');
export const dayInput = z.strictObject({
  date: dayText,
  turnover: twoDecimals.nullable(),
  hours: twoDecimals.nullable(),
});
export const monthTargetInput = z.strictObject({
  month: text().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  amount: twoDecimals,
});

/** The answer of a month's target: the month, its amount and the days it was spread over. */
export const monthTargetSchema = z.strictObject({
  month: z.string(),
  amount: z.number(),
  days: z.number().int(),
});
