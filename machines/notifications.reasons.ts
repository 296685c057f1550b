/** Why the notifications routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** A push subscription (device) that is not the caller's own, or gone. */
  'PUSH_SUBSCRIPTION_NOT_FOUND',
  /** A push subscription whose endpoint is not a known push service. */
  'PUSH_ENDPOINT_NOT_ALLOWED',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    notifications: (typeof reasons)[number];
  }
}
