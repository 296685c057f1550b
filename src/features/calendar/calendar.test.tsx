import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime, Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../lib/testing/job-fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { dayStates, jobDays, touchesConfirmedJob, visibleRange } from './day-states';
import { CalendarMonth } from './CalendarMonth';
import { PersonalCalendarPage } from './PersonalCalendarPage';
import en from './locales/en.json';

const namespaces = { calendar: en };

beforeEach(() => {
  Settings.defaultZone = 'UTC';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  Settings.defaultZone = 'system';
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

function job(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Job',
    id: '31',
    status: 'confirmed',
    startsAt: '2026-11-21T08:00:00+00:00',
    endsAt: '2026-11-21T16:00:00+00:00',
    timeZone: 'UTC',
    spare: false,
    changedAt: null,
    function: { __typename: 'JobFunction', id: '2', caption: 'Stagehand' },
    project: { __typename: 'Project', id: '5', number: '1001', name: 'Winter Festival' },
    location: { __typename: 'Location', id: '3', caption: 'Ahoy Arena', city: 'Rotterdam' },
    ...overrides,
  };
}

function calendar(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      personalCalendar: {
        __typename: 'PersonalCalendar',
        dateFrom: '2026-10-26',
        dateTo: '2026-12-06',
        jobs: [
          job(),
          job({
            id: '40',
            status: 'pending',
            startsAt: '2026-11-28T12:00:00+00:00',
            endsAt: '2026-11-28T23:00:00+00:00',
            function: { __typename: 'JobFunction', id: '4', caption: 'Rigger' },
          }),
          job({
            id: '41',
            startsAt: '2026-11-28T10:00:00+00:00',
            endsAt: '2026-11-28T14:00:00+00:00',
          }),
        ],
        doubleBookedJobIds: ['40', '41'],
        blockDates: [
          {
            __typename: 'BlockDate',
            id: '7',
            beginDate: '2026-11-25',
            endDate: '2026-11-25',
            reason: 'Dentist appointment',
          },
        ],
        vacationRequests: [
          {
            __typename: 'VacationRequest',
            id: '8',
            beginDate: '2026-11-10',
            endDate: '2026-11-12',
            paid: true,
            note: 'Autumn break',
            status: 'approved',
            decisionReason: null,
          },
          {
            __typename: 'VacationRequest',
            id: '9',
            beginDate: '2026-12-03',
            endDate: '2026-12-04',
            paid: false,
            note: null,
            status: 'requested',
            decisionReason: null,
          },
        ],
        absences: [
          {
            __typename: 'Absence',
            id: '3',
            kind: 'sick',
            beginDate: '2026-11-18',
            endDate: '2026-11-18',
            note: null,
          },
        ],
        bankHolidays: [
          {
            __typename: 'BankHoliday',
            id: '1',
            date: '2026-11-27',
            name: 'Company day (office closed)',
          },
        ],
        ...overrides,
      },
    },
  };
}

function open(resolve: FixtureResolver) {
  return renderRoute(<PersonalCalendarPage />, {
    path: '/personal-calendar',
    url: '/personal-calendar',
    namespaces,
    resolve,
  });
}

const dayButton = (label: RegExp) => screen.getByRole('button', { name: label });

