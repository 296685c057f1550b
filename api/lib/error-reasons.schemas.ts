import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectErrorReasons, isErrorReasonOf } from '../../machines/error-reasons';

const machinesDir = new URL('../../machines/', import.meta.url);

/** Every `machines/<area>.reasons.ts`, read when the module graph loads (top-level await). */
async function readReasonFiles(): Promise<Record<string, unknown>> {
  const files = readdirSync(fileURLToPath(machinesDir))
    .filter((file) => file.endsWith('.reasons.ts'))
    .sort();
  // A file URL works for tsx (npm start) and for vitest alike.
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(fileURLToPath(new URL(file, machinesDir))).href)),
  );
  return Object.fromEntries(files.map((file, index) => [file, modules[index] as unknown]));
}

/** Every reason the api may answer and the gateway passes on: the shared ones and each area's (machines/error-reasons.ts). */
export const ERROR_REASONS = collectErrorReasons(await readReasonFiles());

export const isErrorReason = isErrorReasonOf(ERROR_REASONS);
