import { axeViolations } from './axe';
import { expect, test, pathOf } from './fixtures';
import { greyPng } from './pictures';

// The project's logo (projects EDIT_PROJECT_LOGO) at 360 px: a planner uploads a logo
// through the real stack and sees that it waits for approval; a client reads the project without
// an upload.

test('a planner uploads a project logo and sees it waits for approval', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('planner', { at: pathOf('project', { number: '2702' }) });
  await expect(page.getByRole('heading', { name: 'Boat Show Amsterdam' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Logo' });
  await expect(section.getByText('No logo yet')).toBeVisible();
  await expect(section.getByText('Uploaded file is subject to approval')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A text file named .png is refused in words, and nothing is sent.
  const input = page.getByTestId('project-logo-input');
  await input.setInputFiles({
    name: 'logo.png',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a logo'),
  });
  await expect(section.getByRole('alert')).toHaveText(
    'This file is not a picture. Choose a JPEG, PNG or WebP image.',
  );

  const upload = page.waitForResponse(
    (response) =>
      /\/projects\/\d+\/logo$/.test(response.url()) && response.request().method() === 'POST',
  );
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: greyPng(200) });
  expect((await upload).status()).toBe(201);
  await expect(section.getByRole('status')).toHaveText('Uploaded file is subject to approval');
  await expect(
    section.getByRole('img', { name: 'The new logo, waiting for approval' }),
  ).toBeVisible();
  // Not approved yet: the project still shows no logo.
  await expect(section.getByText('No logo yet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // After a reload the pending upload is still there (stored, not just on screen).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Logo' }).getByRole('status')).toHaveText(
    'Uploaded file is subject to approval',
  );
});

test('a client reads its project’s logo section without an upload', async ({ page, signIn }) => {
  await signIn('client', { at: pathOf('project', { number: '1001' }) });
  await expect(page.getByRole('heading', { name: 'Winter Festival' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Logo' });
  await expect(section.getByText('No logo yet')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Upload a logo' })).toHaveCount(0);
});
