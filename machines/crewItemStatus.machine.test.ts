import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CREW_ITEM_STATUSES,
  crewItemStatusMachine,
  decideCrewItem,
} from './crewItemStatus.machine';
import { canTransition, decideTransition } from './transitions';

const startsAt = '2026-06-01T08:00:00+00:00';
const before = { now: '2026-06-01T07:59:59+00:00', startsAt };
const atStart = { now: startsAt, startsAt };

describe('crewItemStatusMachine', () => {
  it('is created pending and confirms once', () => {
    const actor = createActor(crewItemStatusMachine).start();
    expect(actor.getSnapshot().value).toBe('new');
    actor.send({ type: 'crewItem.create' });
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'crewItem.confirm' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().can({ type: 'crewItem.confirm' })).toBe(false);
  });

  it('has one state per crew item status, and new', () => {
    expect(Object.keys(crewItemStatusMachine.states).sort()).toEqual(
      ['new', ...CREW_ITEM_STATUSES].sort(),
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

  it('notNeeded cancels a confirmed booking, sets an unconfirmed one notNeeded, and only before the shift', () => {
    expect(decideCrewItem('pending', { type: 'crewItem.notNeeded', ...before })).toMatchObject({
      allowed: true,
      to: 'notNeeded',
    });
    expect(decideCrewItem('confirmed', { type: 'crewItem.notNeeded', ...before })).toMatchObject({
      allowed: true,
      to: 'cancelled',
    });
    expect(decideCrewItem('confirmed', { type: 'crewItem.notNeeded', ...atStart })).toEqual({
      allowed: false,
      from: 'confirmed',
      reason: 'CREW_ITEM_SHIFT_BEGUN',
    });
    expect(decideCrewItem('noShow', { type: 'crewItem.notNeeded', ...before })).toEqual({
      allowed: false,
      from: 'noShow',
      reason: 'CREW_ITEM_ACTION_NOT_ALLOWED',
    });
  });

  it('reactivates only notNeeded and cancelled items, before the shift', () => {
    for (const status of CREW_ITEM_STATUSES) {
      const decision = decideCrewItem(status, { type: 'crewItem.reactivate', ...before });
      expect(decision.allowed, status).toBe(status === 'notNeeded' || status === 'cancelled');
    }
    expect(decideCrewItem('notNeeded', { type: 'crewItem.reactivate', ...atStart })).toMatchObject({
      reason: 'CREW_ITEM_SHIFT_BEGUN',
    });
  });

  it('marks a no-show only once the shift has begun and only for an item with a person', () => {
    expect(
      decideCrewItem('confirmed', { type: 'crewItem.noShow', hasPerson: true, ...atStart }),
    ).toMatchObject({ allowed: true, to: 'noShow' });
    expect(
      decideCrewItem('confirmed', { type: 'crewItem.noShow', hasPerson: true, ...before }),
    ).toMatchObject({ reason: 'CREW_ITEM_SHIFT_NOT_BEGUN' });
    expect(
      decideCrewItem('pending', { type: 'crewItem.noShow', hasPerson: false, ...atStart }),
    ).toMatchObject({ reason: 'CREW_ITEM_NO_PERSON' });
    expect(
      decideCrewItem('noShow', { type: 'crewItem.noShow', hasPerson: true, ...atStart }),
    ).toMatchObject({ reason: 'CREW_ITEM_ACTION_NOT_ALLOWED' });
  });

  it('takes an application only on an open vacancy before the shift, and a withdrawal only from the applicant before confirmation', () => {
    const apply = { type: 'crewItem.apply', vacancy: true, hasPerson: false, ...before } as const;
    expect(decideCrewItem('pending', apply)).toMatchObject({ allowed: true, to: 'pending' });
    expect(decideCrewItem('pending', { ...apply, vacancy: false })).toMatchObject({
      reason: 'CREW_ITEM_NOT_A_VACANCY',
    });
    expect(decideCrewItem('pending', { ...apply, hasPerson: true })).toMatchObject({
      reason: 'CREW_ITEM_ALREADY_TAKEN',
    });
    expect(decideCrewItem('pending', { ...apply, ...atStart })).toMatchObject({
      reason: 'CREW_ITEM_SHIFT_BEGUN',
    });
    expect(decideCrewItem('confirmed', apply)).toMatchObject({
      reason: 'CREW_ITEM_ACTION_NOT_ALLOWED',
    });
    expect(
      decideCrewItem('pending', { type: 'crewItem.unapply', byApplicant: true }),
    ).toMatchObject({ allowed: true, to: 'pending' });
    expect(
      decideCrewItem('pending', { type: 'crewItem.unapply', byApplicant: false }),
    ).toMatchObject({ reason: 'CREW_ITEM_NOT_APPLICANT' });
    expect(
      decideCrewItem('confirmed', { type: 'crewItem.unapply', byApplicant: true }),
    ).toMatchObject({ reason: 'CREW_ITEM_ACTION_NOT_ALLOWED' });
  });

  it('keeps a confirmed item confirmed when updated for the same person, and pending for another', () => {
    expect(
      decideCrewItem('confirmed', { type: 'crewItem.update', personChanged: false }),
    ).toMatchObject({ to: 'confirmed' });
    expect(
      decideCrewItem('confirmed', { type: 'crewItem.update', personChanged: true }),
    ).toMatchObject({ to: 'pending' });
    expect(
      decideCrewItem('cancelled', { type: 'crewItem.update', personChanged: false }),
    ).toMatchObject({ reason: 'CREW_ITEM_ACTION_NOT_ALLOWED' });
    expect(decideCrewItem('pending', { type: 'crewItem.create' })).toMatchObject({
      reason: 'CREW_ITEM_ACTION_NOT_ALLOWED',
    });
  });
});
