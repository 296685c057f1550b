import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import { mobileDocumentSchema } from '../../../api/routes/mobile-documents/mobile-documents.schemas';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The mobile-documents area's /api/v1 endpoints, parsed with the api's own schemas
// (api/routes/mobile-documents).

export { mobileDocumentSchema };
export type UpstreamMobileDocument = z.output<typeof mobileDocumentSchema>;

export const listMobileDocuments = upstreamOperation(
  'GET',
  '/mobileDocuments',
  pageOf(mobileDocumentSchema),
);

/** Every document the caller may read: one page of 1000. */
export const fetchMobileDocuments = async (api: ApiClient) =>
  (await api.call(listMobileDocuments, { query: { limit: 1000, page: 1 } })).items;

/** The PDF, through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const mobileDocumentDownloadPath = (document: UpstreamMobileDocument): string =>
  `/api/v1/mobileDocuments/${encodeURIComponent(document.id)}/download`;
