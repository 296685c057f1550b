import type { Browser, Page } from '@playwright/test';
import {
  DOCUMENT_SIGNING_REFUSALS,
  type DocumentSigningState,
} from '../../machines/documentSigning.machine';
import {
  describeDocumentSigningEvent,
  documentSigningModel,
  MODEL_SIGNATURE_PNG,
} from '../../machines/documentSigning.model';
import { modelStates } from '../../machines/model-graph';
import de from '../../src/features/documents/locales/de.json' with { type: 'json' };
import en from '../../src/features/documents/locales/en.json' with { type: 'json' };
import {
  apiPost,
  crewContractDocumentId,
  drawSignature,
  ownDocuments,
} from '../e2e/documents-helpers';
import { expect, pathOf, pinToStackClock, signInForApi, test } from '../e2e/fixtures';

/**
 * machines/documentSigning.machine.ts through the real UI in Chromium (DESIGN.md: tests/model/):
 * the shortest path of the model (machines/documentSigning.model.ts, the one `npm run paths --
 * documentSigning` prints) to each of the chart's states, on the demo documents of a tenant of
 * each test's own. After each step the screen shows the state the chart is in and offers exactly
 * what the machine allows (the sign button where `document.sign` can be taken, retry in failed, a
 * download once fully signed); at the end a sign the chart refuses there is refused by the api
 * too (409, or 404 for a reader, with the chart's reason).
 *
 * What the UI cannot do itself goes elsewhere, and this says so:
 * - `document.signatureArrived(officeSigned / allSigned)` is someone else's action: office@ (and,
 *   for allSigned, crew@'s own other device) sign through POST /api/v1/sign/{id}, then crew@
 *   reloads.
 * - `xstate.error.actor.signDocument(…)`: the SignDocument request is aborted in the browser (a
 *   lost signal; the api's own refusals are the api tests' and the dom test's), then retried;
 *   `signing` is held by keeping the request until the screen has been checked.
 * - The demo contract has two signatories, the office and crew@ last, so crew@'s signature
 *   completes it: `signedByMe` is reached on crew@'s safety instruction (any order, the chief
 *   still to sign), where crew@ is ready from the start.
 * - Nothing declines a document through the api yet (the office's decline is a later issue):
 *   `declined` is the seeded declined agreement, opened as it is.
 * - The model's start "a reader who signs nothing" is office@ (documents READ ALL) on crew@'s
 *   safety instruction, which office@ does not sign.
 */

const CONTRACT = 'Employment contract 2026';
const INSTRUCTION = 'Safety instruction';
const DECLINED = 'Weekend standby agreement';
const CONTRACT_FIELDS = { startDate: '2027-01-04', readTerms: 'true' };

const paths = modelStates(documentSigningModel);

/** What the screen shows in each state (crew@ reads English; office@ German). */
async function expectScreen(page: Page, state: DocumentSigningState, texts: typeof en = en) {
  const sign = page.getByRole('button', { name: texts.sign.button, exact: true });
  switch (state) {
    case 'notSignatory':
      await expect(page.getByText(texts.sign.notSignatory)).toBeVisible();
      await expect(sign).toHaveCount(0);
      return;
    case 'waiting':
      await expect(page.getByText(/must sign first/)).toBeVisible();
      await expect(sign).toBeDisabled();
      return;
    case 'ready':
      // Ready: the pad takes a signature; the button waits for one (state.can with nothing drawn).
      await expect(page.getByText('Nothing drawn yet')).toBeVisible();
      await expect(sign).toBeDisabled();
      return;
    case 'signing':
      await expect(page.getByRole('button', { name: texts.sign.signing })).toBeDisabled();
      return;
    case 'failed':
      await expect(page.getByText(texts.sign.failed)).toBeVisible();
      await expect(page.getByRole('button', { name: texts.sign.retry, exact: true })).toBeEnabled();
      await expect(sign).toHaveCount(0);
      return;
    case 'signedByMe':
      await expect(page.getByText(texts.sign.signedByMe)).toBeVisible();
      await expect(sign).toHaveCount(0);
      return;
    case 'fullySigned':
      await expect(page.getByText(texts.sign.fullySigned)).toBeVisible();
      await expect(page.getByRole('button', { name: texts.download.button })).toBeVisible();
      await expect(sign).toHaveCount(0);
      return;
    case 'declined':
      await expect(page.getByText(texts.sign.declined)).toBeVisible();
      await expect(sign).toHaveCount(0);
  }
}

/** office@ in a context of their own, signing through the api (someone else's action). */
async function officeSigns(browser: Browser, baseURL: string | undefined, documentId: number) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  await pinToStackClock(context);
  const office = await context.newPage();
  // Only api calls as office@: signed in, no screen loaded (decision 226).
  await signInForApi(office, 'office');
  const answer = await apiPost(office, `/api/v1/sign/${documentId}`, {
    signature: MODEL_SIGNATURE_PNG,
    formFields: CONTRACT_FIELDS,
  });
  expect(answer.status).toBe(200);
  await context.close();
}

/** Fills the contract's required fields (the instruction has only an optional remark). */
async function fillFields(page: Page, title: string) {
  if (title !== CONTRACT) return;
  await page.getByLabel('First working day').fill(CONTRACT_FIELDS.startDate);
  await page.getByLabel('I have read the terms').check();
}

test('the Chromium runs reach every state of the chart', () => {
  expect([...paths.keys()].sort()).toEqual(Object.keys(DOCUMENT_SIGNING_REFUSALS).sort());
});

