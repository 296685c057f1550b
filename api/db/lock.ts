import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

const heldHere = new Set<string>();

export interface DirectoryLock {
  release(): void;
}

/**
 * PGlite is one Postgres session in one process: a second process on the same data directory would
 * corrupt it. The lock file holds the owner's pid; a lock left behind by a dead process is taken over.
 */
export function lockDataDirectory(dataDir: string, lockPath: string): DirectoryLock {
  const path = resolve(lockPath);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(path);
      return {
        release() {
          if (!heldHere.delete(path)) return;
          try {
            unlinkSync(path);
          } catch (error) {
            if (!hasCode(error, 'ENOENT')) throw error;
          }
        },
      };
    } catch (error) {
      if (!hasCode(error, 'EEXIST')) throw error;
    }
    const owner = readOwner(path);
    const ownedByLiveProcess = owner !== undefined && (owner === process.pid ? heldHere.has(path) : isAlive(owner));
    if (ownedByLiveProcess) {
      throw new Error(
        `The data directory ${resolve(dataDir)} is already in use by process ${owner}. ` +
          'Stop that process, or point DATA_DIR at another directory.',
      );
    }
    try {
      unlinkSync(path);
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) throw error;
    }
  }
  throw new Error(`Could not lock the data directory ${resolve(dataDir)}.`);
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return hasCode(error, 'EPERM');
  }
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
