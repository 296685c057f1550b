import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PAYROLL_ITEM_REFUSALS,
  payrollItemStatusMachine,
} from '../../../machines/payrollItemStatus.machine';
import type { Principal } from '../../auth/accounts';
import type { Tx } from '../../db/database';
import { ApiError, notFound } from '../../lib/errors';
import type { Outcome } from '../../lib/idempotency';
import { multilineText } from '../../lib/input.schemas';
import { idParam, text } from '../../lib/schemas';
import { requireTransition } from '../../lib/transitions';
import {
  addPayrollItemActivity,
  findPayrollItem,
  findPayrollItemStatus,
  movePayrollItemStatus,
} from './payrolls.repository';
import type { PayrollScope, PayslipData } from './payrolls.repository';
import { payrollDocumentFileName, renderPayrollDocument } from './payrolls.pdf';
import { PAYROLL_DOCUMENT_TYPES } from './payrolls.schemas';
import type { PayrollDocumentType, PayrollItemDetail } from './payrolls.schemas';

// What every payrolls registrar shares: the rights its routes declare, whose payrolls the caller
// reaches, the parameters, a refusal kept as the outcome of a keyed request, the PDF answer and
// the decline an item's machine allows.

export const payrollNotFound = () => notFound('Payroll not found', 'PAYROLL_NOT_FOUND');
export const itemNotFound = () => notFound('Payroll item not found', 'PAYROLL_ITEM_NOT_FOUND');
const documentNotFound = () =>
  notFound('The payroll has no document of this type', 'PAYROLL_DOCUMENT_NOT_FOUND');
export const linkNotValid = () =>
  notFound('The payroll link is unknown, expired or revoked', 'PAYROLL_LINK_NOT_VALID');

/** A share link's life. */
export const SHARE_LINK_DAYS = 30;
/** SPEC.md §7: feedback on a payroll item is a to-do for accounting, due one day later, priority 1. */
export const FEEDBACK = {
  type: 'toDo',
  caption: 'Feedback to accounting',
  recipient: 'Accountants',
  priority: 1,
  dueInDays: 1,
} as const;
/** A compare-and-set lost to a concurrent change is decided again; more than this is a bug. */
const MAX_DECISIONS = 3;

export const payrollNumber = text().min(1).max(40);
export const numberParams = z.strictObject({ number: payrollNumber });
export const idParams = z.strictObject({ id: idParam });
export const documentParams = z.strictObject({
  number: payrollNumber,
  documentType: z.enum(PAYROLL_DOCUMENT_TYPES),
});
/** A free text a person writes: line breaks allowed, other control characters not. */
export const note = (max: number) => multilineText().trim().min(1).max(max);
/** The token of a public link: 32 random bytes, base64url (43 characters). */
export const shareToken = text().regex(/^[A-Za-z0-9_-]{43}$/, 'not a payroll link token');

export function scopeOf(request: FastifyRequest): PayrollScope {
  const principal = request.principal as Principal;
  return {
    tenantId: principal.tenantId,
    personId: principal.personId,
    ownOnly: request.permission !== 'ALL',
  };
}

export function isoDayAfter(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** A refusal becomes the stored outcome, so a repeat with the same key gets the same answer. */
export async function answerOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { statusCode: 200, body: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
    throw error;
  }
}

export async function sendDocument(
  reply: FastifyReply,
  data: PayslipData | 'noPayroll' | 'noDocument',
  documentType: PayrollDocumentType,
  missing: () => ApiError,
) {
  if (data === 'noPayroll') throw missing();
  if (data === 'noDocument') throw documentNotFound();
  const pdf = await renderPayrollDocument(data, documentType);
  return reply
    .type('application/pdf')
    .header('content-length', String(pdf.length))
    .header(
      'content-disposition',
      `attachment; filename="${payrollDocumentFileName(data.payroll.number, documentType)}"`,
    )
    .send(pdf);
}

export async function decline(
  tx: Tx,
  scope: PayrollScope,
  id: number,
  reason: string,
  now: Date,
): Promise<PayrollItemDetail> {
  for (let attempt = 0; attempt < MAX_DECISIONS; attempt += 1) {
    const from = await findPayrollItemStatus(tx, scope, id);
    if (from === undefined) throw itemNotFound();
    const to = requireTransition(
      payrollItemStatusMachine,
      from,
      { type: 'payrollItem.decline' },
      PAYROLL_ITEM_REFUSALS,
    );
    if (await movePayrollItemStatus(tx, scope, id, { from, to, reason })) {
      await addPayrollItemActivity(tx, scope, {
        payrollItemId: id,
        type: 'declined',
        caption: 'Declined',
        body: reason,
        recipient: FEEDBACK.recipient,
        dueDate: null,
        priority: null,
        at: now,
      });
      const item = await findPayrollItem(tx, scope, id);
      if (!item) throw itemNotFound();
      return item;
    }
  }
  throw new Error(`payroll item ${id} kept changing status while it was being declined`);
}

export const payrollsRead = { right: { resource: 'payrolls', action: 'READ' } } as const;
// Feedback, decline and share links change the payroll's state: the person's EDIT right (OWN).
export const payrollsEdit = { right: { resource: 'payrolls', action: 'EDIT' } } as const;
