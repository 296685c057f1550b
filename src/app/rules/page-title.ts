/** The fixed part of every page title (SPEC.md §9 page title pattern). */
export const APP_TITLE_SUFFIX = 'Your Digital Hub for Crew Management and Project Planning';

/** Between the tenant's host name and the suffix. */
export const PAGE_TITLE_SEPARATOR = ' | ';

/**
 * The document title: '<host name> | <suffix>' (SPEC.md §9), or the suffix alone when the tenant
 * has no meta host name (or only whitespace).
 */
export function pageTitle(hostName: string | null | undefined): string {
  const name = hostName?.trim();
  return name ? `${name}${PAGE_TITLE_SEPARATOR}${APP_TITLE_SUFFIX}` : APP_TITLE_SUFFIX;
}
