import { defineLoaders } from '../../upstream/loaders';
import {
  listAuditEvents,
  removeTenantImage,
  updateTenantSettings,
} from './administration.upstream';
import type { TenantSettingsAnswer, UpstreamAuditEventPage } from './administration.upstream';

/** The audit's query as the api takes it (api/routes/administration/administration.schemas.ts). */
export type AuditEventsQuery = Record<string, string | number>;

export interface AdministrationLoaders {
  /** One page of the audit: one upstream call, nothing per row (the actor and subject come with it). */
  auditEvents(query: AuditEventsQuery): Promise<UpstreamAuditEventPage>;
  // Writes: never cached.
  updateTenantSettings(body: Record<string, unknown>): Promise<TenantSettingsAnswer>;
  removeTenantImage(kind: string): Promise<TenantSettingsAnswer>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    administration: AdministrationLoaders;
  }
}

export const loaders = defineLoaders('administration', (api): AdministrationLoaders => ({
  auditEvents: (query) => api.call(listAuditEvents, { query }),
  updateTenantSettings: (body) => api.call(updateTenantSettings, { body }),
  removeTenantImage: (kind) => api.call(removeTenantImage, { params: { kind } }),
}));
