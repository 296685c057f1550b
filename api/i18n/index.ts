import i18next from 'i18next';
import { DateTime } from 'luxon';
import { FALLBACK_LOCALE, LOCALES } from '../../machines/locale';
import type { Locale } from '../../machines/locale';
import { isRealDay } from '../../machines/dateFormats';
import { cy } from './locales/cy';
import { de } from './locales/de';
import { deAt } from './locales/de-at';
import { en } from './locales/en';
import type { ApiTexts } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

// The api's one set of texts (mails, notifications, PDF labels) in the seven languages the app
// speaks, through i18next as in the app: the same locale codes, Austrian German falling back to
// German, everything to English. Which language a recipient gets is decided once, by
// `recipientLocale` (./recipient.ts, the app's rule from machines/locale.ts); numbers, money and
// dates follow that language's conventions through Intl (`formatsOf`).

export type { Locale } from '../../machines/locale';
export type { ApiTexts } from './locales/en';

export const API_TEXTS: Record<Locale, ApiTexts> = { en, de, deAt, es, fr, nl, cy };

/** The regional conventions of each language: the app's users are Europe's (en-GB, not en-US). */
const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  de: 'de-DE',
  deAt: 'de-AT',
  es: 'es-ES',
  fr: 'fr-FR',
  nl: 'nl-NL',
  cy: 'cy-GB',
};

/** The Intl locale a language's numbers, money and dates are written in ('de-DE'). */
export function intlLocaleOf(locale: Locale): string {
  return INTL_LOCALES[locale];
}

const asLocale = (language: string | undefined): Locale =>
  (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : FALLBACK_LOCALE;

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: API_TEXTS[locale] }]),
  ),
  lng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  fallbackLng: { deAt: ['de', 'en'], default: ['en'] },
  // Everything is in memory: init finishes before it returns.
  initAsync: false,
  returnNull: false,
  // Mails are plain text and PDFs draw text: nothing to escape.
  interpolation: { escapeValue: false },
  // A value the caller did not give stays visible as '…' rather than as '{{name}}'.
  missingInterpolationHandler: () => '…',
});
// '{{day, day}}' and '{{day, longDay}}': a YYYY-MM-DD day in the reader's language.
i18n.services.formatter?.add('day', (value: unknown, language) =>
  formatsOf(asLocale(language)).day(String(value)),
);
// '{{total, euros}}': a number of cents as euros in the reader's language ('12,10 €', '€12.10').
i18n.services.formatter?.add('euros', (value: unknown, language) =>
  formatsOf(asLocale(language)).money(Number(value), 'EUR'),
);
i18n.services.formatter?.add('longDay', (value: unknown, language) =>
  formatsOf(asLocale(language)).longDay(String(value)),
);

/** Every key of the texts, dotted ('mail.passwordReset.subject'): a misspelt key fails the typecheck. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
export type TextKey = Paths<ApiTexts>;

/** One language's texts and formats, what a mail or a PDF is written with. */
export interface Translator {
  locale: Locale;
  /** The text of `key` in this language, `params` filled into its {{placeholders}}. */
  t(key: TextKey, params?: Record<string, string | number>): string;
  format: Formats;
}

/** The texts and formats of `locale`. */
export function translatorFor(locale: Locale): Translator {
  const fixed = i18n.getFixedT(locale);
  return {
    locale,
    t: (key, params) => fixed(key, params ?? {}),
    format: formatsOf(locale),
  };
}

/** How numbers, money, days and times are written in one language (Intl). */
export interface Formats {
  /** Cents as money: '1.234,50 €' (de), '€1,234.50' (en). */
  money(cents: number, currency: string): string;
  /** A number with `digits` decimals at most (exactly, with `fixed`). */
  number(value: number, digits: number, fixed?: boolean): string;
  /** Basis points as a percentage: 2100 → '21 %' (de), '21%' (en). */
  percent(basisPoints: number): string;
  /** A YYYY-MM-DD day, medium: '15.01.2027', '15 Jan 2027'. */
  day(iso: string): string;
  /** A YYYY-MM-DD day, long: '15. Januar 2027', '15 January 2027'. */
  longDay(iso: string): string;
  /** An instant's day in `zone`, medium. */
  dayAt(at: Date, zone: string): string;
  /** An instant's time in `zone`, 24 hours: '07:30'. */
  timeAt(at: Date, zone: string): string;
  /** The zone's short name at that instant in this language ('MEZ', 'CET', 'GMT+1'). */
  zoneAt(at: Date, zone: string): string;
}

const formats = new Map<Locale, Formats>();

export function formatsOf(locale: Locale): Formats {
  const known = formats.get(locale);
  if (known) return known;
  const intl = INTL_LOCALES[locale];
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 2 });
  const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
  // A text that is not a day (a caller's own words) is printed as given rather than refused.
  const isDay = isRealDay;
  const made: Formats = {
    money(cents, currency) {
      let format = moneyFormats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(intl, { style: 'currency', currency });
        moneyFormats.set(currency, format);
      }
      return format.format(cents / 100);
    },
    number: (value, digits, fixed = false) =>
      new Intl.NumberFormat(intl, {
        minimumFractionDigits: fixed ? digits : 0,
        maximumFractionDigits: digits,
      }).format(value),
    percent: (basisPoints) => percent.format(basisPoints / 10_000),
    day: (iso) =>
      isDay(iso)
        ? new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            utcDay(iso),
          )
        : iso,
    longDay: (iso) =>
      isDay(iso)
        ? new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDay(iso))
        : iso,
    dayAt: (at, zone) =>
      new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: zone }).format(at),
    timeAt: (at, zone) =>
      new Intl.DateTimeFormat(intl, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: zone,
      }).format(at),
    zoneAt: (at, zone) => DateTime.fromJSDate(at, { zone }).setLocale(intl).toFormat('ZZZZ'),
  };
  formats.set(locale, made);
  return made;
}
