import { byKey, defineLoaders, once } from '../../upstream/loaders';
import type DataLoader from 'dataloader';
import type { UpstreamPerson } from '../shared/shared.upstream';
import {
  addMembership,
  createMembershipCrew,
  fetchPlannerCrews,
  getMembershipCrew,
  listCandidates,
  listMembershipCrews,
  listPlannerCrewTypes,
  ONE_PAGE,
  personOf,
  removeMembership,
} from './planner-crews.upstream';
import type {
  UpstreamMembershipCrew,
  UpstreamPlannerCrew,
  UpstreamPlannerCrewType,
} from './planner-crews.upstream';

export interface PlannerCrewsLoaders {
  /** /pCrews from a day (today when null), fetched once per day asked. */
  plannerCrews(dateFrom: string | null): Promise<UpstreamPlannerCrew[]>;
  types(): Promise<UpstreamPlannerCrewType[]>;
  membershipCrews(): Promise<UpstreamMembershipCrew[]>;
  /** A membership crew with its members, once per id per request. */
  membershipCrew: DataLoader<string, UpstreamMembershipCrew>;
  candidates(crewId: string, search: string): Promise<UpstreamPerson[]>;
  /** Writes: never cached; the answer primes the crew. */
  create(name: string): Promise<UpstreamMembershipCrew>;
  add(crewId: string, personId: string): Promise<UpstreamMembershipCrew>;
  remove(crewId: string, personId: string): Promise<UpstreamMembershipCrew>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    plannerCrews: PlannerCrewsLoaders;
  }
}

export const loaders = defineLoaders('plannerCrews', (api): PlannerCrewsLoaders => {
  const byDay = new Map<string, Promise<UpstreamPlannerCrew[]>>();
  const membershipCrew = byKey<UpstreamMembershipCrew>((id) =>
    api.call(getMembershipCrew, { params: { id } }),
  );
  const written = (crew: UpstreamMembershipCrew) => {
    membershipCrew.clear(String(crew.id)).prime(String(crew.id), crew);
    return crew;
  };
  return {
    plannerCrews: (dateFrom) => {
      const key = dateFrom ?? '';
      let pending = byDay.get(key);
      if (!pending) {
        pending = fetchPlannerCrews(api, dateFrom);
        byDay.set(key, pending);
      }
      return pending;
    },
    types: once(async () => (await api.call(listPlannerCrewTypes, { query: ONE_PAGE })).items),
    membershipCrews: once(
      async () => (await api.call(listMembershipCrews, { query: ONE_PAGE })).items,
    ),
    membershipCrew,
    candidates: async (crewId, search) =>
      (await api.call(listCandidates, { params: { id: crewId }, query: { search } })).items.map(
        personOf,
      ),
    create: async (name) => written(await api.call(createMembershipCrew, { body: { name } })),
    add: async (crewId, personId) =>
      written(
        await api.call(addMembership, {
          body: { crewId: Number(crewId), personId: Number(personId) },
        }),
      ),
    remove: async (crewId, personId) =>
      written(await api.call(removeMembership, { query: { crewId, personId } })),
  };
});
