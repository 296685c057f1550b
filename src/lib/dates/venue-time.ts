import { agreesWithViewer, zoneName } from './dates';

// A shift's times are the venue's (decision 248). What a screen says about it: nothing while the
// venue's clock is the person's own, once "Times at the venue, CET" when it is not, and, where one
// list mixes venues of different zones, each shift in a zone other than the person's names it.

/** A shift as a screen holds it: an instant and its venue's IANA zone. */
export type VenueShift = { startsAt: string; timeZone: string };

/** What the screen's note says: nothing, the one venue zone, or that each venue keeps its own. */
export type VenueNote = { kind: 'none' } | { kind: 'zone'; zone: string } | { kind: 'mixed' };

/** The note for the shifts on one screen, in the language (zone names such as 'CET', 'MEZ'). */
export function venueNoteOf(
  shifts: readonly VenueShift[],
  language: string | undefined,
): VenueNote {
  const differing = shifts.filter((shift) => !agreesWithViewer(shift.timeZone, shift.startsAt));
  const [first] = differing;
  if (!first) return { kind: 'none' };
  const zones = new Set(shifts.map((shift) => shift.timeZone));
  if (zones.size > 1) return { kind: 'mixed' };
  return { kind: 'zone', zone: zoneName(first.timeZone, first.startsAt, language) };
}

/**
 * The zone a shift says beside its times ('GMT'): only in a list of venues of several zones, and
 * only where the venue's clock is not the person's; null otherwise (the note says it once).
 */
export function shiftZoneLabel(
  shift: VenueShift,
  shifts: readonly VenueShift[],
  language: string | undefined,
): string | null {
  if (agreesWithViewer(shift.timeZone, shift.startsAt)) return null;
  if (new Set(shifts.map((other) => other.timeZone)).size <= 1) return null;
  return zoneName(shift.timeZone, shift.startsAt, language);
}

/**
 * The zone a shift says beside its times where the venue's clock is not the person's ('GMT+1'),
 * for places that list a few shifts without a note of their own (the home's sections); else null.
 */
export function foreignZoneLabel(shift: VenueShift, language: string | undefined): string | null {
  return agreesWithViewer(shift.timeZone, shift.startsAt)
    ? null
    : zoneName(shift.timeZone, shift.startsAt, language);
}
