/** Why the mobile-documents routes refuse a request (see ./error-reasons.ts). */
export const reasons = ['MOBILE_DOCUMENT_NOT_FOUND'] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    'mobile-documents': (typeof reasons)[number];
  }
}
