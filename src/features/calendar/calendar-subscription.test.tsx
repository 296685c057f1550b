import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { expectToast } from '../../lib/testing/job-fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { CalendarSubscriptionPage } from './CalendarSubscriptionPage';
import { feedUrls } from '../../lib/calendar/feed-urls';
import en from './locales/en.json';

const session = {
  status: 'signedIn',
  session: sessionFixture(),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;
const TOKEN = 'A'.repeat(43);
const PATH = `/api/v1/public/calendarFeed/${TOKEN}.ics`;

function open(resolve: FixtureResolver) {
  return renderRoute(<CalendarSubscriptionPage />, {
    path: '/profile/calendar-subscription',
    url: '/profile/calendar-subscription',
    namespaces: { calendar: en },
    resolve,
    session,
  });
}

describe('feedUrls', () => {
  it('gives the https, webcal and Google forms of one feed', () => {
    expect(feedUrls('https://crew.example.com', PATH)).toEqual({
      https: `https://crew.example.com${PATH}`,
      webcal: `webcal://crew.example.com${PATH}`,
      google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://crew.example.com${PATH}`)}`,
    });
  });
});

describe('CalendarSubscriptionPage', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows loading, then an error with retry', async () => {
    let failing = true;
    open(() =>
      failing ? { networkError: 'Failed to fetch' } : { data: { calendarSubscriptions: [] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your calendar subscription could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no calendar subscription yet.')).toBeTruthy();
  });

  it('says so when the person may not publish a calendar', async () => {
    open(() => ({ error: { message: 'no', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to a calendar subscription.')).toBeTruthy();
  });

  it('creates a feed and shows its webcal, https and Google addresses once, with copy and share', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    let subscriptions: unknown[] = [];
    const resolve = vi.fn<FixtureResolver>((operation) => {
      if (operation === 'CreateCalendarSubscription') {
        subscriptions = [
          { __typename: 'CalendarSubscription', id: '9', createdAt: '2026-11-24T03:00:00+00:00' },
        ];
        return {
          data: {
            createCalendarSubscription: {
              __typename: 'CreatedCalendarSubscription',
              id: '9',
              createdAt: '2026-11-24T03:00:00+00:00',
              feedPath: PATH,
            },
          },
        };
      }
      return { data: { calendarSubscriptions: subscriptions } };
    });
    open(resolve);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create calendar subscription' }),
    );
    await expectToast('Calendar subscription created', 'status');
    const section = await screen.findByRole('region', { name: 'Your new calendar address' });
    const urls = feedUrls(window.location.origin, PATH);
    expect(
      (within(section).getByLabelText('Calendar app address (webcal)') as HTMLInputElement).value,
    ).toBe(urls.webcal);
    expect((within(section).getByLabelText('Web address (https)') as HTMLInputElement).value).toBe(
      urls.https,
    );
    expect(
      within(section).getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href'),
    ).toBe(urls.webcal);
    expect(
      within(section).getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'),
    ).toBe(urls.google);
    await userEvent.click(
      within(section).getByRole('button', { name: 'Copy the Web address (https)' }),
    );
    expect(writeText).toHaveBeenCalledWith(urls.https);
    await userEvent.click(within(section).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'My Crew Hub calendar', url: urls.https });
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeTruthy();
  });

  it('offers no share button where the browser cannot share', async () => {
    open((operation) =>
      operation === 'CreateCalendarSubscription'
        ? {
            data: {
              createCalendarSubscription: {
                __typename: 'CreatedCalendarSubscription',
                id: '9',
                createdAt: '2026-11-24T03:00:00+00:00',
                feedPath: PATH,
              },
            },
          }
        : { data: { calendarSubscriptions: [] } },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create calendar subscription' }),
    );
    await screen.findByRole('region', { name: 'Your new calendar address' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('revokes an active feed after the confirm prompt, and cancelling does nothing', async () => {
    let subscriptions: unknown[] = [
      { __typename: 'CalendarSubscription', id: '9', createdAt: '2026-11-20T10:00:00+00:00' },
    ];
    const resolve = vi.fn<FixtureResolver>((operation) => {
      if (operation === 'RevokeCalendarSubscription') {
        subscriptions = [];
        return { data: { revokeCalendarSubscription: '9' } };
      }
      return { data: { calendarSubscriptions: subscriptions } };
    });
    open(resolve);
    expect(
      await screen.findByRole('heading', { name: 'Your subscription is active' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt.textContent).toContain('Calendars using it will no longer be updated.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(resolve).not.toHaveBeenCalledWith('RevokeCalendarSubscription', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await expectToast('Calendar subscription revoked. The address no longer works.', 'status');
    expect(resolve).toHaveBeenCalledWith('RevokeCalendarSubscription', { id: '9' });
    await waitFor(() =>
      expect(screen.getByText('You have no calendar subscription yet.')).toBeTruthy(),
    );
  });

  it('renews after the confirm prompt and shows the new address', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'CreateCalendarSubscription'
        ? {
            data: {
              createCalendarSubscription: {
                __typename: 'CreatedCalendarSubscription',
                id: '10',
                createdAt: '2026-11-24T03:00:00+00:00',
                feedPath: PATH,
              },
            },
          }
        : {
            data: {
              calendarSubscriptions: [
                {
                  __typename: 'CalendarSubscription',
                  id: '9',
                  createdAt: '2026-11-20T10:00:00+00:00',
                },
              ],
            },
          },
    );
    open(resolve);
    await userEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt.textContent).toContain('The current address stops working');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('region', { name: 'Your new calendar address' })).toBeTruthy();
  });
});
