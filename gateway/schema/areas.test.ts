import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { areas, discoverAreas } from './areas';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway gateway/schema with the given files per area folder. */
function schemaDir(files: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-areas-'));
  dirs.push(dir);
  for (const [area, contents] of Object.entries(files)) {
    mkdirSync(join(dir, area));
    for (const [name, text] of Object.entries(contents)) writeFileSync(join(dir, area, name), text);
  }
  return dir;
}

const sdl = 'extend type Query { x: Int }';

describe('area discovery', () => {
  it('finds every folder of gateway/schema, with loaders where it has a loaders file', () => {
    const here = new URL('.', import.meta.url);
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders.length).toBeGreaterThan(0);
    expect(areas.map((area) => area.name)).toEqual(folders);
    expect(areas.filter((area) => area.loaders).map((area) => area.name)).toEqual(
      folders.filter((name) => existsSync(new URL(`${name}/${name}.loaders.ts`, here))),
    );
  });

  it('picks up a new folder without registration', async () => {
    const dir = schemaDir({
      rosters: {
        'schema.graphql': sdl,
        'resolvers.ts': 'export const resolvers = { Query: { x: () => 1 } };',
        'rosters.loaders.ts':
          'export const loaders = { key: "rosters", create: () => ({ all: () => [] }) };',
      },
    });
    const [rosters] = await discoverAreas(dir);
    expect(rosters).toMatchObject({ name: 'rosters', typeDefs: sdl, loaders: { key: 'rosters' } });
  });

  it('refuses an area without resolvers, bad loaders or a key taken twice', async () => {
    await expect(
      discoverAreas(
        schemaDir({ a: { 'schema.graphql': sdl, 'resolvers.ts': 'export const x = 1;' } }),
      ),
    ).rejects.toThrow('resolvers.ts must export `resolvers`');
    await expect(
      discoverAreas(
        schemaDir({
          a: {
            'schema.graphql': sdl,
            'resolvers.ts': 'export const resolvers = {};',
            'a.loaders.ts': 'export const loaders = {};',
          },
        }),
      ),
    ).rejects.toThrow('a.loaders.ts must export `loaders`');
    const area = (key: string) => ({
      'schema.graphql': sdl,
      'resolvers.ts': 'export const resolvers = {};',
      [`${key}.loaders.ts`]: 'export const loaders = { key: "same", create: () => ({}) };',
    });
    await expect(discoverAreas(schemaDir({ a: area('a'), b: area('b') }))).rejects.toThrow(
      'loaders key same is taken',
    );
  });
});
