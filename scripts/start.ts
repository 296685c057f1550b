import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// npm start serves the built app: production mode (trusted documents only, no GraphiQL)
// unless NODE_ENV says otherwise (docs/decisions/011-trusted-documents.md).
process.env.NODE_ENV ??= 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((entry) => join(root, entry));

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

if (needsBuild()) {
  if (!existsSync(join(root, 'index.html'))) {
    // Vite's own message ("Could not resolve entry module") does not say what is missing.
    throw new Error(
      `Cannot build the app: ${join(root, 'index.html')} (Vite's entry) does not exist.`,
    );
  }
  process.stdout.write('Building the app (dist/ is missing or older than its sources)…\n');
  const { build } = await import('vite');
  // Vite reads vite.config.ts from the root, as `npm run build` does.
  await build({ root, mode: 'production', logLevel: 'warn' });
}

await import('../gateway/main');
