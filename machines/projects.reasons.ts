/** Why the projects routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  'PROJECT_MANAGER_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'CONTACT_NOT_FOUND',
  'RATE_CARD_NOT_FOUND',
  /** A project logo upload that is not a JPEG, PNG or WebP by its content. */
  'PROJECT_LOGO_NOT_AN_IMAGE',
  /** A project logo upload over the size limit (413). */
  'PROJECT_LOGO_TOO_LARGE',
  /** No approved logo, or a logo of another project / one the caller may not see. */
  'PROJECT_LOGO_NOT_FOUND',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    projects: (typeof reasons)[number];
  }
}
