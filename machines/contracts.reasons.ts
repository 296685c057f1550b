/** Why the contracts routes refuse a request (see ./error-reasons.ts). */
export const reasons = ['STAFF_CONTRACT_NOT_FOUND', 'STAFF_CONTRACT_DOCUMENT_NOT_FOUND'] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    contracts: (typeof reasons)[number];
  }
}
