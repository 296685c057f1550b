import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import { testNow } from '../../../machines/test-now';

// The planning calendar through the gateway on the demo tenant: the demo's planner labels this
// month, one upstream call per operation (and per distinct period), the api's rights and input
// rules passed on as typed errors.

const CALENDAR = /* GraphQL */ `
  query Calendar($dateFrom: Date!, $dateTo: Date!, $filter: PlanningCalendarFilter, $limit: Int) {
    planningCalendar(dateFrom: $dateFrom, dateTo: $dateTo, filter: $filter, limit: $limit) {
      total
      entries {
        id
        label
        beginDate
        endDate
        startsAt
        crewItemId
        status
        spare
        personName
        projectName
        projectNumber
        crewCaption
        functionName
      }
    }
  }
`;

interface Entry {
  id: string;
  label: string;
  beginDate: string;
  crewItemId: string | null;
  spare: boolean;
  projectName: string | null;
  personName: string;
}
interface CalendarData {
  planningCalendar: { total: number; entries: Entry[] };
}

function monthOf(now: Date, plus = 0): { dateFrom: string; dateTo: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus + 1, 0));
  return { dateFrom: first.toISOString().slice(0, 10), dateTo: last.toISOString().slice(0, 10) };
}

describe.each(testBackends())('the planning calendar gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  let planner: string;
  let client: string;
  let crew: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    planner = await gateway.api.signInAs('planner');
    client = await gateway.api.signInAs('client');
    crew = await gateway.api.signInAs('crew');
  }, 60_000);
  afterAll(() => gateway.close());

  it('shows planner@ every planner label this month and next in one upstream call each', async () => {
    for (const plus of [0, 1]) {
      const before = gateway.upstream.count('GET /api/v1/planningCalendarItems');
      const result = await gateway.execute<CalendarData>(CALENDAR, monthOf(testNow(), plus), {
        token: planner,
      });
      expect(result.errors).toBeUndefined();
      expect(gateway.upstream.count('GET /api/v1/planningCalendarItems') - before).toBe(1);
      const entries = result.data?.planningCalendar.entries ?? [];
      expect(new Set(entries.map((entry) => entry.label))).toEqual(
        new Set(['requestPending', 'blockedDate', 'requestedJob', 'vacation', 'crew']),
      );
      for (const entry of entries)
        expect(entry.crewItemId === null).toBe(
          entry.label === 'blockedDate' || entry.label === 'vacation',
        );
      expect(result.data?.planningCalendar.total).toBe(entries.length);
    }
  });

  it('asks the api once for the same period named twice in one operation', async () => {
    const query = /* GraphQL */ `
      query Twice($dateFrom: Date!, $dateTo: Date!) {
        a: planningCalendar(dateFrom: $dateFrom, dateTo: $dateTo) {
          total
        }
        b: planningCalendar(dateFrom: $dateFrom, dateTo: $dateTo) {
          total
          entries {
            id
          }
        }
      }
    `;
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute(query, monthOf(testNow()), { token: planner });
    expect(result.errors).toBeUndefined();
    expect(
      gateway.upstream.calls
        .slice(before)
        .filter((call) => call.startsWith('GET /api/v1/planningCalendarItems')),
    ).toHaveLength(1);
  });

  it('gives client@ their company’s items without spare positions, and refuses crew@', async () => {
    const planners =
      (await gateway.execute<CalendarData>(CALENDAR, monthOf(testNow()), { token: planner })).data
        ?.planningCalendar.entries ?? [];
    const clients =
      (await gateway.execute<CalendarData>(CALENDAR, monthOf(testNow()), { token: client })).data
        ?.planningCalendar.entries ?? [];
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.length).toBeLessThanOrEqual(planners.length);
    expect(clients.some((entry) => entry.spare)).toBe(false);
    const ids = new Set(planners.map((entry) => entry.id));
    for (const entry of clients) expect(ids.has(entry.id)).toBe(true);
    const refused = await gateway.execute(CALENDAR, monthOf(testNow()), { token: crew });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });

  it('passes bad input on as BAD_USER_INPUT', async () => {
    const reversed = await gateway.execute(
      CALENDAR,
      { dateFrom: '2031-03-31', dateTo: '2031-03-01' },
      { token: planner },
    );
    expect(errorCode(reversed)).toBe('BAD_USER_INPUT');
    const badId = await gateway.execute(
      CALENDAR,
      { ...monthOf(testNow()), filter: { projectId: 'x' } },
      { token: planner },
    );
    expect(errorCode(badId)).toBe('BAD_USER_INPUT');
    const badLimit = await gateway.execute(
      CALENDAR,
      { ...monthOf(testNow()), limit: 5000 },
      { token: planner },
    );
    expect(errorCode(badLimit)).toBe('BAD_USER_INPUT');
  });
  // The month grid's answer (api/routes/planning-calendar/README.md, The month as day counts): the days counted per label, in one upstream call.
  const DAYS = /* GraphQL */ `
    query Days($dateFrom: Date!, $dateTo: Date!, $filter: PlanningCalendarFilter) {
      planningCalendarDays(dateFrom: $dateFrom, dateTo: $dateTo, filter: $filter) {
        date
        requestPending
        blockedDate
        requestedJob
        vacation
        crew
      }
    }
  `;
  type Day = { date: string } & Record<
    'requestPending' | 'blockedDate' | 'requestedJob' | 'vacation' | 'crew',
    number
  >;

  it('counts a month’s days per planner label as its entries say, in one upstream call', async () => {
    const month = monthOf(testNow());
    const before = gateway.upstream.count('GET /api/v1/planningCalendarItems/days');
    const result = await gateway.execute<{ planningCalendarDays: Day[] }>(DAYS, month, {
      token: planner,
    });
    expect(result.errors).toBeUndefined();
    expect(gateway.upstream.count('GET /api/v1/planningCalendarItems/days') - before).toBe(1);
    const days = result.data?.planningCalendarDays ?? [];
    expect(days[0]?.date).toBe(month.dateFrom);
    expect(days.at(-1)?.date).toBe(month.dateTo);
    const entries =
      (await gateway.execute<CalendarData>(CALENDAR, month, { token: planner })).data
        ?.planningCalendar.entries ?? [];
    const crewItems = (day: string) =>
      entries.filter((entry) => entry.label === 'crew' && entry.beginDate === day).length;
    // A demo crew item is a day shift: on its first day it is in the day's crew count.
    for (const day of days) expect(day.crew).toBeGreaterThanOrEqual(crewItems(day.date));
    const labels = new Set(
      days.flatMap((day) =>
        (['requestPending', 'blockedDate', 'requestedJob', 'vacation', 'crew'] as const).filter(
          (label) => day[label] > 0,
        ),
      ),
    );
    expect(labels).toEqual(new Set(entries.map((entry) => entry.label)));
  });

  it('refuses the day summary to crew@ and passes its bad input on as BAD_USER_INPUT', async () => {
    expect(errorCode(await gateway.execute(DAYS, monthOf(testNow()), { token: crew }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await gateway.execute(
          DAYS,
          { dateFrom: '2031-03-31', dateTo: '2031-03-01' },
          { token: planner },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await gateway.execute(
          DAYS,
          { ...monthOf(testNow()), filter: { functionId: 'x' } },
          { token: planner },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });
});
