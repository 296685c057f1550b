import type { DateTime } from 'luxon';
import { periodHref, readPeriodParams } from '../../lib/calendar/period';
import type { CalendarParams as PeriodParams } from '../../lib/calendar/period';
import { PATHS } from '../../lib/paths';

// The projects calendar's state in the URL (src/features/projects/README.md, The projects calendar screen): `?view=week&date=2026-11-23`, month or
// week. The period logic is shared with the planning calendar (src/lib/calendar/period.ts).

export { periodOf, weekSpans } from '../../lib/calendar/period';
export type { CalendarPeriod, Day, Span } from '../../lib/calendar/period';

export type CalendarView = 'month' | 'week';

export type CalendarParams = PeriodParams<CalendarView>;

const VIEWS = ['month', 'week'] as const;

export function readCalendarParams(search: URLSearchParams, today?: DateTime): CalendarParams {
  return readPeriodParams(search, VIEWS, today);
}

/** The link to a period: the month view without `view`, today without `date`. */
export function calendarHref(params: { view: CalendarView; date?: string }): string {
  return periodHref(PATHS.projectsCalendar, 'month', params);
}
