import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What /version.json answers: the app polls it to notice a new deployment. */
export interface VersionInfo {
  version: string;
  commit: string | null;
  builtAt: string;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The contract's timestamp form, YYYY-MM-DDTHH:mm:ss+00:00. */
function formatTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

/**
 * The commit from COMMIT_SHA (set by CI or the image build), else from .git when the gateway
 * runs from a checkout; null when neither is there. Read once at start-up, no git process.
 */
function readCommit(env: NodeJS.ProcessEnv): string | null {
  const fromEnv = env['COMMIT_SHA']?.trim();
  if (fromEnv) return fromEnv;
  try {
    const head = readFileSync(join(repoRoot, '.git', 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return /^[0-9a-f]{40}$/.test(head) ? head : null;
    const ref = head.slice('ref: '.length);
    const refFile = join(repoRoot, '.git', ref);
    if (existsSync(refFile)) return readFileSync(refFile, 'utf8').trim() || null;
    const packed = readFileSync(join(repoRoot, '.git', 'packed-refs'), 'utf8');
    const line = packed.split('\n').find((entry) => entry.endsWith(` ${ref}`));
    return line?.split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

export function readVersionInfo(
  staticDir: string | undefined,
  env: NodeJS.ProcessEnv,
  /** When the gateway started (its clock's now). */
  startedAt: Date,
): VersionInfo {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  // The build time of the app is the time its index.html was written; without a build
  // (dev, tests) the gateway's own start stands in.
  const indexFile = staticDir === undefined ? undefined : join(staticDir, 'index.html');
  const builtAt =
    indexFile !== undefined && existsSync(indexFile) ? statSync(indexFile).mtime : startedAt;
  return {
    version: typeof pkg.version === 'string' ? pkg.version : '0.0.0',
    commit: readCommit(env),
    builtAt: formatTimestamp(builtAt),
  };
}
