import { z } from 'zod';
import {
  ATTENDANCES,
  CREW_SHIFT_ACTORS,
  CREW_SHIFT_STATES,
} from '../../../machines/crewShift.machine';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import {
  dateSchema,
  dateTimeSchema,
  idSchema,
  jobFunctionSchema,
  locationSchema,
  personSchema,
} from '../shared/shared.upstream';

// The crews area's /api/v1 endpoints (api/routes/crews): a crew's shift and its venue actions.

const ARRIVALS = ['expected', 'present', 'late', 'noShow'] as const;

/** A location as the crews routes send it: the shared row with its route notes. */
export const crewLocationSchema = locationSchema.extend({ routeNotes: z.string() });
export type CrewLocation = z.output<typeof crewLocationSchema>;

export const crewMemberSchema = z.object({
  id: idSchema,
  person: personSchema,
  function: jobFunctionSchema,
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  attendance: z.enum(ATTENDANCES),
  arrival: z.enum(ARRIVALS),
  checkedInAt: dateTimeSchema.nullable(),
  checkedOutAt: dateTimeSchema.nullable(),
  breakMinutes: z.number().int(),
  plannedBreakMinutes: z.number().int(),
  workedHours: z.number().nullable(),
  checkInLatitude: z.number().nullable(),
  checkInLongitude: z.number().nullable(),
});
export type UpstreamCrewMember = z.output<typeof crewMemberSchema>;

export const crewShiftSchema = z.object({
  id: idSchema,
  caption: z.string(),
  project: z.object({
    id: idSchema,
    number: z.string(),
    name: z.string(),
    beginDate: dateSchema,
    endDate: dateSchema,
    company: z.object({ id: idSchema, caption: z.string() }),
  }),
  location: crewLocationSchema.nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  // The venue's zone (decision 248): every time of the shift is shown and typed in it.
  timeZone: z.string(),
  crewChief: personSchema.nullable(),
  contactOnSite: personSchema.nullable(),
  role: z.enum(CREW_SHIFT_ACTORS),
  state: z.enum(CREW_SHIFT_STATES),
  members: z.array(crewMemberSchema),
  signedOffAt: dateTimeSchema.nullable(),
  deliveryNoteReleasedAt: dateTimeSchema.nullable(),
  crewChiefSheetReleasedAt: dateTimeSchema.nullable(),
});
export type UpstreamCrewShift = z.output<typeof crewShiftSchema>;

/** A member's venue action answered: the member as written and the crew's state and facts without its members. */
export const crewMemberStatusSchema = z.object({
  member: crewMemberSchema,
  crew: crewShiftSchema.pick({
    id: true,
    role: true,
    state: true,
    startsAt: true,
    endsAt: true,
    signedOffAt: true,
    deliveryNoteReleasedAt: true,
    crewChiefSheetReleasedAt: true,
  }),
});
export type UpstreamCrewMemberStatus = z.output<typeof crewMemberStatusSchema>;
export type CrewShiftSummary = UpstreamCrewMemberStatus['crew'];

export const getCrewShift = upstreamOperation('GET', '/projectCrews/{id}', crewShiftSchema);
export const getLocation = upstreamOperation('GET', '/locations/{id}', crewLocationSchema);
export const postCrewItemStatus = upstreamOperation(
  'POST',
  '/projectCrews/{id}/projectCrewItemStatus',
  crewMemberStatusSchema,
);

/** null when the crew does not exist or the caller may not read it (404). */
export const fetchCrewShift = (api: ApiClient, id: string): Promise<UpstreamCrewShift | null> =>
  orNull(api.call(getCrewShift, { params: { id } }));

/** null when not found or not the caller's to see (404). */
export const fetchLocation = (api: ApiClient, id: string): Promise<CrewLocation | null> =>
  orNull(api.call(getLocation, { params: { id } }));

/** One venue action on one member, as POST /projectCrews/{id}/projectCrewItemStatus takes it. */
export interface CrewItemStatusBody {
  crewItemId: number;
  action: 'checkIn' | 'noShow' | 'checkOut';
  at?: string;
  recordedAt: string;
  breakMinutes?: number;
  latitude?: number;
  longitude?: number;
}

export const sendCrewItemStatus = (
  api: ApiClient,
  crewId: string,
  body: CrewItemStatusBody,
  idempotencyKey: string,
) =>
  api.call(postCrewItemStatus, {
    params: { id: crewId },
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
