import type { Page } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { expect, pathOf, pinToStackClock, test } from './fixtures';
import { stackNow } from './stack';

/** A demo person's id, read with the signed-in page's token (only the browser resolves the tenant's host). */
async function personIdOf(page: Page): Promise<string> {
  return page.evaluate(
    async (nowMs) => {
      const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string })
        .token;
      const day = (offset: number) =>
        new Date(nowMs + offset * 86_400_000).toISOString().slice(0, 10);
      const answer = await fetch(`/api/v1/blockDates?dateFrom=${day(-40)}&dateTo=${day(40)}`, {
        headers: { authorization: `Bearer ${bearer}`, type: 'MOBILE' },
      });
      return String(
        ((await answer.json()) as { items: { personId: number }[] }).items[0]?.personId,
      );
    },
    (await stackNow()).getTime(),
  );
}

test('planner@ reads crew@’s profile: functions, tags, ratings and skills, no contact without crewProfile CONTACT', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('home');
  const crewId = await personIdOf(page);
  await signIn('planner');
  await navigate('crewProfile', { personId: crewId });
  await expect(page.getByRole('heading', { name: 'Alex Janssen' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Functions' }).getByText('Runner (since 2018)'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tags' }).getByText('Festival experience'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Ratings' }).getByText(/out of 5, from \d+ ratings?$/),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Document-based skills' }).getByText('Forklift licence'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('office@ (crewProfile CONTACT) gets the call and e-mail links', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('home');
  const crewId = await personIdOf(page);
  await signIn('office');
  await navigate('crewProfile', { personId: crewId });
  // office@ reads German.
  await expect(page.getByRole('link', { name: 'Alex Janssen anrufen' })).toHaveAttribute(
    'href',
    /^tel:\+/,
  );
  await expect(page.getByRole('link', { name: 'E-Mail an Alex Janssen' })).toHaveAttribute(
    'href',
    'mailto:crew@demo.test',
  );
});

test('the public profile opens without sign-in, without private data; a profile not made public is not found', async ({
  page,
  signIn,
  navigate,
  browser,
  baseURL,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('home');
  const crewId = await personIdOf(page);
  const visitorContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
  });
  await pinToStackClock(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(pathOf('publicCrewProfile', { personId: crewId }));
  await expect(visitor.getByRole('heading', { name: 'Alex Janssen' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Tags' }).getByText('Own car')).toBeVisible();
  await expect(visitor.getByText(/crew@demo\.test|\+31/)).toHaveCount(0);
  await expect(visitor.getByRole('region', { name: 'Contact' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  expect(await violations(visitor)).toEqual([]);
  // The next person (chief@ and the others) has not made theirs public.
  await visitor.goto(pathOf('publicCrewProfile', { personId: String(Number(crewId) + 1) }));
  await expect(visitor.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await visitor.context().close();
});

test('planner@ sees chief@’s approved profile picture on the crew profile', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('chief');
  await navigate('home');
  const chiefId = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('token') ?? '{}') as {
          loginData?: { person?: { id?: number } };
        }
      ).loginData?.person?.id,
  );
  expect(Number(chiefId)).toBeGreaterThan(0);
  await signIn('planner');
  await navigate('crewProfile', { personId: String(chiefId) });
  const picture = page.getByRole('img', { name: 'Picture of Sam de Vries' });
  await expect(picture).toBeVisible();
  // A real image arrived (the demo portrait), fetched with the planner's token.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);
});
