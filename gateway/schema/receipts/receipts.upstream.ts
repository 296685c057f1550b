import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import {
  companySchema,
  dateSchema,
  dateTimeSchema,
  idSchema,
  pageSchema,
} from '../shared/shared.upstream';

// The receipts area's /api/v1 endpoints and shapes (api/routes/receipts, api/routes/tax-types).

const captioned = z.object({ id: idSchema, caption: z.string() });
const taxTypeRef = z.object({
  id: idSchema,
  caption: z.string(),
  rateBasisPoints: z.number().int(),
});

export const taxTypeSchema = taxTypeRef;
export type UpstreamTaxType = z.output<typeof taxTypeSchema>;

export const chargeTypeSchema = z.object({
  id: idSchema,
  caption: z.string(),
  defaultTaxTypeId: idSchema.nullable(),
});
export type UpstreamChargeType = z.output<typeof chargeTypeSchema>;

const receiptTemplateItemSchema = z.object({
  chargeType: captioned,
  description: z.string(),
  taxType: taxTypeRef,
  amountCents: z.number().int(),
});
export type UpstreamReceiptTemplateItem = z.output<typeof receiptTemplateItemSchema>;

export const receiptTemplateSchema = z.object({
  id: idSchema,
  caption: z.string(),
  company: companySchema,
  items: z.array(receiptTemplateItemSchema),
});
export type UpstreamReceiptTemplate = z.output<typeof receiptTemplateSchema>;

export const receiptItemSchema = z.object({
  id: idSchema,
  receiptId: idSchema,
  chargeType: captioned,
  description: z.string(),
  taxType: taxTypeRef,
  amountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type UpstreamReceiptItem = z.output<typeof receiptItemSchema>;

export const receiptPhotoSchema = z.object({
  id: idSchema,
  status: z.enum(['pending', 'approved', 'rejected']),
  uploadedAt: dateTimeSchema,
});
/** The photo as Receipt.photo answers it: with its receipt's id, for its file's path. */
export type UpstreamReceiptPhoto = z.output<typeof receiptPhotoSchema> & { receiptId: string };

export const receiptSchema = z.object({
  id: idSchema,
  number: z.string(),
  caption: z.string(),
  date: dateSchema,
  status: z.enum(['draft', 'submitted', 'approved', 'rejected']),
  company: companySchema,
  itemCount: z.number().int(),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** Only the detail carries them; Receipt.items and .photo read it for a list row. */
  items: z.array(receiptItemSchema).optional(),
  photo: receiptPhotoSchema.nullable().optional(),
});
export type UpstreamReceipt = z.output<typeof receiptSchema>;

export const listTaxTypes = upstreamOperation('GET', '/taxTypes', pageSchema(taxTypeSchema));
export const listChargeTypes = upstreamOperation(
  'GET',
  '/chargeTypes',
  pageSchema(chargeTypeSchema),
);
export const listReceiptTemplates = upstreamOperation(
  'GET',
  '/receiptTemplates',
  pageSchema(receiptTemplateSchema),
);
export const listReceipts = upstreamOperation('GET', '/receipts', pageSchema(receiptSchema));
export const getReceipt = upstreamOperation('GET', '/receipts/{id}', receiptSchema);
export const createReceipt = upstreamOperation('POST', '/receipts', receiptSchema);
export const copyReceipt = upstreamOperation('POST', '/receipts/{id}/copy', receiptSchema);
export const addReceiptItem = upstreamOperation('POST', '/receipts/{id}/items', receiptSchema);
export const deleteReceiptItem = upstreamOperation('DELETE', '/receiptItems/{id}', receiptSchema);
export const deleteReceipt = upstreamOperation(
  'DELETE',
  '/receipts/{id}',
  z.object({ ok: z.literal(true) }),
);

/** SPEC.md §7: the lists are asked with limit 1000, page 1. */
export const ONE_PAGE = { limit: 1000, page: 1 } as const;

/** Where the app sends the photo (multipart, with progress) and reads it back with the token. */
export const receiptPhotoUploadPath = (receiptId: string): string =>
  `/api/v1/receipts/${encodeURIComponent(receiptId)}/photo`;
export const receiptPhotoFilePath = (receiptId: string, photoId: string): string =>
  `/api/v1/receipts/${encodeURIComponent(receiptId)}/photo/file?v=${encodeURIComponent(photoId)}`;
