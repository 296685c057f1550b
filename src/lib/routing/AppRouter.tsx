import {
  Component,
  createContext,
  lazy as reactLazy,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigationType,
  useRoutes,
  type HistoryRouterProps,
  type Location,
  type RouteObject,
} from 'react-router-dom';

/**
 * The app's router on react-router's declarative API (docs/decisions/071). The data router
 * (`createBrowserRouter`) weighs ~30 KiB gzip, its declarative core ~13: the app used only four
 * of its features, which this file provides on top of the core:
 * - routes with `lazy: () => Promise<{ Component }>`: every matched route's module is fetched at
 *   once when a navigation starts (no layout-then-page waterfall), and the screen on show stays
 *   until they have arrived (navigations are transitions);
 * - `useRouteHandles()` in place of `useMatches()`: the matched routes' `handle`s;
 * - `useNavigationPending()` in place of `useNavigation()`: true while the next screen's code
 *   loads;
 * - `ScrollRestoration`: back and forward restore the scroll position, new screens start at the
 *   top (also across a reload, in sessionStorage).
 */

export type AppHistory = HistoryRouterProps['history'];

/** react-router's history takes one listener; the router, the progress bar and preloading share it. */
function shared(history: AppHistory): AppHistory {
  type Listener = Parameters<AppHistory['listen']>[0];
  const listeners = new Set<Listener>();
  let stop: (() => void) | null = null;
  const listen = (listener: Listener) => {
    listeners.add(listener);
    stop ??= history.listen((update) => {
      for (const each of [...listeners]) each(update);
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        stop?.();
        stop = null;
      }
    };
  };
  // Everything else (location, push, go …) is the history's own.
  return Object.create(history, { listen: { value: listen } }) as AppHistory;
}

/** The browser's history, for the app. */
export function createAppHistory(): AppHistory {
  return shared(createBrowserHistory({ v5Compat: true }));
}

/** An in-memory history at `entries` (the last one shown unless `index`), for tests. */
export function createTestHistory(entries: string[], index = entries.length - 1): AppHistory {
  return shared(
    createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true }),
  );
}

type RouteModule = { Component: ComponentType };
/** A route module's promise, with its component once it has arrived. */
type RoutePromise = Promise<ComponentType> & {
  status?: 'fulfilled' | 'rejected';
  value?: ComponentType;
};

const loadedRoutes = new WeakMap<RouteObject, RoutePromise>();
const waitingRoutes = new WeakMap<RouteObject, LazyExoticComponent<ComponentType>>();

function lazyOf(route: RouteObject): (() => Promise<RouteModule>) | null {
  return typeof route.lazy === 'function' ? (route.lazy as () => Promise<RouteModule>) : null;
}

/**
 * A lazy route's module, imported once. A failed import stays failed for rendering (the error
 * boundary shows it) and is tried again by the next navigation's preload (`retry`).
 */
function loadRoute(
  route: RouteObject,
  lazy: () => Promise<RouteModule>,
  retry = false,
): RoutePromise {
  const known = loadedRoutes.get(route);
  if (known && !(retry && known.status === 'rejected')) return known;
  const promise: RoutePromise = lazy().then((module) => module.Component);
  promise.then(
    (Component) => {
      promise.status = 'fulfilled';
      promise.value = Component;
    },
    () => {
      promise.status = 'rejected';
    },
  );
  loadedRoutes.set(route, promise);
  waitingRoutes.delete(route);
  return promise;
}

/** Starts fetching the code of every route that matches `location`, all at once. */
export function preloadRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const lazy = lazyOf(route);
    if (lazy) loadRoute(route, lazy, true).catch(() => {});
  }
}

/** True when every route matching `location` has its code. */
function routesReady(routes: RouteObject[], location: Location): boolean {
  return (matchRoutes(routes, location) ?? []).every(
    ({ route }) => !lazyOf(route) || loadedRoutes.get(route)?.status === 'fulfilled',
  );
}

