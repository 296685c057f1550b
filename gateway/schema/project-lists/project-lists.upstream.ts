import type { z } from 'zod';
import { rateCardSchema } from '../../../api/routes/projects/lists.schemas';
import {
  projectLogoSchema as logoSchema,
  projectLogoStateSchema as logoStateSchema,
} from '../../../api/routes/projects/logo.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The /api/v1 endpoints of the project page's lists and logo (api/routes/projects/lists.ts,
// logo.ts), parsed with the api's own schemas.

export { logoSchema, logoStateSchema, rateCardSchema };
/** A rate card with its company and rates (GET /rateCards/{id}). */
export type FullRateCard = z.output<typeof rateCardSchema>;
/**
 * A RateCard as resolvers hand it on: the whole card (GET /rateCards/{id}), or the reference a
 * project carries (Project.rateCard: id, name, currency), whose company and rates are read on demand.
 */
export type UpstreamRateCard = Pick<FullRateCard, 'id' | 'name' | 'currency'> &
  Partial<Pick<FullRateCard, 'company' | 'rates'>>;

export type UpstreamProjectLogoFile = z.output<typeof logoSchema>;
export type UpstreamProjectLogo = z.output<typeof logoStateSchema>;

export const getRateCard = upstreamOperation('GET', '/rateCards/{id}', rateCardSchema);
export const getProjectLogo = upstreamOperation('GET', '/projects/{id}/logo', logoStateSchema);

/** null when the card does not exist or is not the caller's to see (404). */
export const fetchRateCard = (api: ApiClient, id: string): Promise<FullRateCard | null> =>
  orNull(api.call(getRateCard, { params: { id } }));

/** null when the project does not exist or is not the caller's to see (404). */
export const fetchProjectLogo = (
  api: ApiClient,
  projectId: string,
): Promise<UpstreamProjectLogo | null> =>
  orNull(api.call(getProjectLogo, { params: { id: projectId } }));

/** The approved logo's bytes, or a pending upload's, through the gateway's /api/v1 proxy. */
export const logoFilePath = (logo: UpstreamProjectLogoFile): string =>
  logo.status === 'approved'
    ? `/api/v1/projects/${encodeURIComponent(logo.projectId)}/logo/file`
    : `/api/v1/projects/${encodeURIComponent(logo.projectId)}/logos/${encodeURIComponent(logo.id)}/file`;

export const logoUploadPath = (projectId: number | string): string =>
  `/api/v1/projects/${encodeURIComponent(projectId)}/logo`;
