import { DateTime } from 'luxon';
import { PATHS } from '../../lib/paths';

// The projects calendar's state in the URL (decision 157): `?view=week&date=2026-11-23`. The view
// is a month (the default) or a week; the date any day in the period shown (default today). A
// malformed value is dropped, as the list's parameters are (project-list-params.ts).

export type CalendarView = 'month' | 'week';

export type CalendarParams = { view: CalendarView; date: string };

/** A calendar day as the api sends it. */
export type Day = string;

export function readCalendarParams(search: URLSearchParams, today: DateTime = DateTime.now()): CalendarParams {
  const view: CalendarView = search.get('view') === 'week' ? 'week' : 'month';
  const raw = search.get('date') ?? '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? DateTime.fromISO(raw) : null;
  const date = parsed?.isValid ? raw : (today.toISODate() ?? '');
  return { view, date };
}

/** The link to a period: the month view without `view`, today without `date`. */
export function calendarHref(params: { view: CalendarView; date?: string }): string {
  const search = new URLSearchParams();
  if (params.view === 'week') search.set('view', 'week');
  if (params.date) search.set('date', params.date);
  const text = search.toString();
  return text ? `${PATHS.projectsCalendar}?${text}` : PATHS.projectsCalendar;
}

export type CalendarPeriod = {
  /** The period shown (the month, or the week Monday to Sunday). */
  begin: Day;
  end: Day;
  /** The grid's weeks, each Monday to Sunday; a month's first and last weeks reach outside it. */
  weeks: Day[][];
  previous: Day;
  next: Day;
};

const iso = (day: DateTime) => day.toISODate() ?? '';

export function periodOf({ view, date }: CalendarParams): CalendarPeriod {
  const day = DateTime.fromISO(date);
  const begin = view === 'month' ? day.startOf('month') : day.startOf('week');
  const end = view === 'month' ? day.endOf('month').startOf('day') : day.endOf('week').startOf('day');
  const weeks: Day[][] = [];
  for (let monday = begin.startOf('week'); monday <= end; monday = monday.plus({ weeks: 1 })) {
    weeks.push(Array.from({ length: 7 }, (_, index) => iso(monday.plus({ days: index }))));
  }
  const step = view === 'month' ? { months: 1 } : { weeks: 1 };
  return { begin: iso(begin), end: iso(end), weeks, previous: iso(begin.minus(step)), next: iso(begin.plus(step)) };
}

export type Span<T> = {
  item: T;
  /** 0–6: the first and last day of the week the item covers. */
  from: number;
  to: number;
  /** The row within the week, 0 first. */
  lane: number;
  /** The item goes on before the week's first day / after its last. */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

/**
 * Lays the items running in a week out as bars: each spans the days it covers, in the first lane
 * free on all of them (earliest first, the longer first on the same day).
 */
export function weekSpans<T extends { beginDate: Day; endDate: Day }>(week: Day[], items: readonly T[]): Span<T>[] {
  const first = week[0] ?? '';
  const last = week[week.length - 1] ?? '';
  const running = items
    .filter((item) => item.beginDate <= last && item.endDate >= first)
    .map((item) => ({
      item,
      from: item.beginDate < first ? 0 : week.indexOf(item.beginDate),
      to: item.endDate > last ? 6 : week.indexOf(item.endDate),
      continuesBefore: item.beginDate < first,
      continuesAfter: item.endDate > last,
    }))
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const laneEnds: number[] = [];
  return running.map((span) => {
    let lane = laneEnds.findIndex((end) => end < span.from);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = span.to;
    return { ...span, lane };
  });
}
