import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { SessionData } from '../../../machines/session.types';
import { sessionFixture } from '../../../machines/session.fixtures';
import common from '../../i18n/locales/en.json';
import { createTestI18n } from '../../lib/testing/test-providers';
import { bottomBarEntries, menuContextFromSession, menuEntries } from '../rules/menu';
import { APP_TITLE_SUFFIX } from '../rules/page-title';
import { AppLayout } from './AppLayout';
import { BottomBar } from './BottomBar';
import { hrefsIn, renderLayout, userSessions } from './layout-test-utils';

const state = vi.hoisted(() => ({
  session: null as SessionData | null,
  theme: null as string | null,
  logout: vi.fn(),
}));

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
  useUiSettings: () => ({ theme: state.theme, framed: state.theme !== null }),
}));

function location(): string {
  return screen.getByRole('status', { name: 'current location' }).textContent ?? '';
}

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

beforeEach(() => {
  state.session = userSessions.crew;
  state.theme = null;
  state.logout = vi.fn();
});

describe('AppLayout drawer', () => {
  it.each([
    [
      'crew',
      [
        '/',
        '/jobs',
        '/personal-calendar',
        '/trainings',
        '/payrolls',
        '/contracts',
        '/crew-info',
        '/profile',
        '/version',
      ],
    ],
    [
      'planner',
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/planner-crew',
        '/membership-crews',
        '/invoices',
        '/projects-calendar',
        '/todo-calendar',
        '/version',
      ],
    ],
    [
      'client',
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/planning-crew-item-list',
        '/invoices',
        '/projects-calendar',
        '/mailbox',
        '/version',
      ],
    ],
    ['office', ['/', '/mailbox', '/profile', '/version']],
  ] as const)('lists exactly the menu entries of a %s session', async (kind, expected) => {
    const session = userSessions[kind];
    state.session = session;
    renderLayout(<AppLayout />, ['/']);
    const nav = await openDrawer();
    const hrefs = hrefsIn(nav);
    expect(hrefs).toEqual(menuEntries(menuContextFromSession(session)).map((entry) => entry.path));
    expect(hrefs).toEqual([...expected]);
  });

  it('shows translated labels, the user and tenant names, and marks the active entry', async () => {
    renderLayout(<AppLayout />, ['/jobs/7']);
    const nav = await openDrawer();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Alex Crew')).toBeTruthy();
    expect(within(dialog).getByText('Demo Crew Company')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Info' })).toBeTruthy();
  });

  it('closes with the close button', async () => {
    renderLayout(<AppLayout />, ['/']);
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });

  it('closes on choosing an entry, which navigates', async () => {
    renderLayout(<AppLayout />, ['/']);
    const nav = await openDrawer();
    await userEvent.click(within(nav).getByRole('link', { name: 'Payrolls' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(location()).toBe('/payrolls');
  });

  it('closes on a left swipe, not on a short or vertical one', async () => {
    renderLayout(<AppLayout />, ['/']);
    await openDrawer();
    const dialog = screen.getByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 250, clientY: 200 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 210, clientY: 200 }] });
    fireEvent.touchStart(dialog, { touches: [{ clientX: 250, clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 170, clientY: 300 }] });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 250, clientY: 200 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 150, clientY: 215 }] });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });

  it('logs out from the drawer', async () => {
    renderLayout(<AppLayout />, ['/']);
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(state.logout).toHaveBeenCalledTimes(1);
  });
});

