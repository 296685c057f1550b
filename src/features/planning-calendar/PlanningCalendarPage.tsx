import { Badge, Box, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { DateTime, Info } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PlanningCalendarPageQuery } from '../../gql/graphql';
import { toBcp47 } from '../../i18n/language';
import { periodOf } from '../../lib/calendar/period';
import type { CalendarPeriod } from '../../lib/calendar/period';
import { formatLongDay, formatTime } from '../../lib/dates/dates';
import { foreignZoneLabel } from '../../lib/dates/venue-time';
import { useLiveRefetch } from '../../lib/live/useLiveRefetch';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { CalendarPeriodNav } from '../../ui/calendar/CalendarPeriodNav';
import { CalendarViewSwitch } from '../../ui/calendar/CalendarViewSwitch';
import { EmptyState } from '../../ui/states/EmptyState';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { PLANNER_LABEL_PALETTE, PLANNER_LABELS } from './planning-calendar-labels';
import {
  crewItemHref,
  PLANNING_VIEWS,
  planningHref,
  readPlanningParams,
} from './planning-calendar-params';
import type { PlanningParams } from './planning-calendar-params';
import { usePlanningCalendarQuery } from './planning-calendar.documents';

type Entry = NonNullable<PlanningCalendarPageQuery['planningCalendar']>['entries'][number];
type Day = NonNullable<PlanningCalendarPageQuery['planningCalendarDays']>[number];
type T = (key: string, values?: Record<string, unknown>) => string;

function periodTitle(
  params: PlanningParams,
  period: CalendarPeriod,
  language: string,
  t: T,
): string {
  const begin = DateTime.fromISO(period.begin).setLocale(toBcp47(language));
  if (params.view === 'month') return begin.toLocaleString({ month: 'long', year: 'numeric' });
  if (params.view === 'day') return formatLongDay(period.begin, language);
  const short = { day: 'numeric', month: 'short' } as const;
  return t('weekOf', {
    week: begin.weekNumber,
    begin: begin.toLocaleString(short),
    end: DateTime.fromISO(period.end).setLocale(toBcp47(language)).toLocaleString(short),
  });
}

/** The entries on a day: those whose first to last day include it. */
const onDay = (entries: readonly Entry[], day: string) =>
  entries.filter((entry) => entry.beginDate <= day && entry.endDate >= day);

function Legend() {
  const { t } = useTranslation('planning-calendar');
  return (
    <HStack as="ul" aria-label={t('legend')} wrap="wrap" gap="1.5" listStyleType="none" m="0" p="0">
      {PLANNER_LABELS.map((label) => (
        <li key={label}>
          <Badge colorPalette={PLANNER_LABEL_PALETTE[label]}>{t(`label.${label}`)}</Badge>
        </li>
      ))}
    </HStack>
  );
}

/** A day's count of each planner label (the month's answer, api/routes/planning-calendar/README.md, The month as day counts). */
const countOf = (day: Day | undefined, label: (typeof PLANNER_LABELS)[number]) => day?.[label] ?? 0;

/**
 * A month: each day a link to its day view, with a dot per planner label on it and how many. The
 * days come counted by the database (planningCalendarDays); the entries are the day view's.
 */
