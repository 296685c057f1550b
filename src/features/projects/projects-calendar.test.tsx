import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ProjectsCalendarPage } from './ProjectsCalendarPage';
import { calendarHref, periodOf, readCalendarParams, weekSpans } from './projects-calendar-period';

const project = (
  id: string,
  number: string,
  name: string,
  beginDate: string,
  endDate: string,
  status = 'confirmed',
) => ({
  __typename: 'Project',
  id,
  number,
  name,
  status,
  beginDate,
  endDate,
  company: { __typename: 'Company', id: '1', caption: 'Eventful Ltd' },
});

const answer = (items: ReturnType<typeof project>[], total = items.length) => ({
  data: { projects: { __typename: 'ProjectPage', total, items } },
});

const JUNE = [
  project('1', '2504', 'Open Air Cinema', '2025-05-30', '2025-06-08', 'completed'),
  project('2', '2505', 'Harbour Festival 2025', '2025-06-20', '2025-06-22', 'cancelled'),
];

function open(resolve: FixtureResolver, url: string) {
  return renderRoute(<ProjectsCalendarPage />, {
    path: '/projects-calendar',
    url,
    namespaces: { projects: en },
    resolve,
  });
}

describe('the projects calendar’s period', () => {
  it('reads the view and day from the URL, today and the month when missing or malformed', () => {
    const today = DateTime.fromISO('2026-11-24');
    expect(readCalendarParams(new URLSearchParams('view=week&date=2025-06-04'), today)).toEqual({
      view: 'week',
      date: '2025-06-04',
    });
    expect(readCalendarParams(new URLSearchParams('view=year&date=2025-02-30'), today)).toEqual({
      view: 'month',
      date: '2026-11-24',
    });
    expect(calendarHref({ view: 'month' })).toBe('/projects-calendar');
    expect(calendarHref({ view: 'week', date: '2025-06-02' })).toBe(
      '/projects-calendar?view=week&date=2025-06-02',
    );
  });

  it('lays out a month in Monday weeks and a week Monday to Sunday, with the periods around', () => {
    const june = periodOf({ view: 'month', date: '2025-06-10' });
    expect(june).toMatchObject({
      begin: '2025-06-01',
      end: '2025-06-30',
      previous: '2025-05-01',
      next: '2025-07-01',
    });
    expect(june.weeks[0]?.[0]).toBe('2025-05-26');
    expect(june.weeks.at(-1)?.[6]).toBe('2025-07-06');
    expect(june.weeks).toHaveLength(6);
    const week = periodOf({ view: 'week', date: '2025-06-04' });
    expect(week).toMatchObject({
      begin: '2025-06-02',
      end: '2025-06-08',
      previous: '2025-05-26',
      next: '2025-06-09',
    });
    expect(week.weeks).toHaveLength(1);
  });

  it('spans a project over its days in a week, in the first free lane', () => {
    const week = periodOf({ view: 'week', date: '2025-06-04' }).weeks[0] ?? [];
    const spans = weekSpans(week, [
      { id: 'a', beginDate: '2025-05-30', endDate: '2025-06-03' },
      { id: 'b', beginDate: '2025-06-03', endDate: '2025-06-12' },
      { id: 'c', beginDate: '2025-06-05', endDate: '2025-06-05' },
      { id: 'd', beginDate: '2025-06-09', endDate: '2025-06-09' },
    ]);
    expect(
      spans.map(({ item, from, to, lane, continuesBefore, continuesAfter }) => [
        item.id,
        from,
        to,
        lane,
        continuesBefore,
        continuesAfter,
      ]),
    ).toEqual([
      ['a', 0, 1, 0, true, false],
      ['b', 1, 6, 1, false, true],
      ['c', 3, 3, 0, false, false],
    ]);
  });
});

