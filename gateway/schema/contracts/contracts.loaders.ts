import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  fetchStaffContract,
  fetchStaffContractDocuments,
  fetchStaffContracts,
} from './contracts.upstream';
import type {
  StaffContractDocuments,
  UpstreamStaffContract,
  UpstreamStaffContractDetail,
} from './contracts.upstream';

export interface ContractsLoaders {
  /** The caller's list, fetched once per request. */
  list(): Promise<UpstreamStaffContract[]>;
  /** A contract with its accounts (the list does not carry them). */
  byId: DataLoader<string, UpstreamStaffContractDetail | null>;
  /** A contract's documents (its PDFs, and its documents to sign for the documents area). */
  documents: DataLoader<string, StaffContractDocuments | null>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    contracts: ContractsLoaders;
  }
}

export const loaders = defineLoaders('contracts', (api): ContractsLoaders => ({
  list: once(() => fetchStaffContracts(api)),
  byId: byKey((id) => fetchStaffContract(api, id)),
  documents: byKey((id) => fetchStaffContractDocuments(api, id)),
}));
