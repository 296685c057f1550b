import { formatMoney } from '../../lib/numbers/money';

// Money is integer cents from the api; only here, for display, it becomes whole euros for Intl.

export function formatCents(cents: number, language: string | undefined): string {
  return formatMoney(cents, 'EUR', language);
}

/** A new key per submission: a repeat of the same submission (a retry) changes nothing twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
