import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertLoopback } from './client';
import type { LoadFigures } from './load';
import { round } from './stats';

/**
 * The throughput rows' load generator (decision 235): wrk, Debian's `wrk` package, where installed.
 * Node's fetch in the bench's own process costs 0.35–0.49 ms of CPU per request (measured against
 * `GET /api/v1/jobs`, 20 loops), about half a core at 1,200 requests/s, taken from the servers it
 * measures on a 2-core machine; wrk costs 0.02 ms. `BENCH_LOAD_GENERATOR=node` forces the Node loops.
 */
export const WRK_PATH = '/usr/bin/wrk';

export type LoadGenerator = 'wrk' | 'node';

export function loadGenerator(env: NodeJS.ProcessEnv = process.env): LoadGenerator {
  if (env.BENCH_LOAD_GENERATOR === 'node') return 'node';
  return existsSync(WRK_PATH) ? 'wrk' : 'node';
}

/** One request of the rotation: each connection sends them in turn. */
export interface WrkRequest {
  method: 'GET' | 'POST';
  /** Path and query, e.g. /api/v1/jobs?limit=20&page=1. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface WrkOptions {
  origin: string;
  requests: WrkRequest[];
  connections: number;
  durationSeconds: number;
  /**
   * An answer counts as an error unless its status is 200 and it contains this and not `refuse`; a
   * compressed answer (Content-Encoding) only by its status and a non-empty body.
   */
  expect: string;
  refuse?: string;
}

export interface WrkResult {
  requests: number;
  elapsedMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers that were not 200, lacked `expect` or had `refuse`, and socket errors and timeouts. */
  errors: number;
  firstError: string | null;
}

const RESULT_PREFIX = 'WRK_RESULT ';

/** A Lua string literal for any text (wrk's scripts are Lua 5.1 / LuaJIT). */
function luaString(text: string): string {
  return `"${Array.from(Buffer.from(text, 'utf8'), (byte) => `\\${byte}`).join('')}"`;
}

function luaTable(entries: Record<string, string>): string {
  return `{ ${Object.entries(entries)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ')} }`;
}

/**
 * The script: the requests rotate per connection thread, every answer is checked (status and body),
 * and `done` prints one JSON line with the counts and wrk's latency percentiles (microseconds).
 */
export function wrkScript(options: Pick<WrkOptions, 'requests' | 'expect' | 'refuse'>): string {
  const requests = options.requests
    .map(
      (request) =>
        `wrk.format(${luaString(request.method)}, ${luaString(request.path)}, ${luaTable(request.headers)}, ${request.body === undefined ? 'nil' : luaString(request.body)})`,
    )
    .join(',\n    ');
  return `
local threads = {}
function setup(thread) table.insert(threads, thread) end

local requests, counter = nil, 0
errors, firstError = 0, ""
local expected, refused = ${luaString(options.expect)}, ${options.refuse === undefined ? 'nil' : luaString(options.refuse)}

function init(args)
  requests = {
    ${requests}
  }
end

function request()
  counter = counter + 1
  return requests[(counter - 1) % #requests + 1]
end

function response(status, headers, body)
  local ok = status == 200 and body ~= nil and #body > 0
  -- A compressed answer (asked for as a browser asks) cannot be read here: its status and length
  -- count, and the bench's Node rounds before and after read the same requests' answers whole.
  local encoded = headers["content-encoding"] ~= nil or headers["Content-Encoding"] ~= nil
  if ok and not encoded then
    ok = string.find(body, expected, 1, true) ~= nil
    if ok and refused ~= nil and string.find(body, refused, 1, true) ~= nil then ok = false end
  end
  if not ok then
    errors = errors + 1
    if firstError == "" then firstError = "HTTP " .. status .. ": " .. string.sub(body or "", 1, 300) end
  end
end

function done(summary, latency, requests)
  local failed, first = 0, ""
  for _, thread in ipairs(threads) do
    failed = failed + thread:get("errors")
    local message = thread:get("firstError")
    if first == "" and message ~= nil then first = message end
  end
  local e = summary.errors
  io.write(string.format('${RESULT_PREFIX}{"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"socketErrors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    failed, e.connect + e.read + e.write + e.timeout))
  io.write("WRK_FIRST_ERROR " .. string.gsub(first, "\\n", " ") .. "\\n")
end
`;
}

interface WrkLine {
  requests: number;
  durationUs: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  socketErrors: number;
}

/** Parses what the script's `done` printed. */
export function parseWrkOutput(stdout: string): WrkResult {
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(RESULT_PREFIX));
  if (!line) throw new Error(`wrk printed no result:\n${stdout.slice(-2000)}`);
  const parsed = JSON.parse(line.slice(RESULT_PREFIX.length)) as WrkLine;
  const firstError = /^WRK_FIRST_ERROR (.*)$/m.exec(stdout)?.[1]?.trim() ?? '';
  return {
    requests: parsed.requests,
    elapsedMs: parsed.durationUs / 1000,
    p50Ms: parsed.p50 / 1000,
    p95Ms: parsed.p95 / 1000,
    p99Ms: parsed.p99 / 1000,
    errors: parsed.errors + parsed.socketErrors,
    firstError:
      firstError !== ''
        ? firstError
        : parsed.socketErrors > 0
          ? `${parsed.socketErrors} socket errors or timeouts`
          : null,
  };
}

/** Runs wrk once (2 threads, `connections` connections, bounded by `durationSeconds` and a 10 s timeout). */
export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  assertLoopback(options.origin);
  const dir = await mkdtemp(join(tmpdir(), 'crew-hub-bench-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    await writeFile(script, wrkScript(options));
    const args = [
      '--threads',
      String(Math.min(2, options.connections)),
      '--connections',
      String(options.connections),
      '--duration',
      `${options.durationSeconds}s`,
      '--timeout',
      '10s',
      '--script',
      script,
      options.origin,
    ];
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(WRK_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${err || out}`)),
      );
    });
    return parseWrkOutput(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same figures as the Node loops' (loadFigures), from a wrk run. */
export function wrkFigures(result: WrkResult): LoadFigures {
  return {
    sent: result.requests,
    errors: result.errors,
    firstError: result.firstError,
    perSecond: round((result.requests - result.errors) / (result.elapsedMs / 1000)),
    p50Ms: round(result.p50Ms),
    p95Ms: round(result.p95Ms),
    p99Ms: round(result.p99Ms),
  };
}
