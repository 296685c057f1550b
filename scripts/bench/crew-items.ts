/**
 * A season of crew items: each operation of CREW_ITEMS_OPERATIONS is the app's own
 * screen query, sent through the gateway against the season fixture (crew-items-fixture.ts, 20,000
 * items), `concurrency` in flight, rotating the requests the operation lists; every answer is
 * checked: the planning calendar and the crew item list. That the database filters is a test
 * (api/routes/planning-calendar/planning-calendar.list-cost.test.ts, api/routes/crew-items), not
 * this bench.
 */
import type { BookingCheckResult } from './booking-check';
import { postGraphql, signIn } from './client';
import type { CrewItemsFixture } from './crew-items-fixture';
import { CREW_ITEMS_FIXTURE_LOGINS } from './crew-items-fixture';
import { loadFigures, runLoad } from './load';
import type { LoadFigures } from './load';
import type { AppOperation, OperationQuery } from './operations';
import { percentile, round } from './stats';

/** One request of an operation's rotation: a name for the report and the variables. */
export interface CrewItemsRequest {
  name: string;
  variables: Record<string, unknown>;
}

/** An operation the section measures: how to find it among the app's documents, what to send, how to check. */
export interface CrewItemsOperation {
  /** The report's name, e.g. 'planning calendar'. */
  name: string;
  find: OperationQuery;
  /** Who sends it (a demo login). */
  login: string;
  requests(fixture: CrewItemsFixture): CrewItemsRequest[];
  /** Throws when the answer is wrong; returns how many entries it holds. */
  check(
    data: Record<string, unknown>,
    request: CrewItemsRequest,
    fixture: CrewItemsFixture,
  ): number;
}

