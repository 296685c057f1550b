import type { TFunction } from 'i18next';
import { toBcp47 } from '../../i18n/language';
import { formatDay } from '../../lib/dates/dates';

// How the contracts screens word their figures: minutes as hours and minutes, days, periods.
// The api sends exact integers; nothing here rounds (api/routes/contracts/README.md, Contract accounts).

/**
 * '24 hr', '3 hr 30 min', '45 min' in the user's language (Intl's units word and pluralise them);
 * `signed` puts + or − before a balance (0 has none).
 */
export function formatMinutes(
  minutes: number,
  language: string | undefined,
  signed = false,
): string {
  const locale = toBcp47(language);
  const hoursFormat = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
  });
  const minutesFormat = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    hours > 0 || rest === 0 ? hoursFormat.format(hours) : '',
    rest > 0 ? minutesFormat.format(rest) : '',
  ];
  const amount = parts.filter(Boolean).join(' ');
  if (!signed || minutes === 0) return amount;
  return `${minutes > 0 ? '+' : '−'}${amount}`;
}

/** '21 days', '1 day', '21 Tage' (Intl words and pluralises the unit). */
export function formatDays(days: number, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}

/** '1 Jan 2026 – 31 Dec 2027', or 'from 1 Jan 2026' for an open-ended contract. */
export function formatContractPeriod(
  beginDate: string,
  endDate: string | null | undefined,
  t: TFunction,
  language: string | undefined,
): string {
  return endDate
    ? t('contracts:period.range', {
        begin: formatDay(beginDate, language),
        end: formatDay(endDate, language),
      })
    : t('contracts:period.openEnded', { begin: formatDay(beginDate, language) });
}

/** '24 h per week'. */
export function formatQuota(
  minutes: number,
  period: 'week' | 'month',
  t: TFunction,
  language: string | undefined,
): string {
  return t(`contracts:quota.${period}`, { amount: formatMinutes(minutes, language) });
}
