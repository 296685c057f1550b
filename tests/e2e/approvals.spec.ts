import { axeViolations } from './axe';
import { expect, test } from './fixtures';

// The office's approvals through the real stack, as office@ (who reads German): its home counts
// what waits and links to Freigaben; it approves crew@'s vacation request with a note and rejects
// crew@'s handed-in receipt, first without a reason (refused on the form), then with one; crew@
// then reads the outcome on the receipt (with the reason) and in the personal calendar. axe clean,
// with the rule that a button's name holds its visible label.

test('office@ approves a vacation request and rejects a receipt with a reason; crew@ sees both', async ({
  page,
  signIn,
  navigate,
}) => {
  test.slow();
  await signIn('office');
  await navigate('home');
  const waiting = page.getByRole('region', { name: 'Wartet auf deine Entscheidung' });
  await expect(waiting.getByText('Urlaubsanträge: 1')).toBeVisible();
  await expect(waiting.getByText('Profilbilder: 1')).toBeVisible();
  await waiting.getByRole('link', { name: 'Freigaben öffnen' }).click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Freigaben' })).toBeVisible();

  const vacation = page.getByRole('region', { name: 'Urlaubsanträge' });
  const request = vacation
    .getByRole('article')
    .filter({ hasText: 'Notiz: Visiting family abroad' });
  await expect(request.getByText('Unbezahlt')).toBeVisible();
  const receipts = page.getByRole('region', { name: 'Belege' });
  const arena = receipts.getByRole('article').filter({ hasText: 'Travel to the arena' });
  await expect(arena.getByText('MwSt.', { exact: true })).toBeVisible();
  await expect(arena.getByRole('img', { name: /^Foto von Beleg R\d+$/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Profilbilder' })
      .getByRole('img', { name: 'Neues Profilbild von Alex Janssen' }),
  ).toBeVisible();
  expect(await axeViolations(page, ['label-content-name-mismatch', 'region'])).toEqual([]);

  await request.getByRole('textbox', { name: 'Begründung' }).fill('Gute Reise!');
  await request.getByRole('button', { name: /^Genehmigen: Urlaub von Alex Janssen/ }).click();
  await expect(page.getByText('Genehmigt: Alex Janssen wird benachrichtigt.')).toBeVisible();
  await expect(vacation.getByText('Kein Urlaubsantrag wartet.')).toBeVisible();

  // A rejection says why: the form refuses to send one without a reason.
  const reject = arena.getByRole('button', { name: /^Ablehnen: Beleg R\d+ von Alex Janssen$/ });
  await reject.click();
  await expect(
    arena.getByText('Schreib, warum, damit Alex Janssen weiß, was zu korrigieren ist.'),
  ).toBeVisible();
  await arena.getByRole('textbox', { name: 'Begründung' }).fill('Der Parkschein fehlt.');
  await reject.click();
  await expect(page.getByText('Abgelehnt: Alex Janssen wird benachrichtigt.')).toBeVisible();
  await expect(
    receipts.getByRole('article').filter({ hasText: 'Travel to the arena' }),
  ).toHaveCount(0);
  expect(await axeViolations(page, ['label-content-name-mismatch', 'region'])).toEqual([]);

  // crew@ reads the outcome: the receipt rejected, with the office's reason and what to do.
  await signIn('crew');
  await navigate('receipts');
  await page
    .getByRole('list', { name: 'Your receipts' })
    .getByRole('link', { name: 'Travel to the arena' })
    .click();
  await expect(page.getByText('The office says: Der Parkschein fehlt.')).toBeVisible();
  await expect(
    page.getByText('The office rejected this receipt: correct it and hand it in again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand in to the office' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reject/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // …and the vacation approved, with the note, on its days in the personal calendar.
  await navigate('personalCalendar');
  // The month's days once loaded (a day button names its date); the request may fall in the next.
  await expect(page.getByRole('button', { name: /^\w+day, \w+ \d+, \d{4}/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const vacationDay = page.getByRole('button', { name: /Vacation day \(unpaid\)/ }).first();
  if ((await vacationDay.count()) === 0)
    await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .getByRole('button', { name: /Vacation day \(unpaid\)/ })
    .first()
    .click();
  const entry = page.getByRole('article').filter({ hasText: 'Visiting family abroad' });
  await expect(entry.getByText('Approved', { exact: true })).toBeVisible();
  await expect(entry.getByText('The office says: Gute Reise!')).toBeVisible();
});

test('the receipt page gives the office its decision, and a crew member none', async ({
  page,
  signIn,
  navigate,
}) => {
  await signIn('office');
  await navigate('receipts');
  await page.getByRole('link', { name: 'Parking at the depot' }).click();
  await expect(
    page.getByText(/^Eingereicht von Sam de Vries: Er wartet auf deine Entscheidung\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Genehmigen: Beleg R\d+$/ }).click();
  await expect(page.getByText('Genehmigt: Sam de Vries wird benachrichtigt.')).toBeVisible();
  await expect(
    page.getByText('Dieser Beleg ist genehmigt und kann nicht mehr geändert werden.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Genehmigen/ })).toHaveCount(0);
  expect(await axeViolations(page, ['label-content-name-mismatch'])).toEqual([]);
});
