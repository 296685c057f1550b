import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import { fetchCrewShift, fetchLocation, sendCrewItemStatus } from './crews.upstream';
import { createSignOffLoaders } from './sign-off.upstream';
import type { SignOffLoaders } from './sign-off.upstream';
import type {
  CrewItemStatusBody,
  CrewLocation,
  UpstreamCrewMemberStatus,
  UpstreamCrewShift,
} from './crews.upstream';
import { fetchLedCrews, fetchManagedCrews } from './led.upstream';
import type { UpstreamLedCrew } from './led.upstream';

export interface CrewsLoaders extends SignOffLoaders {
  /** A crew's shift by crew id, once per request (null: not found or not the caller's). */
  shift: DataLoader<string, UpstreamCrewShift | null>;
  /** A location with its route notes by id, once per request (null: not the caller's to see). */
  location: DataLoader<string, CrewLocation | null>;
  /** A member's venue action (not cached: a write); it clears `shift`, which a later field loads afresh. */
  memberStatus(
    crewId: string,
    body: CrewItemStatusBody,
    idempotencyKey: string,
  ): Promise<UpstreamCrewMemberStatus>;
  /** The crews the caller leads, by range key (led.upstream.ts rangeKey), once per request. */
  ledCrews: DataLoader<string, UpstreamLedCrew[]>;
  /** The crews of the caller's projects on the venue's day of an instant, once per instant per request. */
  managedCrews: DataLoader<string, UpstreamLedCrew[]>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    crews: CrewsLoaders;
  }
}

export const loaders = defineLoaders('crews', (api): CrewsLoaders => {
  const shift = byKey((id) => fetchCrewShift(api, id));
  const location = byKey((id) => fetchLocation(api, id));
  return {
    // The sign-off part: its loaders and venue actions; their answers prime `shift`.
    ...createSignOffLoaders(api, (answered) =>
      shift.clear(String(answered.id)).prime(String(answered.id), answered),
    ),
    shift,
    location,
    ledCrews: byKey((key) => fetchLedCrews(api, key)),
    managedCrews: byKey((at) => fetchManagedCrews(api, at)),
    async memberStatus(crewId, body, idempotencyKey) {
      const answered = await sendCrewItemStatus(api, crewId, body, idempotencyKey);
      shift.clear(crewId);
      return answered;
    },
  };
});