const DAY_MS = 86_400_000;
/** The planner labels a month's day counts (planningCalendarDays). */
const DAY_LABELS = ['requestPending', 'blockedDate', 'requestedJob', 'vacation', 'crew'] as const;
const dayAfter = (first: string, days: number) =>
  new Date(Date.parse(`${first}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The planning calendar (PlanningCalendarPage): month and week views across the season, rotating
 * the periods (as the previous / next links do) and the filters (a function, a project, a person).
 * A month asks for its days counted per planner label (`month: true`, planningCalendarDays), a week
 * for its entries (api/routes/planning-calendar/README.md, The month as day counts).
 */
export const planningCalendarOperation: CrewItemsOperation = {
  name: 'planning calendar',
  find: {
    purpose: 'the planning calendar query',
    rootField: 'planningCalendar',
    preferNames: [/^PlanningCalendarPage$/],
    suppliedVariables: ['dateFrom', 'dateTo', 'month'],
  },
  login: CREW_ITEMS_FIXTURE_LOGINS.planner,
  requests(fixture) {
    const requests: CrewItemsRequest[] = [];
    const filters: Array<[string, Record<string, string>]> = [
      ['', {}],
      [', a function', { functionId: fixture.functionIds[0] ?? '' }],
      [', a project', { projectId: fixture.projectIds[1] ?? '' }],
      [', a person', { personId: fixture.personIds[2] ?? '' }],
    ];
    // The month view asks for its grid: six Monday-to-Sunday weeks.
    for (const [index, start] of [0, 35, 70, 105, 140].entries()) {
      const [suffix, filter] = filters[index % filters.length] ?? ['', {}];
      requests.push({
        name: `month from week ${start / 7 + 1}${suffix}`,
        variables: {
          dateFrom: dayAfter(fixture.seasonBegin, start),
          dateTo: dayAfter(fixture.seasonBegin, start + 41),
          filter,
          limit: 1000,
          month: true,
        },
      });
    }
    for (const [index, start] of [7, 49, 91, 133, 168].entries()) {
      const [suffix, filter] = filters[(index + 1) % filters.length] ?? ['', {}];
      requests.push({
        name: `week ${start / 7 + 1}${suffix}`,
        variables: {
          dateFrom: dayAfter(fixture.seasonBegin, start),
          dateTo: dayAfter(fixture.seasonBegin, start + 6),
          filter,
          limit: 1000,
          month: false,
        },
      });
    }
    return requests;
  },
  check(data, request) {
    const { dateFrom, dateTo } = request.variables as { dateFrom: string; dateTo: string };
    const unfiltered =
      Object.keys((request.variables.filter as Record<string, string> | undefined) ?? {}).length ===
      0;
    if (request.variables.month === true) {
      const days = data.planningCalendarDays as
        Array<{ date: string } & Record<(typeof DAY_LABELS)[number], number>> | undefined;
      if (!Array.isArray(days))
        throw new Error(
          `${request.name}: no planningCalendarDays in ${JSON.stringify(data).slice(0, 200)}`,
        );
      if (days.length !== 42 || days[0]?.date !== dateFrom || days.at(-1)?.date !== dateTo)
        throw new Error(
          `${request.name}: ${days.length} days ${days[0]?.date}–${days.at(-1)?.date}, not the 42 of ${dateFrom}–${dateTo}`,
        );
      const total = days.reduce(
        (sum, day) => sum + DAY_LABELS.reduce((count, label) => count + day[label], 0),
        0,
      );
      if (unfiltered && total < 1000)
        throw new Error(`${request.name}: ${total} entries counted, the season fixture is missing`);
      return total;
    }
    const calendar = data.planningCalendar as
      | { total: number; entries: Array<{ beginDate: string; endDate: string; label: string }> }
      | undefined;
    if (!calendar || !Array.isArray(calendar.entries))
      throw new Error(
        `${request.name}: no planningCalendar in ${JSON.stringify(data).slice(0, 200)}`,
      );
    if (calendar.entries.length > 1000)
      throw new Error(`${request.name}: ${calendar.entries.length} entries for a page of 1000`);
    if (calendar.total < calendar.entries.length)
      throw new Error(
        `${request.name}: total ${calendar.total} under the ${calendar.entries.length} entries`,
      );
    const outside = calendar.entries.find(
      (entry) => entry.endDate < dateFrom || entry.beginDate > dateTo,
    );
    if (outside)
      throw new Error(
        `${request.name}: an entry of ${outside.beginDate}–${outside.endDate} outside ${dateFrom}–${dateTo}`,
      );
    // A week of the season holds at least about a hundred (its last weeks are the thinnest: 125).
    if (unfiltered && calendar.total < 100)
      throw new Error(`${request.name}: ${calendar.total} entries, the season fixture is missing`);
    return calendar.total;
  },
};

/**
 * The crew item list (CrewItemListPage): a page of 20 across the season, rotating the filters the
 * screen offers (a day range, a project, a function, a status) and later pages; the filter options
 * come with the opening list only, as on the screen (withOptions).
 */
export const crewItemListOperation: CrewItemsOperation = {
  name: 'crew item list',
  find: {
    purpose: 'the crew item list query',
    rootField: 'crewItems',
    preferNames: [/^CrewItemList$/],
    suppliedVariables: ['filter', 'limit', 'page', 'withOptions'],
  },
  login: CREW_ITEMS_FIXTURE_LOGINS.planner,
  requests(fixture) {
    const week = (weeks: number) => dayAfter(fixture.seasonBegin, weeks * 7);
    const page = (
      name: string,
      filter: Record<string, string>,
      pageNumber = 1,
      withOptions = false,
    ): CrewItemsRequest => ({
      name,
      variables: { filter, limit: 20, page: pageNumber, withOptions },
    });
    return [
      page(
        'the season, first page, with the filter options',
        { dateFrom: fixture.seasonBegin },
        1,
        true,
      ),
      page('the season, page 50', { dateFrom: fixture.seasonBegin }, 50),
      page('one week', { dateFrom: week(10), dateTo: dayAfter(week(10), 6) }),
      page('a project', { dateFrom: fixture.seasonBegin, projectId: fixture.projectIds[3] ?? '' }),
      page('a function', {
        dateFrom: fixture.seasonBegin,
        functionId: fixture.functionIds[1] ?? '',
      }),
      page('pending', { dateFrom: fixture.seasonBegin, status: 'pending' }),
      page(
        'a month of one function, page 3',
        {
          dateFrom: week(4),
          dateTo: dayAfter(week(4), 30),
          functionId: fixture.functionIds[0] ?? '',
        },
        3,
      ),
    ];
  },
  check(data, request) {
    const list = data.crewItems as
      { total: number; items: Array<{ startsAt: string; status: string }> } | undefined;
    if (!list || !Array.isArray(list.items))
      throw new Error(`${request.name}: no crewItems in ${JSON.stringify(data).slice(0, 200)}`);
    if (list.items.length > 20)
      throw new Error(`${request.name}: ${list.items.length} items for a page of 20`);
    const filter = request.variables.filter as Record<string, string>;
    const { dateFrom, dateTo, status } = filter;
    const outside = list.items.find(
      (item) =>
        (dateFrom !== undefined && item.startsAt.slice(0, 10) < dateFrom) ||
        (dateTo !== undefined && item.startsAt.slice(0, 10) > dateTo) ||
        (status !== undefined && item.status !== status),
    );
    if (outside)
      throw new Error(
        `${request.name}: an item of ${outside.startsAt} (${outside.status}) outside the filter`,
      );
    if (Object.keys(filter).length === 1 && list.total < 10_000)
      throw new Error(`${request.name}: ${list.total} items, the season fixture is missing`);
    return list.total;
  },
};

/** What the section measures. */
export const CREW_ITEMS_OPERATIONS: CrewItemsOperation[] = [
  planningCalendarOperation,
  crewItemListOperation,
];

export interface CrewItemsRequestResult {
  name: string;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  /** The answer's total (entries in the period). */
  total: number;
}

export interface CrewItemsResult extends Omit<LoadFigures, 'sent'> {
  database: 'pglite' | 'postgres';
  operation: string;
  crewItems: number;
  concurrency: number;
  calls: number;
  byRequest: CrewItemsRequestResult[];
}

export interface CrewItemsFigures {
  crewItems: number;
  concurrency: number;
  durationSeconds: number;
  /** The app operation measured per entry of CREW_ITEMS_OPERATIONS, and where it is declared. */
  operations: Array<{ name: string; operation: string; file: string }>;
  results: CrewItemsResult[];
  /** The booking check per database (booking-check.ts); absent from reports written before it. */
  bookingChecks?: BookingCheckResult[];
  postgresSkipped: string | null;
}

export interface CrewItemsContext {
  database: 'pglite' | 'postgres';
  apiOrigin: string;
  gatewayOrigin: string;
  measured: CrewItemsOperation;
  operation: AppOperation;
  fixture: CrewItemsFixture;
  password: string;
  concurrency: number;
  durationSeconds: number;
}

export async function benchCrewItems(context: CrewItemsContext): Promise<CrewItemsResult> {
  const token = await signIn(context.apiOrigin, context.measured.login, context.password);
  const requests = context.measured.requests(context.fixture);
  const latencies = new Map(requests.map((request) => [request.name, [] as number[]]));
  const totals = new Map<string, number>();
  let next = 0;
  const send = async (measured: boolean) => {
    const request = requests[next % requests.length];
    next += 1;
    if (!request) throw new Error('no request');
    const startedAt = performance.now();
    const data = await postGraphql(
      fetch,
      context.gatewayOrigin,
      { ...context.operation, variables: request.variables },
      token,
    );
    const total = context.measured.check(data, request, context.fixture);
    if (measured) {
      latencies.get(request.name)?.push(performance.now() - startedAt);
      totals.set(request.name, total);
    }
    return 1;
  };
  // Unmeasured: every request a few times (the servers' JIT and caches, PostgreSQL's buffers).
  await runLoad({
    concurrency: context.concurrency,
    durationMs: 60_000,
    maxIterations: context.concurrency * requests.length,
    iteration: () => send(false),
  });
  const load = await runLoad({
    concurrency: context.concurrency,
    durationMs: context.durationSeconds * 1000,
    maxIterations: 500_000,
    iteration: () => send(true),
  });
  const { sent, ...figures } = loadFigures(load);
  return {
    database: context.database,
    operation: context.measured.name,
    crewItems: context.fixture.crewItems,
    concurrency: context.concurrency,
    ...figures,
    calls: sent,
    byRequest: requests.map((request) => {
      const sample = latencies.get(request.name) ?? [];
      return {
        name: request.name,
        calls: sample.length,
        p50Ms: round(percentile(sample, 50)),
        p95Ms: round(percentile(sample, 95)),
        total: totals.get(request.name) ?? 0,
      };
    }),
  };
}
