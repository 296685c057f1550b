import { test as base, expect, type Page } from '@playwright/test';

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

/** Where each sign-in lands. */
export const landingPaths: Record<Account, string> = {
  crew: '/',
  chief: '/',
  planner: '/',
  client: '/',
  office: '/',
  project: '/projects/1001',
  plusCrew: '/plus-crews/7001',
};

/** Signs in through the login screen, as a person would, and waits for the landing page. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail, project or plus crew').fill(accounts[account]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${landingPaths[account].replace(/\//g, '\\/')}$`));
}

/** Fills a route pattern like '/jobs/:id' with params; fails on a missing one. */
export function pathTo(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: missing param ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export const test = base.extend<{
  signIn: (account: Account) => Promise<void>;
  navigate: (pattern: string, params?: Record<string, string | number>) => Promise<void>;
}>({
  signIn: async ({ page }, use) => {
    await use((account) => signIn(page, account));
  },
  navigate: async ({ page }, use) => {
    await use(async (pattern, params) => {
      await page.goto(pathTo(pattern, params));
    });
  },
});

export { expect };
