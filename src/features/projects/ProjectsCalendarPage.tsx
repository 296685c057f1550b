import { Badge, Box, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { DateTime, Info } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PROJECT_LIST_BEGIN_DATE_FROM, PROJECT_STATUSES } from '../../../machines/projects.types';
import { graphql } from '../../gql';
import type { ProjectsCalendarPageQuery as CalendarData } from '../../gql/graphql';
import { toBcp47 } from '../../i18n/language';
import { formatDay } from '../../lib/dates/dates';
import { pathTo } from '../../lib/paths';
import { CalendarPeriodNav } from '../../ui/calendar/CalendarPeriodNav';
import { CalendarViewSwitch } from '../../ui/calendar/CalendarViewSwitch';
import { EmptyState } from '../../ui/states/EmptyState';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { PROJECT_STATUS_PALETTE } from './project-status';
import { calendarHref, periodOf, readCalendarParams, weekSpans } from './projects-calendar-period';
import type {
  CalendarParams,
  CalendarPeriod,
  CalendarView,
  Span,
} from './projects-calendar-period';

/** The api's largest page: a month of a big tenant's projects; more is said, not hidden. */
export const CALENDAR_LIMIT = 200;
/** Bars a week of the month view shows; the rest are counted under it and all are in the list. */
const MONTH_LANES = 3;

const ProjectsCalendarPageQuery = graphql(`
  query ProjectsCalendarPage($filter: ProjectFilter, $limit: Int) {
    projects(filter: $filter, sort: beginDateAsc, limit: $limit, page: 1) {
      total
      items {
        id
        number
        name
        status
        beginDate
        endDate
        company {
          id
          caption
        }
      }
    }
  }
`);

type CalendarProject = CalendarData['projects']['items'][number];

const NOTHING_BEFORE_LISTS: CalendarData = {
  __typename: 'Query',
  projects: { __typename: 'ProjectPage', total: 0, items: [] },
};
/** A project with both days: the list's rows always bring them. */
type DatedProject = CalendarProject & { beginDate: string; endDate: string };

const isDated = (project: CalendarProject): project is DatedProject =>
  Boolean(project.beginDate && project.endDate);

function ViewSwitch({ params }: { params: CalendarParams }) {
  const { t } = useTranslation('projects');
  const views: CalendarView[] = ['month', 'week'];
  return (
    <CalendarViewSwitch
      label={t('calendar.views')}
      views={views.map((view) => ({
        key: view,
        label: t(`calendar.${view}`),
        href: calendarHref({ view, date: params.date }),
        current: view === params.view,
      }))}
    />
  );
}

function periodTitle(
  params: CalendarParams,
  period: CalendarPeriod,
  language: string,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const begin = DateTime.fromISO(period.begin).setLocale(toBcp47(language));
  if (params.view === 'month') return begin.toLocaleString({ month: 'long', year: 'numeric' });
  const short = { day: 'numeric', month: 'short' } as const;
  return t('calendar.weekOf', {
    week: begin.weekNumber,
    begin: begin.toLocaleString(short),
    end: DateTime.fromISO(period.end).setLocale(toBcp47(language)).toLocaleString(short),
  });
}

function PeriodNav({ params, period }: { params: CalendarParams; period: CalendarPeriod }) {
  const { t, i18n } = useTranslation('projects');
  const week = params.view === 'week';
  return (
    <CalendarPeriodNav
      label={t('calendar.periodNav')}
      title={periodTitle(params, period, i18n.language, t)}
      previous={{
        href: calendarHref({ view: params.view, date: period.previous }),
        label: t(week ? 'calendar.previousWeek' : 'calendar.previousMonth'),
      }}
      today={{ href: calendarHref({ view: params.view }), label: t('calendar.today') }}
      next={{
        href: calendarHref({ view: params.view, date: period.next }),
        label: t(week ? 'calendar.nextWeek' : 'calendar.nextMonth'),
      }}
    />
  );
}

function dateRange(
  project: DatedProject,
  language: string,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const begin = formatDay(project.beginDate, language);
  if (project.beginDate === project.endDate) return begin;
  return t('calendar.dateRange', { begin, end: formatDay(project.endDate, language) });
}

