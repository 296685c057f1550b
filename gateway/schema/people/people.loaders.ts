import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  changePerson,
  createFunction,
  createPerson,
  deactivatePerson,
  deleteFunction,
  getPersonAccount,
  listContactCompanies,
  invitePerson,
  listFunctionUsage,
  listPersons,
  listRolePresets,
  reactivatePerson,
  renameFunction,
} from './people.upstream';
import type {
  UpstreamFunctionUsage,
  UpstreamPersonAccount,
  UpstreamPersonListRow,
  UpstreamRolePreset,
} from './people.upstream';

/** The list's query as the api takes it (only what was asked for). */
export type PersonListQuery = Record<string, string | number>;

export interface PeopleLoaders {
  list(query: PersonListQuery): Promise<{
    items: UpstreamPersonListRow[];
    total: number;
    page: number;
    limit: number;
  }>;
  /** A person's form, once per id per request. */
  account: DataLoader<string, UpstreamPersonAccount>;
  rolePresets(): Promise<UpstreamRolePreset[]>;
  contactCompanies(): Promise<Array<{ id: number; name: string }>>;
  functionUsages(): Promise<UpstreamFunctionUsage[]>;
  /** Writes: never cached; the answer primes the person's form. */
  create(body: object): Promise<UpstreamPersonAccount>;
  change(id: string, body: object): Promise<UpstreamPersonAccount>;
  act(
    id: string,
    action: 'invitation' | 'deactivation' | 'reactivation',
  ): Promise<UpstreamPersonAccount>;
  createFunction(name: string): Promise<UpstreamFunctionUsage>;
  renameFunction(id: string, name: string): Promise<UpstreamFunctionUsage>;
  deleteFunction(id: string): Promise<boolean>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    people: PeopleLoaders;
  }
}

const ACTIONS = {
  invitation: invitePerson,
  deactivation: deactivatePerson,
  reactivation: reactivatePerson,
} as const;

export const loaders = defineLoaders('people', (api): PeopleLoaders => {
  const account = byKey((id) => api.call(getPersonAccount, { params: { id } }));
  const written = (row: UpstreamPersonAccount) => {
    account.clear(String(row.id)).prime(String(row.id), row);
    return row;
  };
  return {
    list: (query) => api.call(listPersons, { query }),
    account,
    rolePresets: once(async () => (await api.call(listRolePresets)).items),
    contactCompanies: once(async () => (await api.call(listContactCompanies)).items),
    functionUsages: once(async () => (await api.call(listFunctionUsage)).items),
    create: async (body) => written(await api.call(createPerson, { body })),
    change: async (id, body) => written(await api.call(changePerson, { params: { id }, body })),
    act: async (id, action) =>
      written(await api.call(ACTIONS[action], { params: { id }, body: {} })),
    createFunction: (name) => api.call(createFunction, { body: { name } }),
    renameFunction: (id, name) => api.call(renameFunction, { params: { id }, body: { name } }),
    deleteFunction: async (id) => {
      await api.call(deleteFunction, { params: { id } });
      return true;
    },
  };
});
