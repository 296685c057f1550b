import { toBcp47 } from '../../i18n/language';

/**
 * Integer hundredths (cents, or a quantity's hundredths) as the user would type them back into a
 * field ('38.50', '38,50' in German, '48' for whole numbers): the language's decimal sign, no
 * grouping, from integers only, so the forms' parsers (a point or a comma) read back the same value.
 */
export function formatDecimalInput(hundredths: number, language: string | undefined): string {
  const sign = hundredths < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(hundredths) / 100);
  const fraction = Math.abs(hundredths) % 100;
  if (fraction === 0) return `${sign}${whole}`;
  const decimal =
    new Intl.NumberFormat(toBcp47(language))
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return `${sign}${whole}${decimal}${String(fraction).padStart(2, '0')}`;
}
