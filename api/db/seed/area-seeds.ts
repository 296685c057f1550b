import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DemoCore, DemoTenantOptions } from './core.seed';

/**
 * What a seed hands to the seeds after it, by seed name. Each area's seed file adds its own line
 * (`declare module '../../db/seed/area-seeds'`); a seed that answers nothing adds none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DemoSeedResults {}

type ResultOf<Name extends string> = Name extends keyof DemoSeedResults
  ? DemoSeedResults[Name]
  : void;

/** What a seed reads besides the core rows: the answers of the seeds it comes after. */
export interface DemoSeedContext {
  options: DemoTenantOptions;
  /** The answer of a seed named in `after` (another one throws: say what you depend on). */
  resultOf<Name extends keyof DemoSeedResults>(name: Name): DemoSeedResults[Name];
}

/** One part of the demo tenant: an export `demoSeeds` of api/routes/<area>/*.seed.ts. */
export interface DemoSeed<Name extends string = string> {
  /** Unique across the api: the area's name, or the area's part ('project-crews'). */
  name: Name;
  /** The seeds whose rows this one reads or whose ids it must not move. */
  after: readonly string[];
  run(core: DemoCore, context: DemoSeedContext): Promise<ResultOf<Name>>;
}

export function defineDemoSeed<Name extends string>(seed: DemoSeed<Name>): DemoSeed<Name> {
  return seed;
}

/**
 * The seeds in an order where each comes after every seed its `after` names; among the seeds
 * ready at the same time, the one first by name. Refuses a name used twice, an `after` naming no
 * seed and a cycle.
 */
export function orderDemoSeeds(seeds: readonly DemoSeed[]): DemoSeed[] {
  const byName = new Map<string, DemoSeed>();
  for (const seed of seeds) {
    if (byName.has(seed.name)) throw new Error(`Demo seed ${seed.name} is defined twice`);
    byName.set(seed.name, seed);
  }
  for (const seed of seeds)
    for (const before of seed.after)
      if (!byName.has(before))
        throw new Error(`Demo seed ${seed.name} comes after ${before}, which is no seed`);
  const done = new Set<string>();
  const ordered: DemoSeed[] = [];
  while (ordered.length < seeds.length) {
    const ready = seeds
      .filter((seed) => !done.has(seed.name) && seed.after.every((before) => done.has(before)))
      .sort((a, b) => a.name.localeCompare(b.name));
    const next = ready[0];
    if (!next) {
      const left = seeds.filter((seed) => !done.has(seed.name)).map((seed) => seed.name);
      throw new Error(`Demo seeds wait on each other in a cycle: ${left.join(', ')}`);
    }
    done.add(next.name);
    ordered.push(next);
  }
  return ordered;
}

function isDemoSeed(value: unknown): value is DemoSeed {
  if (typeof value !== 'object' || value === null) return false;
  const seed = value as Partial<DemoSeed>;
  return (
    typeof seed.name === 'string' && Array.isArray(seed.after) && typeof seed.run === 'function'
  );
}

const routesDir = fileURLToPath(new URL('../../routes/', import.meta.url));

/** Every `demoSeeds` of api/routes/<area>/*.seed.ts, found by the file names. */
export async function discoverDemoSeeds(dir = routesDir): Promise<DemoSeed[]> {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(dir, entry.name))
        .filter((file) => file.endsWith('.seed.ts'))
        .map((file) => join(dir, entry.name, file)),
    )
    .sort();
  const seeds: DemoSeed[] = [];
  for (const file of files) {
    // A file URL works for tsx (npm start) and for vitest alike.
    const exports = (await import(pathToFileURL(file).href)) as { demoSeeds?: unknown };
    const found = exports.demoSeeds;
    if (!Array.isArray(found) || !found.every(isDemoSeed))
      throw new Error(`${file} must export \`demoSeeds\`, a list of defineDemoSeed(...)`);
    seeds.push(...found);
  }
  return seeds;
}

/** Runs the seeds in order, each reading only the answers of the seeds it names in `after`. */
export async function runDemoSeeds(
  seeds: readonly DemoSeed[],
  core: DemoCore,
  options: DemoTenantOptions,
): Promise<void> {
  const results = new Map<string, unknown>();
  for (const seed of orderDemoSeeds(seeds)) {
    const context: DemoSeedContext = {
      options,
      resultOf: (name) => {
        if (!seed.after.includes(name))
          throw new Error(`Demo seed ${seed.name} reads ${name} without coming after it`);
        return results.get(name) as DemoSeedResults[typeof name];
      },
    };
    results.set(seed.name, await seed.run(core, context));
  }
}
