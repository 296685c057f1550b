/** Why the crews routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** The crew (a shift, /crews/{id}) is not in the tenant, or not the caller's under an OWN right. */
  'CREW_NOT_FOUND',
  /** crewShift refusals (machines/crewShift.machine.ts crewShiftRefusal), one per rule. */
  'CREW_MEMBER_NOT_FOUND',
  'CREW_MEMBER_ALREADY_CHECKED_IN',
  'CREW_MEMBER_ALREADY_NO_SHOW',
  'CREW_MEMBER_NOT_CHECKED_IN',
  'CREW_MEMBER_ALREADY_CHECKED_OUT',
  'CREW_TIME_OUT_OF_RANGE',
  'CREW_CHECK_OUT_BEFORE_CHECK_IN',
  'CREW_BREAK_TOO_LONG',
  'CREW_MEMBERS_NOT_CHECKED_OUT',
  'CREW_ALREADY_SIGNED_OFF',
  'CREW_NOT_SIGNED_OFF',
  'CREW_SIGNATURE_MISSING',
  'CREW_RATING_OUT_OF_RANGE',
  'CREW_DELIVERY_NOTE_ALREADY_RELEASED',
  'CREW_CHIEF_SHEET_ALREADY_RELEASED',
  'CREW_DOCUMENT_NOT_RELEASED',
  'CREW_READ_ONLY',
  'CREW_PHOTO_NOT_AN_IMAGE',
  'CREW_PHOTO_TOO_LARGE',
  /** A crew photo that is not the crew's, or not one the caller may see (readers: approved only). */
  'CREW_PHOTO_NOT_FOUND',
  /** A crew's security check already answered for that date and shift (one result per form, crew, date, shift). */
  'CREW_SECURITY_CHECK_ALREADY_ANSWERED',
  'LOCATION_NOT_FOUND',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    crews: (typeof reasons)[number];
  }
}
