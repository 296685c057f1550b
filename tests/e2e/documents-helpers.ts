import type { Page } from '@playwright/test';
import { atPath, expect, pathOf, signInThroughApi, type Account } from './fixtures';

/**
 * Signs in on a page of another browser context (a second person at the same time), through the
 * gateway as the signIn fixture does (fixtures.ts, signInThroughApi), and waits for home.
 */
export async function signInOn(page: Page, account: Account): Promise<void> {
  await signInThroughApi(page, account);
  await expect(page).toHaveURL(atPath(pathOf('home')));
}

/** A stroke across the signature pad, as a finger (or mouse) draws it. */
export async function drawSignature(
  page: Page,
  canvas = page.getByTestId('signature-canvas'),
): Promise<void> {
  // Strokes on a pad that does not take them yet (still disabled while the screen loads) are lost:
  // wait until it takes them, and until the pad says it holds a signature.
  // A stroke the pad lost anyway (its layout still settling when the stroke began: seen once in CI)
  // is drawn again, as a person would, until the pad holds it.
  await expect(canvas).not.toHaveAttribute('data-disabled', 'true');
  await expect(async () => {
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the signature pad is not on screen');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await page.mouse.move(...at(0.1, 0.6));
    await page.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.3, 0.7],
      [0.45, 0.35],
      [0.6, 0.65],
      [0.75, 0.3],
      [0.9, 0.55],
    ] as const)
      await page.mouse.move(...at(x, y), { steps: 4 });
    await page.mouse.up();
    await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** GET through /api/v1 as the page's signed-in user (only the browser resolves the tenant's host). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token;
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${bearer}`, type: 'MOBILE' },
    });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}

/** crew@'s employment contract document (one by one: the office first, crew@ second). */
export async function crewContractDocumentId(
  page: Page,
): Promise<{ contractId: number; documentId: number }> {
  const contracts = await apiGet<{ items: { id: number }[] }>(page, '/api/v1/staffContracts');
  const contractId = contracts.items[0]!.id;
  const documents = await apiGet<{ signingDocuments: { id: number; title: string }[] }>(
    page,
    `/api/v1/staffContracts/${contractId}/documents`,
  );
  const document = documents.signingDocuments.find(
    (candidate) => candidate.title === 'Employment contract 2026',
  );
  if (!document) throw new Error('crew@ has no employment contract document');
  return { contractId, documentId: document.id };
}

/** POST through /api/v1 as the page's signed-in user: the status and the JSON answer. */
export async function apiPost(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ url, data }) => {
      const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string })
        .token;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer}`,
          type: 'MOBILE',
          'content-type': 'application/json',
        },
        body: JSON.stringify(data),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { url: path, data: body },
  );
}

/** The documents of the page's signed-in person, by title (GET /persons/{own id}/documents). */
export async function ownDocuments(page: Page): Promise<Map<string, number>> {
  const personId = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('token') ?? '{}') as {
          loginData?: { person?: { id: string } };
        }
      ).loginData?.person?.id,
  );
  const list = await apiGet<{ items: { id: number; title: string }[] }>(
    page,
    `/api/v1/persons/${personId}/documents`,
  );
  return new Map(list.items.map((item) => [item.title, item.id]));
}
