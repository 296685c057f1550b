import type { z } from 'zod';
import {
  crewMemberSchema,
  crewMemberStatusSchema,
  crewShiftSchema,
  locationSchema as crewLocationSchema,
} from '../../../api/routes/crews/crews.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The crews area's /api/v1 endpoints (api/routes/crews): a crew's shift and its venue actions,
// parsed with the api's own schemas.

export { crewLocationSchema, crewMemberSchema, crewMemberStatusSchema, crewShiftSchema };

/** A location as the crews routes send it: the venue with its route notes. */
export type CrewLocation = z.output<typeof crewLocationSchema>;
export type UpstreamCrewMember = z.output<typeof crewMemberSchema>;
export type UpstreamCrewShift = z.output<typeof crewShiftSchema>;

/** A member's venue action answered: the member as written and the crew's state and facts without its members. */
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
