import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Resolvers } from '../generated/resolvers-types';
import type { AreaLoadersDefinition } from '../upstream/loaders';

/**
 * One folder of gateway/schema (docs/decisions/062): `schema.graphql` (also read by codegen),
 * `resolvers.ts` exporting `resolvers`, and optionally `<area>.loaders.ts` exporting `loaders`
 * (defineLoaders). `<area>.upstream.ts` is imported by those two, not by discovery.
 */
export interface Area {
  name: string;
  typeDefs: string;
  resolvers: Resolvers;
  loaders?: AreaLoadersDefinition;
}

const schemaDir = fileURLToPath(new URL('.', import.meta.url));

/** The module's exports, or undefined when the file does not exist. */
async function importIfPresent(file: string): Promise<Record<string, unknown> | undefined> {
  if (!existsSync(file)) return undefined;
  // A file URL works for tsx (npm start, npm run dev) and for vitest alike.
  const exports: unknown = await import(pathToFileURL(file).href);
  return exports as Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isLoadersDefinition(value: unknown): value is AreaLoadersDefinition {
  return (
    isObject(value) && typeof value['key'] === 'string' && typeof value['create'] === 'function'
  );
}

async function loadArea(dir: string, name: string): Promise<Area> {
  const folder = join(dir, name);
  const schemaFile = join(folder, 'schema.graphql');
  if (!existsSync(schemaFile)) throw new Error(`Area ${name}: ${schemaFile} is missing`);
  const resolverModule = await importIfPresent(join(folder, 'resolvers.ts'));
  const resolvers = resolverModule?.['resolvers'];
  if (!isObject(resolvers)) throw new Error(`Area ${name}: resolvers.ts must export \`resolvers\``);
  const area: Area = {
    name,
    typeDefs: readFileSync(schemaFile, 'utf8'),
    resolvers: resolvers as Resolvers,
  };
  const loaderModule = await importIfPresent(join(folder, `${name}.loaders.ts`));
  if (loaderModule === undefined) return area;
  const loaders = loaderModule['loaders'];
  if (!isLoadersDefinition(loaders)) {
    throw new Error(`Area ${name}: ${name}.loaders.ts must export \`loaders\` from defineLoaders`);
  }
  return { ...area, loaders };
}

/** Every folder of gateway/schema is an area; a new one needs no registration anywhere. */
export async function discoverAreas(dir = schemaDir): Promise<Area[]> {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const areas = await Promise.all(names.map((name) => loadArea(dir, name)));
  const keys = new Set<string>();
  for (const { name, loaders } of areas) {
    if (loaders === undefined) continue;
    if (keys.has(loaders.key)) throw new Error(`Area ${name}: loaders key ${loaders.key} is taken`);
    keys.add(loaders.key);
  }
  return areas;
}

/** Discovered once, when the gateway module graph loads (top-level await). */
export const areas: readonly Area[] = await discoverAreas();
