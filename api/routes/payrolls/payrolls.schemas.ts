import { z } from 'zod';
import { PAYROLL_ITEM_STATUSES } from '../../../machines/payrollItemStatus.machine';
import { dateSchema, timestampSchema } from '../../lib/schemas';

// The payrolls area's shapes, written once: routes validate and document with them, the repository
// builds values of their z.infer types. Money is integer cents, time integer minutes.

export const PAYROLL_STATUSES = ['new', 'seen', 'confirmed'] as const;
export const PAYROLL_DOCUMENT_TYPES = ['payslip', 'hoursStatement'] as const;
export type PayrollDocumentType = (typeof PAYROLL_DOCUMENT_TYPES)[number];

const cents = z.number().int();

export const payrollSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  periodBegin: dateSchema,
  periodEnd: dateSchema,
  /** The items' amounts and allowances. */
  grossCents: cents,
  deductionsCents: cents,
  /** gross − deductions. */
  netCents: cents,
  currency: z.string(),
  status: z.enum(PAYROLL_STATUSES),
  issuedAt: timestampSchema,
  seenAt: timestampSchema.nullable(),
});
export type Payroll = z.infer<typeof payrollSchema>;

export const payrollItemSchema = z.strictObject({
  id: z.number().int(),
  payrollId: z.number().int(),
  payrollNumber: z.string(),
  date: dateSchema,
  description: z.string(),
  /** The job this item pays (a crew item of the caller), when it pays one. */
  jobId: z.number().int().nullable(),
  project: z.strictObject({ number: z.string(), name: z.string() }).nullable(),
  functionName: z.string().nullable(),
  minutes: z.number().int(),
  rateCents: cents,
  amountCents: cents,
  allowanceCents: cents,
  /** The payroll's currency. */
  currency: z.string(),
  status: z.enum(PAYROLL_ITEM_STATUSES),
  declineReason: z.string().nullable(),
});
export type PayrollItem = z.infer<typeof payrollItemSchema>;

export const payrollDocumentSchema = z.strictObject({
  id: z.number().int(),
  payrollNumber: z.string(),
  periodBegin: dateSchema,
  periodEnd: dateSchema,
  documentType: z.enum(PAYROLL_DOCUMENT_TYPES),
  createdAt: timestampSchema,
});
export type PayrollDocument = z.infer<typeof payrollDocumentSchema>;

export const payrollDetailSchema = payrollSchema.extend({
  items: z.array(payrollItemSchema),
  documents: z.array(payrollDocumentSchema),
});
export type PayrollDetail = z.infer<typeof payrollDetailSchema>;

/** SPEC.md §3: body, caption, parameters (recipient, dueDate, priority), type. */
export const payrollItemActivitySchema = z.strictObject({
  id: z.number().int(),
  payrollItemId: z.number().int(),
  type: z.string(),
  caption: z.string(),
  body: z.string(),
  parameters: z.strictObject({
    recipient: z.string().nullable(),
    dueDate: dateSchema.nullable(),
    priority: z.number().int().nullable(),
  }),
  createdAt: timestampSchema,
});
export type PayrollItemActivity = z.infer<typeof payrollItemActivitySchema>;

export const payrollItemDetailSchema = payrollItemSchema.extend({
  activities: z.array(payrollItemActivitySchema),
});
export type PayrollItemDetail = z.infer<typeof payrollItemDetailSchema>;

/** SPEC.md §3 payments: date, reference, recipient, amount, description. */
export const bankTransferSchema = z.strictObject({
  id: z.number().int(),
  payrollNumber: z.string().nullable(),
  date: dateSchema,
  reference: z.string(),
  recipient: z.string(),
  amountCents: cents,
  currency: z.string(),
  description: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const shareLinkSchema = z.strictObject({
  id: z.number().int(),
  payrollNumber: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  revokedAt: timestampSchema.nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Answered once, when the link is made: the token itself is never stored, only its SHA-256. */
export const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string() });

/** What a public link shows: the payroll's own rows, nothing else of the person. */
export const publicPayrollSchema = z.strictObject({
  number: z.string(),
  periodBegin: dateSchema,
  periodEnd: dateSchema,
  grossCents: cents,
  deductionsCents: cents,
  netCents: cents,
  currency: z.string(),
  issuedAt: timestampSchema,
  expiresAt: timestampSchema,
  items: z.array(
    z.strictObject({
      date: dateSchema,
      description: z.string(),
      functionName: z.string().nullable(),
      minutes: z.number().int(),
      rateCents: cents,
      amountCents: cents,
      allowanceCents: cents,
    }),
  ),
  documentTypes: z.array(z.enum(PAYROLL_DOCUMENT_TYPES)),
});
export type PublicPayroll = z.infer<typeof publicPayrollSchema>;
