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
  if (left !== undefined)
    Object.defineProperty(window, 'scrollX', { value: left, configurable: true });
  if (top !== undefined)
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
}
window.scrollTo = scrollTo as typeof window.scrollTo;

// jsdom has no ResizeObserver and no CSS.escape; Chakra's popovers (the profile's time zone
// combobox) position themselves with both. Nothing is laid out here, so nothing ever resizes;
// CSS.escape is the CSSOM algorithm, as browsers implement it.
if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserver, configurable: true });
}
if (typeof (window.CSS as Partial<typeof CSS> | undefined)?.escape !== 'function') {
  const escape = (value: string): string => {
    const text = String(value);
    let result = '';
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const char = text.charAt(index);
      if (code === 0) result += '\uFFFD';
      else if (
        (code >= 0x1 && code <= 0x1f) ||
        code === 0x7f ||
        (index === 0 && code >= 0x30 && code <= 0x39) ||
        (index === 1 && code >= 0x30 && code <= 0x39 && text.charCodeAt(0) === 0x2d)
      )
        result += `\\${code.toString(16)} `;
      else if (index === 0 && text.length === 1 && code === 0x2d) result += `\\${char}`;
      else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char))
        result += char;
      else result += `\\${char}`;
    }
    return result;
  };
  Object.defineProperty(window, 'CSS', {
    value: { ...(window.CSS ?? {}), escape },
    configurable: true,
  });
}
