import { z } from 'zod';
import { idParam } from '../../lib/input.schemas';
import { dateSchema, timestampSchema } from '../../lib/response.schemas';

// The booking check's wire shapes (GET /projectCrewItems/{id}/bookingCheck): the findings of
// machines/bookingRules.ts, one schema per code with its facts.

const id = z.number().int();
const minutes = z.number().int();
const of = <Code extends string, Severity extends string, Facts extends z.ZodRawShape>(
  code: Code,
  severity: Severity,
  facts: Facts,
) =>
  z.strictObject({
    code: z.literal(code),
    severity: z.literal(severity),
    facts: z.strictObject(facts),
  });

export const bookingFindingSchema = z.discriminatedUnion('code', [
  /** The person is on another crew item at an overlapping time: refused unless confirmed. */
  of('DOUBLE_BOOKING', 'refusal', {
    crewItemId: id,
    startsAt: timestampSchema,
    endsAt: timestampSchema,
    overlapMinutes: minutes,
  }),
  /** A day the person blocked, on a venue day the item touches. */
  of('BLOCKED_DATE', 'warning', {
    blockDateId: id,
    beginDate: dateSchema,
    endDate: dateSchema,
    reason: z.string(),
  }),
  /** Approved vacation on a venue day the item touches. */
  of('VACATION', 'warning', { vacationRequestId: id, beginDate: dateSchema, endDate: dateSchema }),
  /** Under 11 hours between this shift and another of the person's, before or after it. */
  of('REST_TIME', 'warning', {
    crewItemId: id,
    side: z.enum(['before', 'after']),
    restMinutes: minutes,
  }),
  /** The person is not registered for the item's function. */
  of('FUNCTION_NOT_REGISTERED', 'warning', { functionId: id }),
  /** This booking takes the person over their staff contract's quota of the period. */
  of('CONTRACT_QUOTA', 'warning', {
    contractId: id,
    periodBegin: dateSchema,
    periodEnd: dateSchema,
    quotaMinutes: minutes,
    bookedMinutes: minutes,
    itemMinutes: minutes,
  }),
]);
export type BookingFindingWire = z.infer<typeof bookingFindingSchema>;

export const bookingCheckSchema = z.strictObject({
  crewItemId: id,
  personId: id,
  /** True when a double booking is among the findings: booking needs the planner's confirmation. */
  needsConfirmation: z.boolean(),
  findings: z.array(bookingFindingSchema),
});
export type BookingCheck = z.infer<typeof bookingCheckSchema>;

export const bookingCheckQuery = z.strictObject({ personId: idParam });
