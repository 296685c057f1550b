import type DataLoader from 'dataloader';
import { byKey } from '../../upstream/loaders';
import { upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import {
  projectFeedSchema,
  projectShareSchema,
} from '../../../api/routes/projects/project-actions.schemas';
import { projectSchema } from '../shared/shared.upstream';
import type { UpstreamProject } from '../shared/shared.upstream';

// The project actions' /api/v1 endpoints. The report and export are files: the app
// fetches them itself with its token (reportUrl, exportUrl), as it does the crew documents.

export const copyProjectOperation = upstreamOperation('POST', '/projects/{id}/copy', projectSchema);
export const shareProjectOperation = upstreamOperation(
  'POST',
  '/projects/{id}/share',
  projectShareSchema,
);

export const getProjectFeed = upstreamOperation(
  'GET',
  '/projects/{id}/calendarFeed',
  projectFeedSchema,
);

export interface CopyProjectBody {
  beginDate: string;
  crews: boolean;
  crewItems: boolean;
  persons: boolean;
}

export interface ProjectActionsLoaders {
  copy(id: string, body: CopyProjectBody, idempotencyKey: string): Promise<UpstreamProject>;
  share(id: string): Promise<{ number: string; password: string }>;
  /** The path of a project's iCal feed (with its secret token), once per project and request. */
  feedPath: DataLoader<string, string>;
}

/** The writes go straight upstream (nothing to batch); spread into the projects area's loaders. */
export const projectActionsLoaders = (api: ApiClient): ProjectActionsLoaders => ({
  copy: (id, body, idempotencyKey) =>
    api.call(copyProjectOperation, {
      params: { id },
      body,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  share: (id) => api.call(shareProjectOperation, { params: { id }, body: {} }),
  feedPath: byKey(async (id) => (await api.call(getProjectFeed, { params: { id } })).path),
});

/** The report PDF's /api/v1 path, fetched by the app with its token. */
export const projectReportPath = (id: string): string =>
  `/api/v1/projects/${encodeURIComponent(id)}/report`;

/** The crew export's /api/v1 path in a format. */
export const projectExportPath = (id: string, format: 'csv' | 'xlsx'): string =>
  `/api/v1/projects/${encodeURIComponent(id)}/export?format=${format}`;
