import type { Browser, Page } from '@playwright/test';
import {
  DOCUMENT_SIGNING_REFUSALS,
  type DocumentSigningState,
} from '../../machines/documentSigning.machine';
import { documentSigningModel, MODEL_SIGNATURE_PNG } from '../../machines/documentSigning.model';
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
 * three journeys on the demo documents of a tenant of each test's own that together meet every
 * state of the chart (machines/documentSigning.model.ts, `npm run paths -- documentSigning`). In
 * each state the screen shows the state the chart is in and offers exactly what the machine
 * allows (the sign button where `document.sign` can be taken, retry in failed, a download once
 * fully signed), and a sign the chart refuses there is refused by the api too (409, or 404 for a
 * reader, with the chart's reason).
 *
 * Every shortest path and transition of the model is walked headless by
 * machines/documentSigning.model.test.ts; the ones the journeys take another way (a signature
 * that arrives from crew@'s other device, `signatureArrived(allSigned)`: the same fully signed
 * screen after a reload) are there, the screen's states by src/features/documents' component
 * tests and the api's refusals by api/routes/documents/documents.test.ts. Each state was once a
 * Chromium run of its own here.
 *
 * What the UI cannot do itself goes elsewhere, and this says so:
 * - `document.signatureArrived(officeSigned)` is someone else's action: office@ signs through
 *   POST /api/v1/sign/{id}, then crew@ reloads.
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

/** Signs on the screen: a signature drawn, the fields filled, the sign button pressed. */
async function signOnScreen(page: Page, title: string, texts: typeof en = en) {
  await drawSignature(page);
  await fillFields(page, title);
  const sign = page.getByRole('button', { name: texts.sign.button, exact: true });
  await expect(sign).toBeEnabled();
  await sign.click();
}

/** The api refuses a sign where the chart refuses it, with the chart's reason. */
async function expectApiRefuses(
  page: Page,
  documentId: number,
  title: string,
  state: DocumentSigningState,
) {
  const refused = await apiPost(page, `/api/v1/sign/${documentId}`, {
    signature: MODEL_SIGNATURE_PNG,
    formFields: title === CONTRACT ? CONTRACT_FIELDS : {},
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
}

/**
 * The states each journey below meets, in order; together they are every state of the chart
 * (the last test). Each journey checks that it met its own.
 */
const JOURNEYS = {
  contract: ['waiting', 'ready', 'failed', 'signing', 'fullySigned'],
  instruction: ['ready', 'signedByMe', 'declined'],
  reader: ['notSignatory'],
} as const satisfies Record<string, readonly DocumentSigningState[]>;

/** Checks the screen in a state and notes that the journey met it. */
function seeing(seen: DocumentSigningState[]) {
  return async (page: Page, state: DocumentSigningState, texts: typeof en = en) => {
    await expectScreen(page, state, texts);
    seen.push(state);
  };
}

test('crew@ signs the contract after the office: waiting, ready, a lost signal, the retry, fully signed', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seen: DocumentSigningState[] = [];
  const see = seeing(seen);
  await signIn('crew');
  const { documentId } = await crewContractDocumentId(page);
  await page.goto(pathOf('document', { id: documentId }));
  await expect(page.getByRole('heading', { name: CONTRACT })).toBeVisible();
  await see(page, 'waiting');
  await expectApiRefuses(page, documentId, CONTRACT, 'waiting');

  // document.signatureArrived(officeSigned): office@ signs in a browser of their own.
  await officeSigns(browser, baseURL, documentId);
  await page.reload();
  await see(page, 'ready');

  // document.sign, then xstate.error.actor.signDocument: a lost signal, the request never
  // reaches the api.
  await page.route('**/graphql*', (route) =>
    (route.request().postData() ?? '').includes('SignDocument')
      ? route.abort('internetdisconnected')
      : route.fallback(),
  );
  await signOnScreen(page, CONTRACT);
  await see(page, 'failed');
  await page.unrouteAll({ behavior: 'wait' });

  // failed --document.retry--> signing, held until the screen has been checked, then the api's
  // answer (crew@ signs last: fully signed).
  let held: (() => void) | null = null;
  await page.route('**/graphql*', async (route) => {
    if (!(route.request().postData() ?? '').includes('SignDocument')) return route.fallback();
    await new Promise<void>((resolve) => (held = resolve));
    await route.fallback();
  });
  await page.getByRole('button', { name: en.sign.retry, exact: true }).click();
  await see(page, 'signing');
  await expect.poll(() => held !== null).toBe(true);
  (held as unknown as () => void)();
  await see(page, 'fullySigned');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expectApiRefuses(page, documentId, CONTRACT, 'fullySigned');
  expect(seen).toEqual(JOURNEYS.contract);
});

test('crew@ signs the safety instruction first, then opens the declined agreement', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seen: DocumentSigningState[] = [];
  const see = seeing(seen);
  await signIn('crew');
  const documents = await ownDocuments(page);
  // Any order, the chief still to sign: crew@ is ready from the start, and their signature
  // leaves it signed by them only.
  const instruction = documents.get(INSTRUCTION)!;
  await page.goto(pathOf('document', { id: instruction }));
  await expect(page.getByRole('heading', { name: INSTRUCTION })).toBeVisible();
  await see(page, 'ready');
  await signOnScreen(page, INSTRUCTION);
  await see(page, 'signedByMe');
  await expectApiRefuses(page, instruction, INSTRUCTION, 'signedByMe');

  // Nothing declines a document through the api yet: the seeded declined agreement, as it is.
  const declined = documents.get(DECLINED)!;
  await page.goto(pathOf('document', { id: declined }));
  await expect(page.getByRole('heading', { name: DECLINED })).toBeVisible();
  await see(page, 'declined');
  await expectApiRefuses(page, declined, DECLINED, 'declined');
  expect(seen).toEqual(JOURNEYS.instruction);
});

test('office@ reads crew@’s safety instruction and is not asked to sign it', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const seen: DocumentSigningState[] = [];
  const see = seeing(seen);
  // office@ has no documents of their own person: crew@'s instruction is found through crew@.
  const crewContext = await browser.newContext({ baseURL });
  await pinToStackClock(crewContext);
  const crew = await crewContext.newPage();
  await signInForApi(crew, 'crew');
  const instruction = (await ownDocuments(crew)).get(INSTRUCTION)!;
  await crewContext.close();
  await signIn('office');
  await page.goto(pathOf('document', { id: instruction }));
  await expect(page.getByRole('heading', { name: INSTRUCTION })).toBeVisible();
  await see(page, 'notSignatory', de);
  await expectApiRefuses(page, instruction, INSTRUCTION, 'notSignatory');
  expect(seen).toEqual(JOURNEYS.reader);
});

test('the Chromium journeys meet every state of the chart', () => {
  const met = new Set(Object.values(JOURNEYS).flat());
  expect([...met].sort()).toEqual([...paths.keys()].sort());
  expect([...met].sort()).toEqual(Object.keys(DOCUMENT_SIGNING_REFUSALS).sort());
});
