import { axeViolations } from './axe';
import { atPath, expect, pathOf, test } from './fixtures';

// The projects list at 360 px (the project's viewport).

test('a planner filters the projects by text and status, the filter survives a reload, and opens a project', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('planner');
  await navigate('projects');
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winter Festival' })).toBeVisible();
  // Internal sickness and vacation projects never show.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('vacation');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('boat show');
  await expect(page).toHaveURL(atPath(pathOf('projects'), { q: 'boat show' }));
  await expect(page.getByRole('article')).toHaveCount(4);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inquiry' });
  await page.getByRole('button', { name: 'Show projects' }).click();
  await expect(page).toHaveURL(atPath(pathOf('projects'), { q: 'boat show', status: 'inquiry' }));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Boat Show Amsterdam' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page).toHaveURL(atPath(pathOf('projects'), { q: 'boat show', status: 'inquiry' }));
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('boat show');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('link', { name: 'Boat Show Amsterdam' }).click();
  await expect(page).toHaveURL(atPath(pathOf('project', { number: '2702' })));
  await expect(page.getByRole('heading', { name: 'Boat Show Amsterdam' })).toBeVisible();
  // Back returns to the filtered list.
  await page.goBack();
  await expect(page).toHaveURL(atPath(pathOf('projects'), { q: 'boat show', status: 'inquiry' }));
  await expect(page.getByRole('link', { name: 'Boat Show Amsterdam' })).toBeVisible();
});

test("a client sees only their own company's projects", async ({ page, signIn, navigate }) => {
  await signIn('client');
  await navigate('projects');
  await expect(page.getByRole('link', { name: 'Winter Festival' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Eventful Ltd');
  await expect(page.getByRole('link', { name: 'Harbour Nights Concert' })).toHaveCount(0);
  // Another company's project is not found by its number either.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('1002');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const companies = page.getByRole('combobox', { name: 'Client' }).getByRole('option');
  await expect(companies).toHaveText(['All', 'Eventful Ltd']);
  expect(await axeViolations(page)).toEqual([]);
});
