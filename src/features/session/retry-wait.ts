import { toBcp47 } from '../../i18n/language';

/** Seconds left until `retryAt` on the given clock, rounded up; 0 once it has passed. */
export function secondsLeft(retryAt: number, now: number): number {
  return Math.max(0, Math.ceil((retryAt - now) / 1000));
}

/**
 * "in 3 minutes", "ymhen 45 eiliad": how long until a throttled sign-in may be tried again, in the
 * reader's language (Intl, so no plural rules of our own: Welsh has six). Under a minute in
 * seconds, else whole minutes rounded up, so the words never say go before the api lets one in.
 */
export function retryWaitWords(seconds: number, language: string | undefined): string {
  const relative = new Intl.RelativeTimeFormat(toBcp47(language), { numeric: 'always' });
  return seconds < 60
    ? relative.format(seconds, 'second')
    : relative.format(Math.ceil(seconds / 60), 'minute');
}
