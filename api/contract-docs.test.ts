import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from './app';
import { createTestApi } from './test/helpers';
import type { TestApi } from './test/helpers';

// Each area documents its own calls in api/routes/<area>/contract.md, so a new area writes its
// page in its own folder and no shared list grows. The page names a route as `METHOD /path`
// with the path as the OpenAPI document writes it (`/jobs/{id}`), under /api/v1.
const ROUTE_IN_TABLE = /^\| (GET|POST|PUT|PATCH|DELETE) (\/[^\s?|`,;)]*)/gm;

function contractPage(area: string): string {
  const path = new URL(`./routes/${area}/contract.md`, import.meta.url);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** `/api/v1/jobs/:id` (or the plus-crew service's `/api/...`) → `/jobs/{id}`. */
function documentedPath(url: string): string {
  return url.replace(/^\/api(\/v1)?/, '').replace(/:(\w+)/g, '{$1}');
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe("the areas' contract pages", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("name every route an area registers, on the area's own page", () => {
    const undocumented: string[] = [];
    for (const route of apiRoutes(api.app)) {
      if (!route.area) continue;
      const call = `${route.method} ${documentedPath(route.url)}`;
      // Followed by the end of the path: a space, a query, the table's bar or punctuation.
      const named = new RegExp(`${escaped(call)}(?=[\\s?|\`,;)]|$)`, 'm');
      if (!named.test(contractPage(route.area))) undocumented.push(`${route.area}: ${call}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('list in their tables only routes the area registers, so a page does not outlive a route', () => {
    const registered = new Set(
      apiRoutes(api.app).map(
        (route) => `${route.area}: ${route.method} ${documentedPath(route.url)}`,
      ),
    );
    const areas = new Set(apiRoutes(api.app).flatMap((route) => (route.area ? [route.area] : [])));
    const stale: string[] = [];
    for (const area of areas) {
      for (const [, method, path] of contractPage(area).matchAll(ROUTE_IN_TABLE)) {
        const call = `${area}: ${method} ${path}`;
        if (!registered.has(call)) stale.push(call);
      }
    }
    expect(stale).toEqual([]);
  });
});
