/** Why the plus-crews routes refuse a request (see ./error-reasons.ts). */
export const reasons = ['PLUS_CREW_NOT_FOUND'] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    'plus-crews': (typeof reasons)[number];
  }
}
