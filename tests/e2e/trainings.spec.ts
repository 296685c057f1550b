import { axeViolations as violations } from './axe';
import { expect, test } from './fixtures';

test('a crew member registers for a training and unregisters; a full or closed one offers neither', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('crew');
  await navigate('trainings');
  const card = (title: string) => page.getByRole('article', { name: title });

  const harness = card('Working at height: harness refresher');
  await expect(harness.getByText('Invited')).toBeVisible();
  await expect(harness.getByText('Warehouse Amsterdam-Noord, training hall')).toBeVisible();
  await expect(harness.getByText(/^Registration open until /)).toBeVisible();
  await expect(harness.getByText('1 of 12 seats taken')).toBeVisible();
  await expect(card('Rigging basics: motors and truss').getByText('Fully booked')).toBeVisible();
  await expect(card('Rigging basics: motors and truss').getByRole('button')).toHaveCount(0);
  await expect(card('Fire safety and evacuation').getByText('Registration closed')).toBeVisible();
  await expect(card('First aid at events').getByText('Completed')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await harness
    .getByRole('button', { name: 'Register for Working at height: harness refresher' })
    .click();
  await expect(
    harness.getByText('You are registered for Working at height: harness refresher.'),
  ).toBeVisible();
  await expect(harness.getByText('Registered', { exact: true })).toBeVisible();
  await expect(harness.getByText('2 of 12 seats taken')).toBeVisible();

  // Stored: a reload shows the same.
  await page.reload();
  await expect(
    card('Working at height: harness refresher').getByText('Registered', { exact: true }),
  ).toBeVisible();
  await card('Working at height: harness refresher')
    .getByRole('button', { name: /^Unregister from/ })
    .click();
  await expect(card('Working at height: harness refresher').getByText('Invited')).toBeVisible();
  await expect(
    card('Working at height: harness refresher').getByText('1 of 12 seats taken'),
  ).toBeVisible();

  // The already registered one can be given back too.
  const forklift = card('Forklift licence renewal');
  await forklift.getByRole('button', { name: 'Unregister from Forklift licence renewal' }).click();
  await expect(forklift.getByText('Invited')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the api refuses what the machine refuses: a full training answers 409 with its reason', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('crew');
  await navigate('trainings');
  await expect(
    page.getByRole('article', { name: 'Rigging basics: motors and truss' }),
  ).toBeVisible();
  // From the page: only the browser resolves the test tenant's *.localhost host.
  const answer = await page.evaluate(async () => {
    const bearer = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token;
    const headers = { authorization: `Bearer ${bearer}`, type: 'MOBILE' };
    const list = (await (await fetch('/api/v1/trainings', { headers })).json()) as {
      items: { id: number; title: string }[];
    };
    const rigging = list.items.find((item) => item.title.startsWith('Rigging'));
    const refused = await fetch(`/api/v1/trainings/${rigging?.id}/register`, {
      method: 'POST',
      headers,
    });
    return { status: refused.status, body: (await refused.json()) as unknown };
  });
  expect(answer).toMatchObject({ status: 409, body: { reason: 'TRAINING_FULL' } });
});
