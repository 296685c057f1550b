import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { expectToast } from '../../lib/testing/job-fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { NotificationSettingsPage } from './NotificationSettingsPage';
import { deviceLabel, keyBytes } from './push-device';
import en from './locales/en.json';

const namespaces = { notifications: en };

function signedIn(userRights: SessionData['userRights'] = { persons: { READ: 'OWN' } }) {
  return {
    status: 'signedIn',
    session: sessionFixture({ userRights }),
    error: null,
    signIn: () => {},
    logout: () => {},
  } as const;
}

const TYPES = [
  'jobOffered',
  'jobChanged',
  'jobConfirmed',
  'jobReminder',
  'documentToSign',
  'payrollReady',
  'vacationAnswered',
  'receiptAnswered',
  'profilePictureAnswered',
  'crewItemStatusChanged',
];

function settings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'NotificationSettings',
    id: '12',
    channels: TYPES.map((type) => ({
      __typename: 'NotificationChannelChoice',
      type,
      channel: type === 'payrollReady' ? 'both' : 'push',
    })),
    quietHours: null,
    timeZone: 'Europe/Amsterdam',
    vapidPublicKey: 'B'.repeat(87),
    devices: [
      {
        __typename: 'PushDevice',
        id: '3',
        label: 'Chrome · Android',
        createdAt: '2026-11-20T09:00:00+00:00',
        lastSentAt: null,
      },
    ],
    ...overrides,
  };
}

function open(resolve: FixtureResolver, session = signedIn()) {
  return renderRoute(<NotificationSettingsPage />, {
    path: '/profile/notifications',
    url: '/profile/notifications',
    namespaces,
    resolve,
    session,
  });
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('the notification settings screen', () => {
  it('shows the channels, the devices and the quiet hours; the planners’ type only to planners', async () => {
    open(() => ({ data: { notificationSettings: settings() } }));
    expect(await screen.findByRole('heading', { name: 'Quiet hours' })).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: 'Payroll ready' }) as HTMLSelectElement).value,
    ).toBe('both');
    expect((screen.getByRole('combobox', { name: 'Job offered' }) as HTMLSelectElement).value).toBe(
      'push',
    );
    expect(screen.queryByRole('combobox', { name: 'Crew item status changed' })).toBeNull();
    expect(screen.getByText('Chrome · Android')).toBeTruthy();
    // jsdom has no PushManager: the screen says this browser cannot, instead of a switch that fails.
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeTruthy();
  });

  it('shows the crew item type to a planner', async () => {
    open(
      () => ({ data: { notificationSettings: settings() } }),
      signedIn({ persons: { READ: 'ALL' }, planningCrewItemList: { READ: 'ALL' } }),
    );
    expect(await screen.findByRole('combobox', { name: 'Crew item status changed' })).toBeTruthy();
  });

  it('saves a channel as soon as it is chosen', async () => {
    const sent: Record<string, unknown>[] = [];
    open((name, variables) => {
      if (name === 'UpdateNotificationSettings') {
        sent.push(variables);
        return {
          data: {
            updateNotificationSettings: settings({
              channels: TYPES.map((type) => ({
                __typename: 'NotificationChannelChoice',
                type,
                channel: type === 'jobReminder' ? 'none' : 'push',
              })),
            }),
          },
        };
      }
      return { data: { notificationSettings: settings() } };
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Reminder before the shift' }),
      'none',
    );
    await expectToast('Saved.', 'status');
    expect(sent).toEqual([{ input: { channels: [{ type: 'jobReminder', channel: 'none' }] } }]);
    expect(
      (screen.getByRole('combobox', { name: 'Reminder before the shift' }) as HTMLSelectElement)
        .value,
    ).toBe('none');
  });

  it('sets quiet hours, refuses equal times, and clears them', async () => {
    const sent: Record<string, unknown>[] = [];
    open((name, variables) => {
      if (name === 'UpdateNotificationSettings') {
        sent.push(variables);
        const input = variables.input as { quietHours?: { from: string; to: string } };
        return {
          data: {
            updateNotificationSettings: settings({
              quietHours: input.quietHours
                ? { __typename: 'QuietHours', ...input.quietHours }
                : null,
            }),
          },
        };
      }
      return { data: { notificationSettings: settings() } };
    });
    const section = await screen.findByRole('region', { name: 'Quiet hours' });
    expect(within(section).getByText(/Europe\/Amsterdam/)).toBeTruthy();
    await userEvent.click(within(section).getByText('Quiet hours on'));
    const from = within(section).getByLabelText('From');
    const to = within(section).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '22:00');
    expect(within(section).getByText('Start and end must differ.')).toBeTruthy();
    expect(
      (within(section).getByRole('button', { name: 'Save quiet hours' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent.clear(from);
    await userEvent.type(from, '23:00');
    await userEvent.clear(to);
    await userEvent.type(to, '06:30');
    await userEvent.click(within(section).getByRole('button', { name: 'Save quiet hours' }));
    await expectToast('Saved.', 'status');
    expect(sent).toEqual([{ input: { quietHours: { from: '23:00', to: '06:30' } } }]);
  });

  it('removes a device and shows a refusal in words', async () => {
    let removals = 0;
    open((name) => {
      if (name === 'RemovePushDevice') {
        removals += 1;
        return removals === 1
          ? {
              error: {
                message: 'not found',
                code: 'NOT_FOUND',
                reason: 'PUSH_SUBSCRIPTION_NOT_FOUND',
              },
            }
          : { data: { removePushDevice: settings({ devices: [] }) } };
      }
      return { data: { notificationSettings: settings() } };
    });
    const remove = await screen.findByRole('button', { name: 'Remove Chrome · Android' });
    await userEvent.click(remove);
    await expectToast('This device was not found.', 'alert');
    await userEvent.click(remove);
    await expectToast('The device was removed.', 'status');
    expect(await screen.findByText('No device receives your push notifications yet.')).toBeTruthy();
  });

  it('has the loading, error and forbidden states', async () => {
    const view = open(() => 'loading');
    expect(screen.getByText('Loading your notification settings')).toBeTruthy();
    view.unmount();
    const failed = open(() => ({ error: { message: 'boom', code: 'INTERNAL' } }));
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeTruthy();
    failed.unmount();
    open(() => ({ error: { message: 'no', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to notification settings.')).toBeTruthy();
  });
});

describe('push device helpers', () => {
  it('names a device by browser and system', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox · Linux');
  });

  it('turns the base64url VAPID key into its 65 bytes', () => {
    const bytes = keyBytes(
      Buffer.from(Uint8Array.from({ length: 65 }, (_, index) => index)).toString('base64url'),
    );
    expect(bytes).toHaveLength(65);
    expect(bytes[64]).toBe(64);
  });
});
