import {
  Alert,
  Box,
  DataList,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  PLUS_CREW_NUMBER_MISSING,
  VALUE_TYPES_MISSING,
  monthDays,
  monthRange,
  plusCrewMetrics,
  shiftMonth,
} from '../../../machines/plusCrewDashboard.rules';
import { toBcp47 } from '../../i18n/language';
import { PATHS, pathTo } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { tableSlotRecipe } from '../../ui/lazy-recipes';
import { useSession } from '../../lib/session/useSession';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
import { DailyChart } from './DailyChart';
import { DayEntryForm } from './DayEntryForm';
import { MonthTargetForm } from './MonthTargetForm';
import { usePlusCrewDashboard } from './usePlusCrewDashboard';
import { appClock } from '../../lib/clock/clock';

/**
 * /plus-crews/{number} and /plus-crews/{number}/data (SPEC.md §2, §4): the month of `?date=` (else
 * today) — daily turnover against target and staff hours as charts with tables, the month's
 * figures and the bonus forecast with its working, month navigation as links that keep `?date=`
 * in the URL, and the day entry for plusCrews EDIT. The plusCrewDashboard machine runs it.
 */
export function PlusCrewDashboardPage() {
  return <PlusCrewMonthPage view="dashboard" />;
}

/**
 * /plus-crews/{number}/data (SPEC.md §2: the plus crew's own "plus crews data" entry, for plusCrews
 * EDIT): the month's data as entered, day by day in one table, with the day entry and the month
 * target to change it. The dashboard shows what the figures mean; this page is where they come from.
 */
export function PlusCrewDataPage() {
  return <PlusCrewMonthPage view="data" />;
}

type View = 'dashboard' | 'data';

function PlusCrewMonthPage({ view }: { view: View }) {
  const params = useParams();
  // /plus-crews//data reaches the area's catch-all route: no number (SPEC.md §8).
  const number = params['*'] !== undefined ? null : (params.number ?? null);
  return <Dashboard key={number ?? ''} number={number} view={view} />;
}

