import { LANGUAGE_NAMES } from './locale';

// The rules of the tenant's settings (SPEC.md §3 "Tenant"), written once: the api validates the
// administration's PATCH /tenantSettings with them and the settings form offers and checks the same.

/** The app's colour themes (src/app/providers/theme.ts themeExtensions): red, or Chakra's own with the watermark. */
export const MOBILE_THEMES = ['red', 'moyo'] as const;
export type MobileTheme = (typeof MOBILE_THEMES)[number];

/** The language names a tenant's default language may be, one per supported locale. */
export const TENANT_LANGUAGE_NAMES = Object.values(LANGUAGE_NAMES) as [string, ...string[]];

/** A colour as the login screen's background takes it: #rrggbb. */
export const COLOR_CODE = /^#[0-9a-fA-F]{6}$/;

export const TENANT_NAME_MAX = 100;
/** The browser tab's title: search engines show about 60 characters. */
export const META_TITLE_MAX = 70;
/** The meta description: search engines show about 160 characters. */
export const META_DESCRIPTION_MAX = 300;

/** The tenant's uploaded pictures: the app bar's and login screen's logo, the login background, the favicon. */
export const TENANT_IMAGE_KINDS = ['logo', 'background', 'favicon'] as const;
export type TenantImageKind = (typeof TENANT_IMAGE_KINDS)[number];

/** Larger uploads are refused (413): a login screen loads them on one bar of signal. */
export const TENANT_IMAGE_MAX_BYTES: Readonly<Record<TenantImageKind, number>> = {
  logo: 1024 * 1024,
  background: 4 * 1024 * 1024,
  favicon: 256 * 1024,
};
