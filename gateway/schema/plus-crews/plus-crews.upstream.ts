import type { z } from 'zod';
import { itemsOf } from '../../../api/lib/response.schemas';
import {
  dailyRowSchema,
  dayInput,
  memberSchema,
  monthTargetSchema,
  plusCrewSchema,
  valueSchema,
  valueTypeSchema,
} from '../../../api/routes/plus-crews/plus-crews.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The plus-crews area's endpoints (the plus-crew service, SPEC.md §7; the api answers them under
// /api/v1 and /api alike, api/routes/plus-crews/README.md, Under /api as well as /api/v1), parsed
// with the api's own schemas.

export {
  dailyRowSchema,
  memberSchema,
  monthTargetSchema,
  plusCrewSchema,
  valueSchema,
  valueTypeSchema,
};
export type UpstreamPlusCrew = z.output<typeof plusCrewSchema>;
export type UpstreamPlusCrewValueType = z.output<typeof valueTypeSchema>;
/** PlusCrewValue.typeId reads `type.id` (a resolver), so the mapped shape stays the api's. */
export type UpstreamPlusCrewValue = z.output<typeof valueSchema>;
export type UpstreamPlusCrewDailyRow = z.output<typeof dailyRowSchema>;
export type UpstreamPlusCrewMember = z.output<typeof memberSchema>;
/** The saved day: the api answers the entry it stored. */
export const daySchema = dayInput;
export type UpstreamPlusCrewDay = z.output<typeof daySchema>;
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
