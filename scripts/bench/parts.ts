import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (scripts/bench/ is two levels below it). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function repoPath(relative: string): string {
  return fileURLToPath(new URL(relative, pathToFileURL(repoRoot)));
}

/**
 * A part of the stack the bench needs is not there (yet): a file is missing or does not export what
 * the bench calls. The bench reports it by name and exits non-zero instead of printing a partial table
 * that looks complete.
 */
export class MissingPartError extends Error {
  override readonly name = 'MissingPartError';
}

/**
 * Imports one of the project's own modules by its path from the repository root and checks that it
 * exports the named functions. The bench is typed against the small interfaces it uses (`T`) rather
 * than importing the modules statically, so one missing layer does not stop the figures for the others.
 */
export async function loadPart<T extends object>(
  relativePath: string,
  functionNames: readonly string[],
): Promise<T> {
  const absolute = repoPath(relativePath);
  if (!existsSync(absolute)) {
    throw new MissingPartError(
      `${relativePath} is missing (needed for ${functionNames.join(', ')})`,
    );
  }
  const loaded: unknown = await import(pathToFileURL(absolute).href);
  if (typeof loaded !== 'object' || loaded === null) {
    throw new MissingPartError(`${relativePath} did not load as a module`);
  }
  const exports = loaded as Record<string, unknown>;
  const absent = functionNames.filter((name) => typeof exports[name] !== 'function');
  if (absent.length > 0) {
    throw new MissingPartError(`${relativePath} does not export ${absent.join(', ')}`);
  }
  return loaded as T;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
