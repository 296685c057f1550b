import { toBcp47 } from '../../i18n/language';

// The cost view's numbers: money is integer cents from the api (never a float on the way); only
// here, for display, it becomes whole units for Intl, in the card's currency and the user's language.

export function formatMoney(cents: number, currency: string, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), { style: 'currency', currency }).format(cents / 100);
}

/** Minutes as hours with up to two decimals, e.g. 570 → '9.5' / '9,5'. */
export function formatHours(minutes: number, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 2 }).format(minutes / 60);
}
