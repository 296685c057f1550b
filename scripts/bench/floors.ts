/**
 * The floors (decision 244): what the festival peak and Lighthouse budgets leave once the bare layers the
 * design fixes are paid for, measured on this machine the way the budgets are.
 *
 * - The stack's floor: servers with no application in them (floor-server.ts: node:http, Fastify,
 *   graphql-yoga on Fastify) answering a check-in-sized request, by wrk with 20 connections, back to
 *   back and one by one (each answer FLOOR_DELAY_MS after its request, as at the festival peak,
 *   where a check-in waits on the api and the database); CPU ms per request from /proc.
 * - The first screen's floor: pages that are only the sign-in form, built by Vite (as the app is)
 *   and served brotli-compressed: plain HTML, React, React with Chakra's default system, React with
 *   the app's own Chakra system (src/app/providers/theme.ts and its prebuilt CSS, decision 238);
 *   Lighthouse's mobile profile, median of the runs.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { processCpuMs } from './cpu';
import { audit, freePort, launchLighthouseBrowser, medianPage } from './lighthouse';
import type { LighthousePage } from './lighthouse';
import { repoPath, repoRoot } from './parts';
import { FLOOR_MUTATION, READY_PREFIX } from './protocol';
import type { FloorKind } from './protocol';
import { runWrk } from './wrk';
import type { WrkRequest } from './wrk';

export interface StackFloor {
  kind: FloorKind;
  /** 0: back to back; otherwise each answer this long after its request. */
  delayMs: number;
  connections: number;
  perSecond: number;
  cpuMsPerRequest: number;
  errors: number;
}

export interface FloorsFigures {
  stack: StackFloor[];
  /** null when Lighthouse was not asked for (--only without lighthouse, or no Chromium). */
  firstScreen: LighthousePage[] | null;
}

const STARTS_WITHIN_MS = 30_000;

/**
 * How long a one-by-one answer waits: about a check-in's time in the api and the database at the
 * peak (p50 57 ms to the api alone, 2026-12-01), so 20 connections send 300–400 requests a second,
 * the festival peak's rate, instead of back to back.
 */
export const FLOOR_DELAY_MS = 50;

/** What each floor server is sent: the api's check-in call, or the gateway's mutation. */
export function floorRequest(kind: FloorKind): WrkRequest {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  if (kind === 'yoga')
    return {
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({
        query: FLOOR_MUTATION,
        variables: {
          crewId: '1',
          memberId: '11',
          at: '2026-12-01T19:00:00+00:00',
          idempotencyKey: 'k',
        },
        operationName: 'CheckIn',
      }),
    };
  return {
    method: 'POST',
    path: kind === 'fastify' ? '/floor' : '/',
    headers,
    body: JSON.stringify({
      crewItemId: 11,
      action: 'checkIn',
      at: '2026-12-01T19:00:00+00:00',
      recordedAt: '2026-12-01T19:00:00+00:00',
    }),
  };
}

