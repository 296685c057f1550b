import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxItem, OutboxStatus } from '../../../machines/outbox.machine';
import { renderRoute } from '../testing/test-providers';
import { OutboxContext, type OutboxValue } from './OutboxContext';
import { SyncStatus } from './SyncStatus';

const item = (id: number, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  idempotencyKey: `key-${id}`,
  kind: 'checkInCrewMember',
  crewId: '41',
  variables: {},
  createdAt: '2026-11-24T08:00:00.000Z',
  state: 'pending',
  reason: null,
  ...extra,
});

function show(items: OutboxItem[], status: OutboxStatus, crewId?: string) {
  const discard = vi.fn();
  const value: OutboxValue = {
    items,
    status,
    ready: true,
    enqueue: vi.fn(),
    settled: vi.fn(),
    discard,
    blobOf: vi.fn(),
  };
  renderRoute(
    <OutboxContext.Provider value={value}>
      <SyncStatus crewId={crewId} />
    </OutboxContext.Provider>,
    { path: '/', url: '/', namespaces: {} },
  );
  return { discard };
}

describe('SyncStatus', () => {
  it('counts the changes waiting and says when offline', () => {
    show([item(1), item(2), item(3)], 'offline');
    expect(screen.getByRole('status').textContent).toContain('3 changes waiting');
    expect(screen.getByRole('status').textContent).toContain('You are offline');
  });

  it('says sending while a change is on its way', () => {
    show([item(1)], 'sending');
    expect(screen.getByRole('status').textContent).toContain('Sending…');
  });

  it('says all saved when nothing waits', () => {
    show([], 'saved');
    expect(screen.getByRole('status').textContent).toContain('All saved');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says it will try again when the server gave no answer', () => {
    show([item(1)], 'waiting');
    expect(screen.getByRole('status').textContent).toContain('1 change waiting');
    expect(screen.getByRole('status').textContent).toContain('Trying again shortly');
  });

  it('shows a refused change with its reason, a link to its crew and a discard button', async () => {
    const { discard } = show(
      [
        item(1, { state: 'refused', reason: 'CREW_ALREADY_SIGNED_OFF' }),
        item(2, { kind: 'signOffCrew', state: 'refused', reason: 'FORBIDDEN' }),
      ],
      'saved',
    );
    const list = screen.getByRole('list', { name: 'Changes the server did not accept' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Check-in not accepted');
    expect(first?.textContent).toContain(
      'The client has already signed off this crew; only a planner can change it now.',
    );
    expect(within(first!).getByRole('link', { name: 'Open the crew' }).getAttribute('href')).toBe(
      '/crews/41',
    );
    expect(second?.textContent).toContain('Sign-off not accepted');
    expect(second?.textContent).toContain('You have no access to this.');
    await userEvent.click(within(second!).getByRole('button', { name: 'Discard' }));
    expect(discard).toHaveBeenCalledWith(2);
  });

  it('on a crew’s page lists only that crew’s refused changes, without a link to itself', () => {
    show(
      [
        item(1, { state: 'refused', reason: 'CREW_ALREADY_SIGNED_OFF' }),
        item(2, { crewId: '42', state: 'refused', reason: 'FORBIDDEN' }),
      ],
      'saved',
      '41',
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
  });
});
