/** Why the crew-info routes refuse a request (see ./error-reasons.ts). */
export const reasons = ['CREW_INFO_ARTICLE_NOT_FOUND'] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    'crew-info': (typeof reasons)[number];
  }
}
