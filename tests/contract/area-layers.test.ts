import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The folder names of one layer's areas. */
function areasOf(dir: string, marker: (name: string) => string): string[] {
  const root = new URL(`../../${dir}/`, import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(marker(entry.name), root)))
    .map((entry) => entry.name)
    .sort();
}

const api = areasOf('api/routes', (name) => `${name}/index.ts`);
const gateway = areasOf('gateway/schema', (name) => `${name}/schema.graphql`);
const app = areasOf('src/features', (name) => `${name}/routes.tsx`);

/**
 * Where a layer truly has no area of that name, and why. Everything else is the same area in
 * every layer it reaches, under the same name (docs/adding-an-area.md).
 */
const ONLY_IN: Record<string, { layers: string[]; why: string }> = {
  auth: { layers: ['api'], why: 'sign-in and tokens; the gateway reaches them through session' },
  testing: { layers: ['api'], why: 'the e2e tenant factory, mounted only in tests' },
  'tax-types': {
    layers: ['api'],
    why: 'VAT rates invoices and receipts read through their own areas',
  },
  'crew-media': {
    layers: ['gateway'],
    why: "the crew's photos and security checks, served by api crews",
  },
  'project-lists': {
    layers: ['gateway'],
    why: "the project screens' lists, read from api projects",
  },
  'crew-item-changes': {
    layers: ['api', 'gateway'],
    why: "a crew item's history, shown inside the crew-items and crews screens",
  },
  shared: { layers: ['gateway'], why: 'types several areas read, no area of its own' },
  approvals: { layers: ['app'], why: "the office's queue of other areas' decisions" },
  home: { layers: ['app'], why: "the landing screen, made of other areas' queries" },
  version: { layers: ['app'], why: 'the build info screen, no data' },
};

describe('areas across the layers', () => {
  const names = [...new Set([...api, ...gateway, ...app])].sort();

  it.each(names)('%s is in every layer or says why not', (name) => {
    const present = [
      ...(api.includes(name) ? ['api'] : []),
      ...(gateway.includes(name) ? ['gateway'] : []),
      ...(app.includes(name) ? ['app'] : []),
    ];
    const expected = ONLY_IN[name]?.layers ?? ['api', 'gateway', 'app'];
    expect(present).toEqual(expected);
  });

  it('keeps no exception for an area that is gone', () => {
    expect(Object.keys(ONLY_IN).filter((name) => !names.includes(name))).toEqual([]);
  });
});
