import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';

test('planner@ creates a membership crew, adds a member found by name and removes them', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('planner');
  await navigate('membershipCrews');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Festival season pool' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await main.getByRole('textbox', { name: 'Name' }).fill('Winter market pool');
  await main.getByRole('button', { name: 'Create crew' }).click();
  await expect(main.getByRole('heading', { name: 'Winter market pool' })).toBeVisible();
  await expect(main.getByText('No members yet.')).toBeVisible();

  await main.getByRole('searchbox', { name: 'Find a crew member by name' }).fill('mila');
  await main.getByRole('button', { name: 'Add Mila Bakker to the crew' }).click();
  await expect(main.getByRole('link', { name: 'Mila Bakker' })).toBeVisible();
  await expect(main.getByText('Members: 1')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Stored: a reload shows the member; their contact page offers tel: and mailto: links.
  await page.reload();
  await main.getByRole('link', { name: 'Mila Bakker' }).click();
  await expect(main.getByRole('heading', { name: 'Mila Bakker' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Call Mila Bakker' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(main.getByRole('link', { name: 'E-mail Mila Bakker' })).toHaveAttribute(
    'href',
    'mailto:mila.bakker@demo.test',
  );
  expect(await violations(page)).toEqual([]);
  await main.getByRole('link', { name: 'Back to Winter market pool' }).click();

  await main.getByRole('button', { name: 'Remove Mila Bakker' }).click();
  await main.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(main.getByText('No members yet.')).toBeVisible();
  await page.reload();
  await expect(main.getByText('No members yet.')).toBeVisible();
});

test('the planner crew shows each crew’s members and their days, the period in the URL', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('planner');
  await navigate('plannerCrew');
  const main = page.getByRole('main');
  const stage = main.getByRole('article', { name: 'Stage hands A-team' });
  await expect(stage.getByText('Alex Janssen')).toBeVisible();
  await expect(
    stage.getByRole('list', { name: 'Availability of Alex Janssen' }).getByRole('img'),
  ).toHaveCount(14);
  expect(await violations(page)).toEqual([]);
  await main.getByRole('link', { name: 'Later two weeks' }).click();
  await expect(page).toHaveURL(/\/planner-crew\?from=\d{4}-\d{2}-\d{2}$/);
  await expect(main.getByRole('article', { name: 'Warehouse and logistics' })).toBeVisible();
});
