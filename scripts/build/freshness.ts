import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the built app is made of: a change under any of these makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build',
];

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * True when `<root>/dist/index.html` is missing or older than any build input. `npm start` builds
 * then; the first-screen budget test (scripts/bench/first-screen.test.ts) too, so that in
 * `npm test` the end-to-end run that follows serves that same build instead of making another.
 */
export function distIsStale(root: string): boolean {
  const builtIndex = join(root, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}
