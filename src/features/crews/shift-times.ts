import { DateTime } from 'luxon';

// The time fields of check-in and check-out: HH:mm on the phone, an instant for the machine. The
// clock is the venue's (decision 248): a crew chief whose phone or profile is in another zone still
// types the time the venue's clocks show, and reads it back the same.

/** HH:mm of an instant in the venue's zone. */
export function clockOf(instant: Date | string, zone: string): string {
  const value =
    typeof instant === 'string'
      ? DateTime.fromISO(instant, { zone })
      : DateTime.fromJSDate(instant, { zone });
  return value.toFormat('HH:mm');
}

/**
 * The instant of HH:mm on the venue's day of `day` (the moment the time is entered), in the
 * venue's zone, as an ISO string with zone; null when the field is not a time (or, on the night the
 * clocks go forward, a time the venue's clocks skip).
 */
export function instantAt(clock: string, day: Date, zone: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  const value = DateTime.fromJSDate(day, { zone }).set({ hour, minute, second: 0, millisecond: 0 });
  // luxon moves a skipped wall time (02:30 when 02:00 becomes 03:00) on by the gap: not what was typed.
  if (value.hour !== hour || value.minute !== minute) return null;
  return wire(value);
}

/** The gateway's DateTime wire format: UTC, seconds, an explicit +00:00 (gateway/schema/shared). */
const wire = (value: DateTime) => value.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'+00:00'");

export const nowIso = (now: Date) => wire(DateTime.fromJSDate(now));
