import type { Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import {
  VACATION_REQUEST_REFUSALS,
  VACATION_REQUEST_STATUSES,
  vacationRequestMachine,
  type VacationRequestEvent,
  type VacationRequestEventType,
} from '../../machines/vacationRequest.machine';
import { canTransition } from '../../machines/transitions';
import english from '../../src/features/calendar/locales/en.json' with { type: 'json' };
import { DEMO_PASSWORD, accounts, expect, test, type Account } from '../e2e/fixtures';
import { stackNow } from '../e2e/stack';

/**
 * machines/vacationRequest.machine.ts driven through the real stack (DESIGN.md: tests/model/): for
 * every shortest path of the chart, crew@ makes a request, the office approves or declines it
 * through the api (its approvals screen has an e2e of its own), crew@ deletes it on the personal
 * calendar, and after every step crew@'s calendar shows the state the chart is in, with "Delete
 * vacation request" exactly when the chart allows it. At the end, every event the chart refuses
 * in that state is refused by the api as well (409 with the chart's reason; 404 once deleted).
 * machines/vacationRequest.model.test.ts covers the chart headlessly.
 */
const events: VacationRequestEvent[] = [
  { type: 'vacationRequest.approve' },
  { type: 'vacationRequest.decline' },
  { type: 'vacationRequest.delete' },
];
const model = createTestModel(vacationRequestMachine, { events });
type State = (typeof VACATION_REQUEST_STATUSES)[number] | 'deleted';
const NOTE = 'Model run: sister’s wedding';

test.use({ timezoneId: 'UTC' });

function stateOf(value: unknown): State {
  const state = [...VACATION_REQUEST_STATUSES, 'deleted' as const].find(
    (candidate) => candidate === value,
  );
  if (!state) throw new Error(`not a vacation request state: ${JSON.stringify(value)}`);
  return state;
}

/** The server's now when the test began, and the request's day: two days on. */
let now = new Date(0);
let day = new Date(0);
/** The request's day as YYYY-MM-DD and as the calendar's long English day name. */
let isoDay = '';
let longDay = '';
test.beforeEach(async () => {
  now = await stackNow();
  day = new Date(now.getTime() + 2 * 86_400_000);
  isoDay = day.toISOString().slice(0, 10);
  longDay = day.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
});

/** A call to /api/v1 as one demo account, from the page of the test's tenant (its *.localhost host). */
async function apiAs(
  page: Page,
  account: Account,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { id?: number; reason?: string } }> {
  return page.evaluate(
    async ({ login, password, method: verb, path: target, body: payload }) => {
      const json = { 'content-type': 'application/json', type: 'MOBILE' };
      const signIn = await fetch('/api/v1/auth/token', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ login, password }),
      });
      const { token } = (await signIn.json()) as { token: string };
      // A JSON content type only with a body: an empty JSON body is bad input (400).
      const answer = await fetch(`/api/v1${target}`, {
        method: verb,
        headers: {
          ...(payload === undefined ? { type: 'MOBILE' } : json),
          authorization: `Bearer ${token}`,
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      return {
        status: answer.status,
        json: (await answer.json()) as { id?: number; reason?: string },
      };
    },
    { login: accounts[account], password: DEMO_PASSWORD, method, path, body },
  );
}

/** crew@'s calendar on the request's day, its card (found by the note) in the day's entries. */
async function openDay(page: Page) {
  await page.goto('/personal-calendar');
  await expect(page.getByRole('heading', { name: 'Legend' })).toBeVisible();
  if (day.getUTCMonth() !== now.getUTCMonth())
    await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: new RegExp(`^${longDay}`) }).click();
  return page.getByRole('region', { name: longDay }).getByRole('article').filter({ hasText: NOTE });
}

async function check(page: Page, state: State): Promise<void> {
  const card = await openDay(page);
  if (state === 'deleted') {
    await expect(card).toHaveCount(0);
    return;
  }
  await expect(card.getByText(english.vacationStatus[state], { exact: true })).toBeVisible();
  const deletable = canTransition(vacationRequestMachine, state, {
    type: 'vacationRequest.delete',
  });
  await expect(card.getByRole('button', { name: english.deleteVacationRequest })).toHaveCount(
    deletable ? 1 : 0,
  );
}

/** The api call each event is, and who makes it. */
const CALLS: Record<
  VacationRequestEventType,
  { account: Account; method: string; path: (id: number) => string }
> = {
  'vacationRequest.approve': {
    account: 'office',
    method: 'POST',
    path: (id) => `/vacationRequests/${id}/approve`,
  },
  'vacationRequest.decline': {
    account: 'office',
    method: 'POST',
    path: (id) => `/vacationRequests/${id}/decline`,
  },
  'vacationRequest.delete': {
    account: 'crew',
    method: 'DELETE',
    path: (id) => `/vacationRequests/${id}`,
  },
};

test.describe('vacationRequest model (real stack)', () => {
  const paths = model.getShortestPaths();

  test('the shortest paths pass through every state', () => {
    expect(
      new Set(paths.flatMap((path) => path.steps.map((step) => stateOf(step.state.value)))),
    ).toEqual(new Set([...VACATION_REQUEST_STATUSES, 'deleted']));
  });

  for (const path of paths) {
    test(`crew@'s calendar: ${path.description}`, async ({ page, signIn }) => {
      await signIn('crew');
      const created = await apiAs(page, 'crew', 'POST', '/vacationRequests', {
        beginDate: isoDay,
        endDate: isoDay,
        paid: false,
        note: NOTE,
      });
      expect(created.status).toBe(201);
      const id = created.json.id ?? -1;

      await path.test({
        states: { '*': (snapshot) => check(page, stateOf(snapshot.value)) },
        events: {
          'vacationRequest.approve': async () => {
            expect(
              (await apiAs(page, 'office', 'POST', `/vacationRequests/${id}/approve`)).status,
            ).toBe(200);
          },
          'vacationRequest.decline': async () => {
            expect(
              (await apiAs(page, 'office', 'POST', `/vacationRequests/${id}/decline`)).status,
            ).toBe(200);
          },
          // The crew member's own event goes through the screen, with its prompt.
          'vacationRequest.delete': async () => {
            const card = await openDay(page);
            await card.getByRole('button', { name: english.deleteVacationRequest }).click();
            await page
              .getByRole('alertdialog')
              .getByRole('button', { name: english.prompt.delete })
              .click();
            await expect(page.getByText(english.toast.vacationDeleted)).toBeVisible();
          },
        },
      });

      // Whatever a client sends, the api refuses what the chart refuses in the state reached.
      const reached = stateOf(path.state.value);
      for (const event of events) {
        if (reached !== 'deleted' && canTransition(vacationRequestMachine, reached, event))
          continue;
        const call = CALLS[event.type];
        const answer = await apiAs(page, call.account, call.method, call.path(id));
        if (reached === 'deleted') expect(answer.status, event.type).toBe(404);
        else
          expect(answer, event.type).toMatchObject({
            status: 409,
            json: { reason: VACATION_REQUEST_REFUSALS[event.type] },
          });
      }
      await check(page, reached);
    });
  }
});
