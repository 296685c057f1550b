/**
 * Builds the app with Vite's JS API (vite.config.ts at the repository root), run by bundle.ts as a
 * child process whose stdout goes to the bench's stderr: plugins with builds of their own (the PWA's
 * service worker) print to stdout whatever logLevel says, and the bench's stdout is for the report.
 */
import { build } from 'vite';
import { repoRoot } from './parts';

build({ root: repoRoot, mode: 'production', logLevel: 'warn' }).then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
