import type { Page } from '@playwright/test';
import { setup, type AnyStateNode, type StateValue } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { sessionMachine } from '../../machines/session.machine';
import { MAX_FAILURES_PER_ACCOUNT } from '../../api/auth/throttle';
import { accounts, atPath, DEMO_PASSWORD, expect, pathOf, test } from '../e2e/fixtures';

/**
 * The session flow as the user sees it, driven through the real UI (DESIGN.md: tests/model/).
 *
 * machines/session.machine.ts has actors and timers, which `createTestModel` refuses (decision
 * 022), so this is a small UI-level model of its user-visible states: `signedOut` is the login
 * screen (with or without the wrong-credentials error), `signedIn` is home. The transient states
 * `checking` and `signingIn`, and the timer-driven refresh and expiry, are covered at machine
 * level by machines/session.model.test.ts.
 */
type SessionUiEvent =
  { type: 'SIGN_IN_OK' } | { type: 'SIGN_IN_WRONG' } | { type: 'RELOAD' } | { type: 'LOGOUT' };

export const sessionUiModel = setup({
  types: { events: {} as SessionUiEvent },
}).createMachine({
  id: 'sessionUi',
  initial: 'signedOut',
  states: {
    signedOut: {
      initial: 'idle',
      states: {
        idle: {},
        // The session machine's error `wrongCredentials`, shown on the login screen.
        wrongCredentials: {},
      },
      on: {
        SIGN_IN_OK: 'signedIn',
        SIGN_IN_WRONG: '.wrongCredentials',
        // A fresh page starts a fresh machine: nothing stored, no error.
        RELOAD: '.idle',
      },
    },
    signedIn: {
      on: {
        // The machine starts again from storage (`checking` → `signedIn`).
        RELOAD: { target: 'signedIn', reenter: true },
        LOGOUT: 'signedOut',
      },
    },
  },
});

const model = createTestModel(sessionUiModel);
const paths = model.getShortestPaths();

/** The key that survives logout (SPEC.md §4); every other key is the session's. */
const UI_SETTINGS_KEY = 'uiSettings';
/** Survives logout too once a sign-in succeeded on this device (decision 006); holds no session. */
const DEVICE_TOKENS_KEY = 'deviceTokens';
const WRONG_CREDENTIALS = 'Wrong login or password.';

/** Each path runs on a tenant of its own, so only its own wrong attempts count towards the throttle. */
const wrongAttempts = (path: (typeof paths)[number]) =>
  path.steps.filter((step) => step.event.type === 'SIGN_IN_WRONG').length;

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());
const sessionKeys = async (page: Page) =>
  (await storageKeys(page)).filter((key) => key !== DEVICE_TOKENS_KEY);

/** What the UI shows in each model state, keyed as `state.matches` takes them. */
const stateChecks: Record<string, (page: Page) => Promise<void>> = {
  signedOut: async (page) => {
    await expect(page).toHaveURL(atPath(pathOf('login')));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Signed out means storage cleared: only the UI settings stay (also after logout).
    // Polled: right after a logout the page may still be navigating.
    await expect.poll(() => sessionKeys(page)).toEqual([UI_SETTINGS_KEY]);
  },
  'signedOut.idle': async (page) => {
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toHaveCount(0);
  },
  'signedOut.wrongCredentials': async (page) => {
    await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  },
  signedIn: async (page) => {
    await expect(page).toHaveURL(atPath(pathOf('home')));
    await expect(page.getByRole('heading', { name: 'Jobs to confirm' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The session is in storage, which is what a reload restores it from.
    await expect
      .poll(() => storageKeys(page))
      .toEqual(expect.arrayContaining(['token', 'userRights', 'tenant', UI_SETTINGS_KEY]));
  },
};

/** Every state node of a machine, as the dotted keys `snapshot.matches` takes. */
function stateKeys(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => [child.path.join('.'), ...stateKeys(child)]);
}

/** The dotted keys a state value is in, e.g. { signedOut: 'idle' } → signedOut, signedOut.idle. */
function valueKeys(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...(child === undefined ? [] : valueKeys(child, `${prefix}${key}.`)),
  ]);
}

async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('E-mail, project or plus crew').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('session model (real UI)', () => {
  test('reaches every state of the model, each path below the sign-in throttle', () => {
    const modelStates = stateKeys(sessionUiModel.root);
    // Mirrors the session machine: the top-level states are its user-visible ones.
    expect(Object.keys(sessionUiModel.root.states).sort()).toEqual(
      Object.keys(sessionMachine.root.states)
        .filter((state) => state !== 'checking' && state !== 'signingIn')
        .sort(),
    );
    for (const state of modelStates) {
      const covered = paths.some((path) =>
        path.steps.some((step) => valueKeys(step.state.value).includes(state)),
      );
      expect(covered, `no path reaches model state ${state}`).toBe(true);
      expect(
        Object.keys(stateChecks).some((key) => key === state || state.startsWith(`${key}.`)),
        `no UI check for model state ${state}`,
      ).toBe(true);
    }
    expect(Object.keys(stateChecks).filter((key) => !modelStates.includes(key))).toEqual([]);
    // A path that reached the throttle would see "too many attempts", not the model's states.
    for (const path of paths) {
      expect(wrongAttempts(path), path.description).toBeLessThan(MAX_FAILURES_PER_ACCOUNT);
    }
  });

  for (const path of paths) {
    test(path.description, async ({ page, navigate }) => {
      // A fresh context on a fresh tenant, on the login screen, with the one key a user keeps.
      await navigate('login');
      await page.evaluate(
        (key) => localStorage.setItem(key, JSON.stringify({ theme: null })),
        UI_SETTINGS_KEY,
      );

      await path.test({
        states: Object.fromEntries(
          Object.entries(stateChecks).map(([key, check]) => [key, () => check(page)]),
        ),
        events: {
          SIGN_IN_OK: async () => {
            await submitLogin(page, accounts.crew, DEMO_PASSWORD);
          },
          SIGN_IN_WRONG: async () => {
            // Wait for the answer: after a first wrong attempt the error is already on screen.
            const answered = page.waitForResponse(
              (response) =>
                new URL(response.url()).pathname === '/graphql' &&
                (response.request().postData() ?? '').includes('SignIn'),
            );
            await submitLogin(page, accounts.crew, `not-${DEMO_PASSWORD}`);
            await answered;
          },
          RELOAD: async () => {
            await page.reload();
          },
          LOGOUT: async () => {
            // Logout reloads the app at /: wait for that page, not the old one's redirect.
            const reloaded = page.waitForEvent('load');
            await page.getByRole('button', { name: 'Open menu' }).click();
            await page.getByRole('button', { name: 'Log out' }).click();
            await reloaded;
          },
        },
      });
    });
  }
});