describe('day states', () => {
  it('puts every entry on its days, in legend order', () => {
    const states = dayStates(calendar().data.personalCalendar as never);
    expect(states.get('2026-11-21')).toEqual(['confirmed']);
    expect(states.get('2026-11-28')).toEqual(['confirmed', 'requestPending', 'doubleBooking']);
    expect(states.get('2026-11-11')).toEqual(['vacationPaid']);
    expect(states.get('2026-12-04')).toEqual(['requestPending', 'vacationUnpaid']);
    expect(states.get('2026-11-18')).toEqual(['sick']);
    expect(states.get('2026-11-25')).toEqual(['blocked']);
    expect(states.get('2026-11-27')).toEqual(['bankHoliday']);
  });

  it('reads spare, changed, cancelled and no-show jobs as the legend does', () => {
    const states = dayStates({
      jobs: [
        {
          id: '1',
          status: 'pending',
          spare: true,
          startsAt: '2026-11-02T08:00:00+00:00',
          endsAt: '2026-11-02T10:00:00+00:00',
          timeZone: 'UTC',
        },
        {
          id: '2',
          status: 'confirmed',
          spare: false,
          changedAt: '2026-11-01T08:00:00+00:00',
          startsAt: '2026-11-03T08:00:00+00:00',
          endsAt: '2026-11-03T10:00:00+00:00',
          timeZone: 'UTC',
        },
        {
          id: '3',
          status: 'cancelled',
          spare: false,
          startsAt: '2026-11-04T08:00:00+00:00',
          endsAt: '2026-11-04T10:00:00+00:00',
          timeZone: 'UTC',
        },
        {
          id: '4',
          status: 'noShow',
          spare: false,
          startsAt: '2026-11-05T08:00:00+00:00',
          endsAt: '2026-11-05T10:00:00+00:00',
          timeZone: 'UTC',
        },
      ],
      doubleBookedJobIds: [],
      blockDates: [],
      vacationRequests: [
        { beginDate: '2026-11-06', endDate: '2026-11-06', paid: true, status: 'declined' },
      ],
      absences: [{ beginDate: '2026-11-07', endDate: '2026-11-07', kind: 'lateRefusal' }],
      bankHolidays: [],
    });
    expect([...states.entries()]).toEqual([
      ['2026-11-02', ['spare']],
      ['2026-11-03', ['confirmed', 'changed']],
      ['2026-11-04', ['cancellation']],
      ['2026-11-05', ['absence']],
      ['2026-11-07', ['absence']],
    ]);
  });

  it('spreads a night shift over both days and asks for the six weeks the grid shows', () => {
    expect(
      jobDays({ startsAt: '2026-11-21T20:00:00+00:00', endsAt: '2026-11-22T02:00:00+00:00' }),
    ).toEqual(['2026-11-21', '2026-11-22']);
    expect(
      jobDays({ startsAt: '2026-11-21T20:00:00+00:00', endsAt: '2026-11-22T00:00:00+00:00' }),
    ).toEqual(['2026-11-21']);
    expect(visibleRange(DateTime.fromISO('2026-11-01'))).toEqual({
      dateFrom: '2026-10-26',
      dateTo: '2026-12-06',
    });
    const jobs = calendar().data.personalCalendar.jobs as never;
    expect(touchesConfirmedJob(jobs, '2026-11-20', '2026-11-21')).toBe(true);
    expect(touchesConfirmedJob(jobs, '2026-11-22', '2026-11-27')).toBe(false);
  });
});

