import DataLoader from 'dataloader';
import { defineLoaders } from '../../upstream/loaders';
import { once } from '../../upstream/loaders';
import type {
  CrewItemListParams,
  PlannerListQuery,
  UpstreamCrewItem,
  UpstreamCrewItemActivity,
  UpstreamCrewItemPage,
  UpstreamOpenPositionPage,
  UpstreamOption,
} from './crew-items.upstream';
import {
  applyVacancy,
  crewItemActions,
  fetchActivities,
  fetchCrewItem,
  listCrewItems,
  listFunctionOptions,
  listOpenPositions,
  listVacancyApplications,
  plannerQueryOf,
  listProjectOptions,
  saveCrewItem,
  unapplyVacancy,
} from './crew-items.upstream';

export type CrewItemAction = keyof typeof crewItemActions;

export interface CrewItemsLoaders {
  byId: DataLoader<string, UpstreamCrewItem | null>;
  /**
   * One page of the list, once per request for equal parameters. The api joins each row's project,
   * function and person (api/routes/crew-items/README.md, The crew item list): a page is one upstream call, its items prime byId, and
   * their audit trails (if asked) are one batched call.
   */
  page(query: CrewItemListParams): Promise<UpstreamCrewItemPage>;
  /** The open positions still to staff (the planner's home), once per request for equal parameters. */
  openPositions(query: PlannerListQuery): Promise<UpstreamOpenPositionPage>;
  /** The applications waiting for the planner, once per request for equal parameters; they prime byId. */
  applications(query: PlannerListQuery): Promise<UpstreamCrewItemPage>;
  /** The filters' projects and functions, once per request each. */
  projectOptions(): Promise<UpstreamOption[]>;
  functionOptions(): Promise<UpstreamOption[]>;
  /** Every item's audit trail asked for in one tick, in one upstream call (api/routes/crew-items/README.md, Activities in one batch). */
  activities: DataLoader<string, UpstreamCrewItemActivity[]>;
  /** Writes (not cached): POST /projectCrewItemStatus, its actions, apply / unapply. */
  save(body: Record<string, unknown>, idempotencyKey: string): Promise<UpstreamCrewItem>;
  act(
    action: CrewItemAction,
    body: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<UpstreamCrewItem>;
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
    return ids.map((id) => all.filter((activity) => String(activity.crewItemId) === id));
  });
  const pages = new Map<string, Promise<UpstreamCrewItemPage>>();
  const page = (query: CrewItemListParams) => {
    const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
    let answer = pages.get(key);
    if (!answer) {
      answer = api.call(listCrewItems, { query }).then((loaded) => {
        for (const item of loaded.items) byId.prime(String(item.id), item);
        return loaded;
      });
      pages.set(key, answer);
    }
    return answer;
  };
  const memo = <T>() => {
    const answers = new Map<string, Promise<T>>();
    return (
      query: PlannerListQuery,
      load: (params: Record<string, string | number>) => Promise<T>,
    ) => {
      const key = JSON.stringify(query);
      let answer = answers.get(key);
      if (!answer) {
        answer = load(plannerQueryOf(query));
        answers.set(key, answer);
      }
      return answer;
    };
  };
  const positionPages = memo<UpstreamOpenPositionPage>();
  const applicationPages = memo<UpstreamCrewItemPage>();
  const openPositions = (query: PlannerListQuery) =>
    positionPages(query, (params) => api.call(listOpenPositions, { query: params }));
  const applications = (query: PlannerListQuery) =>
    applicationPages(query, async (params) => {
      const loaded = await api.call(listVacancyApplications, { query: params });
      for (const item of loaded.items) byId.prime(String(item.id), item);
      return loaded;
    });
  /** Options the caller may not read are none (a right the list does not need). */
  const optional = async (load: () => Promise<UpstreamOption[]>) => {
    try {
      return await load();
    } catch (error) {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'FORBIDDEN')
        return [];
      throw error;
    }
  };
  const projectOptions = once(() =>
    optional(async () =>
      (await api.call(listProjectOptions, { query: { limit: 200 } })).items.map((project) => ({
        id: project.id,
        caption: project.name,
      })),
    ),
  );
  const functionOptions = once(() =>
    optional(async () => (await api.call(listFunctionOptions, {})).items),
  );
  /** A written item: later reads in this operation see it, and its trail is read again. */
  const written = (item: UpstreamCrewItem) => {
    const id = String(item.id);
    byId.clear(id).prime(id, item);
    activities.clear(id);
    return item;
  };
  const headers = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });
  return {
    byId,
    page,
    openPositions,
    applications,
    projectOptions,
    functionOptions,
    activities,
    save: async (body, key) =>
      written(await api.call(saveCrewItem, { body, headers: headers(key) })),
    act: async (action, body, key) =>
      written(await api.call(crewItemActions[action], { body, headers: headers(key) })),
    apply: async (id, key) =>
      written(await api.call(applyVacancy, { params: { id }, body: {}, headers: headers(key) })),
    unapply: async (id, key) =>
      written(await api.call(unapplyVacancy, { params: { id }, body: {}, headers: headers(key) })),
  };
});
