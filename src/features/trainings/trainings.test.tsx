import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import common from '../../i18n/locales/en.json';
import en from './locales/en.json';
import { TrainingsPage } from './TrainingsPage';

beforeEach(() => {
  Settings.defaultZone = 'UTC';
});
afterEach(() => {
  Settings.defaultZone = 'system';
});

function training(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Training',
    id: '1',
    title: 'Working at height',
    description: 'Harness and rescue.',
    place: 'Warehouse Amsterdam-Noord',
    startsAt: '2026-12-04T08:00:00+00:00',
    endsAt: '2026-12-04T12:00:00+00:00',
    registrationDeadline: '2026-12-01T22:00:00+00:00',
    capacity: 12,
    takenSeats: 3,
    registrationOpen: true,
    seatLeft: true,
    status: 'invited',
    ...overrides,
  };
}

function open(resolve: FixtureResolver) {
  return renderRoute(<TrainingsPage />, {
    path: '/trainings',
    url: '/trainings',
    namespaces: { trainings: en, common },
    resolve,
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('TrainingsPage', () => {
  it('shows a busy state while the trainings load', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading your trainings' })).toBeTruthy();
  });

  it("says 'Trainings not found' when there is none", async () => {
    open(() => ({ data: { trainings: [] } }));
    expect(await screen.findByRole('heading', { name: 'Trainings not found' })).toBeTruthy();
  });

  it('shows each training with date, place, status, deadline and seats, and offers only what the machine allows', async () => {
    open(() => ({
      data: {
        trainings: [
          training(),
          training({ id: '2', title: 'Forklift renewal', status: 'registered' }),
          training({
            id: '3',
            title: 'Rigging basics',
            seatLeft: false,
            takenSeats: 2,
            capacity: 2,
          }),
          training({ id: '4', title: 'Fire safety', registrationOpen: false }),
          training({ id: '5', title: 'First aid', status: 'completed', registrationOpen: false }),
        ],
      },
    }));
    const first = await screen.findByRole('article', { name: 'Working at height' });
    expect(within(first).getByText('Invited')).toBeTruthy();
    expect(within(first).getByText('Fri, Dec 4, 8:00 AM – 12:00 PM')).toBeTruthy();
    expect(within(first).getByText('Warehouse Amsterdam-Noord')).toBeTruthy();
    expect(within(first).getByText('Registration open until Dec 1, 2026, 10:00 PM')).toBeTruthy();
    expect(within(first).getByText('3 of 12 seats taken')).toBeTruthy();
    expect(
      within(first).getByRole('button', { name: 'Register for Working at height' }),
    ).toBeTruthy();

    expect(
      within(card('Forklift renewal')).getByRole('button', {
        name: 'Unregister from Forklift renewal',
      }),
    ).toBeTruthy();
    expect(within(card('Rigging basics')).getByText('Fully booked')).toBeTruthy();
    expect(within(card('Rigging basics')).queryByRole('button')).toBeNull();
    expect(within(card('Fire safety')).getByText('Registration closed')).toBeTruthy();
    expect(within(card('Fire safety')).queryByRole('button')).toBeNull();
    expect(within(card('First aid')).getByText('Completed')).toBeTruthy();
    expect(within(card('First aid')).queryByRole('button')).toBeNull();
    expect(within(card('First aid')).queryByText(/Registration/)).toBeNull();
  });

  it('registers, and the card follows the answer', async () => {
    const asked: string[] = [];
    open((name, variables) => {
      asked.push(name);
      if (name === 'RegisterForTraining') {
        return {
          data: {
            registerForTraining: {
              __typename: 'Training',
              id: variables.id,
              status: 'registered',
              takenSeats: 4,
              seatLeft: true,
              registrationOpen: true,
            },
          },
        };
      }
      return { data: { trainings: [training()] } };
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Register for Working at height' }),
    );
    expect(await screen.findByText('You are registered for Working at height.')).toBeTruthy();
    expect(within(card('Working at height')).getByText('Registered')).toBeTruthy();
    expect(within(card('Working at height')).getByText('4 of 12 seats taken')).toBeTruthy();
    expect(
      within(card('Working at height')).getByRole('button', {
        name: 'Unregister from Working at height',
      }),
    ).toBeTruthy();
    expect(asked).toContain('RegisterForTraining');
  });

  it('shows the api’s refusal as its translated reason', async () => {
    open((name) =>
      name === 'RegisterForTraining'
        ? { error: { message: 'full', code: 'CONFLICT', reason: 'TRAINING_FULL' } }
        : { data: { trainings: [training()] } },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Register for Working at height' }),
    );
    expect(await screen.findByText('This training is full: no seats are left.')).toBeTruthy();
  });

  it('says there is no access, without a retry, when the right is missing', async () => {
    open(() => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to trainings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry that loads the trainings', async () => {
    let failing = true;
    open(() =>
      failing ? { networkError: 'Failed to fetch' } : { data: { trainings: [training()] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your trainings could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Working at height' })).toBeTruthy();
  });
});
