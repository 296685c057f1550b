import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateTimeSchema, idSchema, pageSchema } from '../shared/shared.upstream';

// The mobile-documents area's /api/v1 endpoints and shapes (api/routes/mobile-documents).

export const mobileDocumentSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  category: z.enum(['handbook', 'safetySheet', 'checklist']),
  personal: z.boolean(),
  updatedAt: dateTimeSchema,
});
export type UpstreamMobileDocument = z.output<typeof mobileDocumentSchema>;

export const listMobileDocuments = upstreamOperation(
  'GET',
  '/mobileDocuments',
  pageSchema(mobileDocumentSchema),
);

/** Every document the caller may read: one page of 1000. */
export const fetchMobileDocuments = async (api: ApiClient) =>
  (await api.call(listMobileDocuments, { query: { limit: 1000, page: 1 } })).items;

/** The PDF, through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const mobileDocumentDownloadPath = (document: UpstreamMobileDocument): string =>
  `/api/v1/mobileDocuments/${encodeURIComponent(document.id)}/download`;
