import type { z } from 'zod';
import { itemsOf, pageOf } from '../../../api/lib/response.schemas';
import {
  bankTransferSchema,
  createdShareLinkSchema,
  payrollDetailSchema,
  payrollDocumentSchema,
  payrollItemActivitySchema,
  payrollItemDetailSchema,
  payrollItemSchema,
  payrollSchema,
  publicPayrollSchema,
  shareLinkSchema,
} from '../../../api/routes/payrolls/payrolls.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';

// The payrolls area's /api/v1 endpoints (docs/api-contract.md, Payrolls), parsed with the api's
// own schemas (api/routes/payrolls/payrolls.schemas.ts).

export {
  bankTransferSchema,
  payrollDocumentSchema,
  payrollItemActivitySchema,
  payrollItemSchema,
  payrollSchema,
  publicPayrollSchema,
  shareLinkSchema,
};
export type UpstreamPayrollItemActivity = z.output<typeof payrollItemActivitySchema>;
/** An item as a payroll lists it (no activities: they are loaded by id) or read by id (with them). */
export type UpstreamPayrollItem = z.output<typeof payrollItemSchema> & {
  activities?: UpstreamPayrollItemActivity[];
};
export type UpstreamPayrollDocument = z.output<typeof payrollDocumentSchema>;
/** A listed payroll (its items and documents are loaded by number) or one read by number (with them). */
export type UpstreamPayroll = z.output<typeof payrollSchema> & {
  items?: UpstreamPayrollItem[];
  documents?: UpstreamPayrollDocument[];
};
export type UpstreamBankTransfer = z.output<typeof bankTransferSchema>;
export type UpstreamPayrollShareLink = z.output<typeof shareLinkSchema>;
export type UpstreamPublicPayroll = z.output<typeof publicPayrollSchema>;

export const payrollPageSchema = pageOf(payrollSchema);
export type UpstreamPayrollPage = z.output<typeof payrollPageSchema>;
export const bankTransferPageSchema = pageOf(bankTransferSchema);
export type UpstreamBankTransferPage = z.output<typeof bankTransferPageSchema>;

export const listPayrolls = upstreamOperation('GET', '/payrolls', payrollPageSchema);
export const getPayroll = upstreamOperation('GET', '/payrolls/{number}', payrollDetailSchema);
export const postPayrollSeen = upstreamOperation('POST', '/payrolls/{number}/seen', payrollSchema);
export const listPayrollDocuments = upstreamOperation(
  'GET',
  '/payrollDocuments',
  itemsOf(payrollDocumentSchema),
);
export const getPayrollItem = upstreamOperation(
  'GET',
  '/payrollItems/{id}',
  payrollItemDetailSchema,
);
export const postPayrollItemActivity = upstreamOperation(
  'POST',
  '/payrollItems/{id}/activities',
  payrollItemActivitySchema,
);
export const postPayrollItemDecline = upstreamOperation(
  'POST',
  '/payrollItems/{id}/decline',
  payrollItemDetailSchema,
);
export const listBankTransfers = upstreamOperation('GET', '/bankTransfers', bankTransferPageSchema);
export const listShareLinks = upstreamOperation(
  'GET',
  '/payrolls/{number}/shareLinks',
  itemsOf(shareLinkSchema),
);
export const postShareLink = upstreamOperation(
  'POST',
  '/payrolls/{number}/shareLinks',
  createdShareLinkSchema,
);
export const deleteShareLink = upstreamOperation(
  'DELETE',
  '/payrollShareLinks/{id}',
  shareLinkSchema,
);
export const postPublicPayroll = upstreamOperation('POST', '/public/payrolls', publicPayrollSchema);

export const fetchPayrolls = (
  api: ApiClient,
  query: { limit: number; page: number; status?: string },
) => api.call(listPayrolls, { query });

/** null when the payroll does not exist or is not the caller's (404). */
export const fetchPayroll = (api: ApiClient, number: string) =>
  orNull(api.call(getPayroll, { params: { number } }));
export const fetchPayrollItem = (api: ApiClient, id: string) =>
  orNull(api.call(getPayrollItem, { params: { id } }));
/** null when the link is not valid (404). */
export const fetchPublicPayroll = (api: ApiClient, number: string, token: string) =>
  orNull(api.call(postPublicPayroll, { body: { number, token } }));