describe('ProjectsCalendarPage', () => {
  it('shows a busy state while loading', () => {
    open(() => 'loading', '/projects-calendar?date=2025-06-10');
    expect(screen.getByRole('status', { name: 'Loading the projects calendar' })).toBeTruthy();
  });

  it('shows a month: bars over the days of each week, the period’s list with status, links to the projects', async () => {
    const resolve = vi.fn<FixtureResolver>(() => answer(JUNE));
    open(resolve, '/projects-calendar?date=2025-06-10');
    expect(await screen.findByRole('heading', { name: 'June 2025' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ProjectsCalendarPage', {
      filter: { beginDateFrom: '2018-01-01', beginDateTo: '2025-07-06', endDateFrom: '2025-05-26' },
      limit: 200,
    });
    // The cinema runs from the last days of May into June: a bar in each of the two weeks. (The
    // period's heading shows while loading too: wait for the answer's bars.)
    const bars = await screen.findAllByRole('link', { name: /^Open Air Cinema, Completed, / });
    expect(bars).toHaveLength(2);
    for (const bar of bars) expect(bar.getAttribute('href')).toBe('/projects/2504');
    expect(
      screen
        .getByRole('link', { name: /^Harbour Festival 2025, Cancelled, / })
        .getAttribute('href'),
    ).toBe('/projects/2505');
    const card = screen
      .getByRole('link', { name: 'Harbour Festival 2025' })
      .closest('article') as HTMLElement;
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).getByText('Eventful Ltd · No. 2505')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Choose the period' });
    expect(within(nav).getByRole('link', { name: 'Previous month' }).getAttribute('href')).toBe(
      '/projects-calendar?date=2025-05-01',
    );
    expect(within(nav).getByRole('link', { name: 'Next month' }).getAttribute('href')).toBe(
      '/projects-calendar?date=2025-07-01',
    );
    expect(within(nav).getByRole('link', { name: 'Today' }).getAttribute('href')).toBe(
      '/projects-calendar',
    );
    const views = screen.getByRole('navigation', { name: 'Calendar view' });
    expect(within(views).getByRole('link', { name: 'Month' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Week' }).getAttribute('href')).toBe(
      '/projects-calendar?view=week&date=2025-06-10',
    );
  });

  it('shows a week with the status written in each bar, and moves by weeks', async () => {
    const resolve = vi.fn<FixtureResolver>(() => answer(JUNE));
    const { history } = open(resolve, '/projects-calendar?view=week&date=2025-06-04');
    const bar = await screen.findByRole('link', { name: /^Open Air Cinema, Completed, / });
    expect(bar.getAttribute('href')).toBe('/projects/2504');
    expect(
      screen.getByRole('heading', { name: /^Week 23: (2 Jun|Jun 2) – (8 Jun|Jun 8)$/ }),
    ).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ProjectsCalendarPage', {
      filter: { beginDateFrom: '2018-01-01', beginDateTo: '2025-06-08', endDateFrom: '2025-06-02' },
      limit: 200,
    });
    // The festival begins after this week: not in the week's list.
    expect(screen.queryByRole('link', { name: 'Harbour Festival 2025' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Choose the period' });
    expect(within(nav).getByRole('link', { name: 'Previous week' }).getAttribute('href')).toBe(
      '/projects-calendar?view=week&date=2025-05-26',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Next week' }));
    expect(history.location.search).toBe('?view=week&date=2025-06-09');
    expect(await screen.findByRole('heading', { name: /^Week 24: / })).toBeTruthy();
  });

  it("says 'No projects found' for an empty month, and keeps the month's navigation", async () => {
    open(() => answer([]), '/projects-calendar?date=2025-02-10');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next month' })).toBeTruthy();
  });

  it('asks nothing for a month before the project lists begin (2018)', async () => {
    const resolve = vi.fn<FixtureResolver>(() => answer(JUNE));
    open(resolve, '/projects-calendar?date=2017-10-02');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeTruthy();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('offers a retry after a failed load', async () => {
    let failing = true;
    open(
      () => (failing ? { networkError: 'offline' } : answer(JUNE)),
      '/projects-calendar?date=2025-06-10',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The projects calendar could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open Air Cinema' })).toBeTruthy();
  });

  it('keeps the last calendar on screen offline, with a note', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(() => answer(JUNE), '/projects-calendar?date=2025-06-10');
    expect(await screen.findByRole('link', { name: 'Open Air Cinema' })).toBeTruthy();
    expect(screen.getByText('You are offline: this is the calendar as last loaded.')).toBeTruthy();
    online.mockRestore();
  });
});
