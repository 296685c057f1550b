import type { z } from 'zod';
import { okSchema, pageOf } from '../../../api/lib/response.schemas';
import {
  chargeTypeSchema,
  receiptDetailSchema,
  receiptItemSchema,
  receiptPhotoSchema,
  receiptSchema,
  receiptTemplateSchema,
} from '../../../api/routes/receipts/receipts.schemas';
import { taxTypeSchema } from '../../../api/routes/tax-types/tax-types.schemas';
import { upstreamOperation } from '../../upstream/api-client';

// The receipts area's /api/v1 endpoints (api/routes/receipts, api/routes/tax-types), parsed with
// the api's own schemas.

export {
  chargeTypeSchema,
  receiptDetailSchema,
  receiptItemSchema,
  receiptPhotoSchema,
  receiptSchema,
  receiptTemplateSchema,
  taxTypeSchema,
};

export type UpstreamTaxType = z.output<typeof taxTypeSchema>;
export type UpstreamChargeType = z.output<typeof chargeTypeSchema>;
export type UpstreamReceiptTemplate = z.output<typeof receiptTemplateSchema>;
export type UpstreamReceiptTemplateItem = UpstreamReceiptTemplate['items'][number];
export type UpstreamReceiptItem = z.output<typeof receiptItemSchema>;
/** The photo as Receipt.photo answers it: with its receipt's id, for its file's path. */
export type UpstreamReceiptPhoto = z.output<typeof receiptPhotoSchema> & { receiptId: number };
export type UpstreamReceiptDetail = z.output<typeof receiptDetailSchema>;
/** A list row or a whole receipt: Receipt.items loads the whole one for a list row. */
export type UpstreamReceipt = z.output<typeof receiptSchema> &
  Partial<Pick<UpstreamReceiptDetail, 'items'>>;

export const listTaxTypes = upstreamOperation('GET', '/taxTypes', pageOf(taxTypeSchema));
export const listChargeTypes = upstreamOperation('GET', '/chargeTypes', pageOf(chargeTypeSchema));
export const listReceiptTemplates = upstreamOperation(
  'GET',
  '/receiptTemplates',
  pageOf(receiptTemplateSchema),
);
export const listReceipts = upstreamOperation('GET', '/receipts', pageOf(receiptSchema));
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
export const deleteReceipt = upstreamOperation('DELETE', '/receipts/{id}', okSchema);

/** SPEC.md §7: the lists are asked with limit 1000, page 1. */
export const ONE_PAGE = { limit: 1000, page: 1 } as const;

/** Where the app sends the photo (multipart, with progress) and reads it back with the token. */
export const receiptPhotoUploadPath = (receiptId: number | string): string =>
  `/api/v1/receipts/${encodeURIComponent(receiptId)}/photo`;
export const receiptPhotoFilePath = (
  receiptId: number | string,
  photoId: number | string,
): string =>
  `/api/v1/receipts/${encodeURIComponent(receiptId)}/photo/file?v=${encodeURIComponent(photoId)}`;
