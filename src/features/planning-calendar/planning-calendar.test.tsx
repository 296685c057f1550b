import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import {
  renderRoute,
  signedInSession,
  type FixtureResolver,
} from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { PlanningCalendarPage } from './PlanningCalendarPage';
import { crewItemHref, planningHref, readPlanningParams } from './planning-calendar-params';

const entry = (
  id: string,
  label: string,
  beginDate: string,
  values: Partial<Record<string, unknown>> = {},
) => ({
  __typename: 'PlanningCalendarEntry',
  id,
  label,
  beginDate,
  endDate: beginDate,
  startsAt: null,
  endsAt: null,
  timeZone: null,
  crewItemId: null,
  status: null,
  spare: false,
  personId: '21',
  personName: 'Mila Bakker',
  projectNumber: null,
  projectName: null,
  crewCaption: null,
  functionName: null,
  ...values,
});

const item = (
  crewItemId: string,
  label: string,
  day: string,
  values: Partial<Record<string, unknown>> = {},
) =>
  entry(`crewItem:${crewItemId}`, label, day, {
    crewItemId,
    status: label === 'crew' ? 'confirmed' : 'pending',
    startsAt: `${day}T08:00:00+00:00`,
    endsAt: `${day}T16:00:00+00:00`,
    timeZone: 'UTC',
    projectNumber: '2601',
    projectName: 'Spring Fair',
    crewCaption: 'Build-up',
    functionName: 'Rigger',
    ...values,
  });

const MARCH = [
  entry('vacation:1', 'vacation', '2031-02-25', {
    endDate: '2031-03-03',
    personName: 'Noah Visser',
  }),
  item('11', 'crew', '2031-03-10'),
  item('12', 'requestPending', '2031-03-10', { personName: 'Sam Crew' }),
  item('13', 'requestedJob', '2031-03-11', { personName: 'Chris Chief', spare: true }),
  entry('blockDate:4', 'blockedDate', '2031-03-11'),
];

const answer = (entries: unknown[], total = entries.length) => ({
  data: { planningCalendar: { __typename: 'PlanningCalendar', total, entries } },
});

const LABELS = ['requestPending', 'blockedDate', 'requestedJob', 'vacation', 'crew'] as const;

/** The month's answer: every day of the grid with its entries counted per label, as the api does. */
const monthAnswer = (entries: ReturnType<typeof entry>[], from: string, to: string) => {
  const days = [];
  for (let day = DateTime.fromISO(from); day.toISODate()! <= to; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    const here = entries.filter((e) => e.beginDate <= date && (e.endDate as string) >= date);
    days.push({
      __typename: 'PlanningCalendarDay',
      date,
      ...Object.fromEntries(LABELS.map((l) => [l, here.filter((e) => e.label === l).length])),
    });
  }
  return { data: { planningCalendarDays: days } };
};

/** planner@: persons READ ALL, so each entry's person links their crew profile. */
const session = signedInSession({
  loginData: {
    person: { id: '30', caption: 'Pat Planner' },
    contactNumber: null,
    language: 'en',
    loginTypes: [{ caption: 'planner' }],
  },
  userRights: { planningCalendar: { READ: 'ALL' }, persons: { READ: 'ALL' } },
});

function open(resolve: FixtureResolver, url: string) {
  return renderRoute(<PlanningCalendarPage />, {
    path: '/planning-calendar',
    url,
    namespaces: { 'planning-calendar': en },
    resolve,
    session,
  });
}

describe('the planning calendar’s crew profile links', () => {
  it('are offered only to whoever may read anyone’s profile (a client reads none)', async () => {
    const client = signedInSession({
      loginData: {
        person: { id: '40', caption: 'Casey Client' },
        contactNumber: null,
        language: 'en',
        loginTypes: [{ caption: 'client' }],
      },
      userRights: { planningCalendar: { READ: 'OWN' }, persons: { READ: 'OWN' } },
    });
    renderRoute(<PlanningCalendarPage />, {
      path: '/planning-calendar',
      url: '/planning-calendar?view=day&date=2031-03-10',
      namespaces: { 'planning-calendar': en },
      resolve: () => answer(MARCH),
      session: client,
    });
    expect(await screen.findByRole('link', { name: 'Rigger · Mila Bakker' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Crew profile of/ })).toBeNull();
  });
});

