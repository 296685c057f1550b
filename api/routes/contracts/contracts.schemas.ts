import { z } from 'zod';
import { documentSchema } from '../documents/documents.schemas';
import { dateSchema, timestampSchema } from '../../lib/schemas';

// The staff contract's shapes, written once: the routes validate and document with these, the
// repository builds values of the inferred types, the OpenAPI document shows them.

export const CONTRACT_TYPES = ['permanent', 'fixedTerm', 'miniJob', 'freelance'] as const;
export const QUOTA_PERIODS = ['week', 'month'] as const;
/** Derived from begin / end and today: upcoming (not begun), active, ended. */
export const CONTRACT_STATES = ['upcoming', 'active', 'ended'] as const;

const range = z.strictObject({ begin: dateSchema, end: dateSchema });

export const staffContractSchema = z.strictObject({
  id: z.number().int(),
  person: z.strictObject({ id: z.number().int(), caption: z.string() }),
  contractType: z.enum(CONTRACT_TYPES),
  state: z.enum(CONTRACT_STATES),
  beginDate: dateSchema,
  endDate: dateSchema.nullable(),
  /** Hours owed per quota period, in minutes. */
  quotaMinutes: z.number().int(),
  quotaPeriod: z.enum(QUOTA_PERIODS),
  vacationDaysPerYear: z.number().int(),
});
export type StaffContract = z.infer<typeof staffContractSchema>;

/** Computed on every read (api/routes/contracts/README.md, Contract accounts); all minutes or days. */
export const staffContractDetailSchema = staffContractSchema.extend({
  timeAccount: z.strictObject({
    /** The current quota period, clipped to the contract; null when it does not run today. */
    period: range.nullable(),
    quotaMinutes: z.number().int(),
    workedMinutes: z.number().int(),
    upcomingMinutes: z.number().int(),
    plannedMinutes: z.number().int(),
    openingBalanceMinutes: z.number().int(),
    balanceMinutes: z.number().int(),
    completedPeriods: z.number().int(),
    /** The first day the balance covers (the contract's begin, or its time account's cut-over). */
    since: dateSchema,
  }),
  vacationAccount: z.strictObject({
    year: z.number().int(),
    entitledDays: z.number().int(),
    takenDays: z.number().int(),
    plannedDays: z.number().int(),
    remainingDays: z.number().int(),
  }),
});
export type StaffContractDetail = z.infer<typeof staffContractDetailSchema>;

export const STAFF_CONTRACT_DOCUMENT_TYPES = ['contract', 'amendment', 'termsSummary'] as const;

export const staffContractDocumentSchema = z.strictObject({
  id: z.number().int(),
  contractId: z.number().int(),
  name: z.string(),
  documentType: z.enum(STAFF_CONTRACT_DOCUMENT_TYPES),
  createdAt: timestampSchema,
});
export type StaffContractDocument = z.infer<typeof staffContractDocumentSchema>;

/** GET /staffContracts/{id}/documents: the contract's files and its documents to sign. */
export const staffContractDocumentsSchema = z.strictObject({
  items: z.array(staffContractDocumentSchema),
  /** The contract's documents to sign (GET /documents/{id} shape). */
  signingDocuments: z.array(documentSchema),
});
