/** Why the forms routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  /** A form that does not exist, or is not assigned to the caller (nor open to their role). */
  'FORM_NOT_FOUND',
  /** Answers to a form that its rules refuse (machines/formAnswers.ts); `details` names each question. */
  'FORM_ANSWERS_REFUSED',
  /** The caller has already sent their answers to this form. */
  'FORM_ALREADY_SUBMITTED',
  /** A photo answer that is not the caller's upload for this form, or is already part of a result. */
  'FORM_PHOTO_NOT_FOUND',
  /** A photo upload that is not a JPEG, PNG or WebP image (checked by its content). */
  'FORM_PHOTO_NOT_AN_IMAGE',
  /** A photo upload larger than 10 MB. */
  'FORM_PHOTO_TOO_LARGE',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    forms: (typeof reasons)[number];
  }
}
