/**
 * The reason of an office decision as the api takes it: trimmed, null when blank. Where a reason
 * is required (machines/officeDecisions.ts) the api answers a blank one with BAD_USER_INPUT naming
 * `reason`, which reaches the app as it is.
 */
export function decisionReasonArg(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
