/** Why the mailbox routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** The mailbox: a message that is not in the caller's own mailbox. */
  'EMAIL_MESSAGE_NOT_FOUND',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    mailbox: (typeof reasons)[number];
  }
}
