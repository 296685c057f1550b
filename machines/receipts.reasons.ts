/** Why the receipts routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** Receipts: another tenant's receipt, or (OWN) not the caller's own. */
  'RECEIPT_NOT_FOUND',
  /** A receipt item whose receipt the caller does not reach. */
  'RECEIPT_ITEM_NOT_FOUND',
  /** POST /receipts: no receipt template of that id in the tenant. */
  'RECEIPT_TEMPLATE_NOT_FOUND',
  /** An approved receipt is final: no item added or deleted, no photo, not deleted (machines/receiptRules.ts). */
  'RECEIPT_APPROVED',
  /** POST /receipts/{id}/submit on a receipt already handed in (it waits for the office). */
  'RECEIPT_NOT_DRAFT',
  /** POST /receipts/{id}/submit on a receipt without items. */
  'RECEIPT_NO_ITEMS',
  /** A receipt item whose sent total is not the api's amount plus tax (a tampered or miscomputed total). */
  'RECEIPT_TOTAL_MISMATCH',
  /** A receipt item with a charge type or tax type not of the tenant. */
  'CHARGE_TYPE_NOT_FOUND',
  'RECEIPT_PHOTO_NOT_AN_IMAGE',
  'RECEIPT_PHOTO_TOO_LARGE',
  'RECEIPT_PHOTO_NOT_FOUND',
  /** The office approves or rejects only a receipt handed in to it (machines/receiptRules.ts decideReceipt). */
  'RECEIPT_NOT_SUBMITTED',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    receipts: (typeof reasons)[number];
  }
}
