import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

const heldHere = new Set<string>();

/** Another live process holds the data directory (a running server, most often). */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    where = '',
  ) {
    super(
      `The data directory ${dataDir} is already in use by process ${pid}${where}. ` +
        'Stop that process, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export interface DirectoryLock {
  release(): void;
}

/**
 * Who holds a lock: the pid alone is not enough, because after a crash or a reboot the pid may
 * belong to an unrelated process (a container restarting with the same pids, a `sleep`). The start
 * time of the process (/proc/<pid>/stat), the host and the boot id tell the owner from a namesake.
 * A lock file of the old format holds only the pid; it reads as `{ pid }`.
 */
export interface LockOwner {
  pid: number;
  /** Clock ticks since boot at which the process started (field 22 of /proc/<pid>/stat). */
  startTime?: string;
  hostname?: string;
  /** /proc/sys/kernel/random/boot_id: changes on every boot. */
  bootId?: string;
}

/**
 * PGlite is one Postgres session in one process: a second process on the same data directory would
 * corrupt it. The lock file records its owner (LockOwner); a lock whose owner is gone (dead pid, pid
 * now another process, another boot) is taken over. A lock of another host always blocks: its
 * processes cannot be seen from here (docs/decisions/002).
 */
export function lockDataDirectory(dataDir: string, lockPath: string): DirectoryLock {
  const path = resolve(lockPath);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify(currentOwner(process.pid)));
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
    if (owner !== undefined && isHeld(owner, path)) {
      const where =
        owner.hostname !== undefined && owner.hostname !== hostname()
          ? ` on ${owner.hostname}`
          : '';
      throw new DataDirectoryInUseError(resolve(dataDir), owner.pid, where);
    }
    try {
      unlinkSync(path);
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) throw error;
    }
  }
  throw new Error(`Could not lock the data directory ${resolve(dataDir)}.`);
}

/** Whether the recorded owner still runs: same host, same boot, same pid and the same process behind it. */
export function isHeld(owner: LockOwner, path: string): boolean {
  if (owner.hostname !== undefined && owner.hostname !== hostname()) return true;
  const here = currentOwner(owner.pid);
  if (owner.bootId !== undefined && here.bootId !== undefined && owner.bootId !== here.bootId)
    return false;
  if (owner.pid === process.pid) return heldHere.has(path);
  if (!isAlive(owner.pid)) return false;
  // The pid runs, but a process started at another moment is not the one that wrote the lock.
  if (
    owner.startTime !== undefined &&
    here.startTime !== undefined &&
    owner.startTime !== here.startTime
  )
    return false;
  return true;
}

/** What a lock written now by `pid` records; the /proc fields are left out where there is no /proc. */
export function currentOwner(pid: number): LockOwner {
  const startTime = processStartTime(pid);
  const bootId = readProc('/proc/sys/kernel/random/boot_id');
  return {
    pid,
    ...(startTime === undefined ? {} : { startTime }),
    hostname: hostname(),
    ...(bootId === undefined ? {} : { bootId }),
  };
}

function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last ')'.
  // After it come fields 3, 4, …; starttime is field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const startTime = fields[22 - 3];
  return startTime !== undefined && /^\d+$/.test(startTime) ? startTime : undefined;
}

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function readOwner(path: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  // The old format: the pid alone.
  if (/^\d+$/.test(text)) return validPid(Number(text)) ? { pid: Number(text) } : undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof LockOwner, unknown>>;
    if (!validPid(parsed.pid)) return undefined;
    const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      pid: parsed.pid,
      startTime: asText(parsed.startTime),
      hostname: asText(parsed.hostname),
      bootId: asText(parsed.bootId),
    };
  } catch {
    // Unreadable (a crash while writing it): nobody can be shown to own it.
    return undefined;
  }
}

function validPid(pid: unknown): pid is number {
  return typeof pid === 'number' && Number.isInteger(pid) && pid > 0;
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
