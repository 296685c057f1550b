import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { PATHS } from '../../lib/paths';
import {
  renderRoute,
  signedOutSession,
  type FixtureResolver,
} from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { PlusCrewDashboardPage, PlusCrewDataPage } from './PlusCrewDashboardPage';
import { PlusCrewSettingsPage } from './PlusCrewSettingsPage';
import { PlusCrewsPage } from './PlusCrewsPage';
import { routes } from './routes';

const valueTypes = [
  { __typename: 'PlusCrewValueType', id: '1', caption: 'Team Bonus' },
  { __typename: 'PlusCrewValueType', id: '2', caption: 'Actual Turnover' },
  { __typename: 'PlusCrewValueType', id: '3', caption: 'Staff Hours' },
  { __typename: 'PlusCrewValueType', id: '4', caption: 'Target Turnover' },
];
const row = (date: string, amount: number | null, hours: number | null) => ({
  __typename: 'PlusCrewDailyRow',
  date,
  amount,
  hours,
});
const plusCrew = (month: string) => ({
  __typename: 'PlusCrew',
  id: '3',
  number: '7001',
  name: 'Harbour Bar Team',
  beginDate: '2026-01-01',
  endDate: '2027-06-30',
  values: [{ __typename: 'PlusCrewValue', id: '9', typeId: '1', date: '2026-01-01', amount: 10 }],
  month: {
    __typename: 'PlusCrewMonth',
    dateFrom: `${month}-01`,
    dateTo: `${month}-30`,
    turnover: [row(`${month}-02`, 1500, null), row(`${month}-03`, 500, null)],
    hours: [row(`${month}-02`, null, 40)],
    target: [row(`${month}-02`, 1000, null), row(`${month}-03`, 1000, null)],
  },
});
const plusCrewSession = {
  ...signedOutSession,
  status: 'signedIn' as const,
  session: sessionFixture({
    type: 'plusCrew',
    plusCrewNumber: '7001',
    userRights: { plusCrews: { READ: 'OWN', EDIT: 'OWN' } },
  }),
};

function open(
  resolve: FixtureResolver,
  url = '/plus-crews/7001?date=2026-11-14',
  path = '/plus-crews/:number',
) {
  const page =
    path.endsWith('/data') || path.endsWith('*') ? <PlusCrewDataPage /> : <PlusCrewDashboardPage />;
  return renderRoute(page, {
    path,
    url,
    namespaces: { 'plus-crews': en },
    resolve,
    session: plusCrewSession,
  });
}

