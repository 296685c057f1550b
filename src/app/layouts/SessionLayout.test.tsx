import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '../../../machines/session.types';
import { sessionFixture } from '../../../machines/session.fixtures';
import { AppLayout } from './AppLayout';
import { hrefsIn, renderLayout } from './layout-test-utils';
import { SessionLayout } from './SessionLayout';

const state = vi.hoisted(() => ({ session: null as SessionData | null, logout: vi.fn() }));

vi.mock('../../lib/session/useSession', () => ({
  useSession: () => ({
    status: 'signedIn',
    session: state.session,
    error: null,
    signIn: () => {},
    logout: state.logout,
  }),
}));
vi.mock('../../lib/tenant/useTenantSettings', () => ({
  useTenantSettings: () => ({
    settings: state.session?.tenant ?? null,
    fetching: false,
    error: null,
  }),
}));
vi.mock('../../lib/ui-settings/useUiSettings', () => ({
  useUiSettings: () => ({ theme: null, framed: false }),
}));

const loginData = { person: null, contactNumber: null, language: null, loginTypes: [] };
const projectSession = sessionFixture({
  type: 'project',
  projectNumber: '1001',
  loginData,
  userRights: {},
});
const plusCrewSession = sessionFixture({
  type: 'plusCrew',
  plusCrewNumber: '7001',
  loginData,
  userRights: { plusCrews: { READ: 'OWN', EDIT: 'OWN' } },
});
const notice = 'To create a personal account with more features please contact us.';

beforeEach(() => {
  state.session = projectSession;
  state.logout = vi.fn();
});

describe('SessionLayout for a project session', () => {
  it('has no side or bottom menu, shows the notice and the single home entry', () => {
    renderLayout(<SessionLayout />, ['/projects/1001']);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(notice);
    const nav = screen.getByRole('navigation', { name: 'Session menu' });
    expect(hrefsIn(nav)).toEqual(['/projects/1001']);
    expect(
      within(nav).getByRole('link', { name: 'Plus crews data' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('hides the back arrow on its own project page and shows it elsewhere', async () => {
    const view = renderLayout(<SessionLayout />, ['/projects/1001']);
    expect(screen.getByRole('heading', { level: 1, name: 'Project' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    view.unmount();
    renderLayout(<SessionLayout />, ['/projects/1001', '/projects/1001/documents']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'current location' }).textContent).toBe(
      '/projects/1001',
    );
  });

  it('shows the back arrow on another project page', () => {
    renderLayout(<SessionLayout />, ['/projects/2002']);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('logs out with the Log out button', async () => {
    renderLayout(<SessionLayout />, ['/projects/1001']);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(state.logout).toHaveBeenCalledTimes(1);
  });

  it('is what AppLayout renders for a project session', () => {
    renderLayout(<AppLayout />, ['/projects/1001']);
    expect(screen.getByRole('note').textContent).toBe(notice);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick menu' })).toBeNull();
    expect(within(screen.getByRole('main')).getByText('Project page')).toBeTruthy();
  });
});

describe('SessionLayout for a plus-crew session', () => {
  it('links its data page as home and hides the back arrow there', () => {
    state.session = plusCrewSession;
    renderLayout(<SessionLayout />, ['/plus-crews/7001/data']);
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Session menu' }))).toEqual([
      '/plus-crews/7001/data',
    ]);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(notice);
  });

  it('has no home entry without plusCrews EDIT, but still the notice and logout', () => {
    state.session = { ...plusCrewSession, userRights: { plusCrews: { READ: 'OWN' } } };
    renderLayout(<SessionLayout />, ['/plus-crews/7001/data']);
    expect(screen.queryByRole('navigation', { name: 'Session menu' })).toBeNull();
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
