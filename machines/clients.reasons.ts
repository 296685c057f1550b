/** Why the clients routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** A branch of another tenant, or none of that id. */
  'BRANCH_NOT_FOUND',
  /** Another client company of the tenant already has that name (compared without case). */
  'COMPANY_NAME_TAKEN',
  /** Another branch of the tenant already has that name. */
  'BRANCH_NAME_TAKEN',
  /** Another location of the tenant already has that name. */
  'LOCATION_NAME_TAKEN',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    clients: (typeof reasons)[number];
  }
}
