import { z } from 'zod';
import { SIGNATORIES_ORDERS, SIGNATORY_STATUSES } from '../../../machines/documentSigning.machine';
import { bodyId, text, timestampSchema } from '../../lib/schemas';

// The documents area's shapes (SPEC.md §3 Signatory and Document, §7 /documents…): the routes
// validate and document with them, the repository builds values of their z.infer types.

/** What a signer fills in when signing (a field of the document type's parameters). */
export const FORM_FIELD_KINDS = ['text', 'date', 'checkbox'] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

export const documentFormFieldSchema = z.strictObject({
  /** The key the signer's value is sent and stored under. */
  name: z.string(),
  label: z.string(),
  kind: z.enum(FORM_FIELD_KINDS),
  required: z.boolean(),
});
export type DocumentFormField = z.infer<typeof documentFormFieldSchema>;

/** The type's parameters JSON (SPEC.md §3): who may sign, in which order, what the signer adds. */
export const documentTypeParametersSchema = z.strictObject({
  /** Whether the document has signatories at all (a type without is only read). */
  allowSignatories: z.boolean(),
  signatoriesOrder: z.enum(SIGNATORIES_ORDERS),
  /** The signer is asked for a rating, 1 to 5 (optional for them). */
  ratingAsked: z.boolean(),
  formFields: z.array(documentFormFieldSchema),
});
export type DocumentTypeParameters = z.infer<typeof documentTypeParametersSchema>;

export const documentTypeSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  parameters: documentTypeParametersSchema,
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/**
 * A document's status, derived from its signatures (only `declined` is stored): `open` nobody has
 * signed yet, `inProgress` some have, `signed` every signature is in, `declined` nobody signs any
 * more. A document of a type without signatories is `open`.
 */
export const DOCUMENT_STATUSES = ['open', 'inProgress', 'signed', 'declined'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentStatusSchema = z.strictObject({
  id: z.enum(DOCUMENT_STATUSES),
  caption: z.string(),
});

const captioned = z.strictObject({ id: z.number().int(), caption: z.string() });

export const documentSignatureSchema = z.strictObject({
  id: z.number().int(),
  signed: z.boolean(),
  signedAt: timestampSchema.nullable(),
  /** The document version this signature was given on; null while unsigned. */
  documentVersion: z.number().int().nullable(),
});
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

export const documentSignatorySchema = z.strictObject({
  id: z.number().int(),
  /** 1, 2, … : the order one-by-one signing follows. */
  position: z.number().int(),
  person: captioned,
  /** The person's contact number (SPEC.md §3 contact (number)); null when they have none. */
  contactNumber: z.string().nullable(),
  /** Worked out by the documentSigning machine's rules, never stored (api/routes/documents/README.md, The waiting signatory status for `waiting`). */
  status: z.enum(SIGNATORY_STATUSES),
  signatures: z.array(documentSignatureSchema),
  /** The signatory is the caller's own. */
  isMine: z.boolean(),
});
export type DocumentSignatory = z.infer<typeof documentSignatorySchema>;

/** Who or what the document belongs to; each is null when not set. */
export const documentOwnerSchema = z.strictObject({
  staffContractId: z.number().int().nullable(),
  person: captioned.nullable(),
  projectNumber: z.string().nullable(),
  company: captioned.nullable(),
  /** A client's contact person. */
  contact: captioned.nullable(),
});

export const documentSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  type: documentTypeSchema,
  status: z.enum(DOCUMENT_STATUSES),
  /** Raised when the office replaces the file; a signature records the version it was given on. */
  version: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  owner: documentOwnerSchema,
  declined: z.boolean(),
  /** In order of position. */
  signatories: z.array(documentSignatorySchema),
  /** The signed PDF (every signature stamped) exists: GET /documents/{id}/file?signed=true. */
  hasSignedFile: z.boolean(),
  /** SPEC.md §4 for the caller: they have a pending signature whose signatory may sign now. */
  isReadyToSign: z.boolean(),
  /** SPEC.md §4 for the caller: they are a signatory and all their signatures are signed. */
  isSigned: z.boolean(),
});
export type Document = z.infer<typeof documentSchema>;

/** GET /documentsToSign: the caller's documents that are ready to sign (SPEC.md §4), and their count. */
export const documentsToSignSchema = z.strictObject({
  items: z.array(documentSchema),
  total: z.number().int(),
});

/** A signed-in person's values for the type's form fields, by field name. */
export const formFieldValuesSchema = z
  .record(text().min(1).max(100), text().max(1000))
  .refine((values) => Object.keys(values).length <= 50, 'at most 50 form fields');

/**
 * A drawn signature: a PNG as a data URL (data:image/png;base64,…). Its form, magic bytes and
 * size are checked when signing (documents.signing.ts), each a 400 before anything is written.
 */
export const SIGNATURE_MAX_BYTES = 256 * 1024;
export const signatureDataUrlSchema = text()
  .min(1)
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64);

/** POST /documentSignatories/{id}/sign: the signatory is in the path. */
export const signSignatoryBodySchema = z.strictObject({
  signature: signatureDataUrlSchema,
  rating: z.number().int().min(1).max(5).nullable().default(null),
  formFields: formFieldValuesSchema.default({}),
});

/** POST /sign/{id} (SPEC.md §7 payload signature, rating, formFields): the document is in the path. */
export const signDocumentBodySchema = signSignatoryBodySchema.extend({
  /** The caller's signatory to sign; without it the caller's first signatory whose turn it is. */
  signatoryId: bodyId.optional(),
});
export type SignDocumentBody = z.infer<typeof signDocumentBodySchema>;
