import { z } from 'zod';
import { SIGNATORIES_ORDERS, SIGNATORY_STATUSES } from '../../../machines/documentSigning.machine';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateTimeSchema, idSchema, pageSchema } from '../shared/shared.upstream';

// The documents area's /api/v1 endpoints and shapes (api/routes/documents). Statuses and orders
// are the documentSigning machine's own lists, so api, gateway and app read one vocabulary.

const captioned = z.object({ id: idSchema, caption: z.string() });

export const documentFormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'date', 'checkbox']),
  required: z.boolean(),
});
export type UpstreamDocumentFormField = z.output<typeof documentFormFieldSchema>;

export const documentTypeParametersSchema = z.object({
  allowSignatories: z.boolean(),
  signatoriesOrder: z.enum(SIGNATORIES_ORDERS),
  ratingAsked: z.boolean(),
  formFields: z.array(documentFormFieldSchema),
});
export type UpstreamDocumentTypeParameters = z.output<typeof documentTypeParametersSchema>;

export const documentTypeSchema = z.object({ id: idSchema, caption: z.string(), parameters: documentTypeParametersSchema });
export type UpstreamDocumentType = z.output<typeof documentTypeSchema>;

export const documentStatusEntrySchema = z.object({
  id: z.enum(['open', 'inProgress', 'signed', 'declined']),
  caption: z.string(),
});
export type UpstreamDocumentStatusEntry = z.output<typeof documentStatusEntrySchema>;

export const documentSignatureSchema = z.object({
  id: idSchema,
  signed: z.boolean(),
  signedAt: dateTimeSchema.nullable(),
  documentVersion: z.number().int().nullable(),
});
export type UpstreamDocumentSignature = z.output<typeof documentSignatureSchema>;

export const documentSignatorySchema = z.object({
  id: idSchema,
  position: z.number().int(),
  person: captioned,
  contactNumber: z.string().nullable(),
  status: z.enum(SIGNATORY_STATUSES),
  signatures: z.array(documentSignatureSchema),
  isMine: z.boolean(),
});
export type UpstreamDocumentSignatory = z.output<typeof documentSignatorySchema>;

export const documentOwnerSchema = z.object({
  staffContractId: idSchema.nullable(),
  person: captioned.nullable(),
  projectNumber: z.string().nullable(),
  company: captioned.nullable(),
  contact: captioned.nullable(),
});
export type UpstreamDocumentOwner = z.output<typeof documentOwnerSchema>;

export const documentSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: documentTypeSchema,
  status: z.enum(['open', 'inProgress', 'signed', 'declined']),
  version: z.number().int(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  owner: documentOwnerSchema,
  declined: z.boolean(),
  signatories: z.array(documentSignatorySchema),
  hasSignedFile: z.boolean(),
  isReadyToSign: z.boolean(),
  isSigned: z.boolean(),
});
export type UpstreamDocument = z.output<typeof documentSchema>;

export const documentPageSchema = pageSchema(documentSchema);
export type UpstreamDocumentPage = z.output<typeof documentPageSchema>;

export const documentsToSignSchema = z.object({ items: z.array(documentSchema), total: z.number().int() });

export const getDocument = upstreamOperation('GET', '/documents/{id}', documentSchema);
export const listDocumentsToSign = upstreamOperation('GET', '/documentsToSign', documentsToSignSchema);
export const listDocumentTypes = upstreamOperation('GET', '/documentTypes', pageSchema(documentTypeSchema));
export const listDocumentStatuses = upstreamOperation('GET', '/documentsStatus', pageSchema(documentStatusEntrySchema));
export const listPersonDocuments = upstreamOperation('GET', '/persons/{id}/documents', documentPageSchema);
export const listCompanyDocuments = upstreamOperation('GET', '/companies/{id}/documents', documentPageSchema);
export const listContactDocuments = upstreamOperation('GET', '/contacts/{id}/documents', documentPageSchema);
export const listProjectDocuments = upstreamOperation('GET', '/projects/{number}/documents', documentPageSchema);
/** The contracts area's answer, of which this area reads the documents to sign. */
export const listStaffContractSigningDocuments = upstreamOperation(
  'GET',
  '/staffContracts/{id}/documents',
  z.object({ signingDocuments: z.array(documentSchema) }),
);
export const signDocument = upstreamOperation('POST', '/sign/{id}', documentSchema);

export interface Paging {
  limit: number;
  page: number;
}

/** null when the document does not exist or the caller may not read it (404). */
export const fetchDocument = (api: ApiClient, id: string): Promise<UpstreamDocument | null> =>
  orNull(api.call(getDocument, { params: { id } }));

export const fetchDocumentsToSign = (api: ApiClient) => api.call(listDocumentsToSign, {});

export const fetchDocumentTypes = async (api: ApiClient) =>
  (await api.call(listDocumentTypes, { query: { limit: 1000, page: 1 } })).items;

export const fetchDocumentStatuses = async (api: ApiClient) =>
  (await api.call(listDocumentStatuses, { query: { limit: 1000, page: 1 } })).items;

export type DocumentOwnerKind = 'person' | 'company' | 'contact' | 'project';

const ownerOperations = {
  person: listPersonDocuments,
  company: listCompanyDocuments,
  contact: listContactDocuments,
  project: listProjectDocuments,
} as const;

export const fetchOwnerDocuments = (api: ApiClient, kind: DocumentOwnerKind, key: string, { limit, page }: Paging) =>
  api.call(ownerOperations[kind], {
    params: kind === 'project' ? { number: key } : { id: key },
    query: { limit, page },
  });

/** null when the contract is not found or not the caller's (404). */
export const fetchStaffContractSigningDocuments = async (api: ApiClient, contractId: string): Promise<UpstreamDocument[] | null> =>
  (await orNull(api.call(listStaffContractSigningDocuments, { params: { id: contractId } })))?.signingDocuments ?? null;

export interface SignDocumentBody {
  signatoryId: number;
  signature: string;
  rating: number | null;
  formFields: Record<string, string>;
}

export const postSignature = (api: ApiClient, id: string, body: SignDocumentBody, idempotencyKey: string) =>
  api.call(signDocument, { params: { id }, body, headers: { 'idempotency-key': idempotencyKey } });

/** The PDF through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const documentFilePath = (id: string, signed: boolean): string =>
  `/api/v1/documents/${encodeURIComponent(id)}/file${signed ? '?signed=true' : ''}`;
