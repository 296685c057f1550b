import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { accounts, DEMO_PASSWORD, expect, pathOf, test } from './fixtures';

// The crew chief's shift at the venue through the real stack at 360 px:
// check-in, check-out, the state the crewShift machine gives it; crew@ (not the chief) meets
// "not found"; the project session reads the crew without any action.
//
// The seed starts today's crew two hours before the tenant was made (projects.seed
// todaysShiftStart) and the machine takes times from three hours before the start to three hours
// after the end, none in the future: the check-ins here use "now minus 20 minutes", which is
// inside the shift at any hour of the day.

const MEMBERS = [
  'Alex Janssen',
  'Sam de Vries',
  'Mila Bakker',
  'Noah Visser',
  'Daan Smit',
  'Sofia Rossi',
  'Lucas Meyer',
  'Emma de Jong',
];

/** Today's crew of chief@, by chief@'s jobs on the test's own tenant. */
async function mainStageId(page: Page): Promise<string> {
  return page.evaluate(
    async ({ login, password }) => {
      const headers = { 'content-type': 'application/json', type: 'MOBILE' };
      const token = (
        (await (
          await fetch('/api/v1/auth/token', {
            method: 'POST',
            headers,
            body: JSON.stringify({ login, password }),
          })
        ).json()) as { token: string }
      ).token;
      const jobs = (await (
        await fetch('/api/v1/jobs?limit=1000&page=1', {
          headers: { authorization: `Bearer ${token}`, type: 'MOBILE' },
        })
      ).json()) as {
        items: { crew: { id: number; caption: string } }[];
      };
      const job = jobs.items.find((item) => item.crew.caption === 'Main stage build');
      return String(job?.crew.id);
    },
    { login: accounts.chief, password: DEMO_PASSWORD },
  );
}

