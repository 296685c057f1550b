import { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateSchema, idSchema } from '../shared/shared.upstream';

// The plus-crews area's endpoints and shapes (the plus-crew service, SPEC.md §7; the api answers
// them under /api/v1 and /api alike, api/routes/plus-crews/README.md, Under /api as well as /api/v1).

export const plusCrewSchema = z.object({
  id: idSchema,
  number: z.string(),
  name: z.string(),
  beginDate: dateSchema.nullish(),
  endDate: dateSchema.nullish(),
});
export type UpstreamPlusCrew = z.output<typeof plusCrewSchema>;

const itemsOf = <S extends z.ZodType>(item: S) => z.object({ items: z.array(item) });

export const valueTypeSchema = z.object({ id: idSchema, caption: z.string() });
export type UpstreamPlusCrewValueType = z.output<typeof valueTypeSchema>;
/** PlusCrewValue.typeId reads `type.id` (a resolver), so the mapped shape stays the api's. */
export const valueSchema = z.object({
  id: idSchema,
  type: z.object({ id: idSchema }),
  date: dateSchema,
  amount: z.number(),
});
export type UpstreamPlusCrewValue = z.output<typeof valueSchema>;
export const dailyRowSchema = z.object({
  date: dateSchema,
  amount: z.number().nullable(),
  hours: z.number().nullable(),
});
export type UpstreamPlusCrewDailyRow = z.output<typeof dailyRowSchema>;
export const memberSchema = z.object({ id: idSchema, name: z.string() });
export type UpstreamPlusCrewMember = z.output<typeof memberSchema>;
export const daySchema = z.object({
  date: dateSchema,
  turnover: z.number().nullable(),
  hours: z.number().nullable(),
});
export type UpstreamPlusCrewDay = z.output<typeof daySchema>;
export const monthTargetSchema = z.object({
  month: z.string(),
  amount: z.number(),
  days: z.number().int(),
});
export type UpstreamPlusCrewMonthTarget = z.output<typeof monthTargetSchema>;

export const getPlusCrew = upstreamOperation('GET', '/plusCrews/{number}', plusCrewSchema);
export const listPlusCrews = upstreamOperation('GET', '/plusCrews', itemsOf(plusCrewSchema));
export const listValueTypes = upstreamOperation(
  'GET',
  '/plusCrewValueTypes',
  itemsOf(valueTypeSchema),
);
export const listValues = upstreamOperation(
  'GET',
  '/plusCrews/{number}/values',
  itemsOf(valueSchema),
);
export const listMembers = upstreamOperation(
  'GET',
  '/plusCrews/{number}/members',
  itemsOf(memberSchema),
);
export const listDailyRows = upstreamOperation('GET', '/plusCrewData', itemsOf(dailyRowSchema));
export const saveDay = upstreamOperation('POST', '/plusCrews/{number}/days', daySchema);
export const saveMonthTarget = upstreamOperation(
  'POST',
  '/plusCrews/{number}/targets',
  monthTargetSchema,
);

/** null when the plus crew does not exist or is not visible to the caller (404). */
export const fetchPlusCrew = (api: ApiClient, number: string): Promise<UpstreamPlusCrew | null> =>
  orNull(api.call(getPlusCrew, { params: { number } }));

/** The parent of PlusCrew.month's lists: the plus crew's id and the calendar month's first and last day. */
export type UpstreamPlusCrewMonth = {
  plusCrewId: string;
  dateFrom: string;
  dateTo: string;
};
