import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test';
import { writeStoredSession, type KeyValueStorage } from '../../machines/session.storage';
import {
  SignInDocument,
  UpdateProfileSettingsDocument,
  type SignInMutation,
} from '../../src/gql/graphql';
import { PATHS, pathTo, type PathName, type PathPattern } from '../../src/lib/paths';
import { deviceTokenFor, keepDeviceToken } from '../../src/lib/session/device-tokens';
import { toSessionData } from '../../src/lib/session/session-data';
import { E2E_PORT, STACK_ORIGIN, TEST_TENANT_FACTORY_KEY, stackNow } from './stack';

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
async function signInWithForm(page: Page, account: Account): Promise<void> {
  await page.goto(pathOf('login'));
  await page.getByLabel('E-mail, project or plus crew').fill(accounts[account]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(atPath(landingPaths[account]));
}

/** A page of the tenant's origin that the browser never asks the server for (see signInThroughApi). */
const BLANK_PATH = '/__e2e-blank';

/** The trusted-document hash the client preset stamps on the login screen's mutation. */
const SIGN_IN_HASH = (SignInDocument as { __meta__?: { hash?: string } }).__meta__?.hash ?? '';
const PROFILE_SETTINGS_HASH =
  (UpdateProfileSettingsDocument as { __meta__?: { hash?: string } }).__meta__?.hash ?? '';

/** localStorage as a plain map, so the app's own storage code can write it outside the browser. */
function memoryStorage(
  entries: Record<string, string>,
): KeyValueStorage & { entries: Record<string, string> } {
  return {
    entries,
    get length() {
      return Object.keys(entries).length;
    },
    key: (index) => Object.keys(entries)[index] ?? null,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
}

/**
 * Opens a page of the tenant's origin that the browser never asks the server for: a blank
 * document the test answers itself. Requests made from it (fetch) go to the real server, with the
 * origin's localStorage, and the app is not booted.
 */
export async function openBlankPage(page: Page): Promise<void> {
  await page.route(BLANK_PATH, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  try {
    await page.goto(BLANK_PATH);
  } finally {
    await page.unroute(BLANK_PATH);
  }
}

/**
 * Signs in the way the app does, minus the typing (docs/decisions/138): the login screen's own
 * mutation (SignIn, sent as the trusted document the app sends, with the device token the app
 * would send), its answer stored by the app's own code (toSessionData, writeStoredSession,
 * keepDeviceToken), then the landing page loaded as after any reload. The requests leave from a
 * page of the tenant's origin (only the browser resolves *.localhost), a blank one the test
 * answers itself, so the app is not booted once more just to sign in.
 */
export async function signInThroughApi(
  page: Page,
  account: Account,
  options: SignInOptions = {},
): Promise<void> {
  await storeSignedInSession(page, account, options);
  if (options.at !== undefined) {
    await page.goto(options.at);
    return;
  }
  await page.goto(landingPaths[account]);
  await expect(page).toHaveURL(atPath(landingPaths[account]));
}

/**
 * Signs in as signInThroughApi does and stores the session, but loads no screen: the page stays
 * on the blank document of the tenant's origin. For a page that only talks to the api as that
 * account (another person's or device's actions: documents-helpers' apiGet and apiPost read the
 * stored token), where booting the app on the landing page would be work no test looks at
 * (decision 226).
 */
export async function signInForApi(page: Page, account: Account): Promise<void> {
  await storeSignedInSession(page, account, {});
}

/** The sign-in of signInThroughApi up to the stored session, on the blank page. */
async function storeSignedInSession(
  page: Page,
  account: Account,
  options: SignInOptions,
): Promise<void> {
  await openBlankPage(page);
  const storage = memoryStorage(
    await page.evaluate(
      () => Object.fromEntries(Object.entries(localStorage)) as Record<string, string>,
    ),
  );
  const login = accounts[account];
  if (!SIGN_IN_HASH)
    throw new Error('the SignIn document carries no trusted-document hash: run npm run codegen');
  const variables = {
    login,
    password: DEMO_PASSWORD,
    deviceToken: await deviceTokenFor(storage, login),
  };
  const answer = await page.evaluate(
    async ({ variables, hash }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', type: 'MOBILE' },
        body: JSON.stringify({
          operationName: 'SignIn',
          variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { variables, hash: SIGN_IN_HASH },
  );
  const signedIn = (answer.body as { data?: SignInMutation | null }).data?.signIn;
  if (answer.status !== 200 || !signedIn) {
    throw new Error(
      `signing in ${login} through the gateway answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  await keepDeviceToken(storage, login, signedIn.deviceToken);
  const session = toSessionData(signedIn);
  if (options.profileTimeZone !== undefined) {
    const personId = session.loginData.person?.id;
    if (!personId || !PROFILE_SETTINGS_HASH)
      throw new Error(`${login} has no profile to set a zone on`);
    // The person's own setting, with the profile screen's own mutation.
    const changed = await page.evaluate(
      async ({ token, hash, variables }) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            type: 'MOBILE',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({
            operationName: 'UpdateProfileSettings',
            variables,
            extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
          }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      {
        token: session.token,
        hash: PROFILE_SETTINGS_HASH,
        variables: { personId, input: { timeZone: options.profileTimeZone } },
      },
    );
    if (changed.status !== 200 || !(changed.body as { data?: unknown }).data)
      throw new Error(
        `setting ${login}'s time zone answered ${changed.status}: ${JSON.stringify(changed.body)}`,
      );
  }
  writeStoredSession(storage, session);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage.entries);
}

export interface SignInOptions {
  /**
   * The page to load once signed in, instead of the account's landing page: a test that starts
   * on another screen does not boot the app on the landing first. Nothing is checked about where
   * it ends; the test looks for its screen. Its history starts there (no landing to go back to).
   */
  at?: string;
  /**
   * The profile's time zone to set right after signing in. The app shows every day in the
   * person's zone, while the demo seed's days are UTC days (api/db/seed/factories.ts dayAt): a
   * test about "today" pins both to one zone, or it fails in the hour the zones' dates differ.
   */
  profileTimeZone?: string;
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

/**
 * Puts a browser context on the server's clock: its pages read the server's "now" (stackNow) and
 * time runs on from there at the real pace, as the server's does (CLOCK_START). The server of an
 * e2e run stands at a pinned instant (E2E_CLOCK_START), so a browser on the machine's own time
 * would show another day than the data was seeded for. The test's own context is pinned by the
 * `context` fixture; a spec that opens another context (a second person's browser) pins it too.
 */
export async function pinToStackClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: await stackNow() });
}

/** Asks the test tenant factory for a demo tenant on a new host of this worker. */
async function createTenant(api: APIRequestContext, workerIndex: number): Promise<TestTenant> {
  const host = `w${workerIndex}-${randomBytes(4).toString('hex')}.localhost`;
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
  return body;
}

export const test = base.extend<
  {
    /** A complete demo tenant of this test's own, on a host of its own. */
    tenant: TestTenant;
    /**
     * Signs in and waits for the account's landing page. Through the gateway, not the form
     * (signInThroughApi): for every test whose subject is not the sign-in itself.
     */
    signIn: (account: Account, options?: SignInOptions) => Promise<void>;
    /** Signs in through the login screen, as a person would (session and sign-in tests). */
    signInWithForm: (account: Account) => Promise<void>;
    navigate: <N extends PathName>(name: N, ...params: PathArgs<N>) => Promise<void>;
  },
  {
    /** Hands out this worker's tenants, each seeded while the test before it ran. */
    tenants: () => Promise<TestTenant>;
  }
>({
  /**
   * Seeding a demo tenant takes the server 1–2.5 s on this 2-core machine, a fixed cost of every
   * test. The worker orders the next test's tenant as it hands one out, so the server seeds it
   * while the browser runs the current test (each tenant is still used by one test only). A
   * tenant is seeded at the server's "now" up to one test earlier than it is used, as the demo
   * seed's times are hours and days from "now", not seconds.
   */
  tenants: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: STACK_ORIGIN });
      const order = () => {
        const ordered = createTenant(api, workerInfo.workerIndex);
        // A failed order fails the test that takes it, not the worker in between.
        ordered.catch(() => {});
        return ordered;
      };
      let next: Promise<TestTenant> | undefined;
      try {
        await use(() => {
          const current = next ?? order();
          next = order();
          return current;
        });
      } finally {
        await next?.catch(() => {});
        await api.dispose();
      }
    },
    { scope: 'worker' },
  ],
  /**
   * Every test gets fresh demo data, so no test sees what another confirmed, signed out or
   * throttled, and tests run in any order on any number of workers. The host is unique per test
   * (worker index for reading logs, random for uniqueness across retries and repeats); Chromium
   * resolves every *.localhost name to the loopback address, where the one server of the run
   * tells tenants apart by the Host header.
   */
  tenant: async ({ tenants }, use) => {
    await use(await tenants());
  },
  context: async ({ context }, use) => {
    await pinToStackClock(context);
    await use(context);
  },
  // page.goto, toHaveURL and the `request` fixture resolve paths against the test's own tenant.
  baseURL: async ({ tenant }, use) => {
    await use(`http://${tenant.host}:${E2E_PORT}`);
  },
  signIn: async ({ page }, use) => {
    await use((account, options) => signInThroughApi(page, account, options));
  },
  signInWithForm: async ({ page }, use) => {
    await use((account) => signInWithForm(page, account));
  },
  navigate: async ({ page }, use) => {
    await use(async (name, ...params) => {
      await page.goto(pathOf(name, ...params));
    });
  },
});

export { expect };

/**
 * route.fetch runs in Node, which does not resolve the test tenant's *.localhost host (only the
 * browser does): the same request to the loopback address, with the tenant's Host header, which is
 * how the one server of the run tells tenants apart.
 */
export async function fetchOverLoopback(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.href, headers: { ...(await route.request().allHeaders()), host } });
}
