import { Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { dayOf, formatTime, groupByDay } from './dates';
import { foreignZoneLabel, shiftZoneLabel, venueNoteOf } from './venue-time';

// A shift's times are the venue's (decision 248), whatever zone the person reads them in.

afterEach(() => {
  Settings.defaultZone = 'system';
});

const ahoy = { startsAt: '2026-11-21T07:00:00+00:00', timeZone: 'Europe/Amsterdam' };
const excel = { startsAt: '2026-11-21T09:00:00+00:00', timeZone: 'Europe/London' };

describe('venue times', () => {
  it('shows an instant in the venue’s zone, not the person’s', () => {
    Settings.defaultZone = 'Europe/London';
    expect(formatTime(ahoy.startsAt, 'de', ahoy.timeZone)).toBe('08:00');
    expect(formatTime(ahoy.startsAt, 'de')).toBe('07:00');
  });

  it('puts a night shift on the venue’s day, and groups by it', () => {
    Settings.defaultZone = 'Europe/London';
    const night = { id: 'n', startsAt: '2026-11-21T23:30:00+00:00', timeZone: 'Europe/Amsterdam' };
    expect(dayOf(night.startsAt, night.timeZone)).toBe('2026-11-22');
    expect(dayOf(night.startsAt)).toBe('2026-11-21');
    expect(groupByDay([night, { id: 'l', ...excel }]).map((group) => group.day)).toEqual([
      '2026-11-22',
      '2026-11-21',
    ]);
  });

  it('notes nothing while the venue’s clock is the person’s', () => {
    Settings.defaultZone = 'Europe/Amsterdam';
    expect(venueNoteOf([ahoy], 'en')).toEqual({ kind: 'none' });
    // Berlin keeps Amsterdam's clock: the same offset, no note.
    Settings.defaultZone = 'Europe/Berlin';
    expect(venueNoteOf([ahoy], 'en')).toEqual({ kind: 'none' });
  });

  it('names the one venue zone once for a person elsewhere, in their language', () => {
    Settings.defaultZone = 'Europe/London';
    expect(venueNoteOf([ahoy, ahoy], 'en')).toEqual({ kind: 'zone', zone: 'GMT+1' });
    expect(venueNoteOf([ahoy], 'de')).toEqual({ kind: 'zone', zone: 'MEZ' });
    expect(shiftZoneLabel(ahoy, [ahoy, ahoy], 'en')).toBeNull();
  });

  it('in a list of several zones names each venue’s zone where it is not the person’s', () => {
    Settings.defaultZone = 'Europe/Amsterdam';
    const shifts = [ahoy, excel];
    expect(venueNoteOf(shifts, 'en')).toEqual({ kind: 'mixed' });
    expect(shiftZoneLabel(ahoy, shifts, 'en')).toBeNull();
    expect(shiftZoneLabel(excel, shifts, 'en')).toBe('GMT');
    expect(foreignZoneLabel(excel, 'en')).toBe('GMT');
    expect(foreignZoneLabel(ahoy, 'en')).toBeNull();
  });

  it('compares the clocks at the shift’s own instant, across the night the clocks change', () => {
    // On 29 March 2026 both London and Amsterdam move at 01:00 UTC: an hour apart before and after.
    Settings.defaultZone = 'Europe/London';
    expect(
      venueNoteOf([{ startsAt: '2026-03-29T00:30:00+00:00', timeZone: 'Europe/Amsterdam' }], 'en'),
    ).toEqual({ kind: 'zone', zone: 'GMT+1' });
    expect(
      venueNoteOf([{ startsAt: '2026-03-29T02:30:00+00:00', timeZone: 'Europe/Amsterdam' }], 'en'),
    ).toEqual({ kind: 'zone', zone: 'GMT+2' });
    // New York changes on 8 March: on 20 March it is four hours behind London, not five.
    expect(formatTime('2026-03-20T12:00:00+00:00', 'de', 'America/New_York')).toBe('08:00');
  });
});
