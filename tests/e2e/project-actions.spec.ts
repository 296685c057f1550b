import { readFile } from 'node:fs/promises';
import { pdfText } from '../../api/test/pdf-text';
import { axeViolations } from './axe';
import { atPath, expect, pathOf, test } from './fixtures';

// The project actions at 360 px through the real stack, as planner@: copy a project to next month with its
// crews, crew items and persons and open the copy; the copy's crew export lists the persons, with
// every shift a month later; the report PDF names the project; the calendar link serves the shifts.

test('a planner copies a project to next month and finds the copy with its crews and persons', async ({
  page,
  signIn,
}) => {
  await signIn('planner', { at: pathOf('project', { number: '1001' }) });
  await expect(page.getByRole('heading', { name: 'Winter Festival' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Actions' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy project' }).click();
  const form = page.getByRole('form', { name: 'Copy “Winter Festival”' });
  const begin = form.getByLabel('New begin date');
  const original = await begin.inputValue();
  expect(original).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Unticking crews unticks what needs them; ticking persons ticks them back.
  await form.getByRole('checkbox', { name: 'Crews (shifts)' }).uncheck();
  await expect(form.getByRole('checkbox', { name: 'Booked persons' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'Booked persons' }).check();
  await expect(form.getByRole('checkbox', { name: 'Crews (shifts)' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Crew items (positions)' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page).not.toHaveURL(atPath(pathOf('project', { number: '1001' })));
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const number = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.getByRole('heading', { name: 'Winter Festival', exact: true })).toBeVisible();
  // The header names the copy's number beside its client ("Eventful Ltd · No. 9003").
  await expect(page.getByText(new RegExp(`\\b${number}$`)).first()).toBeVisible();

  // The copy's crew list: the booked persons, open again (pending), a month after the original.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Crew list (CSV)' }).click(),
  ]);
  const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Person,Function,Day,Start,End,Status');
  expect(csv).toContain('Daan Smit,Rigger');
  expect(lines.slice(1).length).toBeGreaterThan(5);
  expect(lines.slice(1).every((line) => line.endsWith(',pending'))).toBe(true);
  const days = lines.slice(1).map((line) => line.split(',')[2] as string);
  expect(days.every((day) => day >= original)).toBe(true);
});

test('a planner downloads the project report PDF and the crew list as Excel', async ({
  page,
  signIn,
}) => {
  await signIn('planner', { at: pathOf('project', { number: '1001' }) });
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Report (PDF)' }).click(),
  ]);
  const bytes = await readFile((await report.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Winter Festival');
  expect(text).toContain('Eventful Ltd');
  expect(report.suggestedFilename()).toMatch(/\.pdf$/);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Crew list (Excel)' }).click(),
  ]);
  expect((await readFile((await xlsx.path()) as string)).subarray(0, 2).toString()).toBe('PK');

  // The calendar link: webcal:// for the phone's calendar app; its https form serves the shifts.
  const webcal = await page
    .getByRole('link', { name: 'Subscribe in the calendar app' })
    .getAttribute('href');
  expect(webcal).toMatch(
    /^webcal:\/\/.+\/api\/v1\/public\/projectFeed\/\d+-[A-Za-z0-9_-]{43}\.ics$/,
  );
  // Fetched as a calendar app would: no token, no Type header (in the page: only Chromium resolves *.localhost).
  const feed = await page.evaluate(
    async (path) => {
      const response = await fetch(path);
      return { status: response.status, text: await response.text() };
    },
    new URL((webcal as string).replace(/^webcal:/, 'http:')).pathname,
  );
  expect(feed.status).toBe(200);
  expect(feed.text).toContain('SUMMARY:Stage rigging – Winter Festival');
});

test('a client shares a read-only project link and has no copy action', async ({
  page,
  signIn,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('client', { at: pathOf('project', { number: '1001' }) });
  await expect(page.getByRole('heading', { name: 'Actions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy project' })).toHaveCount(0);
  await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await page.getByRole('button', { name: 'Share read-only access' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.getByLabel('Project link').inputValue();
  expect(link).toMatch(/\/login\?PID=1001&Password=[A-Za-z0-9]{12}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});
