import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../lib/paths';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { PlusCrewSessionPage } from './PlusCrewSessionPage';
import { routes } from './routes';

const plusCrew = {
  __typename: 'PlusCrew',
  id: '3',
  number: '7001',
  name: 'Harbour Bar Team',
  beginDate: '2026-01-01',
  endDate: null,
};

function open(resolve: FixtureResolver, url = '/plus-crews/7001') {
  return renderRoute(<PlusCrewSessionPage />, {
    path: url.endsWith('/data') ? '/plus-crews/:number/data' : '/plus-crews/:number',
    url,
    namespaces: { 'plus-crews': en },
    resolve,
  });
}

describe('PlusCrewSessionPage', () => {
  it('shows a busy state while the plus crew loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the plus crew' })).toBeTruthy();
  });

  it('shows the name, number and dates of the plus crew in the URL', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { plusCrew } }));
    open(resolve);
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
    expect(screen.getByText('7001')).toBeTruthy();
    expect(screen.getByText('Jan 1, 2026')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('PlusCrewSession', { number: '7001' });
  });

  it('shows the same landing on the /data page', async () => {
    open(() => ({ data: { plusCrew } }), '/plus-crews/7001/data');
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
  });

  it("says 'Plus crew not found' when it is not visible", async () => {
    open(() => ({ data: { plusCrew: null } }));
    expect(await screen.findByRole('heading', { name: 'Plus crew not found' })).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    let failing = true;
    open(() =>
      failing ? { error: { message: 'boom', code: 'INTERNAL' } } : { data: { plusCrew } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The plus crew could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
  });

  it('routes both paths lazily to the landing', async () => {
    expect(routes.map((route) => PATHS[route.name])).toEqual([
      '/plus-crews/:number',
      '/plus-crews/:number/data',
    ]);
    for (const route of routes) expect(await route.page()).toBe(PlusCrewSessionPage);
  });
});
