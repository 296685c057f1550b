import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../i18n/locales/de.json';
import { confirmedJob31, confirmJobCalls, expectToast } from '../testing/job-fixtures';
import { renderRoute, type FixtureResolver } from '../testing/test-providers';
import { ConfirmJobButton } from './ConfirmJobButton';

/** The first attempt loses its answer (the signal dropped), the second confirms. */
function droppedThenConfirmed() {
  let attempts = 0;
  return vi.fn<FixtureResolver>(() => {
    attempts += 1;
    return attempts === 1 ? { networkError: 'Failed to fetch' } : confirmedJob31;
  });
}

function open(resolve: FixtureResolver, namespaces = {}) {
  return renderRoute(<ConfirmJobButton jobId="31" layout="page" />, {
    path: '/jobs/:id',
    url: '/jobs/31',
    namespaces,
    resolve,
  });
}

beforeEach(() => sessionStorage.clear());

describe('ConfirmJobButton', () => {
  it('retries after a dropped connection with the same idempotency key', async () => {
    const resolve = droppedThenConfirmed();
    open(resolve);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm job' }));
    await expectToast('The job could not be confirmed. Please try again.', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm job' }));
    await expectToast('Job confirmed', 'status');
    const keys = confirmJobCalls(resolve).map((variables) => variables['idempotencyKey']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the key for the job when the screen is left and opened again (home or /jobs)', async () => {
    const resolve = droppedThenConfirmed();
    const first = open(resolve);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm job' }));
    await expectToast('The job could not be confirmed. Please try again.', 'alert');
    first.unmount();
    open(resolve);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm job' }));
    await expectToast('Job confirmed', 'status');
    const keys = confirmJobCalls(resolve).map((variables) => variables['idempotencyKey']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('names the job for screen readers in a card', () => {
    renderRoute(<ConfirmJobButton jobId="31" layout="card" jobLabel="Stagehand on Tomorrow" />, {
      path: '/',
      url: '/',
      namespaces: {},
    });
    const button = screen.getByRole('button', { name: 'Confirm Stagehand on Tomorrow' });
    expect(button.textContent).toBe('Confirm');
  });

  it('shows a refused confirmation in the user’s language, never the api’s message', async () => {
    let conflicts = 0;
    renderRoute(<ConfirmJobButton jobId="31" layout="page" onConflict={() => (conflicts += 1)} />, {
      path: '/jobs/:id',
      url: '/jobs/31',
      namespaces: { common: de },
      language: 'de',
      // The gateway's answer to a refused confirmation (contract 2): code, reason, English message.
      resolve: () => ({
        error: {
          message: 'This job cannot be confirmed',
          code: 'CONFLICT',
          reason: 'CREW_ITEM_NOT_CONFIRMABLE',
        },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Job bestätigen' }));
    await expectToast(
      'Dieser Job kann nicht mehr bestätigt werden. Sein Status hat sich geändert.',
      'alert',
    );
    expect(screen.queryByText('This job cannot be confirmed')).toBeNull();
    expect(conflicts).toBe(1);
  });
});
