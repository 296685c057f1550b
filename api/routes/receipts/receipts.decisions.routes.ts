import { decideReceipt, submitProblem } from '../../../machines/receiptRules';
import { badUserInput, conflict, forbidden } from '../../lib/errors';
import { decisionBody, reasonOf, recordOfficeDecision } from '../../lib/office-decisions';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import { notify } from '../../lib/notify/notify';
import {
  idParams,
  principalPerson,
  receiptNotFound,
  receiptsCreate,
  receiptsDecide,
  scopeOf,
  type ReceiptsRouteContext,
} from './receipts.access';
import { decideReceiptRow, receiptDetail, submitReceiptRow } from './receipts.repository';
import { receiptDetailSchema } from './receipts.schemas';

// A receipt's way through the office: handed in by the crew member, approved or rejected.
export async function receiptDecisionRoutes(
  api: ApiInstance,
  { database, clock }: ReceiptsRouteContext,
): Promise<void> {
  // The crew member hands the receipt in (draft, or rejected and corrected, with items): it then
  // waits for the office. The rule is machines/receiptRules.ts `submitProblem`, as the screen's.
  api.post(
    '/receipts/:id/submit',
    {
      config: receiptsCreate,
      schema: {
        params: idParams,
        response: {
          200: receiptDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      return database.transaction(async (tx) => {
        // The receipt as it is answered: its items decide, and only its status changes.
        const receipt = await receiptDetail(tx, scope, request.params.id);
        if (!receipt) throw receiptNotFound();
        const problem = submitProblem(receipt.status, receipt.items.length);
        if (problem === 'RECEIPT_NO_ITEMS')
          throw badUserInput('A receipt without items is not handed in', problem);
        if (problem === 'RECEIPT_APPROVED')
          throw conflict('The receipt is approved and can no longer change', problem);
        if (problem) throw conflict('The receipt has been handed in already', problem);
        const at = clock.now();
        await submitReceiptRow(tx, receipt.id, at);
        return receiptDetail(tx, scope, receipt.id);
      });
    },
  );

  // The office approves or rejects a handed-in receipt (receipts EDIT ALL; machines/receiptRules.ts
  // decideReceipt). The decision, its audit row and the answer to the person commit together; a
  // rejection says why (machines/officeDecisions.ts), or the 400 names `reason` and nothing is written.
  for (const verb of ['approve', 'reject'] as const) {
    api.post(
      `/receipts/:id/${verb}`,
      {
        config: receiptsDecide,
        schema: {
          params: idParams,
          body: decisionBody('receipt', verb),
          response: {
            200: receiptDetailSchema,
            400: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        if (request.permission !== 'ALL')
          throw forbidden('Deciding a receipt needs receipts EDIT ALL');
        const scope = scopeOf(request);
        const reason = reasonOf('receipt', verb, request.body);
        const at = clock.now();
        return database.transaction(async (tx) => {
          const receipt = await receiptDetail(tx, scope, request.params.id);
          if (!receipt) throw receiptNotFound();
          const decision = decideReceipt(receipt.status, verb);
          if ('problem' in decision)
            throw conflict('Only a receipt handed in to the office is decided', decision.problem);
          const written = await decideReceiptRow(tx, scope.tenantId, receipt.id, {
            to: decision.to,
            at,
            by: principalPerson(request),
            reason,
          });
          // Another decision (or the crew member's change) came first: the rule on what is there now.
          if (!written) throw conflict('The receipt changed meanwhile', 'RECEIPT_NOT_SUBMITTED');
          await recordOfficeDecision(tx, {
            tenantId: scope.tenantId,
            subject: 'receipt',
            subjectId: receipt.id,
            personId: receipt.person.id,
            fromStatus: receipt.status,
            verb,
            reason,
            decidedBy: principalPerson(request),
            decidedAt: at,
          });
          await notify(tx, {
            tenantId: scope.tenantId,
            personId: receipt.person.id,
            type: 'receiptAnswered',
            text: verb === 'approve' ? 'receiptApproved' : 'receiptRejected',
            params: {
              number: receipt.number,
              // Cents: the text writes them as euros in the person's language (api/i18n).
              total: String(receipt.totalCents),
              ...(reason ? { reason } : {}),
            },
            url: `/receipt/${encodeURIComponent(receipt.number)}`,
            tag: `receipt-${receipt.id}`,
            now: at,
          });
          const decided = await receiptDetail(tx, scope, receipt.id);
          if (!decided) throw receiptNotFound();
          return decided;
        });
      },
    );
  }
}
