import type { Page } from '@playwright/test';
import { pdfText } from '../../api/test/pdf-text';
import { axeViolations as violations } from './axe';
import { apiGet, signInOn } from './documents-helpers';
import { expect, pathOf, pinToStackClock, test } from './fixtures';

// A shift's times are the venue's (decision 248), at 360 px through the real stack: the Ahoy Arena
// (Rotterdam, Europe/Amsterdam) main stage build reads the same hours to chief@, whose profile is in
// London, as to crew@ in Amsterdam — on the crew page, the job page and the delivery note — and
// only the London reader is told that the times are the venue's.

type Shift = { id: number; caption: string; startsAt: string; endsAt: string; timeZone: string };
type Job = { id: number; crew: { id: number }; startsAt: string; endsAt: string; timeZone: string };

const VENUE = 'Europe/Amsterdam';
/** As the app writes a time in English (luxon's TIME_SIMPLE), on the venue's clock. */
const clock = (at: string) =>
  new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: VENUE }).format(
    new Date(at),
  );
/** As the delivery note prints it (24-hour, en-GB). */
const clock24 = (at: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: VENUE,
  }).format(new Date(at));
/** The venue zone's English short name at the shift, as the note says it ('GMT+1'; 'GMT+2' in summer). */
const zoneName = (at: string) =>
  new Intl.DateTimeFormat('en', { timeZoneName: 'short', timeZone: VENUE })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

async function mainStage(page: Page): Promise<Shift> {
  const led = await apiGet<{ items: { id: number; caption: string }[] }>(
    page,
    '/api/v1/projectCrews?crewChief=me',
  );
  const crew = led.items.find((candidate) => candidate.caption === 'Main stage build');
  if (!crew) throw new Error('chief@ leads no main stage build');
  return apiGet<Shift>(page, `/api/v1/projectCrews/${crew.id}`);
}

async function jobOn(page: Page, crewId: number): Promise<Job> {
  const jobs = await apiGet<{ items: Job[] }>(page, '/api/v1/jobs?limit=100');
  const job = jobs.items.find((candidate) => candidate.crew.id === crewId);
  if (!job) throw new Error(`no job on crew ${crewId}`);
  return job;
}

/** The browser's clock an hour into the shift: pinned from the data, never the machine's. */
async function pinClockInto(page: Page, shift: { startsAt: string }): Promise<void> {
  await page.clock.install({ time: new Date(Date.parse(shift.startsAt) + 3_600_000) });
}

test('a viewer in London and one in Amsterdam see the same venue times for the same shift; the London viewer is told, and the delivery note agrees', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn('chief');
  const shift = await mainStage(page);
  expect(shift.timeZone).toBe(VENUE);
  const hours = `${clock(shift.startsAt)} – ${clock(shift.endsAt)}`;
  const note = `Times at the venue, ${zoneName(shift.startsAt)}`;
  await pinClockInto(page, shift);

  // chief@ (London): the crew page, in the venue's hours, with the note once.
  await page.goto(pathOf('crew', { id: shift.id }));
  await expect(page.getByRole('heading', { name: 'Main stage build' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(hours, { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(note);
  expect(await violations(page)).toEqual([]);

  // ... and his own job on it.
  const chiefJob = await jobOn(page, shift.id);
  expect(chiefJob.timeZone).toBe(VENUE);
  await page.goto(pathOf('job', { id: chiefJob.id }));
  await expect(page.getByRole('heading', { name: 'Crew chief', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(hours, { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(note);
  expect(await violations(page)).toEqual([]);

  // The delivery note the chief previews prints the venue's clock and names its zone.
  const pdf = await page.evaluate(async (path) => {
    const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token;
    const response = await fetch(path, {
      headers: { authorization: `Bearer ${bearer}`, type: 'MOBILE' },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, `/api/v1/projectCrews/${shift.id}/deliveryNote`);
  const text = await pdfText(Buffer.from(pdf, 'base64'));
  expect(text).toContain('Main stage build');
  expect(text).toMatch(new RegExp(`${clock24(shift.startsAt)}–\\s*${clock24(shift.endsAt)} CES?T`));

  // crew@ (Amsterdam): the same hours for his job on the same shift, and no note.
  const crewContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  await pinToStackClock(crewContext);
  const crew = await crewContext.newPage();
  await signInOn(crew, 'crew');
  const crewJob = await jobOn(crew, shift.id);
  expect(crewJob.timeZone).toBe(VENUE);
  await pinClockInto(crew, shift);
  await crew.goto(pathOf('job', { id: crewJob.id }));
  await expect(crew.getByRole('heading', { name: 'Stagehand', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(crew.getByText(hours, { exact: true })).toBeVisible();
  await expect(crew.getByRole('note')).toHaveCount(0);
  // His jobs list mixes venues: the London press day says its zone, the Rotterdam shift does not.
  await crew.goto(pathOf('jobs'));
  await expect(crew.getByRole('note')).toHaveText('Times at each venue, in its own time zone', {
    timeout: 60_000,
  });
  const pressDay = crew.getByRole('article').filter({ hasText: 'ExCeL London' });
  await expect(pressDay).toContainText(/GMT|BST|UTC/);
  const rotterdam = crew.getByRole('article').filter({ hasText: 'Ahoy Arena' }).first();
  await expect(rotterdam).not.toContainText(/GMT/);
  await crewContext.close();
});
