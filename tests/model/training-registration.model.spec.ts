import type { Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import {
  trainingRegistrationMachine,
  type TrainingParticipationStatus,
  type TrainingRegistrationEvent,
} from '../../machines/trainingRegistration.machine';
import { canTransition } from '../../machines/transitions';
import trainings from '../../src/features/trainings/locales/en.json' with { type: 'json' };
import { expect, pathOf, test } from '../e2e/fixtures';

/**
 * machines/trainingRegistration.machine.ts driven through the real UI (DESIGN.md: tests/model/), as
 * crew@ on a tenant of each test's own.
 *
 * 1. Every training of the seed (each status, open / closed, with and without a seat): the screen
 *    offers Register / Unregister exactly where the machine allows it with that training's facts.
 * 2. Every shortest path of the chart over the events the UI can send for an open training with
 *    seats (register, unregister): each step clicks the button and the card shows the status the
 *    machine goes to, and a reload shows it stored. 'training.complete' is the office's (no UI
 *    yet); machines/trainingRegistration.model.test.ts covers it at machine level.
 */
const OPEN = 'Working at height: harness refresher';
const STATUS_TEXT: Record<TrainingParticipationStatus, string> = trainings.status;

type Facts = { status: TrainingParticipationStatus; registrationOpen: boolean; seatLeft: boolean };

/** The seed's trainings of crew@ and their facts (api/routes/trainings/trainings.seed.ts). */
const SEEDED: Record<string, Facts> = {
  [OPEN]: { status: 'invited', registrationOpen: true, seatLeft: true },
  'Forklift licence renewal': { status: 'registered', registrationOpen: true, seatLeft: true },
  'Rigging basics: motors and truss': {
    status: 'invited',
    registrationOpen: true,
    seatLeft: false,
  },
  'Fire safety and evacuation': { status: 'invited', registrationOpen: false, seatLeft: true },
  'First aid at events': { status: 'completed', registrationOpen: false, seatLeft: true },
};

const allowed = (facts: Facts) => ({
  register: canTransition(trainingRegistrationMachine, facts.status, {
    type: 'training.register',
    registrationOpen: facts.registrationOpen,
    seatLeft: facts.seatLeft,
  }),
  unregister: canTransition(trainingRegistrationMachine, facts.status, {
    type: 'training.unregister',
    registrationOpen: facts.registrationOpen,
  }),
});

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function expectCard(page: Page, title: string, facts: Facts) {
  const shown = card(page, title);
  await expect(shown.getByText(STATUS_TEXT[facts.status], { exact: true })).toBeVisible();
  const can = allowed(facts);
  await expect(shown.getByRole('button', { name: `Register for ${title}` })).toHaveCount(
    can.register ? 1 : 0,
  );
  await expect(shown.getByRole('button', { name: `Unregister from ${title}` })).toHaveCount(
    can.unregister ? 1 : 0,
  );
}

test('every seeded training offers exactly what the machine allows', async ({ page, signIn }) => {
  test.slow();
  await signIn('crew');
  await page.goto(pathOf('trainings'));
  for (const [title, facts] of Object.entries(SEEDED)) await expectCard(page, title, facts);
});

const events: TrainingRegistrationEvent[] = [
  { type: 'training.register', registrationOpen: true, seatLeft: true },
  { type: 'training.unregister', registrationOpen: true },
];
const model = createTestModel(trainingRegistrationMachine, { events });

// The model's paths also use the chart's own events; 'training.complete' has no UI (the office's).
const paths = model
  .getShortestPaths()
  .filter((path) => path.steps.every((step) => step.event.type !== 'training.complete'));

test('the UI paths cover invited and registered both ways', () => {
  const walked = paths.flatMap((path) =>
    path.steps.map((step) => `${step.event.type}→${String(step.state.value)}`),
  );
  expect(walked).toEqual(
    expect.arrayContaining(['training.register→registered', 'training.unregister→invited']),
  );
});

for (const path of paths) {
  test(`through the UI: ${path.description}`, async ({ page, signIn }) => {
    test.slow();
    await signIn('crew');
    await page.goto(pathOf('trainings'));
    const facts: Facts = { ...SEEDED[OPEN]!, status: 'invited' };
    const click = (verb: 'Register for' | 'Unregister from') =>
      card(page, OPEN)
        .getByRole('button', { name: `${verb} ${OPEN}` })
        .click();
    await path.test({
      events: {
        'training.register': () => click('Register for'),
        'training.unregister': () => click('Unregister from'),
      },
      states: {
        '*': async (snapshot) => {
          facts.status = snapshot.value as TrainingParticipationStatus;
          await expectCard(page, OPEN, facts);
        },
      },
    });
    // Stored, not only shown.
    await page.reload();
    await expectCard(page, OPEN, facts);
  });
}
