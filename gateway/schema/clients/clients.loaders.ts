import type DataLoader from 'dataloader';
import { byKey, defineLoaders } from '../../upstream/loaders';
import {
  createBranch,
  createCompany,
  createLocation,
  deleteBranch,
  deleteCompany,
  deleteLocation,
  fetchCompany,
  fetchLocation,
  listBranches,
  listCompanies,
  listLocations,
  patchBranch,
  patchCompany,
  patchLocation,
} from './clients.upstream';
import type {
  UpstreamAdminBranch,
  UpstreamAdminCompany,
  UpstreamAdminCompanyDetail,
  UpstreamAdminLocation,
} from './clients.upstream';

/** A location as the api takes it (null coordinates and zone written out). */
export interface LocationBody {
  name: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  routeNotes: string;
  timeZone: string | null;
}

export interface ClientsLoaders {
  companies(search: string | undefined): Promise<UpstreamAdminCompany[]>;
  company: DataLoader<string, UpstreamAdminCompanyDetail | null>;
  branches(): Promise<UpstreamAdminBranch[]>;
  locations(search: string | undefined): Promise<UpstreamAdminLocation[]>;
  location: DataLoader<string, UpstreamAdminLocation | null>;
  createCompany(name: string): Promise<UpstreamAdminCompanyDetail>;
  renameCompany(id: string, name: string): Promise<UpstreamAdminCompanyDetail>;
  deleteCompany(id: string): Promise<void>;
  createBranch(name: string): Promise<UpstreamAdminBranch>;
  renameBranch(id: string, name: string): Promise<UpstreamAdminBranch>;
  deleteBranch(id: string): Promise<void>;
  createLocation(body: LocationBody): Promise<UpstreamAdminLocation>;
  updateLocation(id: string, body: LocationBody): Promise<UpstreamAdminLocation>;
  deleteLocation(id: string): Promise<void>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    clients: ClientsLoaders;
  }
}

const searchQuery = (search: string | undefined) =>
  search === undefined || search === '' ? {} : { query: { search } };

export const loaders = defineLoaders('clients', (api): ClientsLoaders => {
  const companyLists = byKey(
    async (search: string) => (await api.call(listCompanies, searchQuery(search))).items,
  );
  const locationLists = byKey(
    async (search: string) => (await api.call(listLocations, searchQuery(search))).items,
  );
  let branchList: Promise<UpstreamAdminBranch[]> | undefined;
  return {
    companies: (search) => companyLists.load(search ?? ''),
    company: byKey((id) => fetchCompany(api, id)),
    branches: () => (branchList ??= api.call(listBranches).then((answer) => answer.items)),
    locations: (search) => locationLists.load(search ?? ''),
    location: byKey((id) => fetchLocation(api, id)),
    createCompany: (name) => api.call(createCompany, { body: { name } }),
    renameCompany: (id, name) => api.call(patchCompany, { params: { id }, body: { name } }),
    deleteCompany: async (id) => {
      await api.call(deleteCompany, { params: { id } });
    },
    createBranch: (name) => api.call(createBranch, { body: { name } }),
    renameBranch: (id, name) => api.call(patchBranch, { params: { id }, body: { name } }),
    deleteBranch: async (id) => {
      await api.call(deleteBranch, { params: { id } });
    },
    createLocation: (body) => api.call(createLocation, { body }),
    updateLocation: (id, body) => api.call(patchLocation, { params: { id }, body }),
    deleteLocation: async (id) => {
      await api.call(deleteLocation, { params: { id } });
    },
  };
});
