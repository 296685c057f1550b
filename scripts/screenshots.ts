/**
 * Takes the 360 px screenshots in docs/screenshots/ from a running Crew Hub (npm start):
 *   BASE_URL=http://localhost:8080 node --import tsx scripts/screenshots.ts
 * Signs in as the demo crew member; uses Debian's Chromium (CHROMIUM_PATH overrides).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:8080';
const outDir = new URL('../docs/screenshots/', import.meta.url);

async function shot(page: Page, name: string) {
  // Late images and chunks settle; a live screen (src/lib/live) keeps its event stream open, so
  // the network never idles there: each caller has waited for the screen's own content already.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: new URL(`${name}.png`, outDir).pathname });
  console.log(`docs/screenshots/${name}.png`);
}

/**
 * A new 360 px phone signed in as a demo account (password demo1234), once the app has left
 * /login (for `home`, once it shows that page).
 */
async function signedIn(login: string, home?: string) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail, project or plus crew').fill(login);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => (home ? url.pathname === home : url.pathname !== '/login'));
  return { context, page };
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

  // A sign-in throttled after five wrong passwords (a login of its own, so no demo account is
  // locked): how long to wait, and the reset link.
  {
    const throttled = await browser.newPage({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    await throttled.goto(`${baseUrl}/login`);
    await throttled.getByLabel('E-mail, project or plus crew').fill('sam.mistyped@demo.test');
    for (let attempt = 0; attempt <= 5; attempt += 1) {
      await throttled.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
      await throttled.getByRole('button', { name: 'Sign in' }).click();
      await throttled
        .getByRole('alert')
        .filter({ hasText: attempt < 5 ? 'Wrong login' : 'Try again in' })
        .waitFor();
    }
    await shot(throttled, 'login-throttled');
    await throttled.close();
  }

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

  // Staff contracts: the list, a contract's terms and this week, then its accounts.
  await page.goto(`${baseUrl}/contracts`);
  await page.getByRole('article').first().waitFor();
  await shot(page, 'contracts');
  await page.getByRole('article').first().getByRole('link').click();
  await page.getByRole('region', { name: 'Time account' }).waitFor();
  await shot(page, 'contract');
  await page
    .getByRole('heading', { name: 'Time account' })
    .evaluate((heading) => heading.scrollIntoView());
  await shot(page, 'contract-accounts');
  await page.keyboard.press('Escape');

  // The personal calendar: the month with its states, then the block form and its prompt.
  await page.goto(`${baseUrl}/personal-calendar`);
  await page.getByRole('heading', { name: 'Legend' }).waitFor();
  await shot(page, 'calendar');
  await page.getByRole('button', { name: 'Block a date' }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Exam');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('alertdialog').waitFor();
  await shot(page, 'calendar-prompt');
  // Payrolls: the list with payments, a payroll, a payroll item with its activities.
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
  await page
    .getByRole('region', { name: 'Payrolls to confirm' })
    .getByRole('link')
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Confirm' }).first().waitFor();
  await shot(page, 'home');

  // The profile: the picture waiting for approval, the settings, then the personal data.
  await page.goto(`${baseUrl}/profile`);
  await page.getByText('Uploaded file is subject to approval').waitFor();
  await page.getByRole('img', { name: 'Your new picture, waiting for approval' }).waitFor();
  await shot(page, 'profile');
  await page
    .getByRole('heading', { name: 'Personal data' })
    .evaluate((heading) => heading.scrollIntoView());
  await shot(page, 'profile-personal');
  // The time zone combobox, open and narrowed by typing (nothing is chosen: the zone stays).
  {
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.evaluate((input) => input.scrollIntoView({ block: 'start' }));
    await zone.click();
    await zone.pressSequentially('europe/l');
    await page.getByRole('option', { name: /^Europe\/London / }).waitFor();
    await shot(page, 'profile-time-zone');
    await zone.press('Escape');
  }
  // Notification settings: this device, the devices, a channel per type; then quiet hours.
  await page.goto(`${baseUrl}/profile/notifications`);
  await page.getByRole('heading', { name: 'Quiet hours' }).waitFor();
  await shot(page, 'notification-settings');
  const quiet = page.getByRole('region', { name: 'Quiet hours' });
  await quiet.getByText('Quiet hours on', { exact: true }).click();
  await quiet.getByLabel('From').waitFor();
  await quiet.evaluate((section) => section.scrollIntoView());
  await shot(page, 'notification-settings-quiet-hours');
  // The calendar subscription, help, contacts and the home's changes.
  await page.goto(`${baseUrl}/`);
  await page.getByRole('region', { name: 'Changes' }).getByRole('article').first().waitFor();
  await shot(page, 'home-changes');
  await page
    .getByRole('region', { name: 'Changes' })
    .getByRole('link', { name: 'Stagehand' })
    .click();
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
  // Information screens: trainings, crew info (list and an article), mobile documents.
  await page.goto(`${baseUrl}/trainings`);
  await page.getByRole('article', { name: 'Forklift licence renewal' }).waitFor();
  await shot(page, 'trainings');
  await page.goto(`${baseUrl}/crew-info`);
  await page.getByRole('link', { name: 'Dress code' }).waitFor();
  await shot(page, 'crew-info');
  await page.getByRole('link', { name: 'Venue safety: what every crew member must know' }).click();
  await page
    .getByRole('article', { name: 'Venue safety: what every crew member must know' })
    .waitFor();
  await shot(page, 'crew-info-article');
  await page.goto(`${baseUrl}/mobileDocuments`);
  await page.getByRole('article', { name: 'Crew handbook' }).waitFor();
  await shot(page, 'mobile-documents');
  {
    // Forms: a question of the venue walk-through, then its summary before sending.
    await page.goto(`${baseUrl}/`);
    await page
      .getByRole('region', { name: 'Forms to fill in' })
      .getByRole('link', { name: 'Venue safety walk-through' })
      .click();
    await page.getByText('Question 1 of 8').waitFor();
    await page
      .getByRole('textbox', { name: /Which area did you walk through\?/ })
      .fill('Hall 2, backstage left');
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
      for (const [x, y] of [
        [80, 40],
        [140, 120],
        [200, 50],
        [260, 110],
      ] as const)
        await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
      await page.mouse.up();
    }
    await page.getByRole('button', { name: 'Check answers' }).click();
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    await shot(page, 'form-summary');
  }
  {
    // Documents to sign: waiting on the office, ready with the pad (a signature drawn, not
    // sent), and fully signed with its download. Ids come from crew@'s own document list.
    const documentIds = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('token') ?? '{}') as {
        token?: string;
        loginData?: { person?: { id: string } };
      };
      const headers = { authorization: `Bearer ${stored.token}`, type: 'MOBILE' };
      const list = (await (
        await fetch(`/api/v1/persons/${stored.loginData?.person?.id}/documents`, { headers })
      ).json()) as {
        items: { id: number; title: string }[];
      };
      return Object.fromEntries(list.items.map((item) => [item.title, item.id]));
    });
    await page.goto(`${baseUrl}/documents/${documentIds['Employment contract 2026']}`);
    await page.getByRole('img', { name: /^Page 1 of / }).waitFor();
    await page
      .getByText(/must sign first/)
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, 'document-waiting');
    await page.goto(`${baseUrl}/documents/${documentIds['Safety instruction']}`);
    const pad = page.getByTestId('signature-canvas');
    await pad.waitFor();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
      await page.mouse.down();
      for (const [x, y] of [
        [0.2, 0.3],
        [0.3, 0.7],
        [0.45, 0.35],
        [0.6, 0.65],
        [0.75, 0.3],
        [0.9, 0.55],
      ])
        await page.mouse.move(box.x + box.width * x!, box.y + box.height * y!, { steps: 4 });
      await page.mouse.up();
    }
    await page.getByText('Signature drawn').waitFor();
    await shot(page, 'document-ready');
    await page.goto(`${baseUrl}/documents/${documentIds['Confidentiality agreement']}`);
    await page.getByRole('button', { name: 'Download the signed PDF' }).waitFor();
    await page
      .getByRole('heading', { name: 'Signatories' })
      .evaluate((heading) => heading.scrollIntoView());
    await shot(page, 'document-signed');
  }

  {
    // The crew chief's shift at the venue, as chief@ in a context of its own: the crew
    // page, check-in, check-out, the client's sign-off with a signature drawn (not sent), the sync
    // status while offline, the delivery note page and its PDF's first page, photos, a location.
    const { context: chiefContext, page: chief } = await signedIn('chief@demo.test', '/');
    await chief.getByRole('region', { name: 'Crews you lead' }).getByRole('link').first().waitFor();
    await chief
      .getByRole('region', { name: 'Crews you lead' })
      .evaluate((section) => section.scrollIntoView());
    await shot(chief, 'home-crew-chief');
    const crews = await chief.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string };
      const headers = { authorization: `Bearer ${stored.token}`, type: 'MOBILE' };
      const jobs = (await (await fetch('/api/v1/jobs?limit=1000&page=1', { headers })).json()) as {
        items: { isCrewChief: boolean; crew: { id: number; caption: string } }[];
      };
      const led = jobs.items.find(
        (job) => job.isCrewChief && job.crew.caption === 'Main stage build',
      );
      const byCaption: Record<string, number> = {};
      for (
        let id = (led?.crew.id ?? 1) + 1;
        id < (led?.crew.id ?? 1) + 400 && Object.keys(byCaption).length < 2;
        id += 1
      ) {
        const answer = await fetch(`/api/v1/projectCrews/${id}`, { headers });
        if (!answer.ok) continue;
        const shift = (await answer.json()) as { caption: string };
        if (shift.caption === 'Foyer and bars' || shift.caption === 'Stage rigging')
          byCaption[shift.caption] = id;
      }
      return {
        mainStage: led?.crew.id,
        foyer: byCaption['Foyer and bars'],
        yesterday: byCaption['Stage rigging'],
      };
    });
    await chief.goto(`${baseUrl}/crews/${crews.mainStage}`);
    await chief.getByRole('heading', { name: 'Main stage build' }).waitFor();
    await shot(chief, 'crew');
    // chief@'s profile is in London, the Ahoy Arena in Amsterdam: the venue's times, noted once (decision 248).
    await chief.getByRole('note').waitFor();
    await shot(chief, 'crew-venue-time');
    const chiefJob = await chief.evaluate(async (crewId) => {
      const stored = JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string };
      const answer = await fetch('/api/v1/jobs?limit=1000&page=1', {
        headers: { authorization: `Bearer ${stored.token}`, type: 'MOBILE' },
      });
      const jobs = (await answer.json()) as { items: { id: number; crew: { id: number } }[] };
      return jobs.items.find((job) => job.crew.id === crewId)?.id;
    }, crews.mainStage);
    await chief.goto(`${baseUrl}/jobs/${chiefJob}`);
    await chief.getByRole('note').waitFor();
    await shot(chief, 'job-venue-time');
    await chief.goto(`${baseUrl}/crews/${crews.mainStage}`);
    await chief.getByRole('heading', { name: 'Main stage build' }).waitFor();
    await chief.getByRole('link', { name: 'Check-in', exact: true }).click();
    await chief.getByRole('button', { name: 'Check in Emma de Jong' }).waitFor();
    await shot(chief, 'crew-check-in');
    await chief.goto(`${baseUrl}/crews/${crews.mainStage}/check-out`);
    await chief.getByRole('button', { name: 'Check out Lucas Meyer' }).waitFor();
    await shot(chief, 'crew-check-out');
    // The check-out starts from the crew item's planned break and says so; a break that leaves no
    // time on site says why with the times (Lucas out ten minutes after he came).
    {
      const lucas = chief.getByRole('article', { name: 'Lucas Meyer' });
      await lucas.getByTestId('planned-break').waitFor();
      await lucas.evaluate((card) => card.scrollIntoView({ block: 'center' }));
      await shot(chief, 'crew-check-out-planned-break');
      const checkedIn = await chief.evaluate(async (crewId) => {
        const stored = JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string };
        const answer = await fetch(`/api/v1/projectCrews/${crewId}`, {
          headers: { authorization: `Bearer ${stored.token}`, type: 'MOBILE' },
        });
        const shift = (await answer.json()) as {
          members: { person: { caption: string }; checkedInAt: string | null }[];
        };
        return (
          shift.members.find((member) => member.person.caption === 'Lucas Meyer')?.checkedInAt ??
          null
        );
      }, crews.mainStage);
      if (checkedIn) {
        const early = new Intl.DateTimeFormat('en-GB', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: 'Europe/Amsterdam',
        }).format(new Date(Date.parse(checkedIn) + 10 * 60_000));
        await lucas.getByLabel('Check-out time of Lucas Meyer').fill(early);
        await lucas.getByTestId('check-out-refusal').waitFor();
        await lucas.evaluate((card) => card.scrollIntoView({ block: 'center' }));
        await shot(chief, 'crew-check-out-refused');
      }
    }
    // Tomorrow's light rig before check-in opens: said once, no action and no error on a card.
    {
      const lightRig = await chief.evaluate(async () => {
        const stored = JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string };
        const answer = await fetch('/api/v1/jobs?limit=1000&page=1', {
          headers: { authorization: `Bearer ${stored.token}`, type: 'MOBILE' },
        });
        const jobs = (await answer.json()) as {
          items: { isCrewChief: boolean; crew: { id: number; caption: string } }[];
        };
        return jobs.items.find((job) => job.isCrewChief && job.crew.caption === 'Light rig')?.crew
          .id;
      });
      await chief.goto(`${baseUrl}/crews/${lightRig}/check-in`);
      await chief.getByTestId('check-in-opens').waitFor();
      await shot(chief, 'crew-check-in-tomorrow');
    }
    await chief.goto(`${baseUrl}/crews/${crews.mainStage}/crew-chief-location`);
    await chief.getByRole('heading', { name: 'Ahoy Arena' }).waitFor();
    await shot(chief, 'crew-location');
    await chief.goto(`${baseUrl}/crews/${crews.mainStage}/photos`);
    await chief.getByRole('button', { name: 'Take a photo' }).waitFor();
    await shot(chief, 'crew-photos');

    // Offline: a check-in waits in the outbox; the sync status says so.
    await chief.goto(`${baseUrl}/crews/${crews.mainStage}/check-in`);
    await chief.getByRole('button', { name: 'Check in Emma de Jong' }).waitFor();
    await chief.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await chiefContext.setOffline(true);
    await chief.getByRole('button', { name: 'Check in Emma de Jong' }).click();
    await chief
      .getByTestId('sync-status')
      .getByText(/1 change waiting/)
      .waitFor();
    await chief.evaluate(() => window.scrollTo(0, 0));
    await chief.screenshot({ path: new URL('crew-sync-offline.png', outDir).pathname });
    console.log('docs/screenshots/crew-sync-offline.png');
    await chiefContext.setOffline(false);
    await chief.getByTestId('sync-status').getByText('All saved').waitFor({ timeout: 60_000 });

    await chief.goto(`${baseUrl}/crews/${crews.foyer}/sign-off`);
    await chief.getByRole('heading', { name: 'Foyer and bars' }).waitFor();
    const pad = chief.getByTestId('signature-canvas');
    await pad.waitFor();
    const box = await pad.boundingBox();
    if (box) {
      await chief.mouse.move(box.x + 20, box.y + box.height * 0.7);
      await chief.mouse.down();
      for (const [x, y] of [
        [0.2, 0.3],
        [0.35, 0.75],
        [0.5, 0.25],
        [0.65, 0.7],
        [0.85, 0.35],
      ] as const)
        await chief.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
      await chief.mouse.up();
    }
    await chief.getByRole('textbox', { name: /Name of the signer/ }).fill('Jordan Miller');
    await chief.getByRole('radio', { name: '5 of 5 stars' }).check();
    await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await chief.screenshot({ path: new URL('crew-sign-off.png', outDir).pathname });
    console.log('docs/screenshots/crew-sign-off.png');

    await chief.goto(`${baseUrl}/crews/${crews.yesterday}/delivery-note`);
    await chief.getByRole('region', { name: 'Delivery note' }).waitFor();
    await shot(chief, 'crew-delivery-note');
    // The delivery note's first page as a picture (pdftoppm from poppler-utils, when installed).
    const pdf = await chief.evaluate(async (id) => {
      const stored = JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string };
      const answer = await fetch(`/api/v1/projectCrews/${id}/deliveryNote`, {
        headers: { authorization: `Bearer ${stored.token}`, type: 'MOBILE' },
      });
      const bytes = new Uint8Array(await answer.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, crews.yesterday);
    const pdfPath = join(tmpdir(), 'crew-hub-delivery-note.pdf');
    await writeFile(pdfPath, Buffer.from(pdf, 'base64'));
    const rendered = spawnSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      new URL('delivery-note-pdf', outDir).pathname,
    ]);
    console.log(
      rendered.status === 0
        ? 'docs/screenshots/delivery-note-pdf.png'
        : 'pdftoppm missing: delivery-note-pdf.png not made',
    );
    await chiefContext.close();
  }
  // The projects list as the planner sees it: the tenant's projects, then filtered.
  {
    const { context: plannerContext, page: planner } = await signedIn('planner@demo.test', '/');
    await planner.goto(`${baseUrl}/projects`);
    await planner.getByRole('article').first().waitFor();
    await shot(planner, 'projects');
    await planner.goto(`${baseUrl}/projects?q=boat&status=inquiry`);
    await planner.getByRole('link', { name: 'Boat Show Amsterdam' }).waitFor();
    await planner.getByRole('button', { name: 'Filters (1)' }).click();
    await planner.getByRole('dialog').waitFor();
    await planner.waitForTimeout(400);
    await shot(planner, 'projects-filters');
    // The project page's four views: a past list project with crews, worked hours and a rate card.
    for (const view of ['profile', 'shifts', 'crew', 'cost'] as const) {
      await planner.goto(`${baseUrl}/projects/2601${view === 'profile' ? '' : `?view=${view}`}`);
      await planner.getByRole('heading', { name: 'Ice Skating Arena' }).waitFor();
      await planner.waitForTimeout(300);
      await shot(planner, `project-${view}`);
    }
    await plannerContext.close();
  }
  // The planner's home, whole, at 360 px and at a desk's 1280 px: today's crews, waiting for you, open positions.
  {
    const { context: plannerContext, page: planner } = await signedIn('planner@demo.test', '/');
    await planner.getByRole('link', { name: 'Main stage build' }).waitFor();
    await planner.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await planner.screenshot({
      path: new URL('planner-home-360.png', outDir).pathname,
      fullPage: true,
    });
    console.log('docs/screenshots/planner-home-360.png');
    await planner.setViewportSize({ width: 1280, height: 900 });
    await planner.waitForTimeout(300);
    await planner.screenshot({
      path: new URL('planner-home-1280.png', outDir).pathname,
      fullPage: true,
    });
    console.log('docs/screenshots/planner-home-1280.png');
    await plannerContext.close();
  }
  // Planner crews, membership crews and the to-do calendar as planner@ sees them.
  {
    const { context: plannerContext, page: planner } = await signedIn('planner@demo.test', '/');
    await planner.goto(`${baseUrl}/planner-crew`);
    await planner.getByRole('article', { name: 'Stage hands A-team' }).waitFor();
    await shot(planner, 'planner-crew');
    await planner.goto(`${baseUrl}/membership-crews`);
    await planner.getByRole('link', { name: 'Festival season pool' }).waitFor();
    await shot(planner, 'membership-crews');
    await planner.getByRole('link', { name: 'Festival season pool' }).click();
    await planner.getByRole('heading', { name: 'Festival season pool' }).waitFor();
    await shot(planner, 'membership-crew');
    await planner.goto(`${baseUrl}/todo-calendar`);
    await planner.getByRole('heading', { name: 'Overdue' }).waitFor();
    await shot(planner, 'todo-calendar');
    await plannerContext.close();
  }
  // The projects calendar as client@ sees it, month and week, and a project's documents.
  {
    const { context: clientContext, page: client } = await signedIn('client@demo.test');
    await client.goto(`${baseUrl}/projects-calendar`);
    await client.getByRole('link', { name: 'Winter Festival', exact: true }).waitFor();
    await shot(client, 'projects-calendar-month');
    await client.goto(`${baseUrl}/projects-calendar?view=week`);
    await client.getByRole('link', { name: 'Winter Festival', exact: true }).waitFor();
    await shot(client, 'projects-calendar-week');
    await client.goto(`${baseUrl}/projects/1001/documents`);
    await client.getByRole('article', { name: 'Winter Festival site plan' }).waitFor();
    await shot(client, 'project-documents');
    await clientContext.close();
  }
  // The crew item list as planner@ sees it, and one item's sheet with its history.
  {
    const { context: plannerContext, page: planner } = await signedIn('planner@demo.test');
    await planner.goto(`${baseUrl}/planning-crew-item-list`);
    await planner.getByRole('article').first().waitFor();
    await shot(planner, 'crew-item-list');
    await planner.goto(`${baseUrl}/planning-crew-item-list?status=notNeeded`);
    await planner
      .getByRole('article')
      .filter({ hasText: 'Christmas Concert' })
      .first()
      .getByRole('link')
      .click();
    await planner
      .getByRole('dialog', { name: 'Crew item' })
      .getByRole('heading', { name: 'History' })
      .waitFor();
    await planner.waitForTimeout(400);
    await shot(planner, 'crew-item-sheet');
    await plannerContext.close();
  }
  // The planning calendar as planner@ sees it: the month's labelled days and this week's entries.
  {
    const { context: plannerContext, page: planner } = await signedIn('planner@demo.test');
    await planner.goto(`${baseUrl}/planning-calendar`);
    await planner
      .getByRole('link', { name: /Crew: \d+/ })
      .first()
      .waitFor();
    await shot(planner, 'planning-calendar-month');
    await planner.goto(`${baseUrl}/planning-calendar?view=week`);
    await planner.getByRole('list', { name: 'Planner labels' }).waitFor();
    await planner.getByRole('article').first().waitFor();
    await shot(planner, 'planning-calendar-week');
    await plannerContext.close();
  }
  // Vacancies as crew@ sees them: the list, the clash question, the projects view.
  await page.goto(`${baseUrl}/vacancies`);
  await page.getByRole('article', { name: 'Stagehand · Booth pre-build' }).waitFor();
  await shot(page, 'vacancies');
  await page.getByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }).click();
  await page.getByRole('alertdialog').waitFor();
  await shot(page, 'vacancies-clash');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`${baseUrl}/projects-vacancy`);
  await page.getByRole('heading', { name: 'Spring Expo (1 position)' }).waitFor();
  await shot(page, 'projects-vacancy');
  // Crew profiles: crew@'s own, and the public one crew@ made (signed out).
  {
    // The days are worked out here: tsx names functions (__name), which the page does not have.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const crewId = await page.evaluate(
      async ({ from, to }) => {
        const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string })
          .token;
        const answer = await fetch(`/api/v1/blockDates?dateFrom=${from}&dateTo=${to}`, {
          headers: { authorization: `Bearer ${bearer}`, type: 'MOBILE' },
        });
        return String(
          ((await answer.json()) as { items: { personId: number }[] }).items[0]?.personId,
        );
      },
      { from: day(-40), to: day(40) },
    );
    await page.goto(`${baseUrl}/crew-profile/${crewId}`);
    await page.getByRole('region', { name: 'Document-based skills' }).waitFor();
    await shot(page, 'crew-profile');
    const visitorContext = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${baseUrl}/public/crew-profile/${crewId}`);
    await visitor.getByRole('region', { name: 'Document-based skills' }).waitFor();
    await shot(visitor, 'crew-profile-public');
    await visitorContext.close();
  }
  // The mailbox as office@ (German) sees it: the list, and the HTML newsletter with its remote image held back.
  {
    const { context: officeContext, page: office } = await signedIn('office@demo.test');
    await office.goto(`${baseUrl}/mailbox`);
    await office.getByRole('link', { name: /^Winter Festival newsletter/ }).waitFor();
    await shot(office, 'mailbox');
    await office.getByRole('link', { name: /^Winter Festival newsletter/ }).click();
    await office.getByRole('button', { name: 'Bilder anzeigen' }).waitFor();
    await shot(office, 'mailbox-message');
    await officeContext.close();
  }
  // Invoices as client@ sees them: the list and the overdue invoice.
  {
    const { context: clientContext, page: client } = await signedIn('client@demo.test');
    await client.goto(`${baseUrl}/invoices`);
    await client.getByRole('link', { name: 'Invoice 2026-0101' }).waitFor();
    await shot(client, 'invoices');
    await client.goto(`${baseUrl}/invoice/2026-0101`);
    await client.getByRole('heading', { name: 'Documents' }).waitFor();
    await shot(client, 'invoice');
    await clientContext.close();
  }
  // The office's invoicing in German: the projects to invoice, and the seeded draft
  // with its first item opened for a change in place.
  {
    const { context: officeContext, page: office } = await signedIn('office@demo.test');
    await office.goto(`${baseUrl}/invoices`);
    await office.getByRole('button', { name: 'Projekt wählen' }).click();
    const winter = office.getByRole('article', { name: 'Projekt 1001 Winter Festival' });
    await winter.getByText(/^Geleistet:/).waitFor();
    await shot(office, 'invoices-new-draft');
    await winter
      .getByRole('link', { name: /^2026-\d{4}$/ })
      .last()
      .click();
    await office.getByRole('heading', { name: 'Positionen' }).waitFor();
    await office
      .getByRole('button', { name: /^„.+“ ändern$/ })
      .first()
      .click();
    await office.getByRole('button', { name: 'Position speichern' }).waitFor();
    await office.getByRole('heading', { name: 'Positionen' }).scrollIntoViewIfNeeded();
    await shot(office, 'invoice-draft-edit');
    await officeContext.close();
  }
  // The plus-crew dashboard as the plus-crew login 7001: this month (the figures, the
  // forecast, the charts with their legend and scale), last month, the data page with the day
  // entry, the month target and the days, and the SPEC.md §8 text of a URL without a number.
  {
    const { context: plusCrewContext, page: plusCrew } = await signedIn('7001');
    await plusCrew.goto(`${baseUrl}/plus-crews/7001`);
    await plusCrew.getByRole('heading', { name: 'Bonus forecast' }).waitFor();
    await shot(plusCrew, 'plus-crew-dashboard');
    await plusCrew
      .getByRole('figure', { name: 'Daily turnover against target' })
      .scrollIntoViewIfNeeded();
    await shot(plusCrew, 'plus-crew-dashboard-charts');
    await plusCrew.getByRole('link', { name: 'Previous month' }).click();
    await plusCrew.getByRole('img', { name: /days over target/ }).waitFor();
    await shot(plusCrew, 'plus-crew-dashboard-last-month');
    await plusCrew.goto(`${baseUrl}/plus-crews/7001/data`);
    await plusCrew.getByRole('heading', { name: 'Enter a day' }).waitFor();
    await shot(plusCrew, 'plus-crew-day-entry');
    await plusCrew.getByRole('heading', { name: 'Month target' }).scrollIntoViewIfNeeded();
    await shot(plusCrew, 'plus-crew-month-target');
    await plusCrew.getByRole('heading', { name: /^Days of / }).scrollIntoViewIfNeeded();
    await shot(plusCrew, 'plus-crew-data');
    await plusCrew.goto(`${baseUrl}/plus-crews//data`);
    await plusCrew.getByRole('alert').waitFor();
    await shot(plusCrew, 'plus-crew-no-number');
    await plusCrewContext.close();
  }
  // The project sign-in 1001 on a crew of its project: read-only, the members and times, the
  // location at /locations/{id}, no link the guard would refuse (decision 249).
  {
    const { context: projectContext, page: project } = await signedIn('1001', '/projects/1001');
    await project.getByRole('link', { name: 'Shifts' }).click();
    await project.getByRole('link', { name: 'Main stage build' }).first().click();
    await project.getByRole('heading', { name: 'Main stage build' }).waitFor();
    await project.getByText('You can view this crew but not change it.').waitFor();
    await shot(project, 'crew-project-session');
    await project.getByRole('heading', { name: /^Crew members/ }).scrollIntoViewIfNeeded();
    await shot(project, 'crew-project-session-members');
    await projectContext.close();
  }
  // crew@'s public profile is switched on in the demo: its address with copy, share and open.
  {
    const { context: crewContext, page: crew } = await signedIn('crew@demo.test');
    await crew.goto(`${baseUrl}/profile`);
    const share = crew.getByRole('button', { name: 'Copy link' });
    await share.waitFor();
    await crew
      .getByText('Your public profile', { exact: true })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await shot(crew, 'profile-public-share');
    await crewContext.close();
  }
  // Receipts as crew@: the list with the new-receipt form, and a receipt just
  // created from a template, with its items and the item form.
  {
    const { context: crewContext, page: crew } = await signedIn('crew@demo.test');
    await crew.goto(`${baseUrl}/receipts`);
    await crew.getByRole('list', { name: 'Your receipts' }).getByRole('link').first().waitFor();
    await shot(crew, 'receipts');
    const form = crew.getByRole('region', { name: 'New receipt' });
    await form.getByLabel('Template').selectOption({ label: 'Eventful Ltd: Travel to a venue' });
    await form.getByRole('button', { name: 'Create the receipt' }).click();
    await crew.waitForURL(/\/receipt\/R\d+$/);
    await crew.getByRole('region', { name: 'Items' }).getByText('Fuel for the van').waitFor();
    await shot(crew, 'receipt-new');
    await crewContext.close();
  }
  // The office's approvals as office@ (in German): the vacation request, profile picture and
  // receipt waiting, at 360 px and side by side at a desk's 1280 px; and the count on its home.
  {
    const { context: officeContext, page: office } = await signedIn('office@demo.test', '/');
    await office.getByText(/^Urlaubsanträge: \d+$/).waitFor();
    await shot(office, 'office-home-approvals');
    await office.goto(`${baseUrl}/approvals`);
    await office.getByRole('region', { name: 'Belege' }).getByRole('article').first().waitFor();
    await office.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await office.screenshot({
      path: new URL('approvals-360.png', outDir).pathname,
      fullPage: true,
    });
    console.log('docs/screenshots/approvals-360.png');
    await office.setViewportSize({ width: 1280, height: 900 });
    await office.waitForTimeout(300);
    await office.screenshot({
      path: new URL('approvals-1280.png', outDir).pathname,
      fullPage: true,
    });
    console.log('docs/screenshots/approvals-1280.png');
    await officeContext.close();
  }
} finally {
  await browser.close();
}
