/** Why the invoices routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** Invoices: another tenant's or, for a client, another company's invoice; a client never finds a draft. */
  'INVOICE_NOT_FOUND',
  /** An invoice item not on the draft. */
  'INVOICE_ITEM_NOT_FOUND',
  /** A draft has no PDF yet. */
  'INVOICE_DOCUMENT_NOT_FOUND',
  /** Items are changed and an invoice issued only while it is a draft. */
  'INVOICE_NOT_DRAFT',
  /** A total or amount sent with a write does not match what the api computes from the items. */
  'INVOICE_TOTAL_MISMATCH',
  /** A draft for a project without worked hours at a rate, or issuing an invoice without items. */
  'INVOICE_NOTHING_TO_BILL',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    invoices: (typeof reasons)[number];
  }
}
