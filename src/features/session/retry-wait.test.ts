import { describe, expect, it } from 'vitest';
import { retryWaitWords, secondsLeft } from './retry-wait';

describe('retry-wait', () => {
  it('counts the seconds left up, never below 0', () => {
    const retryAt = Date.parse('2026-12-07T09:02:28Z');
    expect(secondsLeft(retryAt, Date.parse('2026-12-07T09:00:00Z'))).toBe(148);
    expect(secondsLeft(retryAt, Date.parse('2026-12-07T09:02:27.5Z'))).toBe(1);
    expect(secondsLeft(retryAt, Date.parse('2026-12-07T09:05:00Z'))).toBe(0);
  });

  it.each([
    [148, 'en', 'in 3 minutes'],
    [341, 'en', 'in 6 minutes'],
    [60, 'en', 'in 1 minute'],
    [59, 'en', 'in 59 seconds'],
    [148, 'de', 'in 3 Minuten'],
    [148, 'deAt', 'in 3 Minuten'],
    [148, 'fr', 'dans 3 minutes'],
    [148, 'es', 'dentro de 3 minutos'],
    [148, 'nl', 'over 3 minuten'],
    [148, 'cy', 'ymhen 3 munud'],
  ] as const)('words %i s in %s as “%s”', (seconds, language, words) => {
    expect(retryWaitWords(seconds, language)).toBe(words);
  });
});