describe('AppLayout bottom bar', () => {
  it.each([
    ['crew', ['/jobs', '/', '/personal-calendar']],
    ['client', ['/projects', '/', '/projects-calendar']],
  ] as const)('shows the %s items, as wide as their count', (kind, expected) => {
    state.session = userSessions[kind];
    renderLayout(<AppLayout />, ['/']);
    const bar = screen.getByRole('navigation', { name: 'Quick menu' });
    expect(hrefsIn(bar)).toEqual(
      bottomBarEntries(menuContextFromSession(userSessions[kind])).map((entry) => entry.path),
    );
    expect(hrefsIn(bar)).toEqual([...expected]);
    expect(bar.getAttribute('data-items')).toBe(String(expected.length));
    expect(bar.style.width).toBe(`${expected.length * 76}px`);
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The content leaves the bar's room, the device's safe area included, so the last row
    // scrolls into view above it; a focused link scrolled into view stops above it too.
    // (jsdom's CSS parser reorders env()'s arguments, hence the pattern.)
    const room = /^calc\(81px \+ env\(.*safe-area-inset-bottom.*\)\)$/;
    expect(screen.getByRole('main').style.paddingBottom).toMatch(room);
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toMatch(room);
  });

  it.each(['planner', 'office'] as const)(
    'shows no bar of home alone to the %s, and leaves no room for one',
    (kind) => {
      state.session = userSessions[kind];
      renderLayout(<AppLayout />, ['/']);
      expect(screen.queryByRole('navigation', { name: 'Quick menu' })).toBeNull();
      expect(document.documentElement.style.getPropertyValue('--crew-hub-bottom-offset')).toBe('');
      expect(screen.getByRole('main').style.paddingBottom).toBe('');
      expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('');
    },
  );

  it('a client who is also crew gets jobs, projects, home and personal calendar', () => {
    state.session = sessionFixture({
      loginData: {
        ...userSessions.client.loginData,
        loginTypes: [{ caption: 'client' }, { caption: 'crew' }],
      },
      userRights: { projects: { READ: 'OWN' } },
    });
    renderLayout(<AppLayout />, ['/jobs']);
    const bar = screen.getByRole('navigation', { name: 'Quick menu' });
    expect(hrefsIn(bar)).toEqual(['/jobs', '/projects', '/', '/personal-calendar']);
    expect(bar.style.width).toBe('304px');
    expect(within(bar).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lifts the toasts above itself while shown', () => {
    const view = renderLayout(<AppLayout />, ['/']);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--crew-hub-bottom-offset')).toBe('64px');
    view.unmount();
    expect(root.style.getPropertyValue('--crew-hub-bottom-offset')).toBe('');
  });

  it('is not rendered without entries', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nextProvider i18n={createTestI18n({ common })}>
          <MemoryRouter>
            <BottomBar entries={[]} activePath={null} />
          </MemoryRouter>
        </I18nextProvider>
      </ChakraProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('AppLayout top bar', () => {
  it('shows the title of the deepest titled route and writes the document title', async () => {
    renderLayout(<AppLayout />, ['/jobs/7']);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Job' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Job · Demo Crew | ${APP_TITLE_SUFFIX}`));
    expect(within(screen.getByRole('main')).getByText('Job page')).toBeTruthy();
  });

  it('has no back arrow on /', () => {
    renderLayout(<AppLayout />, ['/']);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('goes back in history with the back arrow', async () => {
    renderLayout(<AppLayout />, ['/jobs', '/jobs/7']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/jobs');
  });

  it('goes home with the back arrow when the screen was opened directly', async () => {
    renderLayout(<AppLayout />, ['/jobs/7']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });

  it('goes back on a right swipe over the content, but not on /', () => {
    renderLayout(<AppLayout />, ['/jobs', '/jobs/7']);
    const main = screen.getByRole('main');
    fireEvent.touchStart(main, { touches: [{ clientX: 20, clientY: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 90, clientY: 300 }] });
    expect(location()).toBe('/jobs/7');
    fireEvent.touchStart(main, { touches: [{ clientX: 20, clientY: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 140, clientY: 320 }] });
    return waitFor(() => expect(location()).toBe('/jobs'));
  });

  it('does not go back twice when the browser already went back during the swipe', async () => {
    const { history } = renderLayout(<AppLayout />, ['/', '/jobs', '/jobs/7']);
    expect(document.documentElement.style.overscrollBehaviorX).toBe('none');
    const main = screen.getByRole('main');
    fireEvent.touchStart(main, { touches: [{ clientX: 20, clientY: 300 }] });
    await act(async () => history.go(-1));
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 200, clientY: 300 }] });
    expect(history.location.pathname).toBe('/jobs');
  });

  it('shows a progress bar while the next screen loads', async () => {
    const { history } = renderLayout(<AppLayout />, ['/']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => history.push('/slow'));
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
  });

  it('ignores a right swipe on /', () => {
    const { history } = renderLayout(<AppLayout />, ['/jobs', '/']);
    const main = screen.getByRole('main');
    fireEvent.touchStart(main, { touches: [{ clientX: 20, clientY: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 200, clientY: 300 }] });
    expect(history.location.pathname).toBe('/');
  });
});

describe('AppLayout framed mode', () => {
  it('replaces drawer and bottom bar with Home and Info on top, padded by one row', () => {
    state.theme = 'blue';
    renderLayout(<AppLayout />, ['/']);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(hrefsIn(nav)).toEqual(['/', '/version']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick menu' })).toBeNull();
    expect(screen.getByTestId('layout-content').style.paddingTop).toBe('65px');
  });

  it('shows the reduced jobobo set', () => {
    state.theme = 'jobobo';
    renderLayout(<AppLayout />, ['/payrolls']);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(hrefsIn(nav)).toEqual([
      '/',
      '/planning-calendar',
      '/payrolls',
      '/contracts',
      '/crew-info',
    ]);
    expect(within(nav).getByRole('link', { name: 'Payrolls' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByTestId('layout-content').style.paddingTop).toBe('65px');
  });

  it('has no top padding outside framed mode', () => {
    renderLayout(<AppLayout />, ['/']);
    expect(screen.getByTestId('layout-content').style.paddingTop).toBe('0px');
  });
});

describe('AppLayout watermark', () => {
  it('shows the logo watermark for the moyo theme only', () => {
    state.session = sessionFixture({
      tenant: { ...userSessions.crew.tenant, mobileTheme: 'moyo' },
    });
    const view = renderLayout(<AppLayout />, ['/']);
    expect(screen.getByTestId('watermark').getAttribute('aria-hidden')).toBe('true');
    view.unmount();
    state.session = userSessions.crew;
    renderLayout(<AppLayout />, ['/']);
    expect(screen.queryByTestId('watermark')).toBeNull();
  });
});

describe('AppLayout location permission warning', () => {
  const warning =
    'Pre-call, check-in and check-out may not be possible due to required permissions not granted. Please update your browser settings.';

  function permissionsReport(permissionState: PermissionState | 'throws') {
    const status = Object.assign(new EventTarget(), { state: permissionState });
    const query =
      permissionState === 'throws'
        ? vi.fn(() => Promise.reject(new TypeError('unsupported')))
        : vi.fn(() => Promise.resolve(status));
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
    return { status, query };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'permissions');
  });

  it('warns crew whose browser denies geolocation, and stops when it is granted', async () => {
    const { status, query } = permissionsReport('denied');
    renderLayout(<AppLayout />, ['/jobs']);
    expect((await screen.findByRole('alert')).textContent).toContain(warning);
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    status.state = 'granted';
    status.dispatchEvent(new Event('change'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('leaves the warning to the home itself (it covers notifications too: src/lib/permissions)', async () => {
    const { query } = permissionsReport('denied');
    renderLayout(<AppLayout />, ['/']);
    await waitFor(() => expect(query).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not warn a planner, nor crew with the permission granted or prompted', async () => {
    state.session = userSessions.planner;
    const { query } = permissionsReport('denied');
    const view = renderLayout(<AppLayout />, ['/']);
    expect(query).not.toHaveBeenCalled();
    view.unmount();
    state.session = userSessions.crew;
    const prompt = permissionsReport('prompt');
    renderLayout(<AppLayout />, ['/']);
    await waitFor(() => expect(prompt.query).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing when the Permissions API is missing or refuses the query', async () => {
    Reflect.deleteProperty(navigator, 'permissions');
    const view = renderLayout(<AppLayout />, ['/']);
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
    const { query } = permissionsReport('throws');
    renderLayout(<AppLayout />, ['/']);
    await waitFor(() => expect(query).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
