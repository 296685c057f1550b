import { describe, expect, it } from 'vitest';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import { canConfirm } from './can-confirm';

describe('canConfirm', () => {
  it.each(CREW_ITEM_STATUSES.map((status) => [status, status === 'pending'] as const))(
    '%s → %s (as crewItemStatusMachine decides)',
    (status, expected) => {
      expect(canConfirm(status)).toBe(expected);
    },
  );
});
