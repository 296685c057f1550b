import { Settings } from 'luxon';
import { createContext, Fragment, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import type { MapService } from '../../../machines/profile.types';
import { graphql } from '../../gql';
import { hasAction } from '../rights';
import { useSession } from '../session/useSession';

// The person's own time zone and map service (profile; decision 092), used for every time and
// location link they see. Loaded once per session by the shell (cache-first: offline it comes
// from the offline cache) and updated by the profile's mutations through the normalised cache
// (Profile:<id>), so a change on the profile applies everywhere at once.

export type ViewerPreferences = { timeZone: string | null; mapService: MapService };

const DEFAULTS: ViewerPreferences = { timeZone: null, mapService: 'google' };
const ViewerPreferencesContext = createContext<ViewerPreferences>(DEFAULTS);

const ViewerPreferencesQuery = graphql(`
  query ViewerPreferences($personId: ID!) {
    profile(personId: $personId) {
      id
      timeZone
      mapService
    }
  }
`);

/** The zone luxon formats and parses in: the person's, else the device's (system). */
let applied = 'system';

export function applyTimeZone(zone: string | null): void {
  const next = zone ?? 'system';
  if (applied === next) return;
  // An unknown zone would make every DateTime invalid: keep the device's instead.
  Settings.defaultZone = next;
  if (!Settings.defaultZone.isValid) Settings.defaultZone = 'system';
  applied = next;
}

export function useViewerPreferences(): ViewerPreferences {
  return useContext(ViewerPreferencesContext);
}

export function useMapService(): MapService {
  return useContext(ViewerPreferencesContext).mapService;
}

/**
 * Provides the preferences to the pages below and sets luxon's default zone before they render.
 * The pages are keyed by the zone: when it changes they render again from the start, so no
 * time on screen stays in the old zone.
 */
export function ViewerPreferencesProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const personId = session?.type === 'user' ? (session.loginData.person?.id ?? null) : null;
  const canRead = session ? hasAction(session.userRights, 'persons', 'READ') : false;
  const [result] = useQuery({
    query: ViewerPreferencesQuery,
    variables: { personId: personId ?? '' },
    pause: personId === null || !canRead,
  });
  const profile = result.data?.profile ?? null;
  const value = useMemo<ViewerPreferences>(
    () => (profile ? { timeZone: profile.timeZone, mapService: profile.mapService } : DEFAULTS),
    [profile],
  );
  applyTimeZone(value.timeZone);
  return (
    <ViewerPreferencesContext.Provider value={value}>
      <Fragment key={value.timeZone ?? 'system'}>{children}</Fragment>
    </ViewerPreferencesContext.Provider>
  );
}
