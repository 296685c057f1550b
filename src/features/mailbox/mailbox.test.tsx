import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { UnsubscribePage } from './UnsubscribePage';

function open(resolve: FixtureResolver) {
  return renderRoute(<UnsubscribePage />, {
    path: '/unsubscribe/:token',
    url: '/unsubscribe/tok-123',
    namespaces: { mailbox: en },
    resolve,
  });
}

describe('UnsubscribePage', () => {
  it('shows progress while the request is under way', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Unsubscribing you…' })).toBeTruthy();
  });

  it('unsubscribes exactly once with the token from the link and confirms it', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { unsubscribe: true } }));
    open(resolve);
    expect(
      await screen.findByText('You are unsubscribed. You will not receive these e-mails any more.'),
    ).toBeTruthy();
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith('Unsubscribe', { token: 'tok-123' });
  });

  it('says so when the token is unknown, without a pointless retry', async () => {
    open(() => ({
      error: { message: 'Not found', code: 'NOT_FOUND', reason: 'UNSUBSCRIBE_LINK_UNKNOWN' },
    }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This unsubscribe link is unknown or no longer valid.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the request failed for another reason', async () => {
    let failing = true;
    const resolve = vi.fn<FixtureResolver>(() =>
      failing ? { networkError: 'Failed to fetch' } : { data: { unsubscribe: true } },
    );
    open(resolve);
    expect((await screen.findByRole('alert')).textContent).toContain('Unsubscribing did not work.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('You are unsubscribed. You will not receive these e-mails any more.'),
    ).toBeTruthy();
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});
