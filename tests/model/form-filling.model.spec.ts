import type { Page } from '@playwright/test';
import { formFillingModel, type FormFillingModelEvent } from '../../machines/formFilling.model';
import { describeModelEvent, modelStates, stateName } from '../../machines/model-graph';
import en from '../../src/features/forms/locales/en.json' with { type: 'json' };
import { expect, test } from '../e2e/fixtures';

/**
 * machines/formFilling.machine.ts through the real UI in Chromium at 360 px (DESIGN.md: tests/model/):
 * the shortest path of the model (machines/formFilling.model.ts, the one `npm run paths --
 * formFilling` prints and machines/formFilling.model.test.ts walks headless) to each of the
 * chart's states, on the demo "Venue safety walk-through" of a tenant of each test's own, as crew@.
 * After each step the screen shows the state the chart is in (question n, summary, sending, sent,
 * failed) and offers exactly what the machine allows; the refusals the api shares with the chart
 * (a missing required answer, a number out of range) are refused by the api too (400
 * FORM_ANSWERS_REFUSED).
 *
 * How the model's form maps onto the demo form, and what the UI reaches otherwise:
 * - The model's question 11 (a required text) is the walk-through's first question (a required
 *   text of at most 120 characters: "too long" is 121 characters here); 12 (yes / no) its second.
 * - The start "a draft at the summary" is the draft the screen keeps: every question is answered
 *   through the UI up to the summary, then the page is reloaded and the draft restores it there.
 * - `xstate.done.actor.submitAnswers` is the api's answer; `xstate.error.actor.submitAnswers` a
 *   lost signal (the SubmitForm request aborted in the browser, as the documents model run does);
 *   `submitting` is held by keeping the request until the screen has been checked.
 */

const FORM = 'Venue safety walk-through';
const QUESTIONS = 8;
const t = en;

const paths = modelStates(formFillingModel);

type Screen = 'answering' | 'summary' | 'submitting' | 'failed' | 'submitted';

function isSubmitForm(postData: string | null): boolean {
  return (postData ?? '').includes('SubmitForm');
}

/** What the screen shows in each state, and the actions it offers there. */
async function expectScreen(page: Page, state: Screen, question = 1) {
  const next = page.getByRole('button', {
    name: question === QUESTIONS ? t.toSummary : t.next,
    exact: true,
  });
  const send = page.getByRole('button', { name: t.send, exact: true });
  const retry = page.getByRole('button', { name: t.retry, exact: true });
  // The form's own back (the header has a back button of its own).
  const back = page.getByRole('main').getByRole('button', { name: t.back, exact: true });
  switch (state) {
    case 'answering':
      await expect(page.getByText(`Question ${question} of ${QUESTIONS}`)).toBeVisible();
      await expect(next).toBeEnabled();
      // question.back only past the first question (hasPrevious).
      await expect(back).toHaveCount(question > 1 ? 1 : 0);
      await expect(send).toHaveCount(0);
      return;
    case 'summary':
      await expect(page.getByRole('heading', { name: t.summary.heading })).toBeVisible();
      await expect(page).toHaveURL(/\/summary$/);
      await expect(send).toBeEnabled();
      await expect(back).toBeEnabled();
      await expect(page.getByRole('link', { name: /^Change the answer to:/ })).toHaveCount(
        QUESTIONS,
      );
      return;
    case 'submitting':
      // Nothing to do but wait: the send button shows its loading text, back is not taken.
      await expect(page.getByRole('button', { name: t.sending })).toBeDisabled();
      await expect(back).toBeDisabled();
      await expect(retry).toHaveCount(0);
      return;
    case 'failed':
      await expect(page.getByRole('alert').filter({ hasText: t.failed.title })).toBeVisible();
      await expect(retry).toBeEnabled();
      await expect(send).toHaveCount(0);
      // failed takes form.retry and question.show (the "change" links), not question.back.
      await expect(back).toBeDisabled();
      await expect(page.getByRole('link', { name: /^Change the answer to:/ })).toHaveCount(
        QUESTIONS,
      );
      return;
    case 'submitted':
      await expect(page.getByText(t.sent.title)).toBeVisible();
      await expect(page.getByRole('link', { name: t.sent.home })).toBeVisible();
      await expect(send).toHaveCount(0);
      await expect(retry).toHaveCount(0);
  }
}

async function nextQuestion(page: Page, question: number) {
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByText(`Question ${question} of ${QUESTIONS}`)).toBeVisible();
}

/** Answers the walk-through's eight questions through the UI, to its summary. */
async function answerEverything(page: Page) {
  await page.getByRole('textbox', { name: /Which area did you walk through\?/ }).fill('ok');
  await nextQuestion(page, 2);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await nextQuestion(page, 3);
  await page.getByRole('textbox', { name: /How many fire extinguishers/ }).fill('4');
  await nextQuestion(page, 4);
  await page.getByRole('radio', { name: 'Cables taped down' }).check();
  await nextQuestion(page, 5);
  await page.getByRole('checkbox', { name: 'Loose cable' }).check();
  await nextQuestion(page, 6);
  await page.getByLabel(/On which day is the event\?/).fill('2026-12-01');
  await nextQuestion(page, 7);
  await nextQuestion(page, 8); // the photo is optional
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [140, 120],
    [200, 50],
    [260, 110],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
  await page.getByRole('button', { name: t.toSummary, exact: true }).click();
  await expectScreen(page, 'summary');
}

/** An api call as the signed-in user makes it (the bearer of the session in local storage). */
async function apiCall(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, data }) => {
      const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string })
        .token;
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          type: 'MOBILE',
          'idempotency-key': crypto.randomUUID(),
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, url: path, data: body },
  );
}

