import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import type { z } from 'zod';
import { pageOf } from '../../../api/lib/response.schemas';
import { documentSchema } from '../../../api/routes/documents/documents.schemas';
import { personSchema } from '../shared/shared.upstream';
import type { UpstreamPerson } from '../shared/shared.upstream';

// The project subpages' /api/v1 endpoints (api/routes/projects/project-pages.routes.ts,
// api/routes/projects/README.md, A project's documents and src/features/projects/README.md, The project's contact page).

/** A page of documents as the api sends them (the documents area reads the same rows). */
export const projectDocumentPageSchema = pageOf(documentSchema);
export type UpstreamDocumentPage = z.output<typeof projectDocumentPageSchema>;

export const getProjectManager = upstreamOperation(
  'GET',
  '/projects/{number}/projectManager',
  personSchema,
);
export const listProjectAttachments = upstreamOperation(
  'GET',
  '/projects/{number}/documents',
  projectDocumentPageSchema,
);

/** The api's cap on a page of a project's documents (lib/schemas pageQuery): one page holds them all. */
export const PROJECT_DOCUMENTS_LIMIT = 1000;

/** null when the project has no manager or the caller may not see the project (404). */
export const fetchProjectManager = (
  api: ApiClient,
  number: string,
): Promise<UpstreamPerson | null> => orNull(api.call(getProjectManager, { params: { number } }));

/** The project's and its company's documents; null when the caller may not see the project (404). */
export const fetchProjectAttachments = (
  api: ApiClient,
  number: string,
): Promise<UpstreamDocumentPage | null> =>
  orNull(
    api.call(listProjectAttachments, {
      params: { number },
      query: { limit: PROJECT_DOCUMENTS_LIMIT, page: 1 },
    }),
  );

/** A project document's PDF through its project (same origin; send the bearer token). */
export const projectDocumentFilePath = (number: string, id: string): string =>
  `/api/v1/projects/${encodeURIComponent(number)}/documents/${encodeURIComponent(id)}/file`;
