import type { Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import {
  PAYROLL_ITEM_REFUSALS,
  PAYROLL_ITEM_STATUSES,
  payrollItemStatusMachine,
  type PayrollItemStatus,
  type PayrollItemStatusEvent,
} from '../../machines/payrollItemStatus.machine';
import { canTransition } from '../../machines/transitions';
import english from '../../src/features/payrolls/locales/en.json' with { type: 'json' };
import { DEMO_PASSWORD, accounts, expect, pathOf, test } from '../e2e/fixtures';

/**
 * machines/payrollItemStatus.machine.ts driven through the real UI (DESIGN.md: tests/model/), as
 * crew@ on a tenant of each test's own: for every shortest path from the seed's status (every
 * item of the demo payrolls is open), the item page shows the status the chart is in, offers
 * "Decline" exactly when the chart allows it, and keeps the status after a reload. Where the chart
 * refuses the event, the api refuses it too (409 with the chart's reason), whatever a client sends.
 * Every status is reached: declined by the one event. machines/payrollItemStatus.model.test.ts
 * covers the chart headlessly.
 */
const events: PayrollItemStatusEvent[] = [{ type: 'payrollItem.decline' }];
const model = createTestModel(payrollItemStatusMachine, { events });
const STATUS_TEXT: Record<PayrollItemStatus, string> = english.status;
const DECLINE = english.decline.action;

function statusOf(value: unknown): PayrollItemStatus {
  const status = PAYROLL_ITEM_STATUSES.find((candidate) => candidate === value);
  if (!status) throw new Error(`not a payroll item status: ${JSON.stringify(value)}`);
  return status;
}

/** The first item of crew@'s newest payroll (open in the seed); its id differs per tenant. */
async function openItem(page: Page): Promise<string> {
  await page.goto(pathOf('payrolls'));
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Items/ })).toBeVisible();
  const href = await page
    .locator('article a[href^="/payroll-items/"]')
    .first()
    .getAttribute('href');
  const id = /^\/payroll-items\/(\d+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`expected a payroll item link, got ${href}`);
  await page.goto(pathOf('payrollItem', { id }));
  return id;
}

async function check(page: Page, status: PayrollItemStatus): Promise<void> {
  await expect(page.getByText(STATUS_TEXT[status], { exact: true }).first()).toBeVisible();
  const allowed = canTransition(payrollItemStatusMachine, status, { type: 'payrollItem.decline' });
  await expect(page.getByRole('button', { name: DECLINE, exact: true })).toHaveCount(
    allowed ? 1 : 0,
  );
}

/** POST /payrollItems/{id}/decline as crew@ straight to the api, as any client could. */
async function declineThroughApi(
  page: Page,
  id: string,
): Promise<{ status: number; reason?: string }> {
  return page.evaluate(
    async ({ itemId, login, password }) => {
      const headers = { 'content-type': 'application/json', type: 'MOBILE' };
      const signIn = await fetch('/api/v1/auth/token', {
        method: 'POST',
        headers,
        body: JSON.stringify({ login, password }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const answer = await fetch(`/api/v1/payrollItems/${itemId}/decline`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({ reason: 'Sent again by a client' }),
      });
      const body = (await answer.json()) as { reason?: string };
      return { status: answer.status, reason: body.reason };
    },
    { itemId: id, login: accounts.crew, password: DEMO_PASSWORD },
  );
}

test.describe('payrollItemStatus model (real UI)', () => {
  const fromState = payrollItemStatusMachine.resolveState({ value: 'open', context: {} });
  const paths = model.getShortestPaths({ fromState });

  test('the shortest paths from the seed pass through every status', () => {
    expect(
      new Set(paths.flatMap((path) => path.steps.map((step) => statusOf(step.state.value)))),
    ).toEqual(new Set(PAYROLL_ITEM_STATUSES));
  });

  for (const path of paths) {
    test(`item page, from open: ${path.description}`, async ({ page, signIn }) => {
      await signIn('crew');
      const id = await openItem(page);
      await path.test({
        states: { '*': (snapshot) => check(page, statusOf(snapshot.value)) },
        events: {
          'payrollItem.decline': async () => {
            await page.getByLabel(english.decline.label).fill('I was not on this shift.');
            await page.getByRole('button', { name: DECLINE, exact: true }).click();
            await expect(page.getByText(english.decline.done)).toBeVisible();
          },
        },
      });
      const reached = statusOf(path.state.value);
      await page.reload();
      await check(page, reached);
      if (!canTransition(payrollItemStatusMachine, reached, { type: 'payrollItem.decline' })) {
        // The api asks the same chart: a decline the chart refuses is a 409 with its reason.
        expect(await declineThroughApi(page, id)).toEqual({
          status: 409,
          reason: PAYROLL_ITEM_REFUSALS['payrollItem.decline'],
        });
        await page.reload();
        await check(page, reached);
      }
    });
  }
});
