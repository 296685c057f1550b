import type { Page } from '@playwright/test';
import { formFillingModel } from '../../machines/formFilling.model';
import { modelStates } from '../../machines/model-graph';
import en from '../../src/features/forms/locales/en.json' with { type: 'json' };
import { expect, test } from '../e2e/fixtures';

/**
 * machines/formFilling.machine.ts through the real UI in Chromium at 360 px (DESIGN.md: tests/model/):
 * one journey of crew@ from home through the demo "Venue safety walk-through" of a tenant of the
 * test's own, that meets every state of the chart (question n, summary, sending, failed, sent) and
 * takes the transitions between screens: back from the summary, a "change" link, a reload that the
 * draft brings back to the summary, a lost signal and its retry, home once sent. In each state the
 * screen shows the state the chart is in and offers exactly what the machine allows.
 *
 * Every shortest path of the model (machines/formFilling.model.ts, the one `npm run paths --
 * formFilling` prints) is walked headless by machines/formFilling.model.test.ts, the branches that
 * stay on one question by src/features/forms/forms.test.tsx (a required answer missing, a text too
 * long), and the api's own refusals (400 FORM_ANSWERS_REFUSED: missing required, out of range…)
 * by api/routes/forms/forms.test.ts. Each was once a Chromium run of its own here.
 *
 * How the model's form maps onto the demo form:
 * - The model's question 11 (a required text) is the walk-through's first question; 12 (yes / no)
 *   its second.
 * - The start "a draft at the summary" is the draft the screen keeps: every question is answered
 *   through the UI up to the summary, then the page is reloaded and the draft restores it there.
 * - `xstate.done.actor.submitAnswers` is the api's answer; `xstate.error.actor.submitAnswers` a
 *   lost signal (the SubmitForm request aborted in the browser, as the documents model run does);
 *   `submitting` is held by keeping the request until the screen has been checked.
 */

const FORM = 'Venue safety walk-through';
const QUESTIONS = 8;
const t = en;

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

test('crew@ fills in the walk-through from home, through every state of the chart, and it leaves home', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  const reached = new Set<Screen>();
  const see = async (state: Screen, question = 1) => {
    await expectScreen(page, state, question);
    reached.add(state);
  };
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn('crew');
  await page
    .getByRole('region', { name: 'Forms to fill in' })
    .getByRole('link', { name: FORM })
    .click();
  await expect(page.getByRole('heading', { name: FORM })).toBeVisible();
  await see('answering', 1);
  await answerEverything(page);
  await see('summary');

  // The start "a draft at the summary": the draft the screen keeps brings a reload back there.
  await page.reload();
  await see('summary');
  // summary --question.back--> answering (the last question), then form.review back.
  await page.getByRole('main').getByRole('button', { name: t.back, exact: true }).click();
  await see('answering', QUESTIONS);
  await page.getByRole('button', { name: t.toSummary, exact: true }).click();
  await see('summary');
  // summary --question.show(11)--> answering, and on through the kept answers to the summary.
  await page
    .getByRole('link', { name: 'Change the answer to: Which area did you walk through?' })
    .click();
  await see('answering', 1);
  for (let question = 2; question <= QUESTIONS; question += 1) await nextQuestion(page, question);
  await page.getByRole('button', { name: t.toSummary, exact: true }).click();
  await see('summary');

  // form.submit: the SubmitForm request is held, so the screen can be seen sending; the first
  // one is then aborted in the browser (xstate.error.actor.submitAnswers, a lost signal), the
  // retried one goes on to the api (xstate.done.actor.submitAnswers).
  let release: (() => void) | null = null;
  let lose = true;
  await page.route('**/graphql*', async (route) => {
    if (!isSubmitForm(route.request().postData())) return route.fallback();
    await new Promise<void>((resolve) => (release = resolve));
    if (lose) await route.abort('internetdisconnected');
    else await route.fallback();
  });
  /** Lets the held SubmitForm request go (once the route has caught it). */
  const letGo = async () => {
    await expect.poll(() => release !== null).toBe(true);
    (release as unknown as () => void)();
    release = null;
  };
  await page.getByRole('button', { name: t.send, exact: true }).click();
  await see('submitting');
  await letGo();
  await see('failed');
  // failed --form.retry--> submitting --done--> submitted, now with signal.
  lose = false;
  await page.getByRole('button', { name: t.retry, exact: true }).click();
  await see('submitting');
  await letGo();
  await see('submitted');
  await page.unrouteAll({ behavior: 'wait' });

  // Sent: the draft is gone and the form leaves home.
  await page.getByRole('link', { name: t.sent.home }).click();
  await expect(
    page.getByRole('region', { name: 'Forms to fill in' }).getByRole('link', { name: FORM }),
  ).toHaveCount(0);
  // The journey met every state of the chart (the model's, as the headless test walks them).
  expect([...reached].sort()).toEqual([...modelStates(formFillingModel).keys()].sort());
});
