import { DateTime } from 'luxon';
import { isRealDay } from '../../../machines/dateFormats';

// A calendar's period in the URL, shared by the projects calendar (src/features/projects/README.md, The projects calendar screen) and the planning
// calendar (src/features/planning-calendar/README.md, One calendar period): `?view=week&date=2026-11-23`. The view is one of the calendar's views
// (its first the default); the date any day in the period shown (default today). A malformed value
// is dropped.

export type CalendarView = 'month' | 'week' | 'day';

export type CalendarParams<V extends CalendarView = CalendarView> = { view: V; date: string };

/** A calendar day as the api sends it. */
export type Day = string;

/** The view and day in `search`, the first of `views` and today when missing or malformed. */
export function readPeriodParams<V extends CalendarView>(
  search: URLSearchParams,
  views: readonly [V, ...V[]],
  today: DateTime = DateTime.now(),
): CalendarParams<V> {
  const asked = search.get('view');
  const view = views.find((candidate) => candidate === asked) ?? views[0];
  const raw = search.get('date') ?? '';
  const date = isRealDay(raw) ? raw : (today.toISODate() ?? '');
  return { view, date };
}

/** The link to a period of the calendar at `path`: the default view without `view`, today without `date`. */
export function periodHref<V extends CalendarView>(
  path: string,
  defaultView: V,
  params: { view: V; date?: string },
  extra?: URLSearchParams,
): string {
  const search = new URLSearchParams();
  if (params.view !== defaultView) search.set('view', params.view);
  if (params.date) search.set('date', params.date);
  for (const [name, value] of extra ?? []) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export type CalendarPeriod = {
  /** The period shown (the month, the week Monday to Sunday, or the day). */
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
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  const begin = day.startOf(unit);
  const end = day.endOf(unit).startOf('day');
  const weeks: Day[][] = [];
  for (let monday = begin.startOf('week'); monday <= end; monday = monday.plus({ weeks: 1 })) {
    weeks.push(Array.from({ length: 7 }, (_, index) => iso(monday.plus({ days: index }))));
  }
  const step = view === 'month' ? { months: 1 } : view === 'week' ? { weeks: 1 } : { days: 1 };
  return {
    begin: iso(begin),
    end: iso(end),
    weeks,
    previous: iso(begin.minus(step)),
    next: iso(begin.plus(step)),
  };
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
export function weekSpans<T extends { beginDate: Day; endDate: Day }>(
  week: Day[],
  items: readonly T[],
): Span<T>[] {
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
