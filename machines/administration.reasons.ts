/** Why the administration routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** POST /tenantSettings/images/{kind}: the file is not a PNG, JPEG or WebP picture (an SVG neither). */
  'TENANT_IMAGE_NOT_AN_IMAGE',
  /** POST /tenantSettings/images/{kind}: the file is over the kind's size limit (413). */
  'TENANT_IMAGE_TOO_LARGE',
  /** GET /tenantImages/{file}: no current image of the tenant by that name. */
  'TENANT_IMAGE_NOT_FOUND',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    administration: (typeof reasons)[number];
  }
}
