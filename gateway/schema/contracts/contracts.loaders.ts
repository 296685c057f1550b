import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import { fetchStaffContract, fetchStaffContractDocuments, fetchStaffContracts } from './contracts.upstream';
import type { UpstreamStaffContract, UpstreamStaffContractDetail, UpstreamStaffContractDocument } from './contracts.upstream';

export interface ContractsLoaders {
  /** The caller's list, fetched once per request. */
  list(): Promise<UpstreamStaffContract[]>;
  /** A contract with its accounts (the list does not carry them). */
  byId: DataLoader<string, UpstreamStaffContractDetail | null>;
  /** A contract's documents. */
  documents: DataLoader<string, UpstreamStaffContractDocument[] | null>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    contracts: ContractsLoaders;
  }
}

export const loaders = defineLoaders(
  'contracts',
  (api): ContractsLoaders => ({
    list: once(() => fetchStaffContracts(api)),
    byId: byKey((id) => fetchStaffContract(api, id)),
    documents: byKey((id) => fetchStaffContractDocuments(api, id)),
  }),
);
