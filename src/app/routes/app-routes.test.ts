import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { RESOURCES } from '../../../machines/rights.types';
import { areaNamespace } from '../../i18n/area-strings';
import { commonStrings } from '../../i18n/common-strings';
import { describe, expect, it } from 'vitest';
import { PATHS, type PathName } from '../../lib/paths';
import type { AreaRoute } from '../../lib/routing/area-routes';
import { isPublicPath } from '../../lib/routing/route-access';
import { routeAccess } from '../../../tests/fixtures/route-access';
import { UNBUILT_TITLES } from './unbuilt-titles';
import { builtRoutes, routesByArea, unbuiltRoutes, unbuiltRoutesOf } from './app-routes';
import {
  MENU_LABEL_KEYS,
  bottomBarEntries,
  framedMenuEntries,
  menuEntries,
  sessionHomeEntry,
  type MenuContext,
  type MenuEntry,
} from '../rules/menu';

/** The English text of a namespaced key ('jobs:title'), read from the file the app loads. */
function englishText(titleKey: string): unknown {
  const [namespace, key] = titleKey.split(':') as [string, string];
  // 'common' as the app loads it: the shell's file and the areas' common strings.
  let node: unknown =
    namespace === 'common'
      ? commonStrings('en')
      : areaNamespace(
          JSON.parse(
            readFileSync(
              new URL(`../../features/${namespace}/locales/en.json`, import.meta.url),
              'utf8',
            ),
          ),
        );
  for (const part of key.split('.')) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return node;
}

describe('routes from the areas', () => {
  it('discovers every area folder that has a routes.tsx', () => {
    const folders = readdirSync(new URL('../../features/', import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => existsSync(new URL(`../../features/${name}/routes.tsx`, import.meta.url)))
      .sort();
    expect(folders.length).toBeGreaterThan(0);
    expect([...routesByArea.keys()].sort()).toEqual(folders);
  });

  it('routes every path of SPEC.md §2 exactly once, built or not yet built', () => {
    const routed = [...builtRoutes, ...unbuiltRoutes].map((route) => route.name);
    const counts = new Map<PathName, number>();
    for (const name of routed) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
    expect(new Set(routed)).toEqual(new Set(Object.keys(PATHS)));
  });

  it('derives the unbuilt list: a path an area declares leaves it', () => {
    const jobsPaths = unbuiltRoutesOf(builtRoutes).map((route) => route.name);
    expect(jobsPaths).not.toContain('jobs');
    expect(jobsPaths).not.toContain('plusCrews');
    expect(jobsPaths).not.toContain('personalCalendar');
    const builtWithoutJobs = builtRoutes.filter((route) => route.name !== 'jobs');
    expect(unbuiltRoutesOf(builtWithoutJobs).map((route) => route.name)).toContain('jobs');
  });

  it('gives every unbuilt path its own title, in common', () => {
    const untitled = unbuiltRoutes.filter((route) => UNBUILT_TITLES[route.name] === undefined);
    expect(untitled.map((route) => route.name)).toEqual([]);
    for (const route of unbuiltRoutes)
      expect(englishText(route.titleKey)).toEqual(expect.any(String));
  });

  it('places /public/ paths in the bare public layout and the rest behind the guard', () => {
    for (const route of unbuiltRoutes) {
      const placement = PATHS[route.name].includes('/public/')
        ? { layout: 'bare', access: 'public' }
        : { layout: 'shell', access: 'signedIn' };
      expect({ name: route.name, layout: route.layout, access: route.access }).toEqual({
        name: route.name,
        ...placement,
      });
    }
  });

  it('titles each built route with a text of its area or of common', () => {
    const untitled = builtRoutes.filter(
      (route: AreaRoute) => typeof englishText(route.titleKey) !== 'string',
    );
    expect(untitled.map((route) => route.name)).toEqual([]);
  });

  it('keeps each page lazy: loading it gives a component', async () => {
    for (const route of builtRoutes) expect(typeof (await route.page())).toBe('function');
  });

  it('agrees with the guard: a route declared public is exactly a path the guard lets through', () => {
    const sample = (pattern: string) => pattern.replace(/:(\w+)\??/g, '$1-1');
    const disagreeing = [...builtRoutes, ...unbuiltRoutes].filter(
      (route) => isPublicPath(sample(PATHS[route.name])) !== (route.access === 'public'),
    );
    expect(disagreeing.map((route) => route.name)).toEqual([]);
  });

  it('puts every built route outside the sign-in layout in the role × route test', () => {
    // tests/e2e/route-access.spec.ts opens each of these as every demo account.
    const expected = builtRoutes
      .filter((route) => route.layout !== 'login')
      .map((route) => route.name)
      .sort();
    expect(Object.keys(routeAccess).sort()).toEqual(expected);
  });
});

describe('menu entries and the titles of their screens', () => {
  // Everyone at once: every login type and every right there is.
  const every = { READ: 'ALL', EDIT: 'ALL', CREATE: 'ALL' };
  const everything: MenuContext = {
    sessionType: 'user',
    loginTypes: ['client', 'crew', 'planner', 'office'],
    userRights: Object.fromEntries(RESOURCES.map((resource) => [resource, every])),
    mailboxUserRights: { emailMessages: every },
  };
  const plusCrewSession: MenuContext = {
    ...everything,
    sessionType: 'plusCrew',
    plusCrewNumber: '7001',
  };
  // A project session's single entry is labelled 'plus crews data' by SPEC.md §2 and opens its
  // project page (src/features/home/README.md, The single home entry of project and plus-crew sessions): the one entry whose label is not its screen's name.
  const entries: MenuEntry[] = [
    ...menuEntries(everything),
    ...bottomBarEntries(everything),
    ...framedMenuEntries(null),
    ...framedMenuEntries('jobobo'),
    ...[sessionHomeEntry(plusCrewSession)].filter((entry): entry is MenuEntry => entry !== null),
  ];
  const routes = [...builtRoutes, ...unbuiltRoutes];
  const patternOf = (path: string) =>
    Object.values(PATHS).find((pattern) =>
      new RegExp(`^${pattern.replace(/:\w+\??/g, '[^/]+')}$`).test(path),
    );

  it('reaches every menu label', () => {
    expect([...new Set(entries.map((entry) => entry.labelKey))].sort()).toEqual(
      [...MENU_LABEL_KEYS].sort(),
    );
  });

  it('titles each screen a menu entry opens with that entry’s label, so the two never drift', () => {
    const drifting = entries
      .map((entry) => {
        const route = routes.find((candidate) => PATHS[candidate.name] === patternOf(entry.path));
        return { path: entry.path, label: `common:${entry.labelKey}`, title: route?.titleKey };
      })
      .filter(({ label, title }) => label !== title)
      .map(
        ({ path, label, title }) =>
          `${path}: menu ${label} (“${String(englishText(label))}”), title ${String(title)} (“${String(title && englishText(title))}”)`,
      );
    expect([...new Set(drifting)]).toEqual([]);
  });
});
