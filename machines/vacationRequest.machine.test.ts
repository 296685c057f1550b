import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  VACATION_REQUEST_REFUSALS,
  VACATION_REQUEST_STATUSES,
  vacationRequestMachine,
} from './vacationRequest.machine';
import { canTransition, decideTransition } from './transitions';

describe('vacationRequestMachine', () => {
  it('starts requested and is approved once', () => {
    const actor = createActor(vacationRequestMachine).start();
    expect(actor.getSnapshot().value).toBe('requested');
    actor.send({ type: 'vacationRequest.approve' });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().can({ type: 'vacationRequest.delete' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'vacationRequest.decline' })).toBe(false);
  });

  it('ends when a requested one is deleted', () => {
    const actor = createActor(vacationRequestMachine).start();
    actor.send({ type: 'vacationRequest.delete' });
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('has a state per stored status, plus the end of a deleted one', () => {
    expect(Object.keys(vacationRequestMachine.states).sort()).toEqual(
      [...VACATION_REQUEST_STATUSES, 'deleted'].sort(),
    );
  });

  it.each(VACATION_REQUEST_STATUSES)('decides from %s without running anything', (status) => {
    const requested = status === 'requested';
    expect(
      decideTransition(vacationRequestMachine, status, { type: 'vacationRequest.delete' }),
    ).toEqual(
      requested ? { allowed: true, from: status, to: 'deleted' } : { allowed: false, from: status },
    );
    expect(canTransition(vacationRequestMachine, status, { type: 'vacationRequest.approve' })).toBe(
      requested,
    );
    expect(
      decideTransition(vacationRequestMachine, status, { type: 'vacationRequest.decline' }),
    ).toEqual(
      requested
        ? { allowed: true, from: status, to: 'declined' }
        : { allowed: false, from: status },
    );
  });

  it('names a reason for every refusal', () => {
    expect(VACATION_REQUEST_REFUSALS).toEqual({
      'vacationRequest.approve': 'VACATION_REQUEST_ALREADY_DECIDED',
      'vacationRequest.decline': 'VACATION_REQUEST_ALREADY_DECIDED',
      'vacationRequest.delete': 'VACATION_REQUEST_NOT_DELETABLE',
    });
  });
});
