import { DateTime } from 'luxon';

// The time fields of check-in and check-out: HH:mm on the phone, an instant for the machine.

/** HH:mm of an instant in the person's zone (luxon's default zone). */
export function clockOf(instant: Date | string): string {
  const value = typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant);
  return value.toFormat('HH:mm');
}

/**
 * The instant of HH:mm on the day of `day` (the moment the time is entered), in the person's
 * zone, as an ISO string with zone; null when the field is not a time.
 */
export function instantAt(clock: string, day: Date): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  const value = DateTime.fromJSDate(day).set({ hour, minute, second: 0, millisecond: 0 });
  return wire(value);
}

/** The gateway's DateTime wire format: UTC, seconds, an explicit +00:00 (gateway/schema/shared). */
const wire = (value: DateTime) => value.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'+00:00'");

export const nowIso = (now: Date) => wire(DateTime.fromJSDate(now));
