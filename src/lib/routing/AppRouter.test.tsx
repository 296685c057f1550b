import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  AppRouter,
  createAppHistory,
  createTestHistory,
  ScrollRestoration,
  useNavigationPending,
  useRouteHandles,
} from './AppRouter';

/** A route module that arrives when the test says so. */
function deferredModule(name: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const Component: ComponentType = () => <p>{name}</p>;
  const load = vi.fn(
    () =>
      new Promise<{ Component: ComponentType }>((res, rej) => {
        resolve = () => res({ Component });
        reject = rej;
      }),
  );
  return {
    load,
    arrive: () => act(async () => resolve()),
    fail: () => act(async () => reject(new Error('Failed to fetch dynamically imported module'))),
  };
}

function Probe() {
  const pending = useNavigationPending();
  const titles = useRouteHandles().map(
    (handle) => (handle as { title?: string } | undefined)?.title,
  );
  return (
    <>
      <output aria-label="pending">{String(pending)}</output>
      <output aria-label="titles">{titles.filter(Boolean).join(' > ')}</output>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const text = (name: string) => screen.getByRole('status', { name }).textContent;

function setup() {
  const layout = deferredModule('Layout');
  const page = deferredModule('Page');
  const LayoutShell = () => (
    <section>
      <p>Layout</p>
      <Outlet />
    </section>
  );
  const routes: RouteObject[] = [
    {
      element: <Probe />,
      handle: { title: 'App' },
      children: [
        { path: '/', element: <p>Home</p>, handle: { title: 'Home' } },
        {
          lazy: async () => {
            await layout.load();
            return { Component: LayoutShell };
          },
          handle: { title: 'Area' },
          children: [{ path: '/area/:id', lazy: page.load, handle: { title: 'Page' } }],
        },
      ],
    },
  ];
  const history = createTestHistory(['/']);
  render(
    <AppRouter
      history={history}
      routes={routes}
      fallback={<p>Loading</p>}
      failed={<p>Failed</p>}
    />,
  );
  return { history, layout, page };
}

describe('AppRouter', () => {
  it('fetches a layout and its page at once, keeps the screen on show until both are there', async () => {
    const { history, layout, page } = setup();
    expect(screen.getByText('Home')).toBeTruthy();
    expect(text('titles')).toBe('App > Home');
    expect(text('pending')).toBe('false');

    act(() => history.push('/area/7'));
    // Both imports started together: no layout-then-page waterfall.
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(page.load).toHaveBeenCalledTimes(1);
    // The screen on show stays, with the navigation marked as pending.
    expect(screen.getByText('Home')).toBeTruthy();
    expect(text('pending')).toBe('true');

    await layout.arrive();
    expect(screen.getByText('Home')).toBeTruthy();
    await page.arrive();
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(screen.getByText('Layout')).toBeTruthy();
    expect(screen.queryByText('Home')).toBeNull();
    expect(text('pending')).toBe('false');
    expect(text('titles')).toBe('App > Area > Page');

    // Once fetched, going back and forth waits for nothing.
    act(() => history.go(-1));
    expect(await screen.findByText('Home')).toBeTruthy();
    act(() => history.push('/area/8'));
    expect(text('pending')).toBe('false');
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('runs on the browser’s history, which builds a new location object on every read', async () => {
    window.history.replaceState(null, '', '/');
    const history = createAppHistory();
    expect(history.location).not.toBe(history.location);
    const page = deferredModule('Page');
    render(
      <AppRouter
        history={history}
        routes={[
          {
            element: <Probe />,
            children: [
              { path: '/', element: <p>Home</p> },
              { path: '/area/:id', lazy: page.load },
            ],
          },
        ]}
        fallback={<p>Loading</p>}
        failed={<p>Failed</p>}
      />,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    act(() => history.push('/area/1'));
    expect(text('pending')).toBe('true');
    await page.arrive();
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(window.location.pathname).toBe('/area/1');
    expect(text('pending')).toBe('false');
  });

  it('shows the fallback until the first screen’s code is there', async () => {
    const page = deferredModule('First');
    const history = createTestHistory(['/first']);
    render(
      <AppRouter
        history={history}
        routes={[{ path: '/first', lazy: page.load }]}
        fallback={<p>Loading</p>}
        failed={<p>Failed</p>}
      />,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await page.arrive();
    expect(await screen.findByText('First')).toBeTruthy();
  });

  it('shows the failure screen when a screen’s code cannot be fetched', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = deferredModule('Never');
    const history = createTestHistory(['/never']);
    render(
      <AppRouter
        history={history}
        routes={[{ path: '/never', lazy: page.load }]}
        fallback={<p>Loading</p>}
        failed={<p>Failed</p>}
      />,
    );
    await page.fail();
    expect(await screen.findByText('Failed')).toBeTruthy();
    errors.mockRestore();
  });

  it('starts a new screen at the top and restores the position on back', async () => {
    const { history, layout, page } = setup();
    window.scrollTo(0, 640);
    window.dispatchEvent(new Event('scroll'));
    act(() => history.push('/area/7'));
    await layout.arrive();
    await page.arrive();
    await screen.findByText('Page');
    expect(window.scrollY).toBe(0);
    act(() => history.go(-1));
    await screen.findByText('Home');
    expect(window.scrollY).toBe(640);
  });
});
