import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import type { Database, Db } from '../../db/database';
import { receiptAllows } from '../../../machines/receiptRules';
import type { ReceiptChange, ReceiptStatus } from '../../../machines/receiptRules';
import type { Clock } from '../../../machines/clock';
import { conflict, notFound } from '../../lib/errors';
import { outcomeOf, runIdempotent } from '../../lib/idempotency';
import { idParam } from '../../lib/schemas';
import type { FileStorage } from '../../lib/storage';
import type { RouteContext } from '../../types';
import type { ReceiptScope } from './receipts.repository';

// What every receipts registrar shares: the rights its routes declare, whose receipts the caller
// reaches, the approved receipt that no longer changes, and a create run once per key.

/** The routes' context, with the storage the receipt photos are kept in. */
export interface ReceiptsRouteContext extends RouteContext {
  storage: FileStorage;
}

export const receiptsRead = { right: { resource: 'receipts', action: 'READ' } } as const;
export const receiptsCreate = { right: { resource: 'receipts', action: 'CREATE' } } as const;
export const receiptsDelete = { right: { resource: 'receipts', action: 'DELETE' } } as const;
/** The office's approval (receipts EDIT ALL): nobody decides their own receipt. */
export const receiptsDecide = { right: { resource: 'receipts', action: 'EDIT' } } as const;

export const idParams = z.strictObject({ id: idParam });
export const receiptNotFound = () => notFound('Receipt not found', 'RECEIPT_NOT_FOUND');

export function scopeOf(request: FastifyRequest): ReceiptScope {
  const principal = request.principal as Principal;
  // A token without a person (project, plus crew) has no receipts of its own: id 0 matches none.
  return {
    tenantId: principal.tenantId,
    personId: principal.personId ?? 0,
    ownOnly: request.permission !== 'ALL',
  };
}

/** The caller's person (null for a token without one), for who decided. */
export function principalPerson(request: FastifyRequest): number | null {
  return (request.principal as Principal).personId ?? null;
}

export function checkAllowed(status: ReceiptStatus, change: ReceiptChange) {
  if (!receiptAllows(status, change))
    throw conflict('The receipt is approved and can no longer change', 'RECEIPT_APPROVED');
}

export const today = (now: Date) => now.toISOString().slice(0, 10);

/** Runs a create once per Idempotency-Key (decision 004) inside one transaction. */
export function idempotentIn(database: Database, clock: Clock) {
  return function idempotent<T>(
    request: FastifyRequest,
    path: string,
    run: (tx: Db) => Promise<T>,
    statusCode = 201,
  ) {
    const principal = request.principal as Principal;
    const key = request.headers['idempotency-key'];
    return database.transaction((tx) =>
      runIdempotent(
        tx,
        {
          tenantId: principal.tenantId,
          principal: principal.subject,
          key: typeof key === 'string' ? key : undefined,
          method: 'POST',
          path,
          now: clock.now(),
        },
        () => outcomeOf(() => run(tx), statusCode),
      ),
    );
  };
}
