import { DateTime } from 'luxon';
import { toBcp47 } from '../../i18n/language';

/** Worked minutes as hours with two decimals, e.g. 570 → '9.50' / '9,50'. */
export function formatHours(minutes: number, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minutes / 60);
}

/** SPEC.md §7: an activity's due date shows as DD.MM.YYYY, in every language. */
export function formatDueDate(day: string): string {
  return DateTime.fromISO(day).toFormat('dd.LL.yyyy');
}

export const PAYROLL_DOCUMENT_TYPES = ['payslip', 'hoursStatement'] as const;
export type PayrollDocumentType = (typeof PAYROLL_DOCUMENT_TYPES)[number];

export function isPayrollDocumentType(value: string | undefined): value is PayrollDocumentType {
  return (PAYROLL_DOCUMENT_TYPES as readonly string[]).includes(value ?? '');
}