export async function startFloorServer(kind: FloorKind, delayMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', repoPath('scripts/bench/floor-server.ts'), kind],
    {
      cwd: repoRoot,
      env: { ...process.env, FLOOR_DELAY_MS: String(delayMs), NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`the ${kind} floor server did not start`)),
      STARTS_WITHIN_MS,
    );
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n').find((candidate) => candidate.startsWith(READY_PREFIX));
      if (!line) return;
      clearTimeout(timer);
      resolve((JSON.parse(line.slice(READY_PREFIX.length)) as { port: number }).port);
    });
    child.once('exit', (code) =>
      reject(new Error(`the ${kind} floor server exited (${String(code)})`)),
    );
  });
  return {
    pid: child.pid,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/** Each bare server back to back and one by one: requests per second and CPU ms per request. */
export async function benchStackFloors(options: {
  delayMs: number;
  connections: number;
  durationSeconds: number;
}): Promise<StackFloor[]> {
  const floors: StackFloor[] = [];
  for (const kind of ['node', 'fastify', 'yoga'] as const) {
    for (const delayMs of [0, options.delayMs]) {
      const server = await startFloorServer(kind, delayMs);
      try {
        const load = {
          origin: server.origin,
          requests: [floorRequest(kind)],
          connections: options.connections,
          expect: '"checkedIn"',
          refuse: '"errors"',
        };
        // Off the clock first: JIT and the connections' set-up are not what a request costs.
        await runWrk({ ...load, durationSeconds: 2 });
        const before = processCpuMs(server.pid);
        const result = await runWrk({ ...load, durationSeconds: options.durationSeconds });
        const after = processCpuMs(server.pid);
        if (before === null || after === null)
          throw new Error(`no CPU time readable for the ${kind} floor server`);
        floors.push({
          kind,
          delayMs,
          connections: options.connections,
          perSecond: result.requests / (result.elapsedMs / 1000),
          cpuMsPerRequest: result.requests > 0 ? (after - before) / result.requests : Number.NaN,
          errors: result.errors,
        });
      } finally {
        await server.stop();
      }
    }
  }
  return floors;
}

const FORM_TEXT = {
  heading: 'Crew Hub',
  login: 'E-mail, project or plus crew',
  help: 'Sign in with your e-mail address, your project number or your plus crew number.',
  password: 'Password',
  submit: 'Sign in',
};

const PLAIN_FORM = `<main style="max-width:360px;margin:0 auto;padding:16px;font-family:sans-serif"><h1>${FORM_TEXT.heading}</h1><form style="display:flex;flex-direction:column;gap:12px"><label>${FORM_TEXT.login}<input name="login" style="display:block;width:100%;height:40px"></label><small>${FORM_TEXT.help}</small><label>${FORM_TEXT.password}<input type="password" name="password" style="display:block;width:100%;height:40px"></label><button style="height:40px;background:#b91c1c;color:#fff;border:0;border-radius:6px">${FORM_TEXT.submit}</button></form></main>`;

const CHAKRA_FORM = `
function Login() {
  return (
    <Box as="main" maxW="360px" mx="auto" p="4">
      <Heading as="h1" size="2xl">${FORM_TEXT.heading}</Heading>
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack gap="3" mt="4">
          <Field.Root><Field.Label>${FORM_TEXT.login}</Field.Label><Input name="login" /><Field.HelperText>${FORM_TEXT.help}</Field.HelperText></Field.Root>
          <Field.Root><Field.Label>${FORM_TEXT.password}</Field.Label><Input type="password" name="password" /></Field.Root>
          <Button type="submit">${FORM_TEXT.submit}</Button>
        </Stack>
      </form>
    </Box>
  );
}`;

/** The floor pages: their name, and the module each one's HTML loads (none for plain HTML). */
export function floorPages(
  themeModule: string,
): { name: string; file: string; script: string | null }[] {
  const chakra = (system: string, imports: string) => `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Button, ChakraProvider, Field, Heading, Input, Stack } from '@chakra-ui/react';
${imports}
${CHAKRA_FORM}
createRoot(document.getElementById('root')!).render(<StrictMode><ChakraProvider value={${system}}><Login /></ChakraProvider></StrictMode>);
`;
  return [
    { name: 'the sign-in form in plain HTML', file: 'html', script: null },
    {
      name: 'React rendering it (plain elements)',
      file: 'react',
      script: `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<StrictMode><div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(PLAIN_FORM)} }} /></StrictMode>);
`,
    },
    {
      name: "React + Chakra's default system (every recipe)",
      file: 'chakra-default',
      script: chakra('defaultSystem', "import { defaultSystem } from '@chakra-ui/react';"),
    },
    {
      name: "React + the app's Chakra system (theme.ts, prebuilt CSS)",
      file: 'app-theme',
      script: chakra(
        "systemForTheme('red')",
        `import { systemForTheme } from ${JSON.stringify(themeModule)};`,
      ),
    },
  ];
}

function pageHtml(name: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="description" content="${name}" /><title>${name}</title></head><body>${body}</body></html>\n`;
}

/** Builds the pages with Vite under node_modules/.cache (bare imports resolve from the repo's packages). */
async function buildFloorPages(dir: string) {
  const pages = floorPages(repoPath('src/app/providers/theme.ts'));
  await mkdir(join(dir, 'src'), { recursive: true });
  for (const page of pages) {
    const body = page.script
      ? `<div id="root"></div><script type="module" src="/src/${page.file}.tsx"></script>`
      : PLAIN_FORM;
    await writeFile(join(dir, `${page.file}.html`), pageHtml(page.name, body));
    if (page.script) await writeFile(join(dir, 'src', `${page.file}.tsx`), page.script);
  }
  const [{ build }, { default: react }, { chakraPrebuiltCss }, { chakraThemeAlias }] =
    await Promise.all([
      import('vite'),
      import('@vitejs/plugin-react'),
      import('../build/chakra-prebuilt-css'),
      import('../build/chakra-theme-alias'),
    ]);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias: [chakraThemeAlias] },
    plugins: [react(), chakraPrebuiltCss()],
    build: {
      target: 'es2022',
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      rollupOptions: {
        input: Object.fromEntries(pages.map((page) => [page.file, join(dir, `${page.file}.html`)])),
      },
    },
  });
  return pages;
}

/** dist/ brotli-compressed (quality 11, as the build's precompress plugin), hashed assets immutable. */
async function serveCompressed(root: string) {
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = join(root, path);
    if (!file.startsWith(root)) {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      let body = compressed.get(file);
      if (!body) {
        body = brotliCompressSync(await readFile(file), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        });
        compressed.set(file, body);
      }
      response.writeHead(200, {
        'content-type': file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      response.end(body);
    })().catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Lighthouse's mobile profile on each floor page, median of `runs`. */
export async function benchFirstScreenFloors(options: { runs: number }): Promise<LighthousePage[]> {
  const dir = repoPath(`node_modules/.cache/crew-hub-floors/${process.pid}`);
  try {
    const pages = await buildFloorPages(dir);
    const server = await serveCompressed(join(dir, 'dist'));
    const debugPort = await freePort();
    const profileDir = join(dir, 'profile');
    const browser = await launchLighthouseBrowser(profileDir, debugPort);
    try {
      const results: LighthousePage[] = [];
      for (const page of pages) {
        const path = `/${page.file}.html`;
        const runs = [];
        for (let run = 0; run < options.runs; run += 1)
          runs.push(await audit(`${server.origin}${path}`, debugPort));
        results.push(medianPage(page.name, path, runs));
      }
      return results;
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
