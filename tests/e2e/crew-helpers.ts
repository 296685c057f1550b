import type { Page, Route } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expect, fetchOverLoopback, type Account } from './fixtures';
import { greyPng } from './pictures';

// Steps the crew specs share: the api read as a demo account, a photo from Chromium's fake
// camera, and today's venue security check answered question by question.

/** GET on the api as a demo account, from the test's tenant page (while online). */
export async function apiGet<T>(page: Page, account: Account, path: string): Promise<T> {
  return page.evaluate(
    async ({ login, password, target }) => {
      const signIn = await fetch('/api/v1/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', type: 'MOBILE' },
        body: JSON.stringify({ login, password }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const answer = await fetch(target, {
        headers: { authorization: `Bearer ${token}`, type: 'MOBILE' },
      });
      if (!answer.ok) throw new Error(`${target}: ${answer.status}`);
      return answer.json();
    },
    { login: accounts[account], password: DEMO_PASSWORD, target: `/api/v1${path}` },
  ) as Promise<T>;
}

/**
 * The planner's default crew item list as an api query: the shifts that end after now (decision
 * 246). Today's running shift is on it whatever day it began (the demo's began two hours ago, which
 * is yesterday from 00:00 to 02:00 UTC); shifts that have ended are not, so any begun shift on it is
 * a running one.
 */
export const runningAndLaterQuery = (now: Date) =>
  `endsAfter=${encodeURIComponent(now.toISOString())}`;

/** A frame of Chromium's fake camera as a JPEG, given to the camera input as the camera app would. */
export async function takePhotoWithFakeCamera(page: Page) {
  await page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: 1280, height: 720 },
    });
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    // drawImage needs a frame: wait for the camera's first one rather than for a while.
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA)
      await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    for (const track of stream.getTracks()) track.stop();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.95),
    );
    if (!blob) throw new Error('the fake camera gave no frame');
    const input = document.querySelector<HTMLInputElement>(
      'input[type="file"][capture="environment"]',
    );
    if (!input) throw new Error('no camera input');
    const transfer = new DataTransfer();
    transfer.items.add(
      // A File made now (the browser's clock, pinned to the server's) is a photo just taken.
      new File([blob], 'camera.jpg', { type: 'image/jpeg' }),
    );
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Answers the open venue security check's seven questions and reaches its summary. */
export async function answerVenueSecurityCheck(
  page: Page,
  photoAdded: RegExp | string = 'The photo you added',
) {
  for (const progress of ['Question 1 of 7', 'Question 2 of 7', 'Question 3 of 7']) {
    await expect(page.getByText(progress)).toBeVisible();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByText('Question 4 of 7')).toBeVisible();
  await page.getByRole('textbox', { name: /safety shoes and gloves/ }).fill('8');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 5 of 7')).toBeVisible();
  await page
    .getByRole('textbox', { name: /needs attention/ })
    .fill('Cable ramp at door 4 is loose.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 6 of 7')).toBeVisible();
  await page
    .getByLabel(/A photo of the emergency exit/)
    .setInputFiles({ name: 'exit.png', mimeType: 'image/png', buffer: greyPng() });
  await expect(page.getByRole('img', { name: photoAdded })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 7 of 7')).toBeVisible();
  const canvas = page.getByTestId('signature-canvas');
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
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
}

/**
 * Loses the first answer to each idempotency key on its way back: the request reaches the server
 * (fetchOverLoopback), the phone sees a dropped connection and sends the same key again later.
 * `firstSeen` holds the keys answered once, `replays` counts the sends after the first.
 */
export function firstAnswerDropper() {
  const counts = { firstSeen: new Set<string>(), replays: 0 };
  const drop = async (route: Route, key: string | undefined) => {
    if (!key) return route.continue();
    if (counts.firstSeen.has(key)) {
      counts.replays += 1;
      return route.continue();
    }
    counts.firstSeen.add(key);
    await fetchOverLoopback(route);
    return route.abort('connectionreset');
  };
  /** The idempotency key of a GraphQL venue action. */
  const graphqlKey = (route: Route) =>
    (route.request().postDataJSON() as { variables?: { idempotencyKey?: string } } | null)
      ?.variables?.idempotencyKey;
  return { counts, drop, graphqlKey };
}
