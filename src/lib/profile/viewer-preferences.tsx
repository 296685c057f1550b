import { Settings } from 'luxon';
import { createContext, Fragment, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Context as UrqlContext, useQuery } from 'urql';
import type { Client } from 'urql';
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
/** False only on a device's first load of the person's preferences, until the profile answers. */
const PreferencesSettledContext = createContext(true);
/**
 * How long a device's first load waits for the profile before showing the page in the device's
 * zone anyway: on one bar of signal the page must not hang on a query it does not itself need.
 */
export const PREFERENCES_WAIT_MS = 1500;

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
export function applyTimeZone(zone: string | null): void {
  // Set on every render (luxon caches zones): a remembered "already applied" would go stale
  // whenever anything else sets luxon's default zone.
  Settings.defaultZone = zone ?? 'system';
  // An unknown zone would make every DateTime invalid: keep the device's instead.
  if (!Settings.defaultZone.isValid) Settings.defaultZone = 'system';
}

export function useViewerPreferences(): ViewerPreferences {
  return useContext(ViewerPreferencesContext);
}

export function useMapService(): MapService {
  return useContext(ViewerPreferencesContext).mapService;
}

function Provide({ value, children }: { value: ViewerPreferences; children: ReactNode }) {
  applyTimeZone(value.timeZone);
  return (
    <ViewerPreferencesContext.Provider value={value}>{children}</ViewerPreferencesContext.Provider>
  );
}

/**
 * The page, rendered again from the start when the zone in effect changes (the profile's zone
 * arrives after the first paint on a new device, or the person changes it), so that no time on
 * screen stays in the old zone. Only the page: the layout around it keeps its state, so a menu
 * tapped open while the profile loads stays open. Keyed by the zone's name, so a profile zone
 * equal to the device's renders nothing twice.
 */
export function PageInViewerZone({ children }: { children: ReactNode }) {
  // Read for its update: the provider above has set luxon's zone before this renders.
  useViewerPreferences();
  // On a device's first load the page waits for the zone (a moment), so that it mounts once in it
  // and nothing typed meanwhile is lost to a second mount.
  if (!useContext(PreferencesSettledContext)) return null;
  return <Fragment key={Settings.defaultZone.name}>{children}</Fragment>;
}

/**
 * The person's preferences as last loaded on this device, so the first paint of the next visit is
 * already in their zone: without it every page load would render in the device's zone, then render
 * the whole layout again once the query answers. Kept per person; anything unreadable is ignored.
 */
const STORED_KEY = 'viewerPreferences';

function readStored(personId: string): ViewerPreferences | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORED_KEY) ?? 'null') as
      (ViewerPreferences & { personId: string }) | null;
    if (stored?.personId !== personId || typeof stored.mapService !== 'string') return null;
    return {
      timeZone: typeof stored.timeZone === 'string' ? stored.timeZone : null,
      mapService: stored.mapService,
    };
  } catch {
    return null;
  }
}

function writeStored(personId: string, value: ViewerPreferences): void {
  try {
    localStorage.setItem(STORED_KEY, JSON.stringify({ personId, ...value }));
  } catch {
    // Storage full or blocked: the next visit loads them again, as the first one did.
  }
}

function LoadedPreferences({ personId, children }: { personId: string; children: ReactNode }) {
  const [result] = useQuery({ query: ViewerPreferencesQuery, variables: { personId } });
  const profile = result.data?.profile ?? null;
  const value = useMemo<ViewerPreferences>(
    () =>
      profile
        ? { timeZone: profile.timeZone, mapService: profile.mapService }
        : (readStored(personId) ?? DEFAULTS),
    [profile, personId],
  );
  useEffect(() => {
    if (profile) writeStored(personId, value);
  }, [profile, personId, value]);
  // Settled once the profile answered (or failed: the device's zone then), from the last visit, or
  // once the wait is over (a slow answer then re-renders the page in the person's zone).
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const answered = profile !== null || !result.fetching || readStored(personId) !== null;
  useEffect(() => {
    if (answered) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), PREFERENCES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [answered]);
  const settled = answered || waitedLongEnough;
  return (
    <PreferencesSettledContext.Provider value={settled}>
      <Provide value={value}>{children}</Provide>
    </PreferencesSettledContext.Provider>
  );
}

/**
 * Provides the preferences to the layout below and sets luxon's default zone before it renders;
 * the layout wraps its page in {@link PageInViewerZone}. Without a person (project and plus-crew sign-ins), without
 * persons READ or without a GraphQL client (layout tests), the device's zone and Google Maps.
 */
export function ViewerPreferencesProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const client = useContext(UrqlContext) as Partial<Client>;
  const personId = session?.type === 'user' ? (session.loginData.person?.id ?? null) : null;
  const canRead = session ? hasAction(session.userRights, 'persons', 'READ') : false;
  if (personId === null || !canRead || typeof client.executeQuery !== 'function') {
    return <Provide value={DEFAULTS}>{children}</Provide>;
  }
  return <LoadedPreferences personId={personId}>{children}</LoadedPreferences>;
}