function MonthGrid({
  params,
  period,
  days,
}: {
  params: PlanningParams;
  period: CalendarPeriod;
  days: readonly Day[];
}) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const { t, i18n } = useTranslation('planning-calendar');
  const today = DateTime.now().toISODate();
  const names = Info.weekdays('short', { locale: toBcp47(i18n.language) });
  return (
    <Box>
      <Box display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" aria-hidden="true">
        {names.map((name) => (
          <Text key={name} textAlign="center" fontSize="xs" color="fg.muted">
            {name}
          </Text>
        ))}
      </Box>
      {period.weeks.map((week) => (
        <Box
          key={week[0]}
          display="grid"
          gridTemplateColumns="repeat(7, minmax(0, 1fr))"
          borderTopWidth="1px"
          borderColor="border"
        >
          {week.map((day) => {
            const outside = day < period.begin || day > period.end;
            const counted = byDate.get(day);
            const counts = PLANNER_LABELS.map(
              (label) => [label, countOf(counted, label)] as const,
            ).filter(([, n]) => n > 0);
            const date = DateTime.fromISO(day).setLocale(toBcp47(i18n.language));
            const summary = counts
              .map(([label, n]) => t('count', { count: n, label: t(`label.${label}`) }))
              .join(', ');
            return (
              <Link
                asChild
                key={day}
                display="flex"
                flexDirection="column"
                alignItems="center"
                minH="14"
                py="1"
                color={outside ? 'fg.muted' : 'fg'}
                textDecoration="none"
                fontWeight={day === today ? 'bold' : undefined}
                aria-current={day === today ? 'date' : undefined}
                // The day's number is the only text it shows, and the name says it (label in name,
                // WCAG 2.5.3); the counts are in the name, the dots only colour the labels.
                aria-label={[
                  date.toLocaleString({ day: 'numeric', month: 'long' }),
                  summary || t('nothing'),
                ].join(': ')}
              >
                <RouterLink to={planningHref({ view: 'day', date: day, filter: params.filter })}>
                  <Text
                    as="span"
                    fontSize="sm"
                    textDecoration={day === today ? 'underline' : undefined}
                  >
                    {date.day}
                  </Text>
                  <HStack gap="0.5" wrap="wrap" justify="center" aria-hidden="true">
                    {counts.map(([label]) => (
                      <Box
                        key={label}
                        as="span"
                        w="2"
                        h="2"
                        rounded="full"
                        bg={`${PLANNER_LABEL_PALETTE[label]}.500`}
                        data-label={label}
                      />
                    ))}
                  </HStack>
                </RouterLink>
              </Link>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

function EntryCard({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('planning-calendar');
  const profileLink = useLinkTo()(PATHS.crewProfile, { personId: entry.personId });
  const label = t(`label.${entry.label}`);
  const title = entry.crewItemId
    ? [entry.functionName, entry.personName].filter(Boolean).join(' · ')
    : entry.personName;
  const when =
    entry.startsAt && entry.endsAt
      ? // A crew item's times are its venue's (decision 248), the zone named where it is not the planner's.
        t('timeRange', {
          begin: formatTime(entry.startsAt, i18n.language, entry.timeZone),
          end: formatTime(entry.endsAt, i18n.language, entry.timeZone),
        }) +
        (entry.timeZone &&
        foreignZoneLabel({ timeZone: entry.timeZone, startsAt: entry.startsAt }, i18n.language)
          ? ` ${foreignZoneLabel({ timeZone: entry.timeZone, startsAt: entry.startsAt }, i18n.language)}`
          : '')
      : t('wholeDay');
  return (
    <Card.Root
      as="article"
      size="sm"
      borderLeftWidth="4px"
      borderLeftColor={`${PLANNER_LABEL_PALETTE[entry.label]}.500`}
    >
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as="h4" fontSize="md">
            {entry.crewItemId ? (
              <Link asChild colorPalette="blue">
                <RouterLink to={crewItemHref(entry.crewItemId)}>{title}</RouterLink>
              </Link>
            ) : (
              title
            )}
          </Card.Title>
          <HStack gap="1" flexShrink={0}>
            {entry.spare ? <Badge colorPalette="yellow">{t('spare')}</Badge> : null}
            <Badge colorPalette={PLANNER_LABEL_PALETTE[entry.label]}>{label}</Badge>
          </HStack>
        </HStack>
        <Text fontSize="sm">{when}</Text>
        {entry.projectName ? (
          <Text fontSize="sm" color="fg.muted">
            {[entry.projectName, entry.crewCaption].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        {profileLink ? (
          <Link asChild colorPalette="blue" fontSize="sm" alignSelf="start">
            <RouterLink to={profileLink} aria-label={t('profileOf', { name: entry.personName })}>
              {t('profile')}
            </RouterLink>
          </Link>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** A week or a day: each day's heading, then its entries (crew items link to the crew item). */
function DayLists({ days, entries }: { days: readonly string[]; entries: readonly Entry[] }) {
  const { t, i18n } = useTranslation('planning-calendar');
  return (
    <Stack gap="4">
      {days.map((day) => {
        const here = onDay(entries, day);
        return (
          <Stack key={day} as="section" gap="2" aria-label={formatLongDay(day, i18n.language)}>
            <Heading as="h3" size="sm">
              {formatLongDay(day, i18n.language)}
            </Heading>
            {here.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('nothing')}
              </Text>
            ) : (
              <List.Root variant="plain" gap="2">
                {here.map((entry) => (
                  <List.Item key={entry.id} display="block">
                    <EntryCard entry={entry} />
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * /planning-calendar (client: their company's crew items; planner: the tenant's): a month, week or
 * day of crew items, blocked dates and vacations with the planner labels of SPEC.md §4. View,
 * period and filters live in the URL; every navigation is a link; a crew item opens in the crew
 * item list (/planning-crew-item-list?item=…).
 */
export function PlanningCalendarPage() {
  const { t, i18n } = useTranslation('planning-calendar');
  const [search] = useSearchParams();
  const params = readPlanningParams(search);
  const period = periodOf(params);
  const online = useOnlineStatus();
  // A month asks for its whole grid (the weeks reach into the months around it).
  const dateFrom = params.view === 'month' ? (period.weeks[0]?.[0] ?? period.begin) : period.begin;
  const dateTo = params.view === 'month' ? (period.weeks.at(-1)?.[6] ?? period.end) : period.end;
  const month = params.view === 'month';
  const [result, reexecute] = usePlanningCalendarQuery({
    dateFrom,
    dateTo,
    filter: params.filter,
    month,
  });
  // Another planner's change to a crew item shows without a reload.
  useLiveRefetch(reexecute);
  const step = params.view;
  const href = (view: PlanningParams['view'], date?: string) =>
    planningHref({ view, date, filter: params.filter });

  return (
    <Stack gap="4">
      <CalendarViewSwitch
        label={t('views')}
        views={PLANNING_VIEWS.map((view) => ({
          key: view,
          label: t(`view.${view}`),
          href: href(view, params.date),
          current: view === params.view,
        }))}
      />
      <CalendarPeriodNav
        label={t('periodNav')}
        title={periodTitle(params, period, i18n.language, t)}
        previous={{ href: href(params.view, period.previous), label: t(`previous.${step}`) }}
        today={{ href: href(params.view), label: t('today') }}
        next={{ href: href(params.view, period.next), label: t(`next.${step}`) }}
      />
      <Legend />
      {!online && result.data ? (
        <Text role="status" fontSize="sm" bg="bg.muted" paddingX="3" paddingY="2" rounded="l2">
          {t('offline')}
        </Text>
      ) : null}
      <QueryStates
        result={result}
        loading={t('loading')}
        loadingRows={4}
        error={t('error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('empty') }}
      >
        {(data) => {
          if (month) {
            const days = data.planningCalendarDays ?? [];
            const inMonth = days.filter(
              (day) =>
                day.date >= period.begin &&
                day.date <= period.end &&
                PLANNER_LABELS.some((label) => day[label] > 0),
            );
            return (
              <Stack gap="4">
                <MonthGrid params={params} period={period} days={days} />
                {inMonth.length === 0 ? <EmptyState message={t('empty')} /> : null}
              </Stack>
            );
          }
          const { entries, total } = data.planningCalendar ?? { entries: [], total: 0 };
          const inPeriod = entries.filter(
            (entry) => entry.beginDate <= period.end && entry.endDate >= period.begin,
          );
          const days = params.view === 'day' ? [period.begin] : (period.weeks[0] ?? []);
          return (
            <Stack gap="4">
              {total > entries.length ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('tooMany', { shown: entries.length, total })}
                </Text>
              ) : null}
              {inPeriod.length === 0 ? (
                <EmptyState message={t('empty')} />
              ) : (
                <DayLists days={days} entries={entries} />
              )}
            </Stack>
          );
        }}
      </QueryStates>
    </Stack>
  );
}
