/**
 * Why the api refused a request, as a code the app can translate (no api message is ever shown to
 * a user verbatim). The api sends it as `reason` in its error body, the gateway passes it on as
 * `extensions.reason`, and the app maps each one to a text in all seven locales (a locale test
 * checks every reason listed here). Add a reason here when a route gains a new refusal.
 */
export const ERROR_REASONS = [
  /** Sign-in: wrong login or password (the same for an unknown account). */
  'WRONG_CREDENTIALS',
  /** Sign-in or a reset request throttled; see Retry-After. */
  'TOO_MANY_ATTEMPTS',
  /** A password or welcome link that is unknown, used or expired. */
  'LINK_NO_LONGER_VALID',
  /** An unsubscribe link that is unknown. */
  'UNSUBSCRIBE_LINK_UNKNOWN',
  /** The host is not a tenant's. */
  'UNKNOWN_HOST',
  'JOB_NOT_FOUND',
  'CREW_CHIEF_NOT_FOUND',
  'PROJECT_MANAGER_NOT_FOUND',
  'CALENDAR_SUBSCRIPTION_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'PLUS_CREW_NOT_FOUND',
  /** crewItemStatus refuses 'crewItem.confirm' in the item's state (it is no longer pending). */
  'CREW_ITEM_NOT_CONFIRMABLE',
  /** A crew item that is not in the tenant, or not the caller's to see (a client: another company's). */
  'CREW_ITEM_NOT_FOUND',
  /** crewItemStatus: the item's status does not take this action (e.g. reactivate outside notNeeded / cancelled). */
  'CREW_ITEM_ACTION_NOT_ALLOWED',
  /** crewItemStatus: activate or noShow on an item without a person. */
  'CREW_ITEM_NO_PERSON',
  /** crewItemStatus: notNeeded, reactivate or apply once the shift has begun. */
  'CREW_ITEM_SHIFT_BEGUN',
  /** crewItemStatus: noShow before the shift has begun. */
  'CREW_ITEM_SHIFT_NOT_BEGUN',
  /** crewItemStatus: apply on an item that is not an open vacancy. */
  'CREW_ITEM_NOT_A_VACANCY',
  /** crewItemStatus: apply on a vacancy someone already has. */
  'CREW_ITEM_ALREADY_TAKEN',
  /** crewItemStatus: unapply by someone who did not apply to the item. */
  'CREW_ITEM_NOT_APPLICANT',
  /** A person who is not in the tenant, or not the caller under an OWN right. */
  'PERSON_NOT_FOUND',
  'STAFF_CONTRACT_NOT_FOUND',
  'STAFF_CONTRACT_DOCUMENT_NOT_FOUND',
  'BLOCK_DATE_NOT_FOUND',
  'VACATION_REQUEST_NOT_FOUND',
  /** vacationRequest refuses 'vacationRequest.delete': only a request still waiting may be deleted. */
  'VACATION_REQUEST_NOT_DELETABLE',
  /** vacationRequest refuses approve / decline: the request was already approved or declined. */
  'VACATION_REQUEST_ALREADY_DECIDED',
  /** A calendar date range that ends before it begins, or is longer than the api allows. */
  'DATE_RANGE_INVALID',
  'PAYROLL_NOT_FOUND',
  'PAYROLL_ITEM_NOT_FOUND',
  /** The payroll has no document of that type. */
  'PAYROLL_DOCUMENT_NOT_FOUND',
  /** payrollItemStatus refuses 'payrollItem.decline' (the item is already declined). */
  'PAYROLL_ITEM_NOT_DECLINABLE',
  /** A public payroll link that is unknown, expired or revoked. */
  'PAYROLL_LINK_NOT_VALID',
  'PAYROLL_LINK_NOT_FOUND',
  /** A person's profile that does not exist or is not the caller's to see. */
  'PROFILE_NOT_FOUND',
  'PROFILE_PICTURE_NOT_FOUND',
  /** profilePicture refuses approve / reject: the picture was already approved or rejected. */
  'PROFILE_PICTURE_ALREADY_DECIDED',
  /** An upload that is not a JPEG, PNG or WebP image (checked by its content). */
  'PROFILE_PICTURE_NOT_AN_IMAGE',
  /** An upload larger than 10 MB. */
  'PROFILE_PICTURE_TOO_LARGE',
  /** A time zone that is not an IANA zone name. */
  'TIME_ZONE_INVALID',
  /** A push subscription (device) that is not the caller's own, or gone. */
  'PUSH_SUBSCRIPTION_NOT_FOUND',
  /** A push subscription whose endpoint is not a known push service. */
  'PUSH_ENDPOINT_NOT_ALLOWED',
  'TRAINING_NOT_FOUND',
  /** trainingRegistration refuses 'training.register': the person is already registered or completed it. */
  'TRAINING_NOT_REGISTRABLE',
  /** trainingRegistration refuses 'training.unregister': the person is not registered (invited or completed). */
  'TRAINING_NOT_UNREGISTRABLE',
  /** trainingRegistration refuses 'training.complete': only a registered person completes a training. */
  'TRAINING_NOT_COMPLETABLE',
  /** trainingRegistration's guards: the registration deadline has passed (or the training began). */
  'TRAINING_REGISTRATION_CLOSED',
  /** trainingRegistration's guard: every seat of the training is taken. */
  'TRAINING_FULL',
  'CREW_INFO_ARTICLE_NOT_FOUND',
  'MOBILE_DOCUMENT_NOT_FOUND',
  /** A document the caller may not read (not a signatory, no documents right) or that does not exist. */
  'DOCUMENT_NOT_FOUND',
  /** A signatory that is not the caller's own (or does not exist). */
  'DOCUMENT_SIGNATORY_NOT_FOUND',
  /** documentSigning refuses 'document.sign': one-by-one order and an earlier signatory has not signed. */
  'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY',
  /** documentSigning refuses 'document.sign': the signatory is not pending or the signature is empty. */
  'DOCUMENT_SIGNATORY_NOT_READY',
  /** documentSigning refuses 'document.sign': the signer's signatures are all signed already. */
  'DOCUMENT_ALREADY_SIGNED',
  /** documentSigning refuses 'document.sign': the document was declined. */
  'DOCUMENT_DECLINED',
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
  /** The crew (a shift, /crews/{id}) is not in the tenant, or not the caller's under an OWN right. */
  'CREW_NOT_FOUND',
  /** crewShift refusals (machines/crewShift.machine.ts crewShiftRefusal), one per rule. */
  'CREW_MEMBER_NOT_FOUND',
  'CREW_MEMBER_ALREADY_CHECKED_IN',
  'CREW_MEMBER_ALREADY_NO_SHOW',
  'CREW_MEMBER_NOT_CHECKED_IN',
  'CREW_MEMBER_ALREADY_CHECKED_OUT',
  'CREW_TIME_OUT_OF_RANGE',
  'CREW_CHECK_OUT_BEFORE_CHECK_IN',
  'CREW_BREAK_TOO_LONG',
  'CREW_MEMBERS_NOT_CHECKED_OUT',
  'CREW_ALREADY_SIGNED_OFF',
  'CREW_NOT_SIGNED_OFF',
  'CREW_SIGNATURE_MISSING',
  'CREW_RATING_OUT_OF_RANGE',
  'CREW_DELIVERY_NOTE_ALREADY_RELEASED',
  'CREW_CHIEF_SHEET_ALREADY_RELEASED',
  'CREW_DOCUMENT_NOT_RELEASED',
  'CREW_READ_ONLY',
  'CREW_PHOTO_NOT_AN_IMAGE',
  'CREW_PHOTO_TOO_LARGE',
  /** A crew photo that is not the crew's, or not one the caller may see (readers: approved only). */
  'CREW_PHOTO_NOT_FOUND',
  /** A crew's security check already answered for that date and shift (one result per form, crew, date, shift). */
  'CREW_SECURITY_CHECK_ALREADY_ANSWERED',
  'LOCATION_NOT_FOUND',
  /** The lists the project screens need: another tenant's or (OWN) another company's id, as if it did not exist. */
  'COMPANY_NOT_FOUND',
  'CONTACT_NOT_FOUND',
  'RATE_CARD_NOT_FOUND',
  /** A project logo upload that is not a JPEG, PNG or WebP by its content. */
  'PROJECT_LOGO_NOT_AN_IMAGE',
  /** A project logo upload over the size limit (413). */
  'PROJECT_LOGO_TOO_LARGE',
  /** No approved logo, or a logo of another project / one the caller may not see. */
  'PROJECT_LOGO_NOT_FOUND',
  /** Planner and membership crews: another tenant's, or (OWN) not the caller's company's crew. */
  'PLANNER_CREW_NOT_FOUND',
  /** POST /plannerCrewMemberships: the person is already a member of the crew. */
  'PLANNER_CREW_ALREADY_MEMBER',
  /** DELETE /plannerCrewMemberships: the person is not a member of the crew. */
  'PLANNER_CREW_NOT_MEMBER',
  /** POST /plannerCrews: no membership crew type of the given id. */
  'PLANNER_CREW_TYPE_NOT_FOUND',
  /** A to-do that is not the caller's (todo-calendar). */
  'ACTIVITY_NOT_FOUND',
  /** The mailbox: a message that is not in the caller's own mailbox. */
  'EMAIL_MESSAGE_NOT_FOUND',
  /** Invoices: another tenant's or, for a client, another company's invoice; a client never finds a draft. */
  'INVOICE_NOT_FOUND',
  /** An invoice item not on the draft. */
  'INVOICE_ITEM_NOT_FOUND',
  /** A draft has no PDF yet. */
  'INVOICE_DOCUMENT_NOT_FOUND',
  /** Items are changed and an invoice issued only while it is a draft. */
  'INVOICE_NOT_DRAFT',
  /** A total or amount sent with a write does not match what the api computes from the items. */
  'INVOICE_TOTAL_MISMATCH',
  /** A draft for a project without worked hours at a rate, or issuing an invoice without items. */
  'INVOICE_NOTHING_TO_BILL',
  /** A tax type that is not the tenant's. */
  'TAX_TYPE_NOT_FOUND',
  /** Receipts: another tenant's receipt, or (OWN) not the caller's own. */
  'RECEIPT_NOT_FOUND',
  /** A receipt item whose receipt the caller does not reach. */
  'RECEIPT_ITEM_NOT_FOUND',
  /** POST /receipts: no receipt template of that id in the tenant. */
  'RECEIPT_TEMPLATE_NOT_FOUND',
  /** An approved receipt is final: no item added or deleted, no photo, not deleted (machines/receiptRules.ts). */
  'RECEIPT_APPROVED',
  /** POST /receipts/{id}/submit on a receipt already handed in (it waits for the office). */
  'RECEIPT_NOT_DRAFT',
  /** POST /receipts/{id}/submit on a receipt without items. */
  'RECEIPT_NO_ITEMS',
  /** A receipt item whose sent total is not the api's amount plus tax (a tampered or miscomputed total). */
  'RECEIPT_TOTAL_MISMATCH',
  /** A receipt item with a charge type or tax type not of the tenant. */
  'CHARGE_TYPE_NOT_FOUND',
  'RECEIPT_PHOTO_NOT_AN_IMAGE',
  'RECEIPT_PHOTO_TOO_LARGE',
  'RECEIPT_PHOTO_NOT_FOUND',
  /** The office approves or rejects only a receipt handed in to it (machines/receiptRules.ts decideReceipt). */
  'RECEIPT_NOT_SUBMITTED',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}
