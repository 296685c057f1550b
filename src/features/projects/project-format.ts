import { toBcp47 } from '../../i18n/language';

/** Minutes as hours with up to two decimals, e.g. 570 → '9.5' / '9,5'. */
export function formatHours(minutes: number, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 2 }).format(
    minutes / 60,
  );
}
