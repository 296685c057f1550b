import type { Locale } from '../../machines/locale';
import { toBcp47 } from '../../machines/locale';

// The language rule lives in machines/locale.ts: the api speaks to a person by the same rule.
export {
  FALLBACK_LOCALE,
  LOCALES,
  isLocale,
  localeFromLanguageName,
  parseLocale,
  resolveLocale,
  toBcp47,
} from '../../machines/locale';
export type { Locale } from '../../machines/locale';

/** The value for `<html lang>`. */
export function htmlLang(locale: Locale): string {
  return toBcp47(locale);
}
