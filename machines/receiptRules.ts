// The rules of a receipt, shared by the app's receipt screens and the api's
// /receipts routes: the api refuses exactly what the screens do not offer (api/routes/receipts/README.md, States as shared rules).
// Pure functions, no machine: the rules of the states are that an approved receipt is final and
// that the office decides only a handed-in receipt; the arithmetic is integers only (api/routes/tax-types/README.md, Rates in basis points).

/** A receipt's states: the crew member's draft, submitted to the office, and the office's answer. */
export const RECEIPT_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** What a crew member does to their own receipt. */
export type ReceiptChange = 'addItem' | 'changeItem' | 'deleteItem' | 'uploadPhoto' | 'delete';

/**
 * Whether the receipt may still change: items added, changed or deleted, a photo uploaded, the receipt
 * deleted — in every state until the office approves it (SPEC: "while it is not yet approved").
 * Copying is always allowed: the copy is a new draft.
 */
export function receiptAllows(status: ReceiptStatus, _change: ReceiptChange): boolean {
  return status !== 'approved';
}

/**
 * Why the crew member cannot hand the receipt in to the office, or null when they can: a draft,
 * or a rejected receipt corrected, with at least one item. A submitted receipt waits for the
 * office; an approved one is final.
 */
export function submitProblem(
  status: ReceiptStatus,
  itemCount: number,
): 'RECEIPT_APPROVED' | 'RECEIPT_NOT_DRAFT' | 'RECEIPT_NO_ITEMS' | null {
  if (status === 'approved') return 'RECEIPT_APPROVED';
  if (status === 'submitted') return 'RECEIPT_NOT_DRAFT';
  if (itemCount < 1) return 'RECEIPT_NO_ITEMS';
  return null;
}

/** What the office does to a handed-in receipt, and the status each leaves it in. */
export const RECEIPT_DECISIONS = { approve: 'approved', reject: 'rejected' } as const;
export type ReceiptDecision = keyof typeof RECEIPT_DECISIONS;

/**
 * The office's decision on a receipt: the status it moves to, or why not. Only a submitted receipt
 * is decided (a draft is not handed in yet, an approved or rejected one was decided already: the
 * crew member hands a corrected one in again, which makes it submitted once more).
 */
export function decideReceipt(
  status: ReceiptStatus,
  decision: ReceiptDecision,
): { to: ReceiptStatus } | { problem: 'RECEIPT_NOT_SUBMITTED' } {
  return status === 'submitted'
    ? { to: RECEIPT_DECISIONS[decision] }
    : { problem: 'RECEIPT_NOT_SUBMITTED' };
}

/** The largest amount of one item, in cents (a million euros): larger input is a typing mistake. */
export const MAX_ITEM_CENTS = 100_000_000;

/**
 * The tax on an amount in cents at a rate in basis points (2100 = 21 %), rounded half away from
 * zero, in integers only: amount × rate stays below 2^53 for every allowed amount.
 */
export function taxCents(amountCents: number, rateBasisPoints: number): number {
  const product = Math.abs(amountCents) * rateBasisPoints;
  const whole = Math.floor(product / 10_000);
  const rest = product - whole * 10_000;
  const rounded = rest * 2 >= 10_000 ? whole + 1 : whole;
  return amountCents < 0 ? -rounded : rounded;
}

export interface ReceiptTotals {
  netCents: number;
  taxCents: number;
  totalCents: number;
}

/** The receipt's totals: the sum of each item's amount and its own rounded tax. */
export function receiptTotals(
  items: readonly { amountCents: number; rateBasisPoints: number }[],
): ReceiptTotals {
  let net = 0;
  let tax = 0;
  for (const item of items) {
    net += item.amountCents;
    tax += taxCents(item.amountCents, item.rateBasisPoints);
  }
  return { netCents: net, taxCents: tax, totalCents: net + tax };
}

/** Parses a typed amount ('12,50', '12.5', '7') into cents; null when it is not an amount. */
export function parseAmountCents(input: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= MAX_ITEM_CENTS ? cents : null;
}