/**
 * A lazy route: its component once its code is there, else React.lazy on the same import, which
 * suspends (a navigation keeps the screen on show meanwhile; the first one shows `fallback`).
 */
function LazyRoute({ route, lazy }: { route: RouteObject; lazy: () => Promise<RouteModule> }) {
  const loading = loadRoute(route, lazy);
  if (loading.status === 'fulfilled' && loading.value) {
    const Loaded = loading.value;
    return <Loaded />;
  }
  let Waiting = waitingRoutes.get(route);
  if (!Waiting) {
    Waiting = reactLazy(() => loading.then((Loaded) => ({ default: Loaded })));
    waitingRoutes.set(route, Waiting);
  }
  return <Waiting />;
}

/** The routes as useRoutes takes them: a lazy route's element waits for its module. */
function withElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: _lazy, children, ...rest } = route;
    const lazy = lazyOf(route);
    return {
      ...rest,
      ...(lazy ? { element: <LazyRoute route={route} lazy={lazy} /> } : {}),
      ...(children ? { children: withElements(children) } : {}),
    } as RouteObject;
  });
}

type Routing = { routes: RouteObject[]; history: AppHistory };
const RoutingContext = createContext<Routing | null>(null);

function useRouting(): Routing {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error('Use this inside <AppRouter>');
  return routing;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  const elements = useMemo(() => withElements(routes), [routes]);
  return useRoutes(elements);
}

/**
 * Shows `fallback` when a screen cannot be shown: its code could not be fetched (a lost
 * connection, files replaced by a new release) or it threw (the data router's default error
 * boundary did the same, less kindly).
 */
class RouteLoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen could not be loaded', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type AppRouterProps = {
  history: AppHistory;
  routes: RouteObject[];
  /** Shown until the first screen's code has arrived. */
  fallback: ReactNode;
  /** Shown when a screen's code could not be fetched, or the screen threw. */
  failed: ReactNode;
};

/** Renders `routes` at the history's location. */
export function AppRouter({ history, routes, fallback, failed }: AppRouterProps) {
  const routing = useMemo(() => ({ routes, history }), [routes, history]);
  // Fetch every matched route's code as soon as a navigation starts, in parallel (the first
  // screen's before the first render: main.tsx has usually started it already).
  useState(() => preloadRoutes(routes, history.location));
  useEffect(
    () => history.listen(({ location }) => preloadRoutes(routes, location)),
    [routes, history],
  );
  return (
    <HistoryRouter history={history}>
      <RoutingContext.Provider value={routing}>
        <RouteLoadBoundary fallback={failed}>
          <Suspense fallback={fallback}>
            <Routes routes={routes} />
          </Suspense>
        </RouteLoadBoundary>
      </RoutingContext.Provider>
    </HistoryRouter>
  );
}

/** The `handle` of every route matching the current location, outermost first. */
export function useRouteHandles(): unknown[] {
  const { routes } = useRouting();
  const location = useLocation();
  return useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match) => match.route.handle),
    [routes, location],
  );
}

/** True while a navigation waits for the next screen's code. */
export function useNavigationPending(): boolean {
  const { routes, history } = useRouting();
  const shown = useLocation();
  // The key, not the location: the browser history builds a new location object on every read.
  const nextKey = useSyncExternalStore(
    history.listen,
    () => history.location.key,
    () => history.location.key,
  );
  return nextKey !== shown.key && !routesReady(routes, history.location);
}

const SCROLL_STORAGE_KEY = 'crew-hub-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

let positions: Record<string, number> | null = null;

/**
 * Back and forward return to where the screen was scrolled; any other navigation starts at the
 * top (or at the element of the URL's #hash). Positions survive a reload (sessionStorage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const persist = () =>
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions ?? {}));
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    const save = () => {
      positions ??= readPositions();
      positions[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    positions ??= readPositions();
    const saved = positions[location.key];
    if (action === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
