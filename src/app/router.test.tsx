import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../machines/session.fixtures';
import type { SessionData } from '../../machines/session.types';
import common from '../i18n/locales/en.json';
import { SessionContext, type SessionState } from '../lib/session/SessionContext';
import { ToastsProvider } from '../lib/toasts/ToastsProvider';
import {
  createFixtureClient,
  createTestI18n,
  type FixtureAnswer,
} from '../lib/testing/test-providers';
import { PATHS } from '../lib/paths';
import { AppRouter, createTestHistory } from '../lib/routing/AppRouter';
import { LoadingScreen } from './pages/LoadingScreen';
import { routes } from './router';
import { unbuiltRoutes } from './routes/app-routes';
import type { RouteObject } from 'react-router-dom';

const tenantSettings = {
  __typename: 'TenantSettings',
  name: 'Demo Crew Company',
  defaultLanguage: 'English',
  mobileTheme: 'red',
  backgroundUrl: null,
  backgroundColorCode: '#7a1020',
  faviconUrl: null,
  logoUrl: null,
  useUserLanguage: true,
  metaHostName: 'Demo Crew',
  metaDescription: null,
};

const viewerProfile = { __typename: 'Profile', id: '2', timeZone: null, mapService: 'google' };

function sessionState(
  session: SessionData | null,
  status: SessionState['status'] = session ? 'signedIn' : 'signedOut',
): SessionState {
  return { status, session, error: null, signIn: () => {}, logout: () => {} };
}

/** The app's real route tree (layouts, guard, unbuilt and not-found screens) at `url`. */
function renderApp(
  url: string,
  session: SessionState,
  tenant: FixtureAnswer = { data: { tenantSettings } },
) {
  // The shell's own queries answer; each page's stay loading (the pages have their own tests).
  const shell: Record<string, FixtureAnswer> = {
    TenantSettings: tenant,
    ViewerPreferences: { data: { profile: viewerProfile } },
  };
  const client = createFixtureClient((name) => shell[name] ?? 'loading');
  const history = createTestHistory([url]);
  // Every path the app went to, in order: a redirect chain can pass a path faster than a poll.
  const visited: string[] = [];
  history.listen(({ location }) => visited.push(location.pathname));
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={createTestI18n({ common })}>
        <Provider value={client}>
          <SessionContext.Provider value={session}>
            <ToastsProvider>
              <AppRouter
                history={history}
                routes={routes}
                fallback={<LoadingScreen />}
                failed={null}
              />
            </ToastsProvider>
          </SessionContext.Provider>
        </Provider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, history, visited };
}

const crew = sessionFixture();
const project = sessionFixture({
  type: 'project',
  projectNumber: '1001',
  loginData: { person: null, contactNumber: null, language: 'en', loginTypes: [] },
});

/** Every path pattern in a route tree, depth first. */
function patternsOf(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...patternsOf(route.children ?? []),
  ]);
}

describe('app router', () => {
  it('holds every path of SPEC.md §2 once, plus the two not-found catch-alls and the plus crew without a number', () => {
    const patterns = patternsOf(routes);
    // '/plus-crews/*' is a path of its own (PATHS.plusCrewWithoutNumber): `/plus-crews//data` shows
    // SPEC.md §8's 'Plus crew number not found in URL' (api/routes/plus-crews/README.md (Under /api as well as /api/v1; Targets, the team bonus and the forecast; Data entry rights), gateway/schema/plus-crews/README.md, The dashboard in one operation and src/features/plus-crews/README.md, Charts in SVG).
    expect(patterns.filter((pattern) => pattern.endsWith('*')).sort()).toEqual([
      '*',
      '/plus-crews/*',
      '/public/*',
    ]);
    expect(patterns.filter((pattern) => !pattern.endsWith('*')).sort()).toEqual(
      Object.values(PATHS)
        .filter((path) => !path.endsWith('*'))
        .sort(),
    );
  });

  it('shows the loading screen while the tenant settings load', async () => {
    renderApp('/login', sessionState(null), 'loading');
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it("titles any unknown path 'Not found' and offers the way home", async () => {
    renderApp('/no/such/screen', sessionState(crew));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Go to the home screen' })).getAttribute('href'),
    ).toBe('/');
  });

  it("shows 'Not found' to a visitor who is not signed in, without sending them to sign in", async () => {
    const { history } = renderApp('/no/such/screen', sessionState(null));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(history.location.pathname).toBe('/no/such/screen');
  });

  it('sends a visitor who is not signed in from a protected route to /login with the path to return to', async () => {
    const { history } = renderApp('/payrolls?year=2026', sessionState(null));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(new URLSearchParams(history.location.search).get('returnTo')).toBe(
      '/payrolls?year=2026',
    );
  });

  it('carries the PID login and password to /login, which signs in and drops the password from the address', async () => {
    const signIn = vi.fn();
    const { history } = renderApp('/projects/1001?PID=1001&Password=secret', {
      ...sessionState(null),
      signIn,
    });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('1001', 'secret'));
    expect(history.location.pathname).toBe('/login');
    const params = new URLSearchParams(history.location.search);
    expect(params.get('login')).toBe('1001');
    expect(params.get('password')).toBeNull();
    expect(params.get('Password')).toBeNull();
  });

  it('keeps a project session to its own pages', async () => {
    const { visited } = renderApp('/payrolls', sessionState(project));
    // Sent to sign in (which then sends the project session on to its own project page).
    await waitFor(() => expect(visited[0]).toBe('/login'));
  });

  it('waits for the stored session to be checked before deciding', () => {
    const { history } = renderApp('/payrolls', sessionState(null, 'restoring'));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(history.location.pathname).toBe('/payrolls');
  });

  it('builds every path of SPEC.md §2: none shows the shared "not available yet" notice', () => {
    expect(unbuiltRoutes.map((route) => route.name)).toEqual([]);
  });

  it('renders /public/ paths in the bare layout, without sign-in or menus', async () => {
    const { history } = renderApp('/public/crew-profile/5', sessionState(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crew profile' })).toBeTruthy();
    expect(history.location.pathname).toBe('/public/crew-profile/5');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it("titles an unknown /public/ path 'Not found' in the bare layout", async () => {
    renderApp('/public/nothing-here', sessionState(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
