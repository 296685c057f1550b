import { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateSchema, dateTimeSchema, documentSchema, idSchema } from '../shared/shared.upstream';

// The contracts area's /api/v1 endpoints and shapes (api/routes/contracts).

export const staffContractSchema = z.object({
  id: idSchema,
  // Person with id and caption only (its phone and e-mail are not the contract's to show).
  person: z.object({ id: idSchema, caption: z.string() }),
  contractType: z.enum(['permanent', 'fixedTerm', 'miniJob', 'freelance']),
  state: z.enum(['upcoming', 'active', 'ended']),
  beginDate: dateSchema,
  endDate: dateSchema.nullable(),
  quotaMinutes: z.number().int(),
  quotaPeriod: z.enum(['week', 'month']),
  vacationDaysPerYear: z.number().int(),
});
export type UpstreamStaffContract = z.output<typeof staffContractSchema>;

export const contractTimeAccountSchema = z.object({
  period: z.object({ begin: dateSchema, end: dateSchema }).nullable(),
  quotaMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  upcomingMinutes: z.number().int(),
  plannedMinutes: z.number().int(),
  openingBalanceMinutes: z.number().int(),
  balanceMinutes: z.number().int(),
  completedPeriods: z.number().int(),
  since: dateSchema,
});
export type UpstreamContractTimeAccount = z.output<typeof contractTimeAccountSchema>;

export const contractVacationAccountSchema = z.object({
  year: z.number().int(),
  entitledDays: z.number().int(),
  takenDays: z.number().int(),
  plannedDays: z.number().int(),
  remainingDays: z.number().int(),
});
export type UpstreamContractVacationAccount = z.output<typeof contractVacationAccountSchema>;

export const staffContractDetailSchema = staffContractSchema.extend({
  timeAccount: contractTimeAccountSchema,
  vacationAccount: contractVacationAccountSchema,
});
export type UpstreamStaffContractDetail = z.output<typeof staffContractDetailSchema>;

export const staffContractDocumentSchema = z.object({
  id: idSchema,
  contractId: idSchema,
  name: z.string(),
  documentType: z.enum(['contract', 'amendment', 'termsSummary']),
  createdAt: dateTimeSchema,
});
export type UpstreamStaffContractDocument = z.output<typeof staffContractDocumentSchema>;

export const listStaffContracts = upstreamOperation(
  'GET',
  '/staffContracts',
  z.object({ items: z.array(staffContractSchema) }),
);
export const getStaffContract = upstreamOperation(
  'GET',
  '/staffContracts/{id}',
  staffContractDetailSchema,
);
export const listStaffContractDocuments = upstreamOperation(
  'GET',
  '/staffContracts/{id}/documents',
  // signingDocuments: the contract's documents to sign (the documents area reads them, api/routes/contracts/README.md, A contract's documents to sign).
  z.object({
    items: z.array(staffContractDocumentSchema),
    signingDocuments: z.array(documentSchema),
  }),
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
