/**
 * The vocabulary of the administration's audit (api/lib/audit.ts): what was done to what. Typed
 * unions read by the api that writes the rows, the gateway that serves them and the app that
 * translates them, so a new kind of change is one line here.
 */
export const AUDIT_ACTIONS = [
  'created',
  'changed',
  'invited',
  'deactivated',
  'reactivated',
  'deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECTS = [
  'person',
  'company',
  'branch',
  'contact',
  'location',
  'function',
  'tenantSettings',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** One field's change: what it was and what it became (null: not set). */
export type AuditChange = { from: unknown; to: unknown };
/** The fields a change touched, by name; empty for an action that changes no field (an invitation). */
export type AuditChanges = Record<string, AuditChange>;
