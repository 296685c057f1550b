/**
 * Test-only answers and checks for the job confirmation, shared by the button's own test and the
 * screens that show it (home, /jobs/:id), so each states only what its screen adds.
 */
import { screen } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import type { FixtureAnswer, FixtureResolver } from './test-providers';

/** A toast as the user meets it: the message inside a live region (alert for errors, status otherwise). */
export async function expectToast(message: string, role: 'status' | 'alert'): Promise<void> {
  const text = await screen.findByText(message);
  expect(text.closest(`[role="${role}"]`)).not.toBeNull();
}

/** The gateway's answer when job 31 was confirmed. */
export const confirmedJob31: FixtureAnswer = {
  data: {
    confirmJob: {
      __typename: 'Job',
      id: '31',
      status: 'confirmed',
      confirmedAt: '2026-11-21T10:00:00+00:00',
    },
  },
};

/** The gateway's answer to a refused confirmation (contract 2): code, reason, English message. */
export const refusedConfirmation: FixtureAnswer = {
  error: {
    message: 'This job cannot be confirmed',
    code: 'CONFLICT',
    reason: 'CREW_ITEM_NOT_CONFIRMABLE',
  },
};

/** The variables of every ConfirmJob the screen sent, in order. */
export function confirmJobCalls(resolve: Mock<FixtureResolver>): Record<string, unknown>[] {
  return resolve.mock.calls
    .filter(([operation]) => operation === 'ConfirmJob')
    .map(([, variables]) => variables);
}
