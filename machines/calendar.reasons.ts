/** Why the calendar routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  'CALENDAR_SUBSCRIPTION_NOT_FOUND',
  'BLOCK_DATE_NOT_FOUND',
  'VACATION_REQUEST_NOT_FOUND',
  /** vacationRequest refuses 'vacationRequest.delete': only a request still waiting may be deleted. */
  'VACATION_REQUEST_NOT_DELETABLE',
  /** vacationRequest refuses approve / decline: the request was already approved or declined. */
  'VACATION_REQUEST_ALREADY_DECIDED',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    calendar: (typeof reasons)[number];
  }
}
