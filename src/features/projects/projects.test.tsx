import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ProjectSessionPage } from './ProjectSessionPage';

const project = {
  __typename: 'Project',
  id: '5',
  number: '1001',
  name: 'Winter Festival',
  beginDate: '2026-11-20',
  endDate: '2026-11-24',
  company: { __typename: 'Company', id: '1', caption: 'Eventful Ltd' },
};

function open(resolve: FixtureResolver) {
  return renderRoute(<ProjectSessionPage />, {
    path: '/projects/:number',
    url: '/projects/1001',
    namespaces: { projects: en },
    resolve,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ProjectSessionPage', () => {
  it('shows a busy state while the project loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the project' })).toBeTruthy();
  });

  it('shows the name, number, client and dates of the project in the URL', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { project } }));
    open(resolve);
    expect(await screen.findByRole('heading', { name: 'Winter Festival' })).toBeTruthy();
    expect(screen.getByText('1001')).toBeTruthy();
    expect(screen.getByText('Eventful Ltd')).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('Nov 24, 2026')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ProjectSession', { number: '1001' });
  });

  it("says 'Project not found' when the project is not visible", async () => {
    open(() => ({ data: { project: null } }));
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
  });

  it('offers a retry after a failed load, and shows the project when it works', async () => {
    let failing = true;
    open(() => (failing ? { networkError: 'offline' } : { data: { project } }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The project could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winter Festival' })).toBeTruthy();
  });
});
