import { LATITUDE_RANGE, LONGITUDE_RANGE } from '../../../machines/clientRules';

/** The location form's fields as typed (coordinates as text, a comma taken as the decimal mark). */
export type LocationDraft = {
  name: string;
  address: string;
  city: string;
  latitude: string;
  longitude: string;
  routeNotes: string;
  /** '' for the tenant's zone. */
  timeZone: string;
};

export type LocationProblem =
  'name' | 'address' | 'city' | 'latitude' | 'longitude' | 'coordinatesTogether';

export type LocationValues = {
  name: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  routeNotes: string;
  timeZone: string | null;
};

const coordinate = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
};

const within = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max;

/** The values to send, or the first field to correct (the api's rules, checked before sending). */
export function locationValues(
  draft: LocationDraft,
): { values: LocationValues } | { problem: LocationProblem } {
  if (draft.name.trim() === '') return { problem: 'name' };
  if (draft.address.trim() === '') return { problem: 'address' };
  if (draft.city.trim() === '') return { problem: 'city' };
  const latitude = coordinate(draft.latitude);
  const longitude = coordinate(draft.longitude);
  if (latitude === undefined || (latitude !== null && !within(latitude, LATITUDE_RANGE)))
    return { problem: 'latitude' };
  if (longitude === undefined || (longitude !== null && !within(longitude, LONGITUDE_RANGE)))
    return { problem: 'longitude' };
  if ((latitude === null) !== (longitude === null)) return { problem: 'coordinatesTogether' };
  return {
    values: {
      name: draft.name.trim(),
      address: draft.address.trim(),
      city: draft.city.trim(),
      latitude,
      longitude,
      routeNotes: draft.routeNotes.trim(),
      timeZone: draft.timeZone === '' ? null : draft.timeZone,
    },
  };
}

/** The IANA zones the platform knows, sorted, with `current` among them. */
export function zoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([...zones, 'UTC', ...(current ? [current] : [])])].sort((a, b) =>
    a.localeCompare(b),
  );
}
