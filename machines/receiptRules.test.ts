import { describe, expect, it } from 'vitest';
import {
  decideReceipt,
  parseAmountCents,
  receiptAllows,
  receiptTotals,
  RECEIPT_STATUSES,
  submitProblem,
  taxCents,
} from './receiptRules';

describe('receipt rules', () => {
  it('lets every change through until the receipt is approved', () => {
    for (const status of RECEIPT_STATUSES) {
      for (const change of [
        'addItem',
        'changeItem',
        'deleteItem',
        'uploadPhoto',
        'delete',
      ] as const) {
        expect(receiptAllows(status, change), `${status} ${change}`).toBe(status !== 'approved');
      }
    }
  });

  it('hands in a draft or a corrected rejected receipt with items, nothing else', () => {
    expect(submitProblem('draft', 1)).toBeNull();
    expect(submitProblem('rejected', 2)).toBeNull();
    expect(submitProblem('draft', 0)).toBe('RECEIPT_NO_ITEMS');
    expect(submitProblem('submitted', 1)).toBe('RECEIPT_NOT_DRAFT');
    expect(submitProblem('approved', 1)).toBe('RECEIPT_APPROVED');
  });

  it('lets the office decide a handed-in receipt only, once', () => {
    expect(decideReceipt('submitted', 'approve')).toEqual({ to: 'approved' });
    expect(decideReceipt('submitted', 'reject')).toEqual({ to: 'rejected' });
    for (const status of ['draft', 'approved', 'rejected'] as const) {
      for (const decision of ['approve', 'reject'] as const) {
        expect(decideReceipt(status, decision), `${status} ${decision}`).toEqual({
          problem: 'RECEIPT_NOT_SUBMITTED',
        });
      }
    }
    // A rejected receipt, corrected and handed in again, is decided again.
    expect(submitProblem('rejected', 1)).toBeNull();
  });

  it('rounds tax half away from zero in integers', () => {
    expect(taxCents(1000, 2100)).toBe(210);
    expect(taxCents(50, 900)).toBe(5); // 4.5 → 5
    expect(taxCents(-50, 900)).toBe(-5);
    expect(taxCents(49, 900)).toBe(4); // 4.41
    expect(taxCents(1, 5000)).toBe(1); // 0.5 → 1
    expect(taxCents(1234, 0)).toBe(0);
    expect(taxCents(100_000_000, 10_000)).toBe(100_000_000);
  });

  it('sums each item with its own rounded tax', () => {
    expect(receiptTotals([])).toEqual({ netCents: 0, taxCents: 0, totalCents: 0 });
    expect(
      receiptTotals([
        { amountCents: 1250, rateBasisPoints: 2100 },
        { amountCents: 50, rateBasisPoints: 900 },
      ]),
    ).toEqual({ netCents: 1300, taxCents: 263 + 5, totalCents: 1568 });
  });

  it('reads typed amounts with a comma or a point', () => {
    expect(parseAmountCents('12,50')).toBe(1250);
    expect(parseAmountCents('12.5')).toBe(1250);
    expect(parseAmountCents(' 7 ')).toBe(700);
    expect(parseAmountCents('0,05')).toBe(5);
    for (const bad of ['', 'abc', '1,234', '-3', '12.345', '99999999'])
      expect(parseAmountCents(bad), bad).toBeNull();
  });
});
