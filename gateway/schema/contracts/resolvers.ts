import type {
  QueryResolvers,
  Resolvers,
  StaffContractDocumentResolvers,
  StaffContractResolvers,
} from '../../generated/resolvers-types';
import { documentDownloadPath } from './contracts.upstream';

const staffContracts: NonNullable<QueryResolvers['staffContracts']> = (
  _parent,
  _args,
  { loaders },
) => loaders.contracts.list();

const staffContract: NonNullable<QueryResolvers['staffContract']> = (
  _parent,
  { id },
  { loaders },
) => loaders.contracts.byId.load(id);

// The accounts come with GET /staffContracts/{id}: a contract read by staffContract(id) is
// already in the loader, so asking for them costs no second call.
const timeAccount: NonNullable<StaffContractResolvers['timeAccount']> = async (
  contract,
  _args,
  { loaders },
) => (await loaders.contracts.byId.load(String(contract.id)))?.timeAccount ?? null;

const vacationAccount: NonNullable<StaffContractResolvers['vacationAccount']> = async (
  contract,
  _args,
  { loaders },
) => (await loaders.contracts.byId.load(String(contract.id)))?.vacationAccount ?? null;

const documents: NonNullable<StaffContractResolvers['documents']> = async (
  contract,
  _args,
  { loaders },
) => (await loaders.contracts.documents.load(String(contract.id)))?.items ?? [];

const downloadUrl: NonNullable<StaffContractDocumentResolvers['downloadUrl']> = (document) =>
  documentDownloadPath(document);

export const resolvers: Resolvers = {
  Query: { staffContracts, staffContract },
  StaffContract: { timeAccount, vacationAccount, documents },
  StaffContractDocument: { downloadUrl },
};
