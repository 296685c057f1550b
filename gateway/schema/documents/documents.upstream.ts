import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import {
  documentFormFieldSchema,
  documentOwnerSchema,
  documentSchema,
  documentSignatorySchema,
  documentSignatureSchema,
  documentStatusSchema,
  documentTypeParametersSchema,
  documentTypeSchema,
  documentsToSignSchema,
} from '../../../api/routes/documents/documents.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The documents area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/documents).
// Statuses and orders are the documentSigning machine's own lists, so api, gateway and app read
// one vocabulary. The contracts and projects areas read the same Document rows.

export const documentStatusEntrySchema = documentStatusSchema;
export {
  documentFormFieldSchema,
  documentTypeParametersSchema,
  documentTypeSchema,
  documentSignatureSchema,
  documentSignatorySchema,
  documentOwnerSchema,
  documentSchema,
};
export type UpstreamDocumentFormField = z.output<typeof documentFormFieldSchema>;
export type UpstreamDocumentTypeParameters = z.output<typeof documentTypeParametersSchema>;
export type UpstreamDocumentType = z.output<typeof documentTypeSchema>;
export type UpstreamDocumentStatusEntry = z.output<typeof documentStatusEntrySchema>;
export type UpstreamDocumentSignature = z.output<typeof documentSignatureSchema>;
export type UpstreamDocumentSignatory = z.output<typeof documentSignatorySchema>;
export type UpstreamDocumentOwner = z.output<typeof documentOwnerSchema>;
export type UpstreamDocument = z.output<typeof documentSchema>;

export const documentPageSchema = pageOf(documentSchema);
export type UpstreamDocumentPage = z.output<typeof documentPageSchema>;

export const getDocument = upstreamOperation('GET', '/documents/{id}', documentSchema);
export const listDocumentsToSign = upstreamOperation(
  'GET',
  '/documentsToSign',
  documentsToSignSchema,
);
export const listDocumentTypes = upstreamOperation(
  'GET',
  '/documentTypes',
  pageOf(documentTypeSchema),
);
export const listDocumentStatuses = upstreamOperation(
  'GET',
  '/documentsStatus',
  pageOf(documentStatusEntrySchema),
);
export const listPersonDocuments = upstreamOperation(
  'GET',
  '/persons/{id}/documents',
  documentPageSchema,
);
export const listCompanyDocuments = upstreamOperation(
  'GET',
  '/companies/{id}/documents',
  documentPageSchema,
);
export const listContactDocuments = upstreamOperation(
  'GET',
  '/contacts/{id}/documents',
  documentPageSchema,
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

// A project's documents are the projects area's (Project.documents, projectAttachments READ).
export type DocumentOwnerKind = 'person' | 'company' | 'contact';

const ownerOperations = {
  person: listPersonDocuments,
  company: listCompanyDocuments,
  contact: listContactDocuments,
} as const;

export const fetchOwnerDocuments = (
  api: ApiClient,
  kind: DocumentOwnerKind,
  key: string,
  { limit, page }: Paging,
) =>
  api.call(ownerOperations[kind], {
    params: { id: key },
    query: { limit, page },
  });

export interface SignDocumentBody {
  signatoryId: number;
  signature: string;
  rating: number | null;
  formFields: Record<string, string>;
}

export const postSignature = (
  api: ApiClient,
  id: string,
  body: SignDocumentBody,
  idempotencyKey: string,
) =>
  api.call(signDocument, { params: { id }, body, headers: { 'idempotency-key': idempotencyKey } });

/** The PDF through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const documentFilePath = (id: number | string, signed: boolean): string =>
  `/api/v1/documents/${encodeURIComponent(id)}/file${signed ? '?signed=true' : ''}`;
