/** Why the people routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** Another person of the tenant already has this e-mail (e-mails are unique per tenant, in any case). */
  'EMAIL_TAKEN',
  /** A function id that is not one of the tenant's. */
  'FUNCTION_NOT_FOUND',
  /** Another function of the tenant already has this name. */
  'FUNCTION_NAME_TAKEN',
  /** A role preset name the tenant does not have. */
  'ROLE_PRESET_NOT_FOUND',
  /** An invitation for a deactivated person: reactivate them first. */
  'PERSON_DEACTIVATED',
  /** An invitation for a person who already set a password: they sign in (or reset it). */
  'PASSWORD_ALREADY_SET',
  /** A deactivation of a person already deactivated. */
  'PERSON_ALREADY_DEACTIVATED',
  /** A reactivation of a person who is not deactivated. */
  'PERSON_NOT_DEACTIVATED',
  /** An administrator deactivating themself would lock the office out of its own screen. */
  'CANNOT_DEACTIVATE_SELF',
  /** The tenant is served on no host, so a welcome link could point nowhere. */
  'TENANT_WITHOUT_HOST',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    people: (typeof reasons)[number];
  }
}
