import { z } from 'zod';
import { upstreamOperation } from '../../upstream/api-client';
import {
  companySchema,
  dateSchema,
  dateTimeSchema,
  idSchema,
  nullableIdSchema,
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
  defaultTaxTypeId: nullableIdSchema,
});
export type UpstreamChargeType = z.output<typeof chargeTypeSchema>;

export const receiptTemplateItemSchema = z.object({
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
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  byteSize: z.number().int(),
  uploadedAt: dateTimeSchema,
});
/** The photo as Receipt.photo answers it: with its receipt's id, for its file's path. */
export type UpstreamReceiptPhoto = z.output<typeof receiptPhotoSchema> & { receiptId: string };

/** A receipt as GET /receipts lists it. */
export const receiptSchema = z.object({
  id: idSchema,
  number: z.string(),
  caption: z.string(),
  date: dateSchema,
  status: z.enum(['draft', 'submitted', 'approved', 'rejected']),
  company: companySchema,
  person: captioned,
  itemCount: z.number().int(),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  createdAt: dateTimeSchema,
  photo: receiptPhotoSchema.nullable(),
  submittedAt: dateTimeSchema.nullable(),
  decidedAt: dateTimeSchema.nullable(),
  decisionReason: z.string().nullable(),
});
/** One receipt (GET /receipts/{id} and every write): with its items. */
export const receiptDetailSchema = receiptSchema.extend({
  items: z.array(receiptItemSchema),
});
export type UpstreamReceiptDetail = z.output<typeof receiptDetailSchema>;
/** A list row or a whole receipt: Receipt.items loads the whole one for a list row. */
export type UpstreamReceipt = z.output<typeof receiptSchema> &
  Partial<Pick<z.output<typeof receiptDetailSchema>, 'items'>>;

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
export const getReceipt = upstreamOperation('GET', '/receipts/{id}', receiptDetailSchema);
export const createReceipt = upstreamOperation('POST', '/receipts', receiptDetailSchema);
export const copyReceipt = upstreamOperation('POST', '/receipts/{id}/copy', receiptDetailSchema);
export const addReceiptItem = upstreamOperation(
  'POST',
  '/receipts/{id}/items',
  receiptDetailSchema,
);
export const changeReceiptItem = upstreamOperation(
  'POST',
  '/receipts/{id}/items/{itemId}',
  receiptDetailSchema,
);
export const submitReceipt = upstreamOperation(
  'POST',
  '/receipts/{id}/submit',
  receiptDetailSchema,
);
export const approveReceipt = upstreamOperation(
  'POST',
  '/receipts/{id}/approve',
  receiptDetailSchema,
);
export const rejectReceipt = upstreamOperation(
  'POST',
  '/receipts/{id}/reject',
  receiptDetailSchema,
);
export const deleteReceiptItem = upstreamOperation(
  'DELETE',
  '/receiptItems/{id}',
  receiptDetailSchema,
);
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
