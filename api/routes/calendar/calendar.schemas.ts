import { z } from 'zod';
import { VACATION_REQUEST_STATUSES } from '../../../machines/vacationRequest.machine';
import { dayInput } from '../../lib/dates';
import { dateSchema, itemsOf, text, timestampSchema } from '../../lib/schemas';
import { ABSENCE_KINDS } from '../../db/tables/calendar.tables';

// The calendar area's shapes, written once: routes validate and document with them, the
// repository builds values of the inferred types.

export const rangeQuery = z.strictObject({ dateFrom: dayInput, dateTo: dayInput });

export const blockDateSchema = z.strictObject({
  id: z.number().int(),
  personId: z.number().int(),
  beginDate: dateSchema,
  endDate: dateSchema,
  reason: z.string(),
});
export type BlockDate = z.infer<typeof blockDateSchema>;

export const blockDateInput = z.strictObject({
  beginDate: dayInput,
  endDate: dayInput,
  reason: text().trim().min(1).max(200),
});

export const vacationRequestSchema = z.strictObject({
  id: z.number().int(),
  personId: z.number().int(),
  beginDate: dateSchema,
  endDate: dateSchema,
  paid: z.boolean(),
  note: z.string().nullable(),
  status: z.enum(VACATION_REQUEST_STATUSES),
  /** When the office approved or declined it, and what it told the person (null until then, or none given). */
  decidedAt: timestampSchema.nullable(),
  decisionReason: z.string().nullable(),
});
export type VacationRequest = z.infer<typeof vacationRequestSchema>;

/** A request in the office's queue: whose it is and when it was asked for. */
export const waitingVacationRequestSchema = vacationRequestSchema.extend({
  person: z.strictObject({ id: z.number().int(), caption: z.string() }),
  requestedAt: timestampSchema,
});
export type WaitingVacationRequest = z.infer<typeof waitingVacationRequestSchema>;

export const vacationRequestInput = z.strictObject({
  beginDate: dayInput,
  endDate: dayInput,
  paid: z.boolean(),
  note: text().trim().max(500).nullable().optional(),
});

export const absenceSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(ABSENCE_KINDS),
  beginDate: dateSchema,
  endDate: dateSchema,
  note: z.string().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;

export const bankHolidaySchema = z.strictObject({
  id: z.number().int(),
  date: dateSchema,
  name: z.string(),
});
export type BankHoliday = z.infer<typeof bankHolidaySchema>;

/** A whole list in one answer (the api's itemsOf). */
export const listOf = itemsOf;

/** A person's active iCal feed; the token (and so the URL) is answered only when it is made. */
export const calendarSubscriptionSchema = z.strictObject({
  id: z.number().int(),
  createdAt: timestampSchema,
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;

export const createdCalendarSubscriptionSchema = calendarSubscriptionSchema.extend({
  /** 32 random bytes, base64url: shown once, the feed is /api/v1/public/calendarFeed/{token}.ics. */
  token: z.string(),
});
