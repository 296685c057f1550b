import { describe, expect, it } from 'vitest';
import {
  CREW_ITEM_REFUSALS,
  CREW_ITEM_STATUSES,
  crewItemStatusMachine,
} from '../../machines/crewItemStatus.machine';
import { decideTransition } from '../../machines/transitions';
import { ApiError } from './errors';
import { requireTransition } from './transitions';

describe('requireTransition', () => {
  const confirm = { type: 'crewItem.confirm' } as const;

  it('answers the target state where the machine allows the event', () => {
    expect(requireTransition(crewItemStatusMachine, 'pending', confirm, CREW_ITEM_REFUSALS)).toBe(
      'confirmed',
    );
  });

  it.each(
    CREW_ITEM_STATUSES.filter(
      (status) => !decideTransition(crewItemStatusMachine, status, confirm).allowed,
    ),
  )(
    'refuses crewItem.confirm in %s with 409 CONFLICT and the machine’s refusal reason',
    (status) => {
      let thrown: unknown;
      try {
        requireTransition(crewItemStatusMachine, status, confirm, CREW_ITEM_REFUSALS);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).toBody()).toMatchObject({
        statusCode: 409,
        code: 'CONFLICT',
        reason: 'CREW_ITEM_NOT_CONFIRMABLE',
      });
    },
  );

  it('leaves at least one refused status to check (the walk above is not empty)', () => {
    expect(
      CREW_ITEM_STATUSES.filter(
        (status) => !decideTransition(crewItemStatusMachine, status, confirm).allowed,
      ).length,
    ).toBeGreaterThan(0);
  });
});
