import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../api/app';
import { createTestApi } from '../../api/test/helpers';
import type { TestApi } from '../../api/test/helpers';
import { isUpstreamOperation } from '../upstream/api-client';
import type { UpstreamOperation } from '../upstream/api-client';

// The gateway parses every answer with the api's own schemas, so a shape cannot drift; what can
// still drift is the call itself: a path or method the api renames or drops. Every operation a
// gateway area declares must be a route the api registers.

/** Every operation exported by a gateway/schema/<area>/*.upstream.ts, by area, file and export name. */
async function areaOperations(): Promise<{ name: string; operation: UpstreamOperation }[]> {
  const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));
  const found: { name: string; operation: UpstreamOperation }[] = [];
  for (const area of readdirSync(schemaDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(join(schemaDir, area.name))) {
      if (!file.endsWith('.upstream.ts')) continue;
      const exports: unknown = await import(pathToFileURL(join(schemaDir, area.name, file)).href);
      for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
        if (isUpstreamOperation(value))
          found.push({ name: `${area.name}/${file} ${name}`, operation: value });
      }
    }
  }
  return found;
}

describe('the gateway’s upstream operations', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('are routes the api registers, with the method the gateway calls them by', async () => {
    const served = new Set(
      apiRoutes(api.app).map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const operations = await areaOperations();
    expect(operations.length).toBeGreaterThan(100);
    const unknown = operations
      .filter(({ operation }) => !served.has(`${operation.method} /api/v1${operation.path}`))
      .map(({ name, operation }) => `${name}: ${operation.method} ${operation.path}`);
    expect(unknown).toEqual([]);
    // The check fails for a call the api does not answer.
    expect(served.has('GET /api/v1/jobs/{id}')).toBe(true);
    expect(served.has('GET /api/v1/job/{id}')).toBe(false);
  });
});