describe('PlusCrewDashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-10T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows a busy state while the month loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the plus crew' })).toBeTruthy();
  });

  it('shows the month of ?date= with its figures, charts and the forecast with its working', async () => {
    const resolve = vi.fn<FixtureResolver>((_name, variables) => ({
      data: {
        plusCrewValueTypes: valueTypes,
        plusCrew: plusCrew(String(variables.date).slice(0, 7)),
      },
    }));
    open(resolve);
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
    expect(screen.getByText('Number 7001')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('PlusCrewDashboard', {
      number: '7001',
      date: '2026-11-14',
    });
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    // The figures name the month they show (never "This month" over November).
    expect(screen.getByRole('heading', { name: 'Figures for November 2026' })).toBeTruthy();
    // The forecast's pace: 2,000 over the 10 days gone (not over the 2 days with turnover).
    expect(screen.getByText('Average per day').nextSibling?.textContent).toBe('€200.00');
    expect(screen.getByText('Turnover per hour').nextSibling?.textContent).toBe('€50.00');
    // 2,000 in 10 of 30 days → 6,000; 4,000 above the 2,000 target; 10 % → 400.
    expect(screen.getByTestId('bonus-forecast').textContent).toBe('€400.00');
    expect(
      screen.getByText(
        /^So far €2,000\.00 in 10 of 30 days, €200\.00 a day\. At this pace the month reaches €6,000\.00, €4,000\.00 above the target of €2,000\.00/,
      ),
    ).toBeTruthy();
    // What the marks mean, and the scale of the values.
    const turnoverChart = screen.getByRole('figure', { name: 'Daily turnover against target' });
    expect(
      within(within(turnoverChart).getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Turnover', 'Turnover over the day’s target', 'Day’s target']);
    expect(within(turnoverChart).getByTestId('chart-axis').textContent).toBe(
      '€1,500.00€750.00€0.00',
    );
    const hoursChart = screen.getByRole('figure', { name: 'Staff hours per day' });
    expect(within(hoursChart).getByRole('list', { name: 'Legend' }).textContent).toBe(
      'Staff hours',
    );
    expect(
      screen.getByRole('link', { name: 'Enter and check the month’s data' }).getAttribute('href'),
    ).toBe('/plus-crews/7001/data?date=2026-11-14');
    // The entry is on the data page, not here.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      screen.getByRole('img', {
        name: 'Turnover €2,000.00 against a target of €2,000.00; 1 days over target.',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Daily turnover against target' });
    expect(within(table).getByRole('row', { name: '2026-11-02 €1,500.00 €1,000.00' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous month' }).getAttribute('href')).toBe(
      '/plus-crews/7001?date=2026-10-01',
    );
  });

  it('shows on /data the month’s data day by day, to enter and check, not the dashboard', async () => {
    open(
      () => ({ data: { plusCrewValueTypes: valueTypes, plusCrew: plusCrew('2026-11') } }),
      '/plus-crews/7001/data?date=2026-11-14',
      '/plus-crews/:number/data',
    );
    const days = await screen.findByRole('table', { name: 'Days of November 2026' });
    expect(within(days).getAllByRole('row')).toHaveLength(1 + 30 + 1);
    expect(within(days).getByRole('row', { name: '2 Mon €1,500.00 40 €1,000.00' })).toBeTruthy();
    expect(within(days).getByRole('row', { name: '3 Tue €500.00 – €1,000.00' })).toBeTruthy();
    expect(within(days).getByRole('row', { name: 'Total €2,000.00 40 €2,000.00' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enter a day' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Month target' })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bonus forecast' })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Back to the dashboard: charts and forecast' })
        .getAttribute('href'),
    ).toBe('/plus-crews/7001?date=2026-11-14');
    expect(screen.getByRole('link', { name: 'Previous month' }).getAttribute('href')).toBe(
      '/plus-crews/7001/data?date=2026-10-01',
    );
  });

  it('fetches the previous month when its link is followed', async () => {
    const resolve = vi.fn<FixtureResolver>((_name, variables) => ({
      data: {
        plusCrewValueTypes: valueTypes,
        plusCrew: plusCrew(String(variables.date).slice(0, 7)),
      },
    }));
    open(resolve);
    await userEvent.click(await screen.findByRole('link', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeTruthy();
    expect(resolve).toHaveBeenLastCalledWith('PlusCrewDashboard', {
      number: '7001',
      date: '2026-10-01',
    });
  });

  it("says 'Required value types not found' when Staff Hours is missing", async () => {
    open(() => ({
      data: {
        plusCrewValueTypes: valueTypes.filter((t) => t.caption !== 'Staff Hours'),
        plusCrew: plusCrew('2026-11'),
      },
    }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required value types not found');
  });

  it("says 'Plus crew number not found in URL' on /plus-crews//data", async () => {
    open(() => 'loading', '/plus-crews//data', '/plus-crews/*');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Plus crew number not found in URL',
    );
  });

  it("says 'Plus crew not found' when it is not visible, and offers a retry after a failure", async () => {
    open(() => ({ data: { plusCrewValueTypes: valueTypes, plusCrew: null } }));
    expect(await screen.findByRole('heading', { name: 'Plus crew not found' })).toBeTruthy();
  });

  it('logs and offers a retry after a failed load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    open(() =>
      failing
        ? { error: { message: 'boom', code: 'INTERNAL' } }
        : { data: { plusCrewValueTypes: valueTypes, plusCrew: plusCrew('2026-11') } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The plus crew could not be loaded.',
    );
    expect(logged).toHaveBeenCalledWith('Error fetching data', expect.any(Error));
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
    logged.mockRestore();
  });

  it('takes an answer without data (a dropped connection answered from an empty cache) for a failed load, not for missing value types', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    open(() => ({ data: {} }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The plus crew could not be loaded.');
    expect(alert.textContent).not.toContain('Required value types not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    logged.mockRestore();
  });

  it('refuses negative staff hours before sending, then saves a day and refetches', async () => {
    const resolve = vi.fn<FixtureResolver>((name, variables) =>
      name === 'SavePlusCrewDay'
        ? {
            data: {
              savePlusCrewDay: { __typename: 'PlusCrewDay', ...(variables.input as object) },
            },
          }
        : { data: { plusCrewValueTypes: valueTypes, plusCrew: plusCrew('2026-11') } },
    );
    open(resolve, '/plus-crews/7001/data?date=2026-11-14', '/plus-crews/:number/data');
    await userEvent.type(await screen.findByLabelText('Staff hours'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Staff hours cannot be negative.');
    expect(resolve).not.toHaveBeenCalledWith('SavePlusCrewDay', expect.anything());
    await userEvent.clear(screen.getByLabelText('Staff hours'));
    await userEvent.type(screen.getByLabelText('Staff hours'), '8');
    await userEvent.type(screen.getByLabelText('Turnover (€)'), '1234.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The day is saved.')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('SavePlusCrewDay', {
      number: '7001',
      input: { date: '2026-11-10', turnover: 1234.5, hours: 8 },
      idempotencyKey: expect.any(String),
    });
    expect(
      resolve.mock.calls.filter(([name]) => name === 'PlusCrewDashboard').length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('MonthTargetForm on the data page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-10T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the month’s target, refuses what is not a target, saves the month and refetches', async () => {
    const resolve = vi.fn<FixtureResolver>((name, variables) =>
      name === 'SavePlusCrewMonthTarget'
        ? {
            data: {
              savePlusCrewMonthTarget: {
                __typename: 'PlusCrewMonthTarget',
                month: variables.month,
                amount: variables.amount,
                days: 30,
              },
            },
          }
        : { data: { plusCrewValueTypes: valueTypes, plusCrew: plusCrew('2026-11') } },
    );
    open(resolve, '/plus-crews/7001/data?date=2026-11-14', '/plus-crews/:number/data');
    const amount = (await screen.findByLabelText(
      'Turnover target for November 2026 (€)',
    )) as HTMLInputElement;
    // The two daily targets of the fixture month: 1,000 + 1,000.
    expect(amount.value).toBe('2000');
    const save = screen.getByRole('button', { name: 'Save the target' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '-5');
    await userEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe('The turnover cannot be negative.');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'lots');
    await userEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Enter numbers only.');
    expect(resolve).not.toHaveBeenCalledWith('SavePlusCrewMonthTarget', expect.anything());
    await userEvent.clear(amount);
    await userEvent.type(amount, '45000,50');
    await userEvent.click(save);
    expect(
      await screen.findByText('The target for November 2026 is saved, spread over 30 days.'),
    ).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('SavePlusCrewMonthTarget', {
      number: '7001',
      month: '2026-11',
      amount: 45000.5,
      idempotencyKey: expect.any(String),
    });
    expect(
      resolve.mock.calls.filter(([name]) => name === 'PlusCrewDashboard').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('is not offered to a reader without plusCrews EDIT', async () => {
    renderRoute(<PlusCrewDataPage />, {
      path: '/plus-crews/:number/data',
      url: '/plus-crews/7001/data?date=2026-11-14',
      namespaces: { 'plus-crews': en },
      resolve: () => ({ data: { plusCrewValueTypes: valueTypes, plusCrew: plusCrew('2026-11') } }),
      session: {
        ...plusCrewSession,
        session: sessionFixture({ userRights: { plusCrews: { READ: 'ALL' } } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Month target' })).toBeNull();
  });

  it('links a planner to the settings and members; a plus-crew session, whom the guard keeps out, not', async () => {
    const planner = {
      ...plusCrewSession,
      session: sessionFixture({ userRights: { plusCrews: { READ: 'ALL' } } }),
    };
    const resolve = () => ({
      data: { plusCrewValueTypes: valueTypes, plusCrew: plusCrew('2026-11') },
    });
    const view = renderRoute(<PlusCrewDashboardPage />, {
      path: '/plus-crews/:number',
      url: '/plus-crews/7001?date=2026-11-14',
      namespaces: { 'plus-crews': en },
      resolve,
      session: planner,
    });
    expect(
      (await screen.findByRole('link', { name: 'Settings and members' })).getAttribute('href'),
    ).toBe('/plus-crews/7001/settings');
    view.unmount();
    open(resolve);
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings and members' })).toBeNull();
  });
});

describe('PlusCrewsPage and PlusCrewSettingsPage', () => {
  it('lists the plus crews as links, or says none were found', async () => {
    renderRoute(<PlusCrewsPage />, {
      path: '/plus-crews',
      url: '/plus-crews',
      namespaces: { 'plus-crews': en },
      resolve: () => ({
        data: { plusCrews: [{ ...plusCrew('2026-11'), month: undefined, values: undefined }] },
      }),
    });
    expect(
      (await screen.findByRole('link', { name: 'Harbour Bar Team' })).getAttribute('href'),
    ).toBe('/plus-crews/7001');
    // Signed out here: no settings link the guard would refuse.
    expect(screen.queryByRole('link', { name: /^Settings and members/ })).toBeNull();
  });

  it('links each plus crew’s settings and members for whoever reads plus crews', async () => {
    renderRoute(<PlusCrewsPage />, {
      path: '/plus-crews',
      url: '/plus-crews',
      namespaces: { 'plus-crews': en },
      resolve: () => ({
        data: { plusCrews: [{ ...plusCrew('2026-11'), month: undefined, values: undefined }] },
      }),
      session: {
        ...plusCrewSession,
        session: sessionFixture({ userRights: { plusCrews: { READ: 'ALL' } } }),
      },
    });
    expect(
      (
        await screen.findByRole('link', { name: 'Settings and members of Harbour Bar Team' })
      ).getAttribute('href'),
    ).toBe('/plus-crews/7001/settings');
  });

  it("says 'No plus crews found' for an empty list", async () => {
    renderRoute(<PlusCrewsPage />, {
      path: '/plus-crews',
      url: '/plus-crews',
      namespaces: { 'plus-crews': en },
      resolve: () => ({ data: { plusCrews: [] } }),
    });
    expect(await screen.findByRole('heading', { name: 'No plus crews found' })).toBeTruthy();
  });

  it('shows the name, period, bonus rule and members', async () => {
    renderRoute(<PlusCrewSettingsPage />, {
      path: '/plus-crews/:number/settings',
      url: '/plus-crews/7001/settings',
      namespaces: { 'plus-crews': en },
      resolve: () => ({
        data: {
          plusCrewValueTypes: valueTypes,
          plusCrew: {
            ...plusCrew('2026-11'),
            month: undefined,
            members: [{ __typename: 'PlusCrewMember', id: '5', name: 'Mila Bakker' }],
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Harbour Bar Team' })).toBeTruthy();
    expect(screen.getByText(/^10 % of the turnover above the month's target/)).toBeTruthy();
    expect(screen.getByText('Mila Bakker')).toBeTruthy();
  });

  it('routes every plus-crew path lazily', async () => {
    expect(routes.map((route) => PATHS[route.name])).toEqual([
      '/plus-crews/:number',
      '/plus-crews/:number/data',
      '/plus-crews',
      '/plus-crews/:number/settings',
      '/plus-crews/*',
    ]);
    for (const route of routes) expect(typeof (await route.page())).toBe('function');
  });
});
