/**
 * Test-only wiring shared by the component tests of src/ui and src/features: a real urql
 * Client (with the same normalised graphcache the app uses) whose last exchange answers from
 * fixtures, a fresh i18next instance holding the namespace under test, the session context, the
 * real toasts provider, Chakra and the app's router on a memory history. It is the network's test double, nothing more: components run unchanged.
 * It lives in src/lib (features may not import each other, docs/decisions/040; src/ui may not
 * import src/lib, so not there).
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cacheExchange } from '@urql/exchange-graphcache';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { withAreaCommons } from '../../i18n/common-strings';
import common from '../../i18n/locales/en.json';
import { embeddedTypes } from '../graphql/cache-config';
import { SessionContext, type SessionState } from '../session/SessionContext';
import { ToastsProvider } from '../toasts/ToastsProvider';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useLocation, type RouteObject } from 'react-router-dom';
import { AppRouter, createTestHistory } from '../routing/AppRouter';
import {
  Client,
  Provider,
  getOperationName,
  makeErrorResult,
  makeResult,
  type Exchange,
  type Operation,
  type OperationResult,
} from 'urql';
import { delay, filter, fromValue, mergeMap, never, pipe } from 'wonka';

/**
 * What a fixture answers: data, a GraphQL error (message + extensions.code, .reason and the
 * refused fields' .details), or no answer yet.
 */
export type FixtureAnswer =
  | { data: Record<string, unknown> }
  | {
      error: {
        message: string;
        code?: string;
        reason?: string;
        details?: Array<{ path: string; message: string }>;
      };
    }
  | { networkError: string }
  | 'loading';

export type FixtureResolver = (
  operationName: string,
  variables: Record<string, unknown>,
) => FixtureAnswer;

function toResult(
  operation: Operation,
  result: Exclude<FixtureAnswer, 'loading'>,
): OperationResult {
  if ('data' in result) return makeResult(operation, { data: result.data });
  if ('networkError' in result) return makeErrorResult(operation, new Error(result.networkError));
  // A GraphQL error as the gateway sends it: no data, a code (a reason, details) in extensions.
  const { message, code = 'INTERNAL', reason, details } = result.error;
  return makeResult(operation, {
    data: null,
    errors: [
      {
        message,
        extensions: { code, ...(reason ? { reason } : {}), ...(details ? { details } : {}) },
      },
    ],
  });
}

function answer(operation: Operation, result: FixtureAnswer) {
  if (result === 'loading') return never;
  // Answer on a later tick, as a network does: a synchronous answer makes urql's render-time
  // read and its effect subscription each send the operation.
  return pipe(fromValue(toResult(operation, result)), delay(0));
}

function fixtureExchange(resolve: FixtureResolver): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) =>
        answer(
          operation,
          resolve(
            getOperationName(operation.query) ?? '',
            (operation.variables ?? {}) as Record<string, unknown>,
          ),
        ),
      ),
    );
}

/** A real urql Client: graphcache in front, fixtures instead of the network. */
export function createFixtureClient(resolve: FixtureResolver): Client {
  return new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [
      // The app's own keys, so tests normalise exactly as the app does.
      cacheExchange({ keys: embeddedTypes }),
      fixtureExchange(resolve),
    ],
  });
}

export type Namespaces = Record<string, Record<string, unknown>>;

/** A fresh English i18next instance with exactly the namespaces under test (no shared global state). */
export function createTestI18n(namespaces: Namespaces, language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    // A test's 'common' is the shell's file; the areas' common strings join it as in the app.
    resources: {
      [language]: namespaces['common']
        ? { ...namespaces, common: withAreaCommons(namespaces['common'], language) }
        : namespaces,
    },
    ns: Object.keys(namespaces),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders the current path so tests can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

export type RenderRouteOptions = {
  /** The route pattern of the element, e.g. '/jobs/:id'. */
  path: string;
  /** The URL to open, e.g. '/jobs/31'. */
  url: string;
  namespaces: Namespaces;
  resolve?: FixtureResolver;
  client?: Client;
  /** Extra routes, e.g. targets of a navigation. */
  routes?: RouteObject[];
  /** The session the screen sees; signed out unless given. */
  session?: SessionState;
  /** The language the screen is shown in, whose strings `namespaces` holds; English unless given. */
  language?: string;
};

/** What SessionProvider gives a visitor who is not signed in. */
export const signedOutSession: SessionState = {
  status: 'signedOut',
  session: null,
  error: null,
  signIn: () => {},
  logout: () => {},
};

/**
 * What SessionProvider gives a signed-in visitor: {@link sessionFixture}'s crew member unless
 * overridden (a project session: `{ type: 'project', projectNumber: '1001', … }`). Screens build
 * their links from the session (lib/routing/useLinkTo), so a screen with links needs one.
 */
export function signedInSession(overrides: Partial<SessionData> = {}): SessionState {
  return { ...signedOutSession, status: 'signedIn', session: sessionFixture(overrides) };
}

/** Renders one route element inside every provider the app gives it. */
export function renderRoute(element: ReactElement, options: RenderRouteOptions) {
  const client = options.client ?? createFixtureClient(options.resolve ?? (() => 'loading'));
  const i18n = createTestI18n({ common, ...options.namespaces }, options.language);
  const history = createTestHistory([options.url]);
  const routes: RouteObject[] = [
    { path: options.path, element },
    ...(options.routes ?? []),
    { path: '*', element: <LocationProbe /> },
  ];
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <Provider value={client}>
          <SessionContext.Provider value={options.session ?? signedOutSession}>
            {/* The real toasts machine and viewport: tests read toasts as users see them. */}
            <ToastsProvider>
              <AppRouter history={history} routes={routes} fallback={null} failed={null} />
            </ToastsProvider>
          </SessionContext.Provider>
        </Provider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, client, history, i18n };
}