for (const [name, path] of paths) {
  const state = name as DocumentSigningState;
  const steps = path.events.map(describeDocumentSigningEvent);
  test(`through the UI to ${state}: ${steps.join(' → ') || '(start)'}`, async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    test.setTimeout(240_000);
    const reader = path.start === 'a reader who signs nothing';
    await signIn(reader ? 'office' : 'crew');
    let texts = en;
    let documentId: number;
    let title: string;
    if (reader) {
      // office@ has no documents of their own person: crew@'s instruction is found through crew@.
      const crewContext = await browser.newContext({ baseURL });
      await pinToStackClock(crewContext);
      const crew = await crewContext.newPage();
      await signInForApi(crew, 'crew');
      documentId = (await ownDocuments(crew)).get(INSTRUCTION)!;
      await crewContext.close();
      title = INSTRUCTION;
      texts = de;
    } else if (state === 'declined') {
      title = DECLINED;
      documentId = (await ownDocuments(page)).get(DECLINED)!;
    } else if (state === 'signedByMe') {
      title = INSTRUCTION;
      documentId = (await ownDocuments(page)).get(INSTRUCTION)!;
    } else {
      title = CONTRACT;
      documentId = (await crewContractDocumentId(page)).documentId;
    }
    await page.goto(pathOf('document', { id: documentId }));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const startState =
      state === 'declined'
        ? 'declined'
        : state === 'signedByMe'
          ? 'ready'
          : reader
            ? 'notSignatory'
            : 'waiting';
    await expectScreen(page, startState, texts);

    let officeSigned = false;
    let held: (() => Promise<void>) | null = null;
    for (const [index, event] of path.events.entries()) {
      const reached = String(path.snapshots[index]!.value) as DocumentSigningState;
      const step = steps[index]!;
      if (
        state === 'declined' ||
        (state === 'signedByMe' && step === 'document.signatureArrived(officeSigned)')
      )
        continue;
      if (
        step === 'document.signatureArrived(officeSigned)' ||
        step === 'document.signatureArrived(allSigned)'
      ) {
        if (!officeSigned) await officeSigns(browser, baseURL, documentId);
        officeSigned = true;
        if (step.endsWith('(allSigned)'))
          expect(
            (
              await apiPost(page, `/api/v1/sign/${documentId}`, {
                signature: MODEL_SIGNATURE_PNG,
                formFields: CONTRACT_FIELDS,
              })
            ).status,
          ).toBe(200);
        await page.reload();
      } else if (event.type === 'document.sign') {
        const next = steps[index + 1];
        if (reached === 'signing' && next === undefined) {
          // Hold the request: the screen shows signing while the answer is on its way.
          await page.route('**/graphql*', async (route) => {
            if (!(route.request().postData() ?? '').includes('SignDocument'))
              return route.fallback();
            await new Promise<void>((resolve) => (held = async () => resolve()));
            await route.fallback();
          });
        } else if (next?.startsWith('xstate.error.actor.signDocument')) {
          // A lost signal: the request never reaches the api.
          await page.route('**/graphql*', (route) =>
            (route.request().postData() ?? '').includes('SignDocument')
              ? route.abort('internetdisconnected')
              : route.fallback(),
          );
        }
        await drawSignature(page);
        await fillFields(page, title);
        await expect(
          page.getByRole('button', { name: texts.sign.button, exact: true }),
        ).toBeEnabled();
        await page.getByRole('button', { name: texts.sign.button, exact: true }).click();
        if (reached === 'signing' && next !== undefined) continue; // the answer is the next step
      } else if (
        event.type.startsWith('xstate.done.actor') ||
        event.type.startsWith('xstate.error.actor')
      ) {
        // The api's answer (or the aborted request) arrives by itself.
      } else if (event.type === 'document.retry') {
        await page.unrouteAll({ behavior: 'wait' });
        await page.getByRole('button', { name: texts.sign.retry, exact: true }).click();
      }
      await expectScreen(page, reached, texts);
    }
    await expectScreen(page, state, texts);
    // The screen shows "signing" as the request leaves; wait until the route holds it.
    if (state === 'signing') await expect.poll(() => held !== null).toBe(true);
    if (held) {
      await (held as () => Promise<void>)();
      await expectScreen(page, 'fullySigned', texts);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      return;
    }

    if (state === 'failed') {
      // failed --document.retry--> signing: the same signature goes again, now with signal.
      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('button', { name: texts.sign.retry, exact: true }).click();
      await expectScreen(page, 'fullySigned', texts);
      return;
    }
    // The api refuses what the chart refuses here, with the chart's reason.
    if (state === 'ready') return; // signing is allowed there
    const formFields = title === CONTRACT ? CONTRACT_FIELDS : {};
    const refused = await apiPost(page, `/api/v1/sign/${documentId}`, {
      signature: MODEL_SIGNATURE_PNG,
      formFields,
    });
    if (state === 'notSignatory') {
      // A reader signs nothing: 404. The sign route looks the document up in the caller's signing
      // scope (documents EDIT OWN), so it answers DOCUMENT_NOT_FOUND before the machine's
      // DOCUMENT_SIGNATORY_NOT_FOUND; both say "nothing of yours to sign here".
      expect(refused.status).toBe(404);
      expect([DOCUMENT_SIGNING_REFUSALS.notSignatory, 'DOCUMENT_NOT_FOUND']).toContain(
        refused.body.reason,
      );
      return;
    }
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe(DOCUMENT_SIGNING_REFUSALS[state]);
  });
}
