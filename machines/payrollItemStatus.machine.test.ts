import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { PAYROLL_ITEM_STATUSES, payrollItemStatusMachine } from './payrollItemStatus.machine';
import { canTransition, decideTransition } from './transitions';

describe('payrollItemStatusMachine', () => {
  it('starts open and declines once', () => {
    const actor = createActor(payrollItemStatusMachine).start();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'payrollItem.decline' });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().can({ type: 'payrollItem.decline' })).toBe(false);
  });

  it('has one state per payroll item status', () => {
    expect(Object.keys(payrollItemStatusMachine.states).sort()).toEqual(
      [...PAYROLL_ITEM_STATUSES].sort(),
    );
  });

  it.each(PAYROLL_ITEM_STATUSES)('decides a decline from %s without running anything', (status) => {
    const decision = decideTransition(payrollItemStatusMachine, status, {
      type: 'payrollItem.decline',
    });
    if (status === 'open')
      expect(decision).toEqual({ allowed: true, from: 'open', to: 'declined' });
    else expect(decision).toEqual({ allowed: false, from: status });
    expect(canTransition(payrollItemStatusMachine, status, { type: 'payrollItem.decline' })).toBe(
      status === 'open',
    );
  });
});
