import { z } from 'zod';
import { MAX_ITEM_CENTS, RECEIPT_STATUSES } from '../../../machines/receiptRules';
import { dayInput } from '../../lib/dates';
import { bodyId, dateSchema, text, timestampSchema } from '../../lib/schemas';

// The receipts area's shapes: the routes validate and document with them.

const option = z.strictObject({ id: z.number().int(), caption: z.string() });

export const chargeTypeSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  /** The tax type the item form starts with for this charge type. */
  defaultTaxTypeId: z.number().int().nullable(),
});
export type ChargeType = z.infer<typeof chargeTypeSchema>;

export const receiptTemplateItemSchema = z.strictObject({
  chargeType: option,
  description: z.string(),
  taxType: z.strictObject({
    id: z.number().int(),
    caption: z.string(),
    rateBasisPoints: z.number().int(),
  }),
  amountCents: z.number().int(),
});

export const receiptTemplateSchema = z.strictObject({
  id: z.number().int(),
  caption: z.string(),
  company: option,
  items: z.array(receiptTemplateItemSchema),
});
export type ReceiptTemplate = z.infer<typeof receiptTemplateSchema>;

const totals = {
  netCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
};

export const receiptPhotoSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  byteSize: z.number().int(),
  uploadedAt: timestampSchema,
});
export type ReceiptPhoto = z.infer<typeof receiptPhotoSchema>;

export const receiptSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  caption: z.string(),
  date: dateSchema,
  status: z.enum(RECEIPT_STATUSES),
  company: option,
  person: option,
  itemCount: z.number().int(),
  ...totals,
  createdAt: timestampSchema,
  /** The latest photo of the paper receipt, on the list too (the office's queue shows it). */
  photo: receiptPhotoSchema.nullable(),
  /** When it was handed in last; null while it never was. */
  submittedAt: timestampSchema.nullable(),
  /** The office's latest decision: when and what it told the person (null until then, or none given). */
  decidedAt: timestampSchema.nullable(),
  decisionReason: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptItemSchema = z.strictObject({
  id: z.number().int(),
  receiptId: z.number().int(),
  chargeType: option,
  description: z.string(),
  taxType: z.strictObject({
    id: z.number().int(),
    caption: z.string(),
    rateBasisPoints: z.number().int(),
  }),
  amountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const receiptDetailSchema = receiptSchema.extend({
  items: z.array(receiptItemSchema),
});
export type ReceiptDetail = z.infer<typeof receiptDetailSchema>;

export const receiptCreateInput = z.strictObject({
  templateId: bodyId,
  /** The day on the paper receipt; today when left out. */
  date: dayInput.optional(),
  caption: text().trim().min(1).max(120).optional(),
});

export const receiptItemInput = z.strictObject({
  chargeTypeId: bodyId,
  description: text().trim().min(1).max(200),
  amountCents: z.number().int().min(0).max(MAX_ITEM_CENTS),
  taxTypeId: bodyId,
  /**
   * The total the form showed, optional: when sent it must be the api's own amount plus tax, so a
   * tampered or miscomputed total is refused instead of stored (the api never stores a total).
   */
  totalCents: z.number().int().min(0).optional(),
});
