import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time of the processes a bench section loads, read from Linux's /proc: what a check-in costs
 * each part (api, gateway, PostgreSQL, the load itself) in milliseconds of CPU. Unlike throughput
 * it barely moves with the other core's load, so it tells which part to cut. Elsewhere than Linux
 * every reading is null and the section prints no CPU figures.
 */

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;

/** utime + stime of one process in ms, or null when /proc does not have it. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The summed CPU ms of every process whose command is `command` (PostgreSQL's backends), or null. */
export function commandCpuMs(command: string): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== command) continue;
    } catch {
      continue; // ended meanwhile
    }
    const ms = processCpuMs(Number(entry));
    if (ms === null) continue;
    total += ms;
    found = true;
  }
  return found ? total : null;
}

export interface CpuParts {
  api: number | null;
  gateway: number | null;
  postgres: number | null;
  /** This process: the load's own requests. */
  load: number | null;
}

export function readCpu(pids: { api?: number; gateway?: number }, withPostgres: boolean): CpuParts {
  const own = process.cpuUsage();
  return {
    api: processCpuMs(pids.api),
    gateway: processCpuMs(pids.gateway),
    // A backend that ends between the two readings takes its time with it: the bench's connections stay open.
    postgres: withPostgres ? commandCpuMs('postgres') : null,
    load: (own.user + own.system) / 1000,
  };
}

/** CPU ms per unit of work (per check-in) of each part between two readings. */
export function cpuPerUnit(before: CpuParts, after: CpuParts, units: number): CpuParts {
  const per = (a: number | null, b: number | null) =>
    a === null || b === null || units <= 0 ? null : Math.round(((b - a) / units) * 100) / 100;
  return {
    api: per(before.api, after.api),
    gateway: per(before.gateway, after.gateway),
    postgres: per(before.postgres, after.postgres),
    load: per(before.load, after.load),
  };
}
