import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { apiGet } from './documents-helpers';
import { expect, pathOf, test } from './fixtures';

// The crew chief's shift window at 360 px through the real stack (machines/crewShift.machine.ts):
// the check-out starts from the crew item's planned break and shows it before the chief confirms,
// a refused check-out says why with the times and the break, and tomorrow's crew says once when
// check-in opens, with no red error on any card and no No-show a day ahead. Every time is the
// venue's (the Ahoy Arena, Europe/Amsterdam; chief@'s profile is in London, decision 248), read
// from the api's answer, never from the machine's clock.

const VENUE = 'Europe/Amsterdam';
/** As the app writes a time in English (luxon's TIME_SIMPLE), on the venue's clock. */
const clock = (at: string | number) =>
  new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: VENUE }).format(
    new Date(at),
  );
/** As the app writes a day without the year in English, on the venue's calendar ('Thu, Dec 3'). */
const shortDay = (at: string | number) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: VENUE,
  }).format(new Date(at));
/** HH:mm on the venue's clock (what the time field takes). */
const field = (at: string | number) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: VENUE,
  }).format(new Date(at));

type Member = {
  id: number;
  person: { caption: string };
  attendance: string;
  checkedInAt: string | null;
  plannedBreakMinutes: number;
  breakMinutes: number;
};
type Shift = {
  id: number;
  caption: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  members: Member[];
};

/** One of chief@'s crews by its caption, as GET /projectCrews/{id} answers it (found through his jobs). */
async function crewOf(page: Page, caption: string): Promise<Shift> {
  const jobs = await apiGet<{ items: { crew: { id: number; caption: string } }[] }>(
    page,
    '/api/v1/jobs?limit=1000&page=1',
  );
  const job = jobs.items.find((item) => item.crew.caption === caption);
  if (!job) throw new Error(`chief@ has no job on ${caption}`);
  return apiGet<Shift>(page, `/api/v1/projectCrews/${job.crew.id}`);
}

test('the check-out shows the planned break before the chief confirms, and a break that does not fit says why with the times', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('chief');
  const shift = await crewOf(page, 'Main stage build');
  expect(shift.timeZone).toBe(VENUE);
  const lucas = shift.members.find((member) => member.person.caption === 'Lucas Meyer');
  if (!lucas?.checkedInAt) throw new Error('Lucas is not checked in on the demo');
  // The demo's builds plan half an hour.
  expect(lucas.plannedBreakMinutes).toBe(30);

  await page.goto(pathOf('crew', { id: shift.id }));
  await expect(page.getByRole('heading', { name: 'Main stage build' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'Check-out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathOf('crewCheckOut', { id: shift.id }));

  const card = page.getByRole('article', { name: 'Lucas Meyer' });
  const breakField = card.getByLabel('Break of Lucas Meyer (minutes)');
  // The break is the planned one, and it says so: nothing is taken off silently.
  await expect(breakField).toHaveValue('30');
  await expect(card.getByTestId('planned-break')).toHaveText('Planned break: 30 min');
  await expect(card.getByText(/^[\d.]+ hours worked$/)).toBeVisible();
  await expect(card.getByTestId('check-out-refusal')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Out 10 minutes after the check-in with the planned break: refused, with the numbers.
  const early = Date.parse(lucas.checkedInAt) + 10 * 60_000;
  await card.getByLabel('Check-out time of Lucas Meyer').fill(field(early));
  await expect(card.getByTestId('check-out-refusal')).toHaveText(
    `Checked in at ${clock(lucas.checkedInAt)}; a 30-minute break leaves no time before ${clock(early)}.`,
  );
  await expect(card.getByRole('button', { name: 'Check out Lucas Meyer' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // An hour after the check-in (the demo's check-ins lie well in the past) with the planned break: confirmed as shown.
  const out = Date.parse(lucas.checkedInAt) + 60 * 60_000;
  await card.getByLabel('Check-out time of Lucas Meyer').fill(field(out));
  await expect(card.getByTestId('check-out-refusal')).toHaveCount(0);
  await card.getByRole('button', { name: 'Check out Lucas Meyer' }).click();
  await expect(card.getByText('Checked out')).toBeVisible();
  // The screen shows the check-out while the outbox sends it: what the api stored, once it has.
  await expect
    .poll(async () => {
      const stored = await apiGet<{
        items: { crewItemId: number; attendance: string; breakMinutes: number }[];
      }>(page, `/api/v1/projectCrews/${shift.id}/projectCrewItemStatus`);
      return stored.items.find((item) => item.crewItemId === lucas.id);
    })
    .toMatchObject({ attendance: 'checkedOut', breakMinutes: 30 });
});

test('tomorrow’s crew says once when check-in opens: no red error on a card, no check-in time, no No-show', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('chief');
  // Tomorrow's light rig at the Ahoy Arena, which chief@ leads and works.
  const shift = await crewOf(page, 'Light rig');
  expect(shift.members.length).toBeGreaterThan(0);
  const opensAt = Date.parse(shift.startsAt) - 180 * 60_000;

  await page.goto(pathOf('crew', { id: shift.id }));
  await expect(page.getByRole('heading', { name: 'Light rig' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathOf('crewCheckIn', { id: shift.id }));

  await expect(page.getByTestId('check-in-opens')).toHaveText(
    `Check-in opens at ${clock(opensAt)} on ${shortDay(opensAt)}.`,
  );
  for (const member of shift.members) {
    const card = page.getByRole('article', { name: member.person.caption });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByLabel(/^Check-in time of /)).toHaveCount(0);
  }
  await expect(
    page.getByText('This time is too far from the shift or lies in the future.'),
  ).toHaveCount(0);
  await expect(page.getByText(/^Enter a time between /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /as no-show$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Check in / })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The api refuses the no-show too, with the shift's start: a day ahead nobody failed to come.
  // Recorded at today's main stage build's start (in the server's past, before tomorrow).
  const recordedAt = (await crewOf(page, 'Main stage build')).startsAt;
  const member = shift.members[0]!;
  const refused = await page.evaluate(
    async ({ crewId, crewItemId, recordedAt }) => {
      const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string })
        .token;
      const response = await fetch(`/api/v1/projectCrews/${crewId}/projectCrewItemStatus`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer}`,
          type: 'MOBILE',
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ crewItemId, action: 'noShow', recordedAt }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { reason?: string; facts?: { startsAt?: string } },
      };
    },
    { crewId: shift.id, crewItemId: member.id, recordedAt },
  );
  expect(refused.status).toBe(409);
  expect(refused.body.reason).toBe('CREW_ITEM_SHIFT_NOT_BEGUN');
  expect(Date.parse(refused.body.facts?.startsAt ?? '')).toBe(Date.parse(shift.startsAt));
});
