import type { Page } from '@playwright/test';
import { pdfText } from '../../api/test/pdf-text';
import { axeViolations as violations } from './axe';
import { apiGet, drawSignature, signInOn } from './documents-helpers';
import { expect, pathOf, pinToStackClock, test } from './fixtures';

// The crew's sign-off at 360 px through the real stack, as chief@: the client signs the hours of the crew
// awaiting sign-off on the pad (drawn with the mouse), with a name and a rating; the chief releases
// the delivery note; the PDF the page links carries the hours and the signature; the client
// (client@) downloads it and the chief sees the downloaded flag.

type CrewShift = { id: number; caption: string; role: string; state: string };

/**
 * The crew of chief@ awaiting the client's sign-off ("Foyer and bars" of the demo), from the list of
 * the crews he leads (GET /projectCrews?crewChief=me — the home's "Crews you lead"), then its shift.
 */
async function crewAwaitingSignOff(page: Page): Promise<CrewShift> {
  const led = await apiGet<{ items: { id: number; caption: string }[] }>(
    page,
    '/api/v1/projectCrews?crewChief=me',
  );
  const foyer = led.items.find((crew) => crew.caption === 'Foyer and bars');
  if (!foyer) throw new Error('no crew awaiting sign-off found for chief@');
  return apiGet<CrewShift>(page, `/api/v1/projectCrews/${foyer.id}`);
}

/** The PDF behind the page's download button, fetched as the page's signed-in user. */
async function pdfOfButton(page: Page, testId: string): Promise<Buffer> {
  const url = await page.getByTestId(testId).getAttribute('data-url');
  if (!url) throw new Error(`${testId} has no data-url`);
  const base64 = await page.evaluate(async (path) => {
    const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token;
    const response = await fetch(path, {
      headers: { authorization: `Bearer ${bearer}`, type: 'MOBILE' },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, url);
  return Buffer.from(base64, 'base64');
}

test('the client signs the crew’s hours on the pad, the chief releases the delivery note, the client downloads it', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  // Two people, two PDFs and a sign-off on a shared 2-core machine (4.2 min at load 30; ~1 min idle).
  test.setTimeout(420_000);
  await signIn('chief');
  const crew = await crewAwaitingSignOff(page);
  expect(crew).toMatchObject({ role: 'crewChief', state: 'readyForSignOff' });

  await page.goto(pathOf('crewSignOff', { id: crew.id }));
  // The first screen of the crews chunk on a loaded 2-core machine: allow it time.
  await expect(page.getByRole('heading', { name: 'Foyer and bars' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('sign-off-member')).toHaveCount(3);
  const submit = page.getByRole('button', { name: 'Sign off hours' });
  await expect(submit).toBeDisabled();
  await drawSignature(page);
  await page.getByRole('textbox', { name: /Name of the signer/ }).fill('Jordan Miller');
  await page.getByRole('radio', { name: '4 of 5 stars' }).check();
  await page.getByRole('textbox', { name: 'Remark (optional)' }).fill('Bars ready on time');
  expect(await violations(page)).toEqual([]);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(/^Signed by Jordan Miller on /)).toBeVisible();
  await expect(page.getByText('Rated 4 of 5')).toBeVisible();

  // The delivery note: a real link from the sign-off, release gated by the machine (now allowed).
  await page.getByRole('link', { name: 'Go to the delivery note' }).click();
  await expect(page).toHaveURL(new RegExp(`/crews/${crew.id}/delivery-note$`));
  const note = page.getByRole('region', { name: 'Delivery note' });
  await expect(note.getByTestId('released-flag')).toHaveText('Not released');
  await note.getByRole('button', { name: 'Release' }).click();
  await expect(note.getByTestId('released-flag')).toHaveText('Released');
  await expect(note.getByTestId('downloaded-flag')).toHaveText('Not downloaded yet');
  expect(await violations(page)).toEqual([]);

  // The PDF the page links: the hours, the total and the client's signature (an embedded image).
  const pdf = await pdfOfButton(page, 'download-deliveryNote');
  const text = await pdfText(pdf);
  expect(text).toContain('Delivery note');
  expect(text).toContain('Foyer and bars');
  expect(text).toMatch(/Total \d+\.\d\d/);
  expect(text).toContain('Jordan Miller');
  expect(text).toContain('Bars ready on time');
  expect(pdf.toString('latin1')).toContain('/Subtype /Image');

  // client@ (the project's company) downloads it from the same page.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  await pinToStackClock(clientContext);
  const client = await clientContext.newPage();
  await signInOn(client, 'client');
  await client.goto(pathOf('crewDeliveryNote', { id: crew.id }));
  const clientNote = client.getByRole('region', { name: 'Delivery note' });
  const download = client.waitForEvent('download');
  await clientNote.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(clientNote.getByTestId('downloaded-flag')).toHaveText('Downloaded by the client');
  // The crew chief sheet is not released: the client does not see it.
  await expect(client.getByRole('region', { name: 'Crew chief sheet' })).toHaveCount(0);
  await clientContext.close();

  // The chief sees the flag.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Delivery note' }).getByTestId('downloaded-flag'),
  ).toHaveText('Downloaded by the client');
});
