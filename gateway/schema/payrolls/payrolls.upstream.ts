import { z } from 'zod';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { dateSchema, dateTimeSchema, idSchema, pageSchema } from '../shared/shared.upstream';

// The payrolls area's /api/v1 endpoints and shapes (docs/api-contract.md, Payrolls).

/** A nullable id: JSON number or null, a GraphQL ID (string) or null. */
const nullableIdSchema = z
  .number()
  .int()
  .nullable()
  .transform((id) => (id === null ? null : String(id)));

export const payrollItemActivitySchema = z.object({
  id: idSchema,
  payrollItemId: idSchema,
  type: z.string(),
  caption: z.string(),
  body: z.string(),
  parameters: z.object({
    recipient: z.string().nullable(),
    dueDate: dateSchema.nullable(),
    priority: z.number().int().nullable(),
  }),
  createdAt: dateTimeSchema,
});
export type UpstreamPayrollItemActivity = z.output<typeof payrollItemActivitySchema>;

export const payrollItemSchema = z.object({
  id: idSchema,
  payrollId: idSchema,
  payrollNumber: z.string(),
  date: dateSchema,
  description: z.string(),
  jobId: nullableIdSchema,
  project: z.object({ number: z.string(), name: z.string() }).nullable(),
  functionName: z.string().nullable(),
  minutes: z.number().int(),
  rateCents: z.number().int(),
  amountCents: z.number().int(),
  allowanceCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  declineReason: z.string().nullable(),
});
/** GET /payrollItems/{id} and the decline's answer: the item with its activities. */
export const payrollItemDetailSchema = payrollItemSchema.extend({
  activities: z.array(payrollItemActivitySchema),
});
/** An item as a payroll lists it (no activities: they are loaded by id) or read by id (with them). */
export type UpstreamPayrollItem = z.output<typeof payrollItemSchema> & {
  activities?: UpstreamPayrollItemActivity[];
};

export const payrollDocumentSchema = z.object({
  id: idSchema,
  payrollNumber: z.string(),
  periodBegin: dateSchema,
  periodEnd: dateSchema,
  documentType: z.string(),
  createdAt: dateTimeSchema,
});
export type UpstreamPayrollDocument = z.output<typeof payrollDocumentSchema>;

export const payrollSchema = z.object({
  id: idSchema,
  number: z.string(),
  periodBegin: dateSchema,
  periodEnd: dateSchema,
  grossCents: z.number().int(),
  deductionsCents: z.number().int(),
  netCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  issuedAt: dateTimeSchema,
  seenAt: dateTimeSchema.nullable(),
});
/** GET /payrolls/{number}: the payroll with its items and documents. */
export const payrollDetailSchema = payrollSchema.extend({
  items: z.array(payrollItemSchema),
  documents: z.array(payrollDocumentSchema),
});
/** A listed payroll (its items and documents are loaded by number) or one read by number (with them). */
export type UpstreamPayroll = z.output<typeof payrollSchema> & {
  items?: UpstreamPayrollItem[];
  documents?: UpstreamPayrollDocument[];
};

export const bankTransferSchema = z.object({
  id: idSchema,
  payrollNumber: z.string().nullable(),
  date: dateSchema,
  reference: z.string(),
  recipient: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
});
export type UpstreamBankTransfer = z.output<typeof bankTransferSchema>;

export const shareLinkSchema = z.object({
  id: idSchema,
  payrollNumber: z.string(),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  revokedAt: dateTimeSchema.nullable(),
});
export type UpstreamPayrollShareLink = z.output<typeof shareLinkSchema>;

export const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string() });

export const publicPayrollSchema = z.object({
  number: z.string(),
  periodBegin: dateSchema,
  periodEnd: dateSchema,
  grossCents: z.number().int(),
  deductionsCents: z.number().int(),
  netCents: z.number().int(),
  currency: z.string(),
  issuedAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  items: z.array(
    z.object({
      date: dateSchema,
      description: z.string(),
      functionName: z.string().nullable(),
      minutes: z.number().int(),
      rateCents: z.number().int(),
      amountCents: z.number().int(),
      allowanceCents: z.number().int(),
    }),
  ),
  documentTypes: z.array(z.string()),
});
export type UpstreamPublicPayroll = z.output<typeof publicPayrollSchema>;

export const payrollPageSchema = pageSchema(payrollSchema);
export type UpstreamPayrollPage = z.output<typeof payrollPageSchema>;
export const bankTransferPageSchema = pageSchema(bankTransferSchema);
export type UpstreamBankTransferPage = z.output<typeof bankTransferPageSchema>;

export const listPayrolls = upstreamOperation('GET', '/payrolls', payrollPageSchema);
export const getPayroll = upstreamOperation('GET', '/payrolls/{number}', payrollDetailSchema);
export const postPayrollSeen = upstreamOperation('POST', '/payrolls/{number}/seen', payrollSchema);
export const listPayrollDocuments = upstreamOperation(
  'GET',
  '/payrollDocuments',
  z.object({ items: z.array(payrollDocumentSchema) }),
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
  z.object({ items: z.array(shareLinkSchema) }),
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
