import { toBcp47 } from '../../i18n/language';

// Money is integer cents from the api; only here, for display, it becomes whole euros for Intl.

export function formatCents(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(toBcp47(language), { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** A new key per submission: a repeat of the same submission (a retry) changes nothing twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
