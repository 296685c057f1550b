import { describe, expect, it } from 'vitest';
import { APP_TITLE_SUFFIX, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('uses the suffix of SPEC.md §9', () => {
    expect(APP_TITLE_SUFFIX).toBe('Your Digital Hub for Crew Management and Project Planning');
  });

  it.each<[string | null | undefined, string]>([
    ['Demo Crew', 'Demo Crew | Your Digital Hub for Crew Management and Project Planning'],
    ['  Demo Crew  ', 'Demo Crew | Your Digital Hub for Crew Management and Project Planning'],
    ['', 'Your Digital Hub for Crew Management and Project Planning'],
    ['   ', 'Your Digital Hub for Crew Management and Project Planning'],
    [null, 'Your Digital Hub for Crew Management and Project Planning'],
    [undefined, 'Your Digital Hub for Crew Management and Project Planning'],
  ])('%j → %s', (hostName, expected) => {
    expect(pageTitle(hostName)).toBe(expected);
  });
});
