import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { projectSchema } from '../shared/shared.upstream';
import type { UpstreamProject } from '../shared/shared.upstream';

// The projects area's /api/v1 endpoints. The Project row is in shared/: a Job embeds it too.

export const getProject = upstreamOperation('GET', '/projects/{number}', projectSchema);

/** null when the project does not exist or is not visible to the caller (404). */
export const fetchProject = (api: ApiClient, number: string): Promise<UpstreamProject | null> =>
  orNull(api.call(getProject, { params: { number } }));