describe('PersonalCalendarPage', () => {
  it('shows a busy state while the month loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading your calendar' })).toBeTruthy();
  });

  it('says so when the calendar cannot be loaded', async () => {
    open(() => ({ networkError: 'Failed to fetch' }));
    expect(await screen.findByText('Your calendar could not be loaded.')).toBeTruthy();
  });

  it('asks for the visible six weeks and marks today and every day’s states, with the legend', async () => {
    const resolve = vi.fn<FixtureResolver>(() => calendar());
    open(resolve);
    expect(await screen.findByRole('heading', { name: 'Legend' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('PersonalCalendar', {
      dateFrom: '2026-10-26',
      dateTo: '2026-12-06',
    });
    expect(dayButton(/Saturday, November 21, 2026, Today, Confirmed position/)).toBeTruthy();
    expect(
      dayButton(/November 28, 2026, Confirmed position, Request pending, Double booking/),
    ).toBeTruthy();
    expect(dayButton(/November 27, 2026, Bank holiday/)).toBeTruthy();
    expect(dayButton(/November 18, 2026, Sick day/)).toBeTruthy();
    const legend = screen.getByRole('region', { name: 'Legend' });
    for (const label of [
      'Confirmed position',
      'Request pending',
      'Double booking',
      'Spare position',
      'Vacation day (paid)',
      'Vacation day (unpaid)',
      'Sick day',
      'Absence / no show / outage / late refusal',
      'Bank holiday',
      'Changed',
      'Cancellation',
    ]) {
      expect(within(legend).getByText(label)).toBeTruthy();
    }
    // Today's entries below the month: the job is a real link to the job.
    const today = screen.getByRole('region', { name: 'Saturday, November 21, 2026' });
    expect(within(today).getByRole('link', { name: 'Stagehand' }).getAttribute('href')).toBe(
      '/jobs/31',
    );
  });

  it('moves to the next month and asks for its weeks', async () => {
    const resolve = vi.fn<FixtureResolver>(() => calendar());
    open(resolve);
    await userEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(resolve).toHaveBeenCalledWith('PersonalCalendar', {
      dateFrom: '2026-11-30',
      dateTo: '2027-01-10',
    });
  });

  it('asks before blocking a confirmed date, then blocks it with a toast', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'BlockDate'
        ? {
            data: {
              blockDate: {
                __typename: 'BlockDate',
                id: '12',
                beginDate: '2026-11-21',
                endDate: '2026-11-21',
                reason: 'Exam',
              },
            },
          }
        : calendar(),
    );
    open(resolve);
    await userEvent.click(await screen.findByRole('button', { name: 'Block a date' }));
    const form = screen.getByRole('form', { name: 'Block a date' });
    await userEvent.click(within(form).getByRole('button', { name: 'Block' }));
    expect(within(form).getByText('Please give a reason.')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Exam');
    await userEvent.click(within(form).getByRole('button', { name: 'Block' }));
    const prompt = screen.getByRole('alertdialog', {
      name: 'Are you sure? This date is already confirmed',
    });
    expect(resolve.mock.calls.some(([operation]) => operation === 'BlockDate')).toBe(false);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, continue' }));
    await expectToast('The date is blocked.', 'status');
    const sent = resolve.mock.calls.find(([operation]) => operation === 'BlockDate')?.[1];
    expect(sent).toMatchObject({
      input: { beginDate: '2026-11-21', endDate: '2026-11-21', reason: 'Exam' },
      idempotencyKey: expect.any(String),
    });
  });

  it('deletes a blocked date after its prompt, and cancelling sends nothing', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'DeleteBlockDate' ? { data: { deleteBlockDate: '7' } } : calendar(),
    );
    open(resolve);
    await userEvent.click(
      await screen.findByRole('button', { name: /November 25, 2026, Blocked date/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete blocked date' }));
    const prompt = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this blocked date?',
    });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(resolve.mock.calls.some(([operation]) => operation === 'DeleteBlockDate')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete blocked date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expectToast('The blocked date was deleted.', 'status');
    expect(resolve).toHaveBeenCalledWith('DeleteBlockDate', { id: '7' });
  });

  it('offers to delete only a requested vacation, naming its dates; a refusal shows its reason', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'DeleteVacationRequest'
        ? {
            error: {
              message: 'not deletable',
              code: 'CONFLICT',
              reason: 'VACATION_REQUEST_NOT_DELETABLE',
            },
          }
        : calendar(),
    );
    open(resolve);
    await userEvent.click(
      await screen.findByRole('button', { name: /November 11, 2026, Vacation day \(paid\)/ }),
    );
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete vacation request' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(await screen.findByRole('button', { name: /December 3, 2026/ }));
    expect(screen.getByText('Requested')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete vacation request' }));
    screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this requested vacation from Dec 3, 2026 to Dec 4, 2026?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expectToast(
      'This vacation request has already been decided and can no longer be deleted.',
      'alert',
    );
  });

  it('requests vacation, paid or unpaid, with a note', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'RequestVacation'
        ? {
            data: {
              requestVacation: {
                __typename: 'VacationRequest',
                id: '20',
                beginDate: '2026-11-23',
                endDate: '2026-11-24',
                paid: false,
                note: 'Trip',
                status: 'requested',
                decisionReason: null,
              },
            },
          }
        : calendar(),
    );
    open(resolve);
    await userEvent.click(await screen.findByRole('button', { name: /November 23, 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Request vacation' }));
    const form = screen.getByRole('form', { name: 'Request vacation' });
    const to = within(form).getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-24');
    await userEvent.click(within(form).getByRole('radio', { name: 'Unpaid' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Note/ }), 'Trip');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await expectToast('Your vacation request was sent.', 'status');
    expect(
      resolve.mock.calls.find(([operation]) => operation === 'RequestVacation')?.[1],
    ).toMatchObject({
      input: { beginDate: '2026-11-23', endDate: '2026-11-24', paid: false, note: 'Trip' },
    });
  });

  it('keeps the month but disables the forms with a reason when offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    open(() => calendar());
    const block = await screen.findByRole('button', { name: 'Block a date' });
    expect(block.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Request vacation' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getAllByText(/You are offline/).length).toBeGreaterThan(0);
  });
});

describe('CalendarMonth in a profile zone far from the device', () => {
  it('shows the profile’s month and hands back the day tapped, not the device’s', async () => {
    // The device (jsdom) runs in UTC; the person's profile says Tokyo, nine hours ahead: the first
    // of the month in Tokyo is still the last day of the previous month in UTC.
    Settings.defaultZone = 'Asia/Tokyo';
    const onSelect = vi.fn();
    renderRoute(
      <CalendarMonth
        month={DateTime.fromISO('2026-11-01').startOf('month')}
        onMonthChange={() => {}}
        selected="2026-11-24"
        onSelect={onSelect}
        states={new Map()}
      />,
      { path: '/', url: '/', namespaces: { calendar: en } },
    );
    expect(await screen.findByText('November 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Thursday, November 26, 2026/ }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-26');
  });
});
