import { toBcp47 } from '../../i18n/language';

// Quantities are integer hundredths from the api (never floats on the way); only here, for
// display, they become numbers for Intl in the user's language.

export function formatQuantity(hundredths: number, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 2 }).format(
    hundredths / 100,
  );
}

/**
 * A decimal the user typed ('1,5', '12.25', '-3') as an integer number of hundredths, without
 * floating point; undefined when it is not a number with at most two decimals.
 */
export function parseHundredths(input: string): number | undefined {
  const match = /^\s*(-?)(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && value !== 0 ? -value : value;
}

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}
