import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';

test('crew@ sees the clash before applying, applies to a vacancy and withdraws', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('vacancies');
  const card = (name: string) => page.getByRole('article', { name });

  // The pre-build falls on crew@'s "Family wedding" blocked date: named on the card, asked before applying.
  const preBuild = card('Stagehand · Booth pre-build');
  await expect(preBuild.getByText('Clashes with your calendar')).toBeVisible();
  await expect(preBuild.getByText(/^Blocked date: Family wedding/)).toBeVisible();
  await expect(preBuild.getByText('Messe Düsseldorf Hall 8, Düsseldorf')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await preBuild.getByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText(
    'Stagehand · Booth pre-build clashes with your calendar: Blocked date: Family wedding',
  );
  expect(await violations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(preBuild.getByText('Applied')).toHaveCount(0);

  // A position without a clash: applied at once, stored (a reload shows it), then withdrawn. Which
  // one is free depends on the day the demo was seeded (its calendar moves with today, some projects
  // have fixed dates), and titles repeat across projects ("Stagehand · Build"): the card is held by
  // its project and its time, the lines under its title.
  const free = page
    .getByRole('article')
    .filter({ hasNotText: 'Clashes with your calendar' })
    .first();
  const title = (await free.getByRole('heading').textContent()) ?? '';
  const [project = '', when = ''] = (await free.locator('p').allTextContents()).map((line) =>
    line.trim(),
  );
  expect(project).not.toBe('');
  await free.getByRole('button', { name: `Apply for ${title}` }).click();
  await expect(page.getByText(`You applied for ${title}.`)).toBeVisible();
  const applied = page.getByRole('article').filter({ hasText: project }).filter({ hasText: when });
  await expect(applied.getByText('Applied')).toBeVisible();
  await page.reload();
  await expect(applied.getByText('Applied')).toBeVisible();
  await applied.getByRole('button', { name: `Withdraw from ${title}` }).click();
  await expect(page.getByText(`You withdrew from ${title}.`)).toBeVisible();
  await expect(applied.getByRole('button', { name: `Apply for ${title}` })).toBeVisible();

  // The clashing one, applied anyway after the question.
  await preBuild.getByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply anyway' }).click();
  await expect(preBuild.getByText('Applied')).toBeVisible();

  // The projects view: the same positions by project.
  await navigate('projectsVacancy');
  const expo = page.getByRole('region', { name: 'Spring Expo (1 position)' });
  await expect(
    expo.getByRole('article', { name: 'Stagehand · Booth pre-build' }).getByText('Applied'),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the api refuses what the machine refuses: a position already taken answers 409 with its reason', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('crew');
  await navigate('vacancies');
  await expect(page.getByRole('article', { name: 'Stagehand · Booth pre-build' })).toBeVisible();
  const answer = await page.evaluate(async () => {
    const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token;
    const headers = { authorization: `Bearer ${bearer}`, type: 'MOBILE' };
    const list = (await (await fetch('/api/v1/vacancies', { headers })).json()) as {
      items: { id: number; crew: { caption: string } }[];
    };
    const id = list.items.find((item) => item.crew.caption === 'Booth pre-build')?.id;
    const first = await fetch(`/api/v1/projectCrewItems/${id}/applyVacancy`, {
      method: 'POST',
      headers,
    });
    const again = await fetch(`/api/v1/projectCrewItems/${id}/applyVacancy`, {
      method: 'POST',
      headers,
    });
    return { first: first.status, again: again.status, body: (await again.json()) as unknown };
  });
  expect(answer).toMatchObject({
    first: 200,
    again: 409,
    body: { reason: 'CREW_ITEM_ALREADY_TAKEN' },
  });
});
