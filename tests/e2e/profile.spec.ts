import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { portraitPng } from '../../api/lib/images';
import { expect, test } from './fixtures';

/** WCAG 2.1 A and AA (as tests/e2e/accessibility.spec.ts), once animations have settled. */
async function violations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The job page's value of a field, by its label. */
function field(page: Page, label: string) {
  return page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
}

test('the map service of the profile changes a job’s location link; its time zone, found by typing, keeps the venue’s times and notes them', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('jobs');
  const firstJob = page
    .getByRole('article')
    .filter({ has: page.getByRole('link') })
    .first()
    .getByRole('link')
    .first();
  await firstJob.click();
  await expect(page).toHaveURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
  const jobUrl = new URL(page.url()).pathname;
  const mapsLink = page.getByRole('link', { name: 'Open in maps' });
  await expect(mapsLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
  const timeBefore = (await field(page, 'Time').innerText()).replace('Time', '').trim();
  expect(timeBefore).toMatch(/\d/);
  // crew@ lives in the venue's zone (Amsterdam): nothing to say about whose clock it is.
  const venueNote = page.getByRole('note').filter({ hasText: 'Times at the venue' });
  await expect(venueNote).toHaveCount(0);

  await navigate('profile');
  await expect(page.getByText('Uploaded file is subject to approval')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const mapService = page.getByRole('combobox', { name: 'Map service' });
  await mapService.selectOption({ label: 'OpenStreetMap' });
  await expect(mapService).toBeEnabled();
  await expect(mapService).toHaveValue('openStreetMap');
  // The time zone is a combobox over a few hundred zones: a tap opens the whole list, typing
  // narrows it to what matches, each zone with its offset now.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/^Europe\/Amsterdam \(GMT\+[12]\)$/);
  await zone.click();
  const list = page.getByRole('listbox', { name: 'Time zone' });
  await expect(list.getByRole('option', { name: /^Europe\/Amsterdam / })).toHaveAttribute(
    'data-state',
    'checked',
  );
  expect(await list.getByRole('option').count()).toBeGreaterThan(300);
  await zone.pressSequentially('new y');
  await expect(list.getByRole('option')).toHaveText([/^America\/New York \(GMT-[45]\)$/]);
  // The open list fits the 360 px screen and is axe clean.
  const box = await list.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await violations(page)).toEqual([]);
  await zone.fill('');
  // Eight or nine hours from Amsterdam, chosen by keyboard alone.
  await zone.pressSequentially('toky');
  await expect(list.getByRole('option')).toHaveText(['Asia/Tokyo (GMT+9)']);
  await zone.press('Enter');
  await expect(list).toBeHidden();
  await expect(zone).toHaveValue('Asia/Tokyo (GMT+9)');
  await expect(zone).toBeEnabled();
  // Kept by the api: the profile opens on it again.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo (GMT+9)');

  await page.goto(jobUrl);
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\//,
  );
  // A shift's times are the venue's whatever the reader's zone (decision 248): they stay, and the
  // Tokyo reader is told once that they are the venue's.
  const timeAfter = (await field(page, 'Time').innerText()).replace('Time', '').trim();
  expect(timeAfter).toBe(timeBefore);
  await expect(venueNote).toHaveText(/^Times at the venue, GMT\+[12]$/);

  // Kept by the api: after a reload the choices still hold.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
  expect((await field(page, 'Time').innerText()).replace('Time', '').trim()).toBe(timeAfter);
});

test('a crew member uploads a profile picture and sees it waits for approval', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  // chief@ has an approved picture and nothing pending.
  await signIn('chief');
  await navigate('profile');
  await expect(page.getByRole('img', { name: /^Profile picture of / })).toBeVisible();
  await expect(page.getByText('Uploaded file is subject to approval')).toHaveCount(0);
  await expect(page.getByText(/white background/)).toBeVisible();

  // A file that is not an image is refused in words, and nothing is sent.
  const input = page.locator('input[type="file"][accept="image/*"][capture="user"]');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not a picture. Choose a photo (JPEG, PNG or WebP).',
  );

  const upload = page.waitForResponse(
    (response) =>
      response.url().endsWith('/profilePictures') && response.request().method() === 'POST',
  );
  await input.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: portraitPng(640, [40, 60, 90]),
  });
  const response = await upload;
  expect(response.status()).toBe(201);
  // Compressed in the browser: a JPEG went up, whatever was chosen.
  expect(((await response.json()) as { contentType: string }).contentType).toBe('image/jpeg');
  await expect(page.getByText('Uploaded file is subject to approval')).toBeVisible();
  // The current picture stays until the office approves the new one.
  await expect(page.getByRole('img', { name: /^Profile picture of / })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Your new picture, waiting for approval' }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the public profile is shared while it is on, and the switch is stored', async ({
  page,
  context,
  signIn,
  navigate,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('crew');
  await navigate('profile');
  const toggle = page.getByRole('checkbox', { name: /Public crew profile/ });
  // crew@'s profile is public in the demo: its address to pass on, copied with a toast.
  await expect(toggle).toBeChecked();
  const address = page.getByLabel('Link to your public profile');
  await expect(address).toHaveValue(/\/public\/crew-profile\/\d+$/);
  const url = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Open my public profile' })).toHaveAttribute(
    'href',
    new URL(url).pathname,
  );
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link to your public profile copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // The switch turns it off, and that is stored; the address goes with it.
  await page.getByText('Public crew profile', { exact: true }).click();
  await expect(toggle).not.toBeChecked();
  await expect(address).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Public crew profile/ })).not.toBeChecked();
});
