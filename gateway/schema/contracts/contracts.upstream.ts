import type { z } from 'zod';
import { itemsOf } from '../../../api/lib/response.schemas';
import {
  staffContractDetailSchema,
  staffContractDocumentSchema,
  staffContractDocumentsSchema,
  staffContractSchema,
} from '../../../api/routes/contracts/contracts.schemas';
import type { documentSchema } from '../../../api/routes/documents/documents.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The contracts area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/contracts).

export { staffContractDetailSchema, staffContractDocumentSchema, staffContractSchema };
export type UpstreamStaffContract = z.output<typeof staffContractSchema>;

export const contractTimeAccountSchema = staffContractDetailSchema.shape.timeAccount;
export type UpstreamContractTimeAccount = z.output<typeof contractTimeAccountSchema>;

export const contractVacationAccountSchema = staffContractDetailSchema.shape.vacationAccount;
export type UpstreamContractVacationAccount = z.output<typeof contractVacationAccountSchema>;

export type UpstreamStaffContractDetail = z.output<typeof staffContractDetailSchema>;
export type UpstreamStaffContractDocument = z.output<typeof staffContractDocumentSchema>;

export const listStaffContracts = upstreamOperation(
  'GET',
  '/staffContracts',
  itemsOf(staffContractSchema),
);
export const getStaffContract = upstreamOperation(
  'GET',
  '/staffContracts/{id}',
  staffContractDetailSchema,
);
// signingDocuments: the contract's documents to sign (the documents area reads them,
// api/routes/contracts/README.md, A contract's documents to sign).
export const listStaffContractDocuments = upstreamOperation(
  'GET',
  '/staffContracts/{id}/documents',
  staffContractDocumentsSchema,
);

export const fetchStaffContracts = async (api: ApiClient) =>
  (await api.call(listStaffContracts, {})).items;

/** null when the contract does not exist or is not the caller's (404). */
export const fetchStaffContract = (
  api: ApiClient,
  id: string,
): Promise<UpstreamStaffContractDetail | null> =>
  orNull(api.call(getStaffContract, { params: { id } }));

export interface StaffContractDocuments {
  items: UpstreamStaffContractDocument[];
  /** Documents to sign (shared row shape; the documents area resolves them). */
  signingDocuments: z.output<typeof documentSchema>[];
}

/** null when the contract does not exist or is not the caller's (404). */
export const fetchStaffContractDocuments = (
  api: ApiClient,
  id: string,
): Promise<StaffContractDocuments | null> =>
  orNull(api.call(listStaffContractDocuments, { params: { id } }));

/** The PDF of a document, through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const documentDownloadPath = (document: UpstreamStaffContractDocument): string =>
  `/api/v1/staffContracts/${encodeURIComponent(document.contractId)}/documents/${encodeURIComponent(document.id)}/download`;