describe('the planning calendar’s URL', () => {
  it('reads view, day and filters, dropping what is malformed', () => {
    const today = DateTime.fromISO('2026-11-25');
    expect(
      readPlanningParams(
        new URLSearchParams('view=day&date=2031-03-10&projectId=7&personId=x'),
        today,
      ),
    ).toEqual({ view: 'day', date: '2031-03-10', filter: { projectId: '7' } });
    expect(readPlanningParams(new URLSearchParams('view=year&date=2031-02-30'), today)).toEqual({
      view: 'month',
      date: '2026-11-25',
      filter: {},
    });
    expect(planningHref({ view: 'month' })).toBe('/planning-calendar');
    expect(planningHref({ view: 'week', date: '2031-03-10', filter: { functionId: '3' } })).toBe(
      '/planning-calendar?view=week&date=2031-03-10&functionId=3',
    );
    expect(crewItemHref('42')).toBe('/planning-crew-item-list?item=42');
  });
});

describe('PlanningCalendarPage', () => {
  it('shows a busy state while loading', () => {
    open(() => 'loading', '/planning-calendar?date=2031-03-10');
    expect(screen.getByRole('status', { name: 'Loading the planning calendar' })).toBeTruthy();
  });

  it('shows a month whose days link to their day view and say which planner labels they hold, with the legend', async () => {
    const resolve = vi.fn<FixtureResolver>(() => monthAnswer(MARCH, '2031-02-24', '2031-04-06'));
    open(resolve, '/planning-calendar?date=2031-03-10');
    // The grid's weeks reach from Monday 24 February to Sunday 6 April; a month asks for its days
    // counted, not for the entries (api/routes/planning-calendar/README.md, The month as day counts).
    expect(resolve).toHaveBeenCalledWith('PlanningCalendarPage', {
      dateFrom: '2031-02-24',
      dateTo: '2031-04-06',
      filter: {},
      limit: 1000,
      month: true,
    });
    const tenth = await screen.findByRole('link', {
      name: /^(10 March|March 10): Request pending: 1, Crew: 1$/,
    });
    expect(tenth.getAttribute('href')).toBe('/planning-calendar?view=day&date=2031-03-10');
    expect(
      screen.getByRole('link', {
        name: /^(11 March|March 11): Blocked date: 1, Requested job: 1$/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /^(2 March|March 2): Vacation: 1$/ })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^(20 March|March 20): Nothing planned$/ }),
    ).toBeTruthy();
    // Label in name (WCAG 2.5.3): what a day link shows is said, in order, by its name, so a
    // speech user can say what they see ('10', never a count the name leaves out).
    const dayLinks = screen.getAllByRole('link', { name: /: / });
    expect(dayLinks).toHaveLength(42);
    for (const link of dayLinks) {
      const words = (text: string) =>
        text
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .join(' ');
      expect(` ${words(link.getAttribute('aria-label') ?? '')} `).toContain(
        ` ${words(link.textContent ?? '')} `,
      );
    }
    const legend = screen.getByRole('list', { name: 'Planner labels' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Request pending', 'Blocked date', 'Requested job', 'Vacation', 'Crew']);
    const views = screen.getByRole('navigation', { name: 'Calendar view' });
    expect(within(views).getByRole('link', { name: 'Month' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Week' }).getAttribute('href')).toBe(
      '/planning-calendar?view=week&date=2031-03-10',
    );
    expect(within(views).getByRole('link', { name: 'Day' }).getAttribute('href')).toBe(
      '/planning-calendar?view=day&date=2031-03-10',
    );
    const nav = screen.getByRole('navigation', { name: 'Choose the period' });
    expect(within(nav).getByRole('link', { name: 'Next month' }).getAttribute('href')).toBe(
      '/planning-calendar?date=2031-04-01',
    );
  });

  it('shows a week day by day: crew items link to the crew item, blocked dates and vacations do not', async () => {
    const resolve = vi.fn<FixtureResolver>(() => answer(MARCH));
    const { history } = open(resolve, '/planning-calendar?view=week&date=2031-03-12');
    expect(resolve).toHaveBeenCalledWith('PlanningCalendarPage', {
      dateFrom: '2031-03-10',
      dateTo: '2031-03-16',
      filter: {},
      limit: 1000,
      month: false,
    });
    const monday = await screen.findByRole('region', {
      name: /^Monday, (10 March 2031|March 10, 2031)$/,
    });
    const crewLink = within(monday).getByRole('link', { name: 'Rigger · Mila Bakker' });
    expect(crewLink.getAttribute('href')).toBe('/planning-crew-item-list?item=11');
    const card = crewLink.closest('article') as HTMLElement;
    expect(within(card).getByText('Crew')).toBeTruthy();
    expect(within(card).getByText('Spring Fair · Build-up')).toBeTruthy();
    const tuesday = screen.getByRole('region', {
      name: /^Tuesday, (11 March 2031|March 11, 2031)$/,
    });
    expect(within(tuesday).getByText('Spare')).toBeTruthy();
    const blocked = within(tuesday).getByText('Blocked date').closest('article') as HTMLElement;
    // No crew item to open: only the person's crew profile.
    expect(
      within(blocked)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/crew-profile/21']);
    expect(within(blocked).getByRole('link', { name: 'Crew profile of Mila Bakker' })).toBeTruthy();
    expect(within(blocked).getByText('All day')).toBeTruthy();
    expect(
      within(
        screen.getByRole('region', { name: /^Sunday, (16 March 2031|March 16, 2031)$/ }),
      ).getByText('Nothing planned'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Day' }));
    expect(history.location.search).toBe('?view=day&date=2031-03-12');
  });

  it('shows a day and moves by days, keeping the filters', async () => {
    const resolve = vi.fn<FixtureResolver>(() => answer(MARCH));
    open(resolve, '/planning-calendar?view=day&date=2031-03-11&projectId=5');
    expect(resolve).toHaveBeenCalledWith('PlanningCalendarPage', {
      dateFrom: '2031-03-11',
      dateTo: '2031-03-11',
      filter: { projectId: '5' },
      limit: 1000,
      month: false,
    });
    expect(await screen.findByRole('link', { name: 'Rigger · Chris Chief' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Rigger · Mila Bakker' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next day' }).getAttribute('href')).toBe(
      '/planning-calendar?view=day&date=2031-03-12&projectId=5',
    );
    expect(screen.getByRole('link', { name: 'Previous day' }).getAttribute('href')).toBe(
      '/planning-calendar?view=day&date=2031-03-10&projectId=5',
    );
  });

  it("says 'No planning calendar items found' for an empty period, and keeps the navigation", async () => {
    open(() => answer([]), '/planning-calendar?view=week&date=2031-03-12');
    expect(
      await screen.findByRole('heading', { name: 'No planning calendar items found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next week' })).toBeTruthy();
  });

  it("says 'No planning calendar items found' for a month whose days hold nothing, under its grid", async () => {
    open(() => monthAnswer([], '2031-02-24', '2031-04-06'), '/planning-calendar?date=2031-03-10');
    expect(
      await screen.findByRole('heading', { name: 'No planning calendar items found' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^(10 March|March 10): Nothing planned$/ }),
    ).toBeTruthy();
  });

  it('says when the period holds more than the page', async () => {
    open(() => answer(MARCH, 2400), '/planning-calendar?view=week&date=2031-03-10');
    expect(
      await screen.findByText('Showing the first 5 of 2400 entries. Filter to see fewer.'),
    ).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    let failing = true;
    open(
      () => (failing ? { networkError: 'offline' } : answer(MARCH)),
      '/planning-calendar?view=day&date=2031-03-10',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The planning calendar could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Rigger · Mila Bakker' })).toBeTruthy();
  });

  it('says the right is missing, without a retry', async () => {
    open(
      () => ({ error: { message: 'Not allowed', code: 'FORBIDDEN' } }),
      '/planning-calendar?date=2031-03-10',
    );
    expect(
      await screen.findByRole('heading', { name: 'You have no access to the planning calendar.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps the last calendar on screen offline, with a note', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(() => answer(MARCH), '/planning-calendar?view=day&date=2031-03-10');
    expect(await screen.findByRole('link', { name: 'Rigger · Mila Bakker' })).toBeTruthy();
    expect(screen.getByText('You are offline: this is the calendar as last loaded.')).toBeTruthy();
    online.mockRestore();
  });
});
