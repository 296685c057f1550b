import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The files of a worker share one window (decision 225): each file starts with empty storage, as
// it did with a window of its own.
localStorage.clear();
sessionStorage.clear();

// findBy* and waitFor give up after 1 s by default: on a 2-core machine running the api suites
// beside these, a lazy route's first render has taken longer. A passing test waits no longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and leaves window.scrollTo unimplemented (it prints "Not implemented"
// for every navigation, since the router's ScrollRestoration scrolls to the top). Here it moves
// the page offsets the way a browser does, so a test can still assert where a screen scrolled.
function scrollTo(this: Window, xOrOptions?: number | ScrollToOptions, y?: number): void {
  const left = typeof xOrOptions === 'object' ? xOrOptions.left : xOrOptions;
  const top = typeof xOrOptions === 'object' ? xOrOptions.top : y;
  if (left !== undefined) Object.defineProperty(window, 'scrollX', { value: left, configurable: true });
  if (top !== undefined) Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
}
window.scrollTo = scrollTo as typeof window.scrollTo;