/** One project's bar across the days it runs in the week: a real link to the project. */
function ProjectBar({ span, detailed }: { span: Span<DatedProject>; detailed: boolean }) {
  const { t, i18n } = useTranslation('projects');
  const project = span.item;
  const status = project.status ?? 'confirmed';
  const palette = PROJECT_STATUS_PALETTE[status];
  const statusText = t(`list.status.${status}`);
  return (
    <Link
      asChild
      gridColumn={`${span.from + 1} / ${span.to + 2}`}
      gridRow={span.lane + 2}
      display="block"
      minH={detailed ? '11' : '6'}
      px="1.5"
      py={detailed ? '1' : '0.5'}
      fontSize="xs"
      lineHeight="short"
      bg={`${palette}.100`}
      color={`${palette}.900`}
      borderLeftWidth={span.continuesBefore ? '0' : '3px'}
      borderColor={`${palette}.600`}
      roundedLeft={span.continuesBefore ? '0' : 'sm'}
      roundedRight={span.continuesAfter ? '0' : 'sm'}
      textDecoration={status === 'cancelled' ? 'line-through' : 'none'}
      overflow="hidden"
      whiteSpace={detailed ? 'normal' : 'nowrap'}
      textOverflow="ellipsis"
      data-status={status}
      // The name as shown, then what a bar cannot show in text at 360 px: status and dates.
      aria-label={`${project.name}, ${statusText}, ${dateRange(project, i18n.language, t)}`}
    >
      <RouterLink to={pathTo('/projects/:number', { number: project.number })}>
        {project.name}
        {detailed ? (
          <Box as="span" display="block" fontWeight="semibold">
            {statusText}
          </Box>
        ) : null}
      </RouterLink>
    </Link>
  );
}