test('the Chromium runs reach every state of the chart', () => {
  expect([...paths.keys()].sort()).toEqual([
    'answering',
    'failed',
    'submitted',
    'submitting',
    'summary',
  ]);
});

for (const [name, path] of paths) {
  const state = name as Screen;
  const steps = path.events.map((event) => describeModelEvent(formFillingModel, event));
  test(`through the UI to ${state}: from "${path.start}": ${steps.join(' → ') || '(start)'}`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn('crew');
    await page
      .getByRole('region', { name: 'Forms to fill in' })
      .getByRole('link', { name: FORM })
      .click();
    await expect(page.getByRole('heading', { name: FORM })).toBeVisible();
    await expectScreen(page, 'answering', 1);

    if (path.start === 'a draft at the summary') {
      await answerEverything(page);
      await page.reload();
      await expectScreen(page, 'summary');
    }

    let release: (() => void) | null = null;
    /** Lets the held SubmitForm request go (once the route has caught it). */
    const letGo = async () => {
      await expect.poll(() => release !== null).toBe(true);
      (release as unknown as () => void)();
      release = null;
    };
    for (const [index, event] of path.events.entries()) {
      const reached = stateName(path.snapshots[index]!.value) as Screen;
      const step = steps[index]!;
      const type = (event as FormFillingModelEvent).type;
      if (type === 'form.submit') {
        const answer = steps[index + 1];
        // Hold the request, so the screen can be seen sending; a lost signal aborts it then.
        const lost = answer?.startsWith('xstate.error.actor') ?? false;
        await page.route('**/graphql*', async (route) => {
          if (!isSubmitForm(route.request().postData())) return route.fallback();
          await new Promise<void>((resolve) => (release = resolve));
          if (lost) await route.abort('internetdisconnected');
          else await route.fallback();
        });
        await page.getByRole('button', { name: t.send, exact: true }).click();
        await expectScreen(page, 'submitting');
        continue;
      }
      if (
        type === 'xstate.error.actor.submitAnswers' ||
        type === 'xstate.done.actor.submitAnswers'
      ) {
        // The api's answer (or the aborted request) arrives by itself once let go.
        await letGo();
        await expectScreen(page, reached);
        continue;
      }
      throw new Error(`no UI step for ${step}`);
    }
    await expectScreen(page, state);

    switch (state) {
      case 'answering': {
        // answering --question.next--> answering, refused: a required answer missing stays put.
        await page.getByRole('button', { name: t.next, exact: true }).click();
        await expect(page.getByText(t.problem.required)).toBeVisible();
        await expectScreen(page, 'answering', 1);
        // answer.change("too long") then question.next: refused with the machine's problem.
        const text = page.getByRole('textbox', { name: /Which area did you walk through\?/ });
        await text.fill('x'.repeat(121));
        await page.getByRole('button', { name: t.next, exact: true }).click();
        await expect(page.getByText('Please keep it to 120 characters.')).toBeVisible();
        await expectScreen(page, 'answering', 1);
        // The api refuses the same: a missing required answer, a number out of range.
        const formId = Number(/\/forms\/(\d+)\//.exec(page.url())![1]);
        const form = await apiCall(page, 'GET', `/api/v1/forms/perform/${formId}`);
        expect(form.status).toBe(200);
        const questionIds = (form.body.questions as { id: number; label: string }[]).map(
          (question) => question.id,
        );
        const numberId = (form.body.questions as { id: number; label: string }[]).find((question) =>
          question.label.startsWith('How many fire extinguishers'),
        )!.id;
        const missing = await apiCall(page, 'POST', '/api/v1/formResults/perform', {
          formId,
          answers: { [String(numberId)]: 4 },
        });
        expect(missing.status).toBe(400);
        expect(missing.body.reason).toBe('FORM_ANSWERS_REFUSED');
        const outOfRange = await apiCall(page, 'POST', '/api/v1/formResults/perform', {
          formId,
          answers: {
            [String(questionIds[0])]: 'Hall 2',
            [String(questionIds[1])]: true,
            [String(numberId)]: 60,
          },
        });
        expect(outOfRange.status).toBe(400);
        expect(outOfRange.body.reason).toBe('FORM_ANSWERS_REFUSED');
        return;
      }
      case 'summary': {
        // summary --question.back--> answering (the last question), then form.review back.
        await page.getByRole('main').getByRole('button', { name: t.back, exact: true }).click();
        await expectScreen(page, 'answering', QUESTIONS);
        await page.getByRole('button', { name: t.toSummary, exact: true }).click();
        await expectScreen(page, 'summary');
        // summary --question.show(11)--> answering.
        await page
          .getByRole('link', { name: 'Change the answer to: Which area did you walk through?' })
          .click();
        await expectScreen(page, 'answering', 1);
        return;
      }
      case 'submitting': {
        // Let the held request go: the api's answer ends it.
        await letGo();
        await expectScreen(page, 'submitted');
        return;
      }
      case 'failed': {
        // failed --form.retry--> submitting --done--> submitted, now with signal.
        await page.unrouteAll({ behavior: 'wait' });
        await page.getByRole('button', { name: t.retry, exact: true }).click();
        await expectScreen(page, 'submitted');
        return;
      }
      case 'submitted':
        // Sent: the draft is gone and the form leaves home.
        await page.getByRole('link', { name: t.sent.home }).click();
        await expect(
          page.getByRole('region', { name: 'Forms to fill in' }).getByRole('link', { name: FORM }),
        ).toHaveCount(0);
    }
  });
}
