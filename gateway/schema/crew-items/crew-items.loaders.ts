import DataLoader from 'dataloader';
import { defineLoaders } from '../../upstream/loaders';
import type { UpstreamCrewItem, UpstreamCrewItemActivity } from './crew-items.upstream';
import { applyVacancy, crewItemActions, fetchActivities, fetchCrewItem, saveCrewItem, unapplyVacancy } from './crew-items.upstream';

export type CrewItemAction = keyof typeof crewItemActions;

export interface CrewItemsLoaders {
  byId: DataLoader<string, UpstreamCrewItem | null>;
  /** Every item's audit trail asked for in one tick, in one upstream call (docs/decisions/178). */
  activities: DataLoader<string, UpstreamCrewItemActivity[]>;
  /** Writes (not cached): POST /projectCrewItemStatus, its actions, apply / unapply. */
  save(body: Record<string, unknown>, idempotencyKey: string): Promise<UpstreamCrewItem>;
  act(action: CrewItemAction, body: Record<string, unknown>, idempotencyKey: string): Promise<UpstreamCrewItem>;
  apply(id: string, idempotencyKey: string): Promise<UpstreamCrewItem>;
  unapply(id: string, idempotencyKey: string): Promise<UpstreamCrewItem>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    crewItems: CrewItemsLoaders;
  }
}

export const loaders = defineLoaders('crewItems', (api): CrewItemsLoaders => {
  const byId = new DataLoader<string, UpstreamCrewItem | null>((ids) =>
    Promise.all(ids.map((id) => fetchCrewItem(api, id).catch((error: Error) => error))),
  );
  const activities = new DataLoader<string, UpstreamCrewItemActivity[]>(async (ids) => {
    const all = await fetchActivities(api, ids);
    // Newest first as the api sorts them; grouping keeps that order per item.
    return ids.map((id) => all.filter((activity) => activity.crewItemId === id));
  });
  /** A written item: later reads in this operation see it, and its trail is read again. */
  const written = (item: UpstreamCrewItem) => {
    byId.clear(item.id).prime(item.id, item);
    activities.clear(item.id);
    return item;
  };
  const headers = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });
  return {
    byId,
    activities,
    save: async (body, key) => written(await api.call(saveCrewItem, { body, headers: headers(key) })),
    act: async (action, body, key) => written(await api.call(crewItemActions[action], { body, headers: headers(key) })),
    apply: async (id, key) => written(await api.call(applyVacancy, { params: { id }, body: {}, headers: headers(key) })),
    unapply: async (id, key) => written(await api.call(unapplyVacancy, { params: { id }, body: {}, headers: headers(key) })),
  };
});