/** A week of the grid: the days' numbers, then each project running in it as a bar over its days. */
function WeekRow({
  week,
  projects,
  period,
  view,
}: {
  week: string[];
  projects: readonly DatedProject[];
  period: CalendarPeriod;
  view: CalendarView;
}) {
  const { t, i18n } = useTranslation('projects');
  const today = DateTime.now().toISODate();
  const detailed = view === 'week';
  const spans = weekSpans(week, projects);
  const shown = detailed ? spans : spans.filter((span) => span.lane < MONTH_LANES);
  const hidden = spans.length - shown.length;
  return (
    <Box borderTopWidth="1px" borderColor="border" pb="1">
      <Box
        display="grid"
        gridTemplateColumns="repeat(7, minmax(0, 1fr))"
        columnGap="0"
        rowGap="0.5"
      >
        {week.map((day, index) => {
          const date = DateTime.fromISO(day).setLocale(toBcp47(i18n.language));
          const outside = day < period.begin || day > period.end;
          const isToday = day === today;
          return (
            <Box
              key={day}
              gridColumn={index + 1}
              gridRow={1}
              textAlign="center"
              fontSize="sm"
              py="1"
              color={outside ? 'fg.muted' : 'fg'}
              fontWeight={isToday ? 'bold' : undefined}
              textDecoration={isToday ? 'underline' : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              {detailed ? (
                <Box as="span" display="block" fontSize="xs" color="fg.muted">
                  {date.toLocaleString({ weekday: 'short' })}
                </Box>
              ) : null}
              {date.day}
            </Box>
          );
        })}
        {shown.map((span) => (
          <ProjectBar key={span.item.id} span={span} detailed={detailed} />
        ))}
      </Box>
      {hidden > 0 ? (
        <Text fontSize="xs" color="fg.muted" textAlign="end" px="1">
          {t('calendar.more', { count: hidden })}
        </Text>
      ) : null}
    </Box>
  );
}

function Weekdays() {
  const { i18n } = useTranslation('projects');
  const names = Info.weekdays('short', { locale: toBcp47(i18n.language) });
  return (
    <Box display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" aria-hidden="true">
      {names.map((name) => (
        <Text key={name} textAlign="center" fontSize="xs" color="fg.muted">
          {name}
        </Text>
      ))}
    </Box>
  );
}

function Legend() {
  const { t } = useTranslation('projects');
  return (
    <HStack
      as="ul"
      aria-label={t('calendar.legend')}
      wrap="wrap"
      gap="1.5"
      listStyleType="none"
      m="0"
      p="0"
    >
      {PROJECT_STATUSES.map((status) => (
        <li key={status}>
          <Badge colorPalette={PROJECT_STATUS_PALETTE[status]}>{t(`list.status.${status}`)}</Badge>
        </li>
      ))}
    </HStack>
  );
}

function PeriodList({ projects }: { projects: readonly DatedProject[] }) {
  const { t, i18n } = useTranslation('projects');
  return (
    <List.Root variant="plain" gap="2">
      {projects.map((project) => {
        const status = project.status ?? 'confirmed';
        return (
          <List.Item key={project.id} display="block">
            <Card.Root as="article" size="sm">
              <Card.Body gap="1">
                <HStack justify="space-between" align="start" gap="2">
                  <Card.Title as="h3" fontSize="md">
                    <Link asChild colorPalette="blue">
                      <RouterLink to={pathTo('/projects/:number', { number: project.number })}>
                        {project.name}
                      </RouterLink>
                    </Link>
                  </Card.Title>
                  <Badge colorPalette={PROJECT_STATUS_PALETTE[status]} flexShrink={0}>
                    {t(`list.status.${status}`)}
                  </Badge>
                </HStack>
                <Text fontSize="sm">{dateRange(project, i18n.language, t)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[project.company?.caption, t('list.numberLabel', { number: project.number })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Card.Body>
            </Card.Root>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/**
 * /projects-calendar (client: their company's projects; planner: the tenant's): a month or a week
 * whose projects span their days as bars that link to /projects/{number}, then the period's list
 * with status and dates. View and period live in the URL; previous, today and next are links.
 */
export function ProjectsCalendarPage() {
  const { t } = useTranslation('projects');
  const [search] = useSearchParams();
  const params = readCalendarParams(search);
  const period = periodOf(params);
  const gridBegin = period.weeks[0]?.[0] ?? period.begin;
  const gridEnd = period.weeks.at(-1)?.[6] ?? period.end;
  // Project lists begin in 2018 (SPEC.md §7): an earlier period has nothing to ask for.
  const beforeLists = gridEnd < PROJECT_LIST_BEGIN_DATE_FROM;
  const online = useOnlineStatus();
  const [result, reexecute] = useQuery({
    query: ProjectsCalendarPageQuery,
    variables: {
      filter: {
        beginDateFrom: PROJECT_LIST_BEGIN_DATE_FROM,
        beginDateTo: gridEnd,
        endDateFrom: gridBegin,
      },
      limit: CALENDAR_LIMIT,
    },
    pause: beforeLists,
  });
  const shown = beforeLists ? { fetching: false, data: NOTHING_BEFORE_LISTS } : result;

  return (
    <Stack gap="4">
      <ViewSwitch params={params} />
      <PeriodNav params={params} period={period} />
      {!online && result.data ? (
        <Text role="status" fontSize="sm" bg="bg.muted" paddingX="3" paddingY="2" rounded="l2">
          {t('calendar.offline')}
        </Text>
      ) : null}
      <QueryStates
        result={shown}
        loading={t('calendar.loading')}
        loadingRows={4}
        error={t('calendar.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('calendar.noAccess')}
        empty={{ message: t('calendar.empty') }}
      >
        {(data) => {
          const projects = data.projects.items.filter(isDated);
          const inPeriod = projects.filter(
            (project) => project.beginDate <= period.end && project.endDate >= period.begin,
          );
          return (
            <Stack gap="4">
              <Box>
                {params.view === 'month' ? <Weekdays /> : null}
                {period.weeks.map((week) => (
                  <WeekRow
                    key={week[0]}
                    week={week}
                    projects={projects}
                    period={period}
                    view={params.view}
                  />
                ))}
              </Box>
              <Legend />
              {data.projects.total > data.projects.items.length ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('calendar.tooMany', {
                    shown: data.projects.items.length,
                    total: data.projects.total,
                  })}
                </Text>
              ) : null}
              <Heading as="h2" size="sm">
                {t('calendar.listHeading')}
              </Heading>
              {inPeriod.length === 0 ? (
                <EmptyState message={t('calendar.empty')} />
              ) : (
                <PeriodList projects={inPeriod} />
              )}
            </Stack>
          );
        }}
      </QueryStates>
    </Stack>
  );
}