/** HH:mm minus some minutes (the field's own "now", in the person's zone). */
function earlier(clock: string, minutes: number): string {
  const [hours = 0, mins = 0] = clock.split(':').map(Number);
  const total = (hours * 60 + mins - minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

test('the crew chief checks in the two missing members, checks everyone out and sees the crew ready for sign-off', async ({
  page,
  signIn,
}) => {
  test.slow();
  await page.goto(pathOf('version'));
  const id = await mainStageId(page);
  await signIn('chief');

  // From the chief's job to the shift.
  await page.goto(pathOf('crew', { id }));
  // The first load of the shift on a busy 2-core machine can take a while.
  await expect(page.getByRole('heading', { name: 'Main stage build' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('step-checkIn')).toHaveText('6/8 checked in');
  await expect(page.getByTestId('crew-state')).toHaveText('On shift');
  await expect(page.getByText('Late', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathOf('crewCheckIn', { id }));
  for (const name of ['Mila Bakker', 'Emma de Jong']) {
    const card = page.getByRole('article', { name });
    const time = card.getByLabel(`Check-in time of ${name}`);
    await time.fill(earlier(await time.inputValue(), 20));
    await card.getByRole('button', { name: `Check in ${name}` }).click();
    await expect(page.getByText(`${name} is checked in.`)).toBeVisible();
    await expect(card.getByRole('button', { name: `Check in ${name}` })).toHaveCount(0);
  }
  await expect(page.getByTestId('check-in-progress')).toHaveText('8/8 checked in');

  await page.goto(pathOf('crewCheckOut', { id }));
  for (const name of MEMBERS) {
    const card = page.getByRole('article', { name });
    await card.getByLabel(`Break of ${name} (minutes)`).fill('0');
    await card.getByRole('button', { name: `Check out ${name}` }).click();
    await expect(card.getByText('Checked out')).toBeVisible();
  }
  await expect(page.getByTestId('check-out-progress')).toHaveText('8/8 checked out or no-show');
  await expect(page.getByTestId('crew-state')).toHaveText(
    'Everyone checked out: ready for the client’s sign-off',
  );

  // What the api stored, not just what the screen showed.
  await page.goto(pathOf('crew', { id }));
  await expect(page.getByTestId('crew-state')).toHaveText(
    'Everyone checked out: ready for the client’s sign-off',
  );
  await expect(page.getByTestId('step-checkOut')).toHaveText('8/8 checked out or no-show');
});

test('a crew member who is not the chief gets "not found" at the crew', async ({
  page,
  signIn,
}) => {
  test.slow();
  await page.goto(pathOf('version'));
  const id = await mainStageId(page);
  await signIn('crew', { at: pathOf('crew', { id }) });
  await expect(page.getByRole('heading', { name: 'Crew not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Main stage build' })).toHaveCount(0);
});

test('the project session reads the crew without any action', async ({ page, signIn }) => {
  test.slow();
  await page.goto(pathOf('version'));
  const id = await mainStageId(page);
  await signIn('project', { at: pathOf('crew', { id }) });
  await expect(page.getByRole('heading', { name: 'Main stage build' })).toBeVisible();
  await expect(page.getByText('You can view this crew but not change it.')).toBeVisible();
  await expect(page.getByTestId('step-checkIn')).toHaveText('6/8 checked in');
  await expect(page.getByRole('button')).not.toContainText(['Check in']);
  await page.getByRole('link', { name: /^Crew chief: / }).click();
  await expect(page.getByRole('link', { name: 'Call Sam de Vries' })).toBeVisible();
});

test('the crew chief reaches the crew awaiting sign-off from the home’s "Crews you lead"', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn('chief', { at: '/' });
  const section = page.getByRole('region', { name: 'Crews you lead' });
  // The home's first load on a busy 2-core machine can take a while.
  await expect(section).toBeVisible({ timeout: 60_000 });
  const foyer = section
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Foyer and bars' }) });
  await expect(
    foyer.getByText('Everyone checked out: ready for the client’s sign-off'),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'Stage rigging' })).toBeVisible();
  await foyer.getByRole('link', { name: 'Foyer and bars' }).click();
  await expect(page).toHaveURL((url) => /^\/crews\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Foyer and bars' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('crew-state')).toHaveText(
    'Everyone checked out: ready for the client’s sign-off',
  );
  await page.getByRole('link', { name: 'Sign-off' }).click();
  await expect(page).toHaveURL((url) => /^\/crews\/\d+\/sign-off/.test(url.pathname));
  await expect(page.getByRole('button', { name: 'Sign off hours' })).toBeVisible({
    timeout: 60_000,
  });
});

test('the check-in’s error text for a time outside the shift is readable (axe: colour contrast)', async ({
  page,
  signIn,
}) => {
  await page.goto(pathOf('version'));
  const id = await mainStageId(page);
  await signIn('chief', { at: pathOf('crewCheckIn', { id }) });
  const card = page.getByRole('article', { name: 'Mila Bakker' });
  const time = card.getByLabel('Check-in time of Mila Bakker');
  // Twelve hours off the field's "now" is either in the future or long before the shift: out of
  // range at any hour of the day.
  await time.fill(earlier(await time.inputValue(), 12 * 60));
  // The error names the window the time must lie in (crewShift's refusal facts).
  await expect(
    card.getByText(/^Enter a time between \d{1,2}:\d{2} [AP]M and \d{1,2}:\d{2} [AP]M\.$/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the crew page’s sync status has its own room above the crew’s title, covering nothing', async ({
  page,
  signIn,
}) => {
  await page.goto(pathOf('version'));
  const id = await mainStageId(page);
  await signIn('chief', { at: pathOf('crew', { id }) });
  const title = page.getByRole('heading', { name: 'Main stage build' });
  await expect(title).toBeVisible({ timeout: 60_000 });
  const status = page.getByTestId('sync-status');
  await expect(status).toContainText('All saved');
  const statusBox = await status.boundingBox();
  const titleBox = await title.boundingBox();
  // Above the title with a gap between them, not touching or over it.
  expect(
    (titleBox?.y ?? 0) - ((statusBox?.y ?? 0) + (statusBox?.height ?? 0)),
  ).toBeGreaterThanOrEqual(8);
});
