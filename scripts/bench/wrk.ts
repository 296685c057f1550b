import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertLoopback } from './client';
import { processCpuMs } from './cpu';
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

/**
 * A Lua string literal for any text (wrk's scripts are Lua 5.1 / LuaJIT): printable ASCII as it is,
 * every other byte, the quote and the backslash as a three-digit escape (so a digit after it stays a digit).
 */
function luaString(text: string): string {
  let literal = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    literal +=
      byte >= 0x20 && byte <= 0x7e && byte !== 0x22 && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\${String(byte).padStart(3, '0')}`;
  }
  return `"${literal}"`;
}

function luaTable(entries: Record<string, string>): string {
  return `{ ${Object.entries(entries)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ')} }`;
}

const ANSWER_CHECK = `
function check(status, headers, body)
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
`;

/** The error counters and the answer's check, shared by both scripts (`check` counts a bad answer). */
function expectations(options: Pick<WrkOptions, 'expect' | 'refuse'>): string {
  return `errors, firstError = 0, ""
local expected, refused = ${luaString(options.expect)}, ${options.refuse === undefined ? 'nil' : luaString(options.refuse)}
${ANSWER_CHECK}`;
}

const DONE = `
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
${expectations(options)}

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
  check(status, headers, body)
end

${DONE}
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
  const threads = Math.min(2, options.connections);
  const { stdout } = await spawnWrk(options.origin, () => ({ 'load.lua': wrkScript(options) }), {
    threads,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
  });
  return parseWrkOutput(stdout);
}

/** Stands for the instant a request leaves in a sequence's bodies (ISO seconds, UTC, +00:00 as the app sends). */
export const NOW_PLACEHOLDER = '@@WRK_NOW@@';

const SEQUENCE_DONE = 'WRK_SEQUENCE_DONE';

/** How often runWrkSequences repeats its interrupt until wrk exits. */
const INTERRUPT_AGAIN_MS = 100;

export interface WrkSequencesOptions extends Pick<WrkOptions, 'origin' | 'expect' | 'refuse'> {
  /**
   * One list per connection, sent in order, each request once, the next after the answer (as one
   * person taps through): wrk runs a thread per list, so a list never has two requests in flight.
   */
  sequences: WrkRequest[][];
  /** The longest the whole run may take (wrk's duration); unfinished lists then show as missing work. */
  timeoutSeconds: number;
}

export interface WrkSequencesResult extends WrkResult {
  /** wrk's own CPU time over the run (utime + stime, /proc), or null where /proc is not readable. */
  loadCpuMs: number | null;
}

/**
 * The sequences' script: each thread takes its own list (by the order setup saw the threads), fills
 * NOW_PLACEHOLDER per request, checks every answer as wrkScript does, and stops its thread after
 * the last answer, saying so on stdout (runWrkSequences then ends the run).
 */
export function wrkSequencesScript(
  options: Pick<WrkSequencesOptions, 'sequences' | 'expect' | 'refuse'>,
  dir: string,
): Record<string, string> {
  // Each thread reads only its own list: one script holding every list costs wrk as many parses as threads.
  const files: Record<string, string> = {};
  options.sequences.forEach((sequence, index) => {
    files[`sequence-${index + 1}.lua`] = `return {\n  ${sequence
      .map(
        (request) =>
          `{ ${luaString(request.method)}, ${luaString(request.path)}, ${luaTable(request.headers)}, ${request.body === undefined ? 'nil' : luaString(request.body)} }`,
      )
      .join(',\n  ')}\n}\n`;
  });
  files['load.lua'] = `
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("sequence", #threads)
end

local mine, nextRequest = nil, 1
${expectations(options)}

function init(args)
  mine = dofile(${luaString(dir)} .. "/sequence-" .. wrk.thread:get("sequence") .. ".lua")
end

function request()
  local r = mine[nextRequest]
  local body = r[4]
  if body ~= nil then
    body = (string.gsub(body, ${luaString(NOW_PLACEHOLDER)}, os.date("!%Y-%m-%dT%H:%M:%S+00:00")))
  end
  return wrk.format(r[1], r[2], r[3], body)
end

function response(status, headers, body)
  check(status, headers, body)
  nextRequest = nextRequest + 1
  if nextRequest > #mine then
    io.write("${SEQUENCE_DONE}\\n")
    io.stdout:flush()
    wrk.thread:stop()
  end
end

${DONE}
`;
  return files;
}

/**
 * Runs every sequence once (wrkSequencesScript) and ends wrk as soon as the last one is answered:
 * wrk's main thread otherwise sleeps out its duration, but an interrupt ends it early with the
 * summary printed as usual. wrk's CPU is read just before, for the load's share of the machine.
 *
 * wrk ignores SIGINT until it has started its threads, and a short sequence can be answered
 * before that (a single request on a busy machine): an interrupt sent then is lost and wrk sleeps
 * out the whole duration. So the interrupt is sent again until wrk exits.
 */
export async function runWrkSequences(options: WrkSequencesOptions): Promise<WrkSequencesResult> {
  const sequences = options.sequences.filter((sequence) => sequence.length > 0);
  if (sequences.length === 0) throw new Error('runWrkSequences: no requests to send');
  let finished = 0;
  let loadCpuMs: number | null = null;
  const { stdout } = await spawnWrk(
    options.origin,
    (dir) => wrkSequencesScript({ ...options, sequences }, dir),
    {
      threads: sequences.length,
      connections: sequences.length,
      durationSeconds: options.timeoutSeconds,
    },
    (output, child) => {
      // Counted over the whole output: a line may arrive split across two chunks.
      finished = output.split(SEQUENCE_DONE).length - 1;
      if (finished === sequences.length && loadCpuMs === null) {
        loadCpuMs = processCpuMs(child.pid);
        child.kill('SIGINT');
        const again = setInterval(() => child.kill('SIGINT'), INTERRUPT_AGAIN_MS);
        child.once('close', () => clearInterval(again));
      }
    },
  );
  return { ...parseWrkOutput(stdout), loadCpuMs };
}

interface WrkShape {
  threads: number;
  connections: number;
  durationSeconds: number;
}

/** Spawns wrk with the files' load.lua (the files written to a directory of their own); `watch` sees the stdout so far each time more arrives. */
async function spawnWrk(
  origin: string,
  filesIn: (dir: string) => Record<string, string>,
  shape: WrkShape,
  watch?: (output: string, child: ChildProcess) => void,
): Promise<{ stdout: string }> {
  assertLoopback(origin);
  const dir = await mkdtemp(join(tmpdir(), 'crew-hub-bench-wrk-'));
  try {
    for (const [name, text] of Object.entries(filesIn(dir))) await writeFile(join(dir, name), text);
    const scriptPath = join(dir, 'load.lua');
    const args = [
      '--threads',
      String(shape.threads),
      '--connections',
      String(shape.connections),
      '--duration',
      `${shape.durationSeconds}s`,
      '--timeout',
      '10s',
      '--script',
      scriptPath,
      origin,
    ];
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(WRK_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
        watch?.(out, child);
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${err || out}`)),
      );
    });
    return { stdout };
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
