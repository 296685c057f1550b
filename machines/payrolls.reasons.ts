/** Why the payrolls routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  'PAYROLL_NOT_FOUND',
  'PAYROLL_ITEM_NOT_FOUND',
  /** The payroll has no document of that type. */
  'PAYROLL_DOCUMENT_NOT_FOUND',
  /** payrollItemStatus refuses 'payrollItem.decline' (the item is already declined). */
  'PAYROLL_ITEM_NOT_DECLINABLE',
  /** A public payroll link that is unknown, expired or revoked. */
  'PAYROLL_LINK_NOT_VALID',
  'PAYROLL_LINK_NOT_FOUND',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    payrolls: (typeof reasons)[number];
  }
}
