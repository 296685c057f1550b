/** Why the documents routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
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
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    documents: (typeof reasons)[number];
  }
}
