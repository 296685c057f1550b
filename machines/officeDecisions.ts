/**
 * The office's decisions on what people hand in (vacation requests, profile pictures, receipts):
 * the verbs of each and the rule of the reason the person reads with the answer. Shared by the
 * api's input schemas (400 naming `reason`), the gateway and the app's decision forms, so a form
 * never sends what the api refuses. The status rules themselves are each thing's own
 * (vacationRequest.machine, profilePicture.machine, receiptRules.decideReceipt).
 */
export const OFFICE_DECISION_VERBS = {
  vacationRequest: ['approve', 'decline'],
  profilePicture: ['approve', 'reject'],
  receipt: ['approve', 'reject'],
} as const;
export type OfficeDecisionSubject = keyof typeof OFFICE_DECISION_VERBS;
export type OfficeDecisionVerb<S extends OfficeDecisionSubject = OfficeDecisionSubject> =
  (typeof OFFICE_DECISION_VERBS)[S][number];

/** What the audit keeps as the outcome of each verb (office_decisions.outcome). */
export const OFFICE_DECISION_OUTCOMES = {
  approve: 'approved',
  decline: 'declined',
  reject: 'rejected',
} as const;
export type OfficeDecisionOutcome = (typeof OFFICE_DECISION_OUTCOMES)[OfficeDecisionVerb];

/** The longest reason, in characters (a short message, not a letter). */
export const DECISION_REASON_MAX = 500;

/**
 * Whether the decision needs a reason: a rejected picture or receipt must say what to do better,
 * or the person cannot correct it; an approval, and a declined vacation request (the dates are
 * the reason enough), may carry one.
 */
export function reasonRequired(subject: OfficeDecisionSubject, verb: OfficeDecisionVerb): boolean {
  return verb === 'reject' && (subject === 'profilePicture' || subject === 'receipt');
}

/** Why a typed reason cannot be sent with this decision, or null when it can. */
export function reasonProblem(
  subject: OfficeDecisionSubject,
  verb: OfficeDecisionVerb,
  reason: string | null | undefined,
): 'required' | 'tooLong' | null {
  const text = (reason ?? '').trim();
  if (text.length > DECISION_REASON_MAX) return 'tooLong';
  if (text.length === 0 && reasonRequired(subject, verb)) return 'required';
  return null;
}
