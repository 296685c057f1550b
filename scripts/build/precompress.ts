import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files the browser fetches; source maps only reach developer tools and stay plain. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that gets smaller. */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        if ((await stat(path)).size < MIN_BYTES) return;
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < content.length) {
          await writeFile(`${path}.br`, br);
          written.push(`${path}.br`);
        }
        if (gz.length < content.length) {
          await writeFile(`${path}.gz`, gz);
          written.push(`${path}.gz`);
        }
      }),
  );
  return written;
}

/**
 * Brotli and gzip copies of the built files, made once at build time so the gateway serves them
 * by Accept-Encoding without compressing on every request (@fastify/static `preCompressed`).
 * Runs last, after the service worker is written, so sw.js and the manifest are covered too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crew-hub:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
