import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distIsStale } from './build/freshness';

// npm start serves the built app: production mode (trusted documents only, no GraphiQL)
// unless NODE_ENV says otherwise (docs/decisions/011-trusted-documents.md).
process.env.NODE_ENV ??= 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
if (distIsStale(root)) {
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
