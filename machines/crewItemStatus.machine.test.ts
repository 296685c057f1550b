import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CREW_ITEM_STATUSES, crewItemStatusMachine } from './crewItemStatus.machine';
import { canTransition, decideTransition } from './transitions';

describe('crewItemStatusMachine', () => {
  it('starts pending and confirms once', () => {
    const actor = createActor(crewItemStatusMachine).start();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().can({ type: 'crewItem.confirm' })).toBe(true);
    actor.send({ type: 'crewItem.confirm' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().can({ type: 'crewItem.confirm' })).toBe(false);
  });

  it('has one state per crew item status', () => {
    expect(Object.keys(crewItemStatusMachine.states).sort()).toEqual(
      [...CREW_ITEM_STATUSES].sort(),
    );
  });

  it.each(CREW_ITEM_STATUSES)('decides confirmation from %s without running anything', (status) => {
    const decision = decideTransition(crewItemStatusMachine, status, { type: 'crewItem.confirm' });
    if (status === 'pending')
      expect(decision).toEqual({ allowed: true, from: 'pending', to: 'confirmed' });
    else expect(decision).toEqual({ allowed: false, from: status });
    expect(canTransition(crewItemStatusMachine, status, { type: 'crewItem.confirm' })).toBe(
      status === 'pending',
    );
  });
});
