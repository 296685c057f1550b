import { toBcp47 } from '../../i18n/language';

// Money is integer cents from the api (never floats on the way); only here, for display, it becomes
// a number for Intl in the user's language.

export function formatMoney(cents: number, currency: string, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** 2100 basis points → '21%' (in the language's way of writing percent: '21 %' in German). */
export function formatRate(basisPoints: number, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}
