import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { PATHS, pathTo, type PathName, type PathPattern } from '../../src/lib/paths';
import { E2E_PORT, STACK_ORIGIN, TEST_TENANT_FACTORY_KEY } from './stack';

/** The demo sign-ins of the seed (DESIGN.md, README.md); all share one password. */
export const accounts = {
  crew: 'crew@demo.test',
  chief: 'chief@demo.test',
  planner: 'planner@demo.test',
  client: 'client@demo.test',
  office: 'office@demo.test',
  project: '1001',
  plusCrew: '7001',
} as const;

export type Account = keyof typeof accounts;
export const DEMO_PASSWORD = 'demo1234';

/** The params a named path takes: none for `jobs`, `{ id }` for `job`. */
type PathArgs<N extends PathName> =
  Parameters<typeof pathTo<(typeof PATHS)[N]>> extends [unknown, ...infer Rest] ? Rest : never;

/** A path of PATHS filled with its params: specs name paths, they never spell them. */
export function pathOf<N extends PathName>(name: N, ...params: PathArgs<N>): string;
export function pathOf(name: PathName, params?: Record<string, string | number>): string {
  // The overload above holds the typing (PathArgs is pathTo's own parameter list); TypeScript
  // cannot relate pathTo's generic rest parameter to a plain record here, hence the widening.
  const fill = pathTo as unknown as (
    pattern: PathPattern,
    params?: Record<string, string | number>,
  ) => string;
  return fill(PATHS[name], params);
}

/**
 * A `toHaveURL` predicate: the page is at `path` with exactly the `search` params given
 * (none by default), whatever the tenant's host.
 */
export function atPath(path: string, search: Record<string, string> = {}): (url: URL) => boolean {
  return (url) =>
    url.pathname === path &&
    url.searchParams.size === Object.keys(search).length &&
    Object.entries(search).every(([key, value]) => url.searchParams.get(key) === value);
}

/** Where each sign-in lands. */
const landingPaths: Record<Account, string> = {
  crew: pathOf('home'),
  chief: pathOf('home'),
  planner: pathOf('home'),
  client: pathOf('home'),
  office: pathOf('home'),
  project: pathOf('project', { number: accounts.project }),
  plusCrew: pathOf('plusCrew', { number: accounts.plusCrew }),
};

/** Signs in through the login screen, as a person would, and waits for the landing page. */
async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto(pathOf('login'));
  await page.getByLabel('E-mail, project or plus crew').fill(accounts[account]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(atPath(landingPaths[account]));
}

/** What the test tenant factory answers (docs/api-contract.md, contract 4). */
interface TestTenant {
  tenantId: number;
  host: string;
  /** crew@'s unsubscribe token on this tenant. */
  unsubscribeToken: string;
}

function isTestTenant(value: unknown): value is TestTenant {
  if (typeof value !== 'object' || value === null) return false;
  const { tenantId, host, unsubscribeToken } = value as Record<string, unknown>;
  return (
    typeof tenantId === 'number' && typeof host === 'string' && typeof unsubscribeToken === 'string'
  );
}

export const test = base.extend<{
  /** A complete demo tenant of this test's own, on a host of its own. */
  tenant: TestTenant;
  signIn: (account: Account) => Promise<void>;
  navigate: <N extends PathName>(name: N, ...params: PathArgs<N>) => Promise<void>;
}>({
  /**
   * Every test gets fresh demo data, so no test sees what another confirmed, signed out or
   * throttled, and tests run in any order on any number of workers. The host is unique per test
   * (worker index for reading logs, random for uniqueness across retries and repeats); Chromium
   * resolves every *.localhost name to the loopback address, where the one server of the run
   * tells tenants apart by the Host header.
   */
  tenant: async ({ playwright }, use, testInfo) => {
    const host = `w${testInfo.workerIndex}-${randomBytes(4).toString('hex')}.localhost`;
    const api = await playwright.request.newContext({ baseURL: STACK_ORIGIN });
    try {
      const response = await api.post('/api/v1/testing/tenants', {
        headers: { 'x-test-factory-key': TEST_TENANT_FACTORY_KEY, type: 'MOBILE' },
        data: { host },
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status() !== 201 || !isTestTenant(body)) {
        throw new Error(
          `the test tenant factory answered ${response.status()} for ${host}: ${JSON.stringify(body)}`,
        );
      }
      await use(body);
    } finally {
      await api.dispose();
    }
  },
  // page.goto, toHaveURL and the `request` fixture resolve paths against the test's own tenant.
  baseURL: async ({ tenant }, use) => {
    await use(`http://${tenant.host}:${E2E_PORT}`);
  },
  signIn: async ({ page }, use) => {
    await use((account) => signIn(page, account));
  },
  navigate: async ({ page }, use) => {
    await use(async (name, ...params) => {
      await page.goto(pathOf(name, ...params));
    });
  },
});

export { expect };
