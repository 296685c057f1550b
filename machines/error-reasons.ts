/**
 * Why the api refused a request, as a code the app can translate (no api message is ever shown to
 * a user verbatim). The api sends it as `reason` in its error body, the gateway passes it on as
 * `extensions.reason`, and the app maps each one to a text in all seven locales (a locale test
 * checks every reason).
 *
 * An area's own reasons live in `machines/<area>.reasons.ts`: `export const reasons = [...] as
 * const` and a line of {@link AreaErrorReasons} naming the area, so the type knows them; each
 * runtime finds those files by their name (the app by `import.meta.glob`, the api and the gateway
 * by reading this folder) and hands them to {@link collectErrorReasons}. The list below holds only
 * the reasons several areas or the api itself answer.
 */
export const SHARED_ERROR_REASONS = [
  /** Sign-in: wrong login or password (the same for an unknown account). */
  'WRONG_CREDENTIALS',
  /** Sign-in or a reset request throttled; see Retry-After. */
  'TOO_MANY_ATTEMPTS',
  /** A password or welcome link that is unknown, used or expired. */
  'LINK_NO_LONGER_VALID',
  /** The host is not a tenant's. */
  'UNKNOWN_HOST',
  /** A person who is not in the tenant, or not the caller under an OWN right. */
  'PERSON_NOT_FOUND',
  /** A calendar date range that ends before it begins, or is longer than the api allows. */
  'DATE_RANGE_INVALID',
  /** A document the caller may not read (not a signatory, no documents right) or that does not exist. */
  'DOCUMENT_NOT_FOUND',
  /** The lists the project screens need: another tenant's or (OWN) another company's id, as if it did not exist. */
  'COMPANY_NOT_FOUND',
  /** A tax type that is not the tenant's. */
  'TAX_TYPE_NOT_FOUND',
  /**
   * A DELETE of something still in use (a location crews work at, a function people are booked
   * as): the facts count what refers to it, by kind (stillReferenced in api/lib/errors.ts).
   */
  'STILL_REFERENCED',
] as const;

/**
 * One entry per `machines/<area>.reasons.ts`: the area's name → the union of its reasons. Filled
 * by each of those files (`declare module './error-reasons'`), never here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaErrorReasons {}

export type ErrorReason =
  (typeof SHARED_ERROR_REASONS)[number] | AreaErrorReasons[keyof AreaErrorReasons];

/** The name of an area's reasons file ('./receipts.reasons.ts' → 'receipts'), else undefined. */
export function reasonsAreaOf(file: string): string | undefined {
  return /(?:^|\/)([a-z0-9-]+)\.reasons\.ts$/.exec(file)?.[1];
}

/**
 * Every reason: the shared ones, then each area's file in name order. Refuses a file without a
 * `reasons` list of codes and a reason that two files both declare.
 */
export function collectErrorReasons(
  modules: Readonly<Record<string, unknown>>,
): readonly ErrorReason[] {
  const all: string[] = [...SHARED_ERROR_REASONS];
  for (const file of Object.keys(modules).sort()) {
    const area = reasonsAreaOf(file);
    if (area === undefined) throw new Error(`Not an area's reasons file: ${file}`);
    const reasons = (modules[file] as { reasons?: unknown } | undefined)?.reasons;
    if (
      !Array.isArray(reasons) ||
      !reasons.every((r) => typeof r === 'string' && /^[A-Z][A-Z_]*$/.test(r))
    )
      throw new Error(`${file} must export \`reasons\`, a list of codes like 'THING_NOT_FOUND'`);
    for (const reason of reasons as string[]) {
      if (all.includes(reason)) throw new Error(`${file}: ${reason} is declared twice`);
      all.push(reason);
    }
  }
  return all as ErrorReason[];
}

/** A guard over the list a runtime collected. */
export function isErrorReasonOf(
  reasons: readonly ErrorReason[],
): (value: unknown) => value is ErrorReason {
  return (value): value is ErrorReason =>
    typeof value === 'string' && (reasons as readonly string[]).includes(value);
}
