import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../lib/session/SessionContext';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { ContractPage } from './ContractPage';
import { ContractsPage } from './ContractsPage';
import { formatMinutes } from './contract-format';
import en from './locales/en.json';

const namespaces = { contracts: en };

beforeEach(() => {
  Settings.defaultZone = 'UTC';
});
afterEach(() => {
  Settings.defaultZone = 'system';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = {
  status: 'signedIn',
  session: { token: 'crew-token' },
  error: null,
  signIn: () => {},
  logout: () => {},
} as unknown as SessionState;

function contract(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'StaffContract',
    id: '7',
    contractType: 'fixedTerm',
    state: 'active',
    beginDate: '2026-01-05',
    endDate: '2027-12-31',
    quotaMinutes: 1440,
    quotaPeriod: 'week',
    vacationDaysPerYear: 25,
    person: { __typename: 'Person', id: '2', caption: 'Alex Janssen' },
    ...overrides,
  };
}

const timeAccount = {
  __typename: 'ContractTimeAccount',
  period: { __typename: 'ContractPeriod', begin: '2026-11-23', end: '2026-11-29' },
  quotaMinutes: 1440,
  workedMinutes: 870,
  upcomingMinutes: 480,
  plannedMinutes: 1350,
  openingBalanceMinutes: 210,
  balanceMinutes: -150,
  completedPeriods: 25,
  since: '2026-05-04',
};

function detail(overrides: Record<string, unknown> = {}) {
  return contract({
    timeAccount,
    vacationAccount: {
      __typename: 'ContractVacationAccount',
      year: 2026,
      entitledDays: 25,
      takenDays: 5,
      plannedDays: 3,
      remainingDays: 17,
    },
    documents: [
      {
        __typename: 'StaffContractDocument',
        id: '11',
        name: 'Employment contract',
        documentType: 'contract',
        createdAt: '2025-12-22T09:00:00+00:00',
        downloadUrl: '/api/v1/staffContracts/7/documents/11/download',
      },
    ],
    signingDocuments: [],
    ...overrides,
  });
}

describe('formatMinutes', () => {
  it('words hours and minutes in the language, with a sign for balances', () => {
    expect(formatMinutes(1440, 'en')).toBe('24 hr');
    expect(formatMinutes(210, 'en', true)).toBe('+3 hr 30 min');
    expect(formatMinutes(-45, 'en', true)).toBe('−45 min');
    expect(formatMinutes(0, 'en', true)).toBe('0 hr');
    expect(formatMinutes(90, 'de')).toBe('1 Std. 30 Min.');
  });
});

describe('ContractsPage', () => {
  function open(resolve: FixtureResolver) {
    return renderRoute(<ContractsPage />, {
      path: '/contracts',
      url: '/contracts',
      namespaces,
      resolve,
    });
  }

  it('shows a busy state while the contracts load', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading your contracts' })).toBeTruthy();
  });

  it("says 'Contract not found' when there is none", async () => {
    open(() => ({ data: { staffContracts: [] } }));
    expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeTruthy();
  });

  it('lists each contract with type, period and quota, as a link to it', async () => {
    open(() => ({
      data: {
        staffContracts: [
          contract(),
          contract({
            id: '8',
            contractType: 'permanent',
            state: 'ended',
            endDate: null,
            quotaMinutes: 9600,
            quotaPeriod: 'month',
          }),
        ],
      },
    }));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'Fixed-term contract' }).getAttribute('href'),
    ).toBe('/contracts/7');
    expect(within(first).getByText('Jan 5, 2026 – Dec 31, 2027')).toBeTruthy();
    expect(within(first).getByText('24 hr per week')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(
      within(second).getByRole('link', { name: 'Permanent contract' }).getAttribute('href'),
    ).toBe('/contracts/8');
    expect(within(second).getByText('From Jan 5, 2026, open-ended')).toBeTruthy();
    expect(within(second).getByText('160 hr per month')).toBeTruthy();
    // One person's contracts: no need to name them.
    expect(within(first).queryByText('Alex Janssen')).toBeNull();
  });

  it('says there is no access, without a retry, when the right is missing', async () => {
    open(() => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to staff contracts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry that loads the contracts', async () => {
    let failing = true;
    open(() =>
      failing ? { networkError: 'Failed to fetch' } : { data: { staffContracts: [contract()] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your contracts could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fixed-term contract' })).toBeTruthy();
  });
});

describe('ContractPage', () => {
  function open(resolve: FixtureResolver) {
    return renderRoute(<ContractPage />, {
      path: '/contracts/:id',
      url: '/contracts/7',
      namespaces,
      resolve,
      session: signedIn,
    });
  }

  it('shows the terms, the week against its quota, and both accounts', async () => {
    let asked: Record<string, unknown> = {};
    open((_name, variables) => {
      asked = variables;
      return { data: { staffContract: detail() } };
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fixed-term contract' }),
    ).toBeTruthy();
    expect(asked).toEqual({ id: '7' });
    expect(screen.getByText('24 hr per week')).toBeTruthy();
    expect(screen.getByText('Paid vacation per year').nextElementSibling?.textContent).toBe(
      '25 days',
    );

    const week = screen.getByRole('region', { name: 'This week' });
    const meter = within(week).getByRole('progressbar', {
      name: 'Worked against quota: 14 hr 30 min of 24 hr',
    });
    expect(meter.getAttribute('aria-valuenow')).toBe('870');
    expect(meter.getAttribute('aria-valuemax')).toBe('1440');
    expect(within(week).getByText('22 hr 30 min')).toBeTruthy();
    expect(within(week).getByText('8 hr')).toBeTruthy();

    const time = screen.getByRole('region', { name: 'Time account' });
    expect(within(time).getByText('−2 hr 30 min')).toBeTruthy();
    expect(within(time).getByText(/since May 4, 2026, starting from \+3 hr 30 min/)).toBeTruthy();

    const vacation = screen.getByRole('region', { name: 'Vacation 2026' });
    for (const [label, value] of [
      ['Entitled', '25 days'],
      ['Taken', '5 days'],
      ['Planned', '3 days'],
      ['Remaining', '17 days'],
    ]) {
      expect(within(vacation).getByText(label as string)).toBeTruthy();
      expect(within(vacation).getByText(value as string)).toBeTruthy();
    }
  });

  it("links each of the contract's documents to sign to its document screen", async () => {
    open(() => ({
      data: {
        staffContract: detail({
          signingDocuments: [
            {
              __typename: 'Document',
              id: '41',
              title: 'Employment contract 2026',
              status: 'inProgress',
            },
          ],
        }),
      },
    }));
    const section = await screen.findByRole('region', { name: 'Documents to sign' });
    expect(
      within(section).getByRole('link', { name: 'Employment contract 2026' }).getAttribute('href'),
    ).toBe('/documents/41');
    expect(within(section).getByText('In progress')).toBeTruthy();
  });

  it('fills a worked meter no further than the quota when more was worked', async () => {
    const account = { ...timeAccount, workedMinutes: 1500, plannedMinutes: 1980 };
    open(() => ({ data: { staffContract: detail({ timeAccount: account }) } }));
    const meter = await screen.findByRole('progressbar', {
      name: 'Worked against quota: 25 hr of 24 hr',
    });
    expect(meter.getAttribute('aria-valuenow')).toBe('1440');
  });

  it("says 'Contract not found', with a link back, for another person's contract", async () => {
    open(() => ({ data: { staffContract: null } }));
    expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to contracts' }).getAttribute('href')).toBe(
      '/contracts',
    );
  });

  it('downloads a document with the bearer token and saves it as a PDF', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-length': '13' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:contract');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open(() => ({ data: { staffContract: detail() } }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Employment contract' }),
    );
    expect(await screen.findByText('Downloaded. Find the PDF in your downloads.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/staffContracts/7/documents/11/download',
      expect.objectContaining({ headers: { Type: 'MOBILE', Authorization: 'Bearer crew-token' } }),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('Employment contract.pdf');
  });

  it('says why a download failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    open(() => ({ data: { staffContract: detail() } }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Employment contract' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This document was not found.'),
    );
  });
});
