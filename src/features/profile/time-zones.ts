import type { DateTime } from 'luxon';

/** The IANA zones the platform knows, sorted, always including `current` (e.g. 'UTC'). */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, current, 'UTC']);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/**
 * The zone's offset from UTC at `now` as 'GMT+0', 'GMT+1', 'GMT-4', 'GMT+5:30': the same in every
 * language, and what people type ('gmt+1') when they know the offset and not the city.
 */
export function gmtOffset(zone: string, now: DateTime): string {
  const offset = now.setZone(zone).offset;
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${sign}${hours}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

/** A zone as the profile lists it: 'America/New York (GMT-4)' (underscores read as spaces). */
export type TimeZoneItem = { value: string; label: string };

/**
 * Every zone with its offset at `now` (the caller's clock, so the label follows summer time and a
 * test's pinned date), `current` among them.
 */
export function timeZoneItems(current: string, now: DateTime): TimeZoneItem[] {
  return timeZoneOptions(current).map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${gmtOffset(zone, now)})`,
  }));
}