function Dashboard({ number, view }: { number: string | null; view: View }) {
  const { t, i18n } = useTranslation('plus-crews');
  const { t: common } = useTranslation('common');
  const { session } = useSession();
  const linkTo = useLinkTo();
  const [search] = useSearchParams();
  const today = DateTime.now().toISODate() ?? appClock.now().toISOString().slice(0, 10);
  const dateParam = search.get('date');
  const { state, send } = usePlusCrewDashboard({
    number,
    date: dateParam,
    today,
    nonUser: session?.type === 'plusCrew',
  });
  const context = state.context;

  // A new ?date= (a month link, the back button) is a month change for the machine.
  useEffect(() => {
    const wanted = dateParam ?? today;
    if (wanted.slice(0, 7) !== state.context.selectedDate.slice(0, 7))
      send({ type: 'month.change', date: wanted });
    // Only the URL drives this; the machine's own date is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dateParam]);

  const language = toBcp47(i18n.language);
  const money = useMemo(
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }),
    [language],
  );
  const decimal = useMemo(
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }),
    [language],
  );
  const metrics = useMemo(
    () =>
      plusCrewMetrics({
        selectedDate: context.selectedDate,
        today,
        turnover: context.turnover,
        hours: context.hours,
        target: context.target,
        teamBonus: context.teamBonus,
      }),
    [
      context.selectedDate,
      context.turnover,
      context.hours,
      context.target,
      context.teamBonus,
      today,
    ],
  );

  if (state.matches('missingNumber') || context.error === VALUE_TYPES_MISSING) {
    const text =
      context.error === PLUS_CREW_NUMBER_MISSING
        ? t('errors.numberMissing')
        : t('errors.valueTypesMissing');
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{text}</Alert.Title>
      </Alert.Root>
    );
  }
  if (state.matches('failed')) {
    if (context.error === 'FORBIDDEN')
      return <EmptyState message={common('errors.codes.FORBIDDEN')} />;
    if (context.error === 'NOT_FOUND') return <EmptyState message={t('notFound')} />;
    return (
      <ErrorState
        message={t('error')}
        offlineMessage={common('states.offline')}
        retryLabel={common('states.retry')}
        onRetry={() => send({ type: 'dashboard.refetch' })}
      />
    );
  }
  if (context.loading && !context.plusCrew) return <LoadingState label={t('loading')} rows={3} />;
  const plusCrew = context.plusCrew;
  if (!plusCrew) return <EmptyState message={t('notFound')} />;

  const month = context.selectedDate;
  const monthName = DateTime.fromISO(month)
    .setLocale(language)
    .toLocaleString({ month: 'long', year: 'numeric' });
  const dayName = (date: string) =>
    DateTime.fromISO(date).setLocale(language).toLocaleString({ weekday: 'short', day: 'numeric' });
  const base = `?date=`;
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const byDate = (rows: typeof context.turnover, field: 'amount' | 'hours') =>
    new Map(rows.map((row) => [row.date, row[field]]));
  const turnoverOf = byDate(context.turnover, 'amount');
  const targetOf = byDate(context.target, 'amount');
  const hoursOf = byDate(context.hours, 'hours');
  const days = monthDays(month);
  const canEdit = session ? hasAction(session.userRights, 'plusCrews', 'EDIT') : false;
  // A planner's way to the members and the bonus rule; the guard keeps a plus-crew session out.
  const settingsLink = linkTo(PATHS.plusCrewSettings, { number: plusCrew.number });
  const { dateFrom, dateTo } = monthRange(month);
  const entryDate = today >= dateFrom && today <= dateTo ? today : dateFrom;
  const none = '–';
  const bonus = metrics.bonusForecast;

  const monthQuery = `?date=${month}`;
  const header = (
    <>
      <Box>
        <Heading as="h2" size="lg">
          {plusCrew.name}
        </Heading>
        {/* The number is what a plus crew signs in with and quotes on the phone. */}
        <Text color="fg.muted">
          {t('fields.number')} {plusCrew.number}
        </Text>
        {settingsLink ? <Link to={settingsLink}>{t('settings.link')}</Link> : null}
      </Box>
      <HStack as="nav" aria-label={t('month.navigation')} justify="space-between">
        <Link to={`${base}${previous}`}>{t('month.previous')}</Link>
        <Heading as="h3" size="md" aria-live="polite">
          {monthName}
        </Heading>
        <Link to={`${base}${next}`}>{t('month.next')}</Link>
      </HStack>
      {context.loading ? (
        <Text role="status" color="fg.muted">
          {t('loading')}
        </Text>
      ) : null}
    </>
  );

  if (view === 'data') {
    return (
      <Stack gap="4" aria-busy={context.loading}>
        {header}
        <ChakraLink asChild alignSelf="start" colorPalette="blue" minHeight="11">
          <Link to={`${pathTo(PATHS.plusCrew, { number: plusCrew.number })}${monthQuery}`}>
            {t('data.toDashboard')}
          </Link>
        </ChakraLink>
        {canEdit ? (
          <DayEntryForm
            key={month}
            number={plusCrew.number}
            period={{ beginDate: plusCrew.beginDate, endDate: plusCrew.endDate }}
            defaultDate={entryDate}
            onSaved={() => send({ type: 'dashboard.refetch' })}
          />
        ) : null}
        {canEdit ? (
          <MonthTargetForm
            key={`${month}:${metrics.totalTarget}`}
            number={plusCrew.number}
            period={{ beginDate: plusCrew.beginDate, endDate: plusCrew.endDate }}
            month={month.slice(0, 7)}
            monthName={monthName}
            currentTarget={metrics.totalTarget}
            onSaved={() => send({ type: 'dashboard.refetch' })}
          />
        ) : null}
        <Box as="section" aria-labelledby="plus-crew-days">
          <Heading as="h3" size="sm" id="plus-crew-days" mb="2">
            {t('data.title', { month: monthName })}
          </Heading>
          <Box overflowX="auto">
            <Table.Root recipe={tableSlotRecipe} size="sm" aria-labelledby="plus-crew-days">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('table.day')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('table.turnover')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('table.hours')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('table.target')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {days.map((date) => {
                  const turnover = turnoverOf.get(date) ?? null;
                  const hours = hoursOf.get(date) ?? null;
                  const target = targetOf.get(date) ?? null;
                  return (
                    <Table.Row key={date}>
                      <Table.Cell>{dayName(date)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {turnover === null ? none : money.format(turnover)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {hours === null ? none : decimal.format(hours)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {target === null ? none : money.format(target)}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="semibold">
                  <Table.Cell>{t('data.total')}</Table.Cell>
                  <Table.Cell textAlign="end">{money.format(metrics.totalTurnover)}</Table.Cell>
                  <Table.Cell textAlign="end">{decimal.format(metrics.totalHours)}</Table.Cell>
                  <Table.Cell textAlign="end">{money.format(metrics.totalTarget)}</Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Box>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap="4" aria-busy={context.loading}>
      {header}
      {canEdit ? (
        <ChakraLink asChild alignSelf="start" colorPalette="blue" minHeight="11">
          <Link to={`${pathTo(PATHS.plusCrewData, { number: plusCrew.number })}${monthQuery}`}>
            {t('data.toData')}
          </Link>
        </ChakraLink>
      ) : null}

      <Box as="section" aria-labelledby="plus-crew-figures">
        <Heading as="h3" size="sm" id="plus-crew-figures" mb="2">
          {t('metrics.title', { month: monthName })}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm">
          {[
            [t('metrics.turnover'), money.format(metrics.totalTurnover)],
            [t('metrics.target'), money.format(metrics.totalTarget)],
            [
              t('metrics.average'),
              metrics.averagePerDay === null ? none : money.format(metrics.averagePerDay),
            ],
            [t('metrics.hours'), decimal.format(metrics.totalHours)],
            [
              t('metrics.perHour'),
              metrics.turnoverPerHour === null ? none : money.format(metrics.turnoverPerHour),
            ],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Box>

      <Box
        as="section"
        aria-labelledby="plus-crew-forecast"
        borderWidth="1px"
        borderRadius="md"
        p="3"
      >
        <Heading as="h3" size="sm" id="plus-crew-forecast">
          {t('forecast.title')}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" data-testid="bonus-forecast">
          {bonus === null ? none : money.format(bonus)}
        </Text>
        <Text>
          {metrics.bonusRate === null
            ? t('forecast.noRule')
            : metrics.daysElapsed === 0
              ? t('forecast.future')
              : metrics.projectedAboveTarget > 0
                ? t('forecast.explain', {
                    average: money.format(metrics.averagePerDay ?? 0),
                    soFar: money.format(metrics.totalTurnover),
                    elapsed: metrics.daysElapsed,
                    days: metrics.daysInMonth,
                    projected: money.format(metrics.projectedTurnover),
                    target: money.format(metrics.totalTarget),
                    above: money.format(metrics.projectedAboveTarget),
                    rate: decimal.format(metrics.bonusRate),
                    bonus: money.format(bonus ?? 0),
                  })
                : t('forecast.below', {
                    average: money.format(metrics.averagePerDay ?? 0),
                    soFar: money.format(metrics.totalTurnover),
                    elapsed: metrics.daysElapsed,
                    days: metrics.daysInMonth,
                    projected: money.format(metrics.projectedTurnover),
                    target: money.format(metrics.totalTarget),
                    rate: decimal.format(metrics.bonusRate),
                  })}
        </Text>
      </Box>

      <DailyChart
        title={t('charts.turnover')}
        days={days.map((date) => ({
          date,
          value: turnoverOf.get(date) ?? null,
          reference: targetOf.get(date) ?? null,
        }))}
        format={(value) => money.format(value)}
        columns={{ day: t('table.day'), value: t('table.turnover'), reference: t('table.target') }}
        tableLabel={t('charts.asTable')}
        summary={t('charts.turnoverSummary', {
          turnover: money.format(metrics.totalTurnover),
          target: money.format(metrics.totalTarget),
          over: metrics.daysOverTarget.length,
        })}
        highlighted={new Set(metrics.daysOverTarget)}
        legend={{
          value: t('charts.legend.turnover'),
          highlighted: t('charts.legend.overTarget'),
          reference: t('charts.legend.target'),
        }}
        legendLabel={t('charts.legend.title')}
      />
      <DailyChart
        title={t('charts.hours')}
        days={days.map((date) => ({ date, value: hoursOf.get(date) ?? null }))}
        format={(value) => decimal.format(value)}
        columns={{ day: t('table.day'), value: t('table.hours') }}
        tableLabel={t('charts.asTable')}
        summary={t('charts.hoursSummary', { hours: decimal.format(metrics.totalHours) })}
        legend={{ value: t('charts.legend.hours') }}
        legendLabel={t('charts.legend.title')}
      />
    </Stack>
  );
}
