import { afterEach, vi } from 'vitest';

// A console.error during a test fails it (epic-stack habit): errors nobody asserted on are bugs.
let errors: unknown[][] = [];
// The node project runs its files in one module graph (isolate: false), so this file runs again
// for each test file: wrap the real console.error, never the previous file's wrapper.
const globals = globalThis as { realConsoleError?: typeof console.error };
const original = (globals.realConsoleError ??= console.error);

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
