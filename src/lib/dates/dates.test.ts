import { DateTime, Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toBcp47 } from '../../i18n/language';
import {
  dayWord,
  formatDay,
  formatLongDay,
  formatShortDay,
  formatTime,
  groupByDay,
  nearDay,
} from './dates';

beforeEach(() => {
  Settings.defaultZone = 'Europe/Amsterdam';
});
afterEach(() => {
  Settings.defaultZone = 'system';
});

describe('dates', () => {
  it('maps deAt to de-AT and keeps the others', () => {
    expect(toBcp47('deAt')).toBe('de-AT');
    expect(toBcp47('cy')).toBe('cy');
    expect(toBcp47(undefined)).toBe('en');
  });

  it('names today, tomorrow and yesterday, and nothing else', () => {
    const now = DateTime.fromISO('2026-11-21T23:30:00', { zone: 'Europe/Amsterdam' });
    expect(dayWord('2026-11-21', now)).toBe('today');
    expect(dayWord('2026-11-22', now)).toBe('tomorrow');
    expect(dayWord('2026-11-20', now)).toBe('yesterday');
    expect(dayWord('2026-11-24', now)).toBeNull();
  });

  it('names only today and tomorrow for what comes next', () => {
    const now = DateTime.fromISO('2026-11-21T10:00:00', { zone: 'Europe/Amsterdam' });
    expect(nearDay('2026-11-21T18:00:00+01:00', now)).toBe('today');
    expect(nearDay('2026-11-22T08:00:00+01:00', now)).toBe('tomorrow');
    expect(nearDay('2026-11-20T08:00:00+01:00', now)).toBeNull();
    expect(nearDay('2026-11-25T08:00:00+01:00', now)).toBeNull();
  });

  it('groups by the local day, keeping the api order', () => {
    // 23:30 UTC is already the next day in Amsterdam.
    const groups = groupByDay([
      { id: 'a', startsAt: '2026-11-22T08:00:00+00:00' },
      { id: 'b', startsAt: '2026-11-22T23:30:00+00:00' },
      { id: 'c', startsAt: '2026-11-22T12:00:00+00:00' },
      { id: 'd', startsAt: '2026-11-20T12:00:00+00:00' },
    ]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-22', ['a', 'c']],
      ['2026-11-23', ['b']],
      ['2026-11-20', ['d']],
    ]);
  });

  it('formats in the active language', () => {
    expect(formatLongDay('2026-11-23', 'de')).toContain('November');
    expect(formatLongDay('2026-11-23', 'fr')).toContain('novembre');
    expect(formatTime('2026-11-22T08:00:00+00:00', 'de')).toBe('09:00');
    expect(formatDay('2026-11-23', 'deAt')).toBe('23. Nov. 2026');
    expect(formatShortDay('2026-11-23T10:00:00+01:00', 'en')).toBe('Mon, Nov 23');
  });
});
