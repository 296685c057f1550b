import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  PAYROLL_ITEM_REFUSALS,
  PAYROLL_ITEM_STATUSES,
  payrollItemStatusMachine,
  type PayrollItemStatus,
} from './payrollItemStatus.machine';
import { decideTransition } from './transitions';
import { payrollItemStatusModelEvents } from './payrollItemStatus.model';

// The same events `npm run paths -- payrollItemStatus` traverses.
const events = payrollItemStatusModelEvents;
const model = createTestModel(payrollItemStatusMachine, { events });

describe('payrollItemStatusMachine model', () => {
  const paths = model.getShortestPaths();

  it('reaches every status from a new item', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual([...PAYROLL_ITEM_STATUSES].sort());
  });

  for (const path of paths) {
    it(`runs ${path.description}`, async () => {
      const actor = createActor(payrollItemStatusMachine).start();
      await path.test({
        events: {
          'payrollItem.decline': ({ event: { type } }) => {
            // What the api and the app ask before sending: the pure decision agrees with the actor.
            const from = String(actor.getSnapshot().value) as PayrollItemStatus;
            const decision = decideTransition(payrollItemStatusMachine, from, { type });
            actor.send({ type });
            expect(decision.allowed && decision.to).toBe(actor.getSnapshot().value);
          },
        },
        states: {
          '*': (snapshot) => {
            expect(actor.getSnapshot().value).toEqual(snapshot.value);
          },
        },
      });
    });
  }

  it.each(PAYROLL_ITEM_STATUSES)('every refusal from %s has a reason code', (status) => {
    for (const event of events) {
      const decision = decideTransition(payrollItemStatusMachine, status, event);
      if (!decision.allowed)
        expect(PAYROLL_ITEM_REFUSALS[event.type]).toBe('PAYROLL_ITEM_NOT_DECLINABLE');
    }
  });
});
