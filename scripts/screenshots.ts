/**
 * Takes the 360 px screenshots in docs/screenshots/ from a running Crew Hub (npm start):
 *   BASE_URL=http://localhost:8080 node --import tsx scripts/screenshots.ts
 * Signs in as the demo crew member; uses Debian's Chromium (CHROMIUM_PATH overrides).
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:8080';
const outDir = new URL('../docs/screenshots/', import.meta.url);

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: new URL(`${name}.png`, outDir).pathname });
  console.log(`docs/screenshots/${name}.png`);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
try {
  const page = await browser.newPage({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail, project or plus crew').waitFor();
  await shot(page, 'login');

  await page.getByLabel('E-mail, project or plus crew').fill('crew@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Jobs to confirm' }).waitFor();
  await shot(page, 'home');

  await page.goto(`${baseUrl}/jobs`);
  await page.getByRole('article').first().waitFor();
  await shot(page, 'jobs');

  await page
    .getByRole('article')
    .filter({ hasText: 'To confirm' })
    .first()
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'Confirm job' }).waitFor();
  await shot(page, 'job');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'menu');

  // Staff contracts (issue 7): the list, a contract's terms and this week, then its accounts.
  await page.goto(`${baseUrl}/contracts`);
  await page.getByRole('article').first().waitFor();
  await shot(page, 'contracts');
  await page.getByRole('article').first().getByRole('link').click();
  await page.getByRole('region', { name: 'Time account' }).waitFor();
  await shot(page, 'contract');
  await page.getByRole('heading', { name: 'Time account' }).evaluate((heading) => heading.scrollIntoView());
  await shot(page, 'contract-accounts');
  await page.keyboard.press('Escape');

  // The personal calendar (issue 7): the month with its states, then the block form and its prompt.
  await page.goto(`${baseUrl}/personal-calendar`);
  await page.getByRole('heading', { name: 'Legend' }).waitFor();
  await shot(page, 'calendar');
  await page.getByRole('button', { name: 'Block a date' }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Exam');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('alertdialog').waitFor();
  await shot(page, 'calendar-prompt');
  // Payrolls (issue 7): the list with payments, a payroll, a payroll item with its activities.
  await page.goto(`${baseUrl}/payrolls`);
  await page.getByRole('heading', { name: 'Your payrolls' }).waitFor();
  await shot(page, 'payrolls');
  await page.getByRole('article').nth(1).getByRole('link').click();
  await page.getByRole('heading', { name: /^Items/ }).waitFor();
  await shot(page, 'payroll');
  await page.locator('article a[href^="/payroll-items/"]').nth(1).click();
  await page.getByRole('heading', { name: 'Activities' }).waitFor();
  await shot(page, 'payroll-item');

  // Home again, now with its payrolls to confirm loaded (the newest payroll is still new).
  await page.goto(`${baseUrl}/`);
  await page.getByRole('region', { name: 'Payrolls to confirm' }).getByRole('link').first().waitFor();
  await page.getByRole('button', { name: 'Confirm' }).first().waitFor();
  await shot(page, 'home');

  // The profile (issue 8): the picture waiting for approval, the settings, then the personal data.
  await page.goto(`${baseUrl}/profile`);
  await page.getByText('Uploaded file is subject to approval').waitFor();
  await page.getByRole('img', { name: 'Your new picture, waiting for approval' }).waitFor();
  await shot(page, 'profile');
  await page.getByRole('heading', { name: 'Personal data' }).evaluate((heading) => heading.scrollIntoView());
  await shot(page, 'profile-personal');
  // Notification settings (issue 8): this device, the devices, a channel per type; then quiet hours.
  await page.goto(`${baseUrl}/profile/notifications`);
  await page.getByRole('heading', { name: 'Quiet hours' }).waitFor();
  await shot(page, 'notification-settings');
  const quiet = page.getByRole('region', { name: 'Quiet hours' });
  await quiet.getByText('Quiet hours on', { exact: true }).click();
  await quiet.getByLabel('From').waitFor();
  await quiet.evaluate((section) => section.scrollIntoView());
  await shot(page, 'notification-settings-quiet-hours');
  // Issue 8 (calendar subscription, help, contacts, the home's changes).
  await page.goto(`${baseUrl}/`);
  await page.getByRole('region', { name: 'Changes' }).getByRole('article').first().waitFor();
  await shot(page, 'home-changes');
  await page.getByRole('region', { name: 'Changes' }).getByRole('link', { name: 'Stagehand' }).click();
  await page.getByRole('link', { name: 'Contact the project manager' }).click();
  await page.getByRole('article', { name: 'Priya Shah' }).waitFor();
  await shot(page, 'contact-project-manager');
  await page.goto(`${baseUrl}/profile/calendar-subscription`);
  const create = page.getByRole('button', { name: 'Create calendar subscription' });
  const renew = page.getByRole('button', { name: 'Renew' });
  await create.or(renew).first().waitFor();
  if (await create.isVisible()) await create.click();
  else {
    await renew.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Renew' }).click();
  }
  await page.getByRole('region', { name: 'Your new calendar address' }).waitFor();
  await shot(page, 'calendar-subscription');
  await page.goto(`${baseUrl}/help`);
  await page.getByRole('link', { name: /^E-mail / }).waitFor();
  await shot(page, 'help');
  // Information screens (issue 8 §5): trainings, crew info (list and an article), mobile documents.
  await page.goto(`${baseUrl}/trainings`);
  await page.getByRole('article', { name: 'Forklift licence renewal' }).waitFor();
  await shot(page, 'trainings');
  await page.goto(`${baseUrl}/crew-info`);
  await page.getByRole('link', { name: 'Dress code' }).waitFor();
  await shot(page, 'crew-info');
  await page.getByRole('link', { name: 'Venue safety: what every crew member must know' }).click();
  await page.getByRole('article', { name: 'Venue safety: what every crew member must know' }).waitFor();
  await shot(page, 'crew-info-article');
  await page.goto(`${baseUrl}/mobileDocuments`);
  await page.getByRole('article', { name: 'Crew handbook' }).waitFor();
  await shot(page, 'mobile-documents');
  {
    // Forms (issue 9 §4): a question of the venue walk-through, then its summary before sending.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Forms to fill in' }).getByRole('link', { name: 'Venue safety walk-through' }).click();
    await page.getByText('Question 1 of 8').waitFor();
    await page.getByRole('textbox', { name: /Which area did you walk through\?/ }).fill('Hall 2, backstage left');
    const nextQuestion = async (progress: string) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(progress).waitFor();
    };
    await nextQuestion('Question 2 of 8');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await nextQuestion('Question 3 of 8');
    await page.getByRole('textbox', { name: /How many fire extinguishers/ }).fill('60');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please enter 50 or less.').waitFor();
    await shot(page, 'form-question');
    await page.getByRole('textbox', { name: /How many fire extinguishers/ }).fill('4');
    await nextQuestion('Question 4 of 8');
    await page.getByRole('radio', { name: 'Cables taped down' }).check();
    await nextQuestion('Question 5 of 8');
    await page.getByRole('checkbox', { name: 'Loose cable' }).check();
    await nextQuestion('Question 6 of 8');
    await page.getByLabel(/On which day is the event\?/).fill('2026-12-01');
    await nextQuestion('Question 7 of 8');
    await nextQuestion('Question 8 of 8');
    const canvas = page.getByTestId('signature-canvas');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    if (box) {
      await page.mouse.move(box.x + 30, box.y + 100);
      await page.mouse.down();
      for (const [x, y] of [[80, 40], [140, 120], [200, 50], [260, 110]] as const) await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
      await page.mouse.up();
    }
    await page.getByRole('button', { name: 'Check answers' }).click();
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    await shot(page, 'form-summary');
  }
  {
    // Documents to sign (issue 9): waiting on the office, ready with the pad (a signature drawn, not
    // sent), and fully signed with its download. Ids come from crew@'s own document list.
    const documentIds = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string; loginData?: { person?: { id: string } } };
      const headers = { authorization: `Bearer ${stored.token}`, type: 'MOBILE' };
      const list = (await (await fetch(`/api/v1/persons/${stored.loginData?.person?.id}/documents`, { headers })).json()) as {
        items: { id: number; title: string }[];
      };
      return Object.fromEntries(list.items.map((item) => [item.title, item.id]));
    });
    await page.goto(`${baseUrl}/documents/${documentIds['Employment contract 2026']}`);
    await page.getByRole('img', { name: /^Page 1 of / }).waitFor();
    await page.getByText(/must sign first/).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, 'document-waiting');
    await page.goto(`${baseUrl}/documents/${documentIds['Safety instruction']}`);
    const pad = page.getByTestId('signature-canvas');
    await pad.waitFor();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
      await page.mouse.down();
      for (const [x, y] of [[0.2, 0.3], [0.3, 0.7], [0.45, 0.35], [0.6, 0.65], [0.75, 0.3], [0.9, 0.55]])
        await page.mouse.move(box.x + box.width * x!, box.y + box.height * y!, { steps: 4 });
      await page.mouse.up();
    }
    await page.getByText('Signature drawn').waitFor();
    await shot(page, 'document-ready');
    await page.goto(`${baseUrl}/documents/${documentIds['Confidentiality agreement']}`);
    await page.getByRole('button', { name: 'Download the signed PDF' }).waitFor();
    await page.getByRole('heading', { name: 'Signatories' }).evaluate((heading) => heading.scrollIntoView());
    await shot(page, 'document-signed');
  }
} finally {
  await browser.close();
}
