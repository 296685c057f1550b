/** Why the session routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** An unsubscribe link that is unknown. */
  'UNSUBSCRIBE_LINK_UNKNOWN',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    session: (typeof reasons)[number];
  }
}
