import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { expectToast } from '../../lib/testing/job-fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { PayrollDownloadPage } from './PayrollDownloadPage';
import { PayrollItemPage } from './PayrollItemPage';
import { PayrollPage } from './PayrollPage';
import { PayrollsPage } from './PayrollsPage';
import { PublicPayrollPage } from './PublicPayrollPage';
import { formatDueDate, formatHours } from './payroll-format';
import { formatMoney } from '../../lib/numbers/money';
import en from './locales/en.json';

const namespaces = { payrolls: en };

const crewRights = {
  payrolls: { READ: 'OWN', EDIT: 'OWN' },
  bankTransfers: { READ: 'OWN' },
} as const;
function signedIn(userRights: SessionData['userRights']) {
  return {
    status: 'signedIn',
    session: sessionFixture({ userRights }),
    error: null,
    signIn: () => {},
    logout: () => {},
  } as const;
}

const payroll = {
  __typename: 'Payroll',
  id: '6',
  number: 'PR-202610-1002',
  periodBegin: '2026-10-01',
  periodEnd: '2026-10-31',
  grossCents: 81625,
  deductionsCents: 14856,
  netCents: 66769,
  currency: 'EUR',
  status: 'seen',
};

const item = {
  __typename: 'PayrollItem',
  id: '41',
  payrollNumber: 'PR-202610-1002',
  date: '2026-10-24',
  description: 'Job',
  jobId: '7',
  project: { __typename: 'PayrollProject', number: '1003', name: 'Autumn Fair' },
  functionName: 'Stagehand',
  minutes: 480,
  rateCents: 1550,
  amountCents: 12400,
  allowanceCents: 1250,
  currency: 'EUR',
  status: 'open',
  declineReason: null,
  canDecline: true,
  activities: [] as unknown[],
};

const payment = {
  __typename: 'BankTransfer',
  id: '3',
  payrollNumber: 'PR-202609-1002',
  date: '2026-10-05',
  reference: 'SAL PR-202609-1002',
  recipient: 'Alex Janssen · NL91 ABNA •••• •••• 00',
  amountCents: 71595,
  currency: 'EUR',
  description: 'Salary September 2026',
};

beforeEach(() => {
  Settings.defaultZone = 'UTC';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Settings.defaultZone = 'system';
});

describe('payroll formatting', () => {
  it('formats integer cents in the currency and language, hours and the DD.MM.YYYY due date', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'EUR', 'de')).toMatch(/^1\.234,56\s€$/);
    expect(formatHours(570, 'nl')).toBe('9,50');
    expect(formatDueDate('2026-11-22')).toBe('22.11.2026');
  });
});

describe('PayrollsPage', () => {
  it('lists payrolls newest first with gross and net, links to each, and the payments with bankTransfers OWN', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        payrolls: { __typename: 'PayrollPage', total: 1, items: [payroll] },
        bankTransfers: { __typename: 'BankTransferPage', total: 1, items: [payment] },
      },
    }));
    renderRoute(<PayrollsPage />, {
      path: '/payrolls',
      url: '/payrolls',
      namespaces,
      resolve,
      session: signedIn(crewRights),
    });
    const link = await screen.findByRole('link', { name: 'PR-202610-1002' });
    expect(link.getAttribute('href')).toBe('/payrolls/PR-202610-1002');
    expect(screen.getByText('Gross €816.25')).toBeTruthy();
    expect(screen.getByText('Net €667.69')).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('€715.95')).toBeTruthy();
    expect(within(payments).getByText('SAL PR-202609-1002')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('PayrollsPage', { withPayments: true });
  });

  it('asks for no payments and shows none without bankTransfers OWN', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: { payrolls: { __typename: 'PayrollPage', total: 1, items: [payroll] } },
    }));
    renderRoute(<PayrollsPage />, {
      path: '/payrolls',
      url: '/payrolls',
      namespaces,
      resolve,
      session: signedIn({ payrolls: { READ: 'OWN' } }),
    });
    await screen.findByRole('link', { name: 'PR-202610-1002' });
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(resolve).toHaveBeenCalledWith('PayrollsPage', { withPayments: false });
  });

  it('says no payrolls were found', async () => {
    renderRoute(<PayrollsPage />, {
      path: '/payrolls',
      url: '/payrolls',
      namespaces,
      resolve: () => ({ data: { payrolls: { __typename: 'PayrollPage', total: 0, items: [] } } }),
      session: signedIn(crewRights),
    });
    expect(await screen.findByRole('heading', { name: 'No payrolls found' })).toBeTruthy();
  });

  it('shows no access when the gateway refuses', async () => {
    renderRoute(<PayrollsPage />, {
      path: '/payrolls',
      url: '/payrolls',
      namespaces,
      resolve: () => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }),
      session: signedIn(crewRights),
    });
    expect(await screen.findByText('You have no access to payrolls.')).toBeTruthy();
  });
});

describe('PayrollPage', () => {
  const detail = (status: string) => ({
    data: {
      payroll: {
        ...payroll,
        status,
        items: [item],
        documents: [{ __typename: 'PayrollDocument', id: '9', documentType: 'payslip' }],
        payments: [],
        shareLinks: [],
      },
    },
  });

  it('shows totals, items with hours and rate, and a real link to download the payslip; a new payroll is marked seen', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'MarkPayrollSeen'
        ? {
            data: {
              markPayrollSeen: {
                __typename: 'Payroll',
                id: '6',
                status: 'seen',
                seenAt: '2026-11-21T10:00:00+00:00',
              },
            },
          }
        : detail('new'),
    );
    renderRoute(<PayrollPage />, {
      path: '/payrolls/:number',
      url: '/payrolls/PR-202610-1002',
      namespaces,
      resolve,
      session: signedIn(crewRights),
    });
    expect(await screen.findByRole('heading', { name: 'PR-202610-1002' })).toBeTruthy();
    expect(screen.getByText('€667.69')).toBeTruthy();
    expect(screen.getByText('-€148.56')).toBeTruthy();
    expect(screen.getByText('8.00 h × €15.50')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Oct 24, 2026 · Autumn Fair (1003)' }).getAttribute('href'),
    ).toBe('/payroll-items/41');
    expect(screen.getByRole('link', { name: 'Download Payslip' }).getAttribute('href')).toBe(
      '/payrolls/PR-202610-1002/download/payslip',
    );
    await vi.waitFor(() =>
      expect(resolve).toHaveBeenCalledWith('MarkPayrollSeen', { number: 'PR-202610-1002' }),
    );
  });

  it('says the payroll was not found (another person’s number)', async () => {
    renderRoute(<PayrollPage />, {
      path: '/payrolls/:number',
      url: '/payrolls/PR-1',
      namespaces,
      resolve: () => ({ data: { payroll: null } }),
      session: signedIn(crewRights),
    });
    expect(await screen.findByRole('heading', { name: 'Payroll not found' })).toBeTruthy();
  });
});

describe('PayrollItemPage', () => {
  it('sends feedback to accounting and shows the activity due tomorrow as DD.MM.YYYY, with a toast', async () => {
    const activity = {
      __typename: 'PayrollItemActivity',
      id: '90',
      type: 'toDo',
      caption: 'Feedback to accounting',
      body: 'Hours look short',
      recipient: 'Accountants',
      dueDate: '2026-11-22',
      priority: 1,
      createdAt: '2026-11-21T10:00:00+00:00',
    };
    let sent = false;
    const resolve = vi.fn<FixtureResolver>((operation) => {
      if (operation === 'SendPayrollItemFeedback') {
        sent = true;
        return { data: { sendPayrollItemFeedback: { ...item, activities: [activity] } } };
      }
      return { data: { payrollItem: { ...item, activities: sent ? [activity] : [] } } };
    });
    renderRoute(<PayrollItemPage />, {
      path: '/payroll-items/:id',
      url: '/payroll-items/41',
      namespaces,
      resolve,
      session: signedIn(crewRights),
    });
    await userEvent.type(await screen.findByLabelText(/Your message/), 'Hours look short');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await expectToast('Feedback sent to accounting', 'status');
    const card = await screen.findByRole('article', { name: 'Feedback to accounting' });
    expect(within(card).getByText('Due 22.11.2026')).toBeTruthy();
    expect(within(card).getByText('To: Accountants')).toBeTruthy();
    expect(within(card).getByText('Priority 1')).toBeTruthy();
    const call = resolve.mock.calls.find(([operation]) => operation === 'SendPayrollItemFeedback');
    expect(call?.[1]).toMatchObject({
      id: '41',
      body: 'Hours look short',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('declines an open item with a reason; a declined item offers no decline', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'DeclinePayrollItem'
        ? {
            data: {
              declinePayrollItem: {
                ...item,
                status: 'declined',
                canDecline: false,
                declineReason: 'Not my shift',
              },
            },
          }
        : { data: { payrollItem: item } },
    );
    renderRoute(<PayrollItemPage />, {
      path: '/payroll-items/:id',
      url: '/payroll-items/41',
      namespaces,
      resolve,
      session: signedIn(crewRights),
    });
    await userEvent.type(await screen.findByLabelText(/Why do you decline it/), 'Not my shift');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expectToast('Item declined', 'status');
    expect(await screen.findByText('Not my shift')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows the refusal reason’s text when the item is already declined', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'DeclinePayrollItem'
        ? { error: { message: 'x', code: 'CONFLICT', reason: 'PAYROLL_ITEM_NOT_DECLINABLE' } }
        : { data: { payrollItem: item } },
    );
    renderRoute(<PayrollItemPage />, {
      path: '/payroll-items/:id',
      url: '/payroll-items/41',
      namespaces,
      resolve,
      session: signedIn(crewRights),
    });
    await userEvent.type(await screen.findByLabelText(/Why do you decline it/), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expectToast('This payroll item has already been declined.', 'alert');
  });

  it('is read-only without payrolls EDIT: no feedback, no decline', async () => {
    renderRoute(<PayrollItemPage />, {
      path: '/payroll-items/:id',
      url: '/payroll-items/41',
      namespaces,
      resolve: () => ({ data: { payrollItem: item } }),
      session: signedIn({ payrolls: { READ: 'OWN' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Activities' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

describe('PublicPayrollPage', () => {
  it('says the link is not valid without a token, and asks nothing', async () => {
    const resolve = vi.fn<FixtureResolver>(() => 'loading');
    renderRoute(<PublicPayrollPage />, {
      path: '/public/payrolls/:number',
      url: '/public/payrolls/PR-1',
      namespaces,
      resolve,
    });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('opens the payroll with the token from the fragment, as a variable', async () => {
    const token = 'a'.repeat(43);
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        publicPayroll: {
          __typename: 'PublicPayroll',
          number: 'PR-202610-1002',
          periodBegin: '2026-10-01',
          periodEnd: '2026-10-31',
          grossCents: 81625,
          deductionsCents: 14856,
          netCents: 66769,
          currency: 'EUR',
          expiresAt: '2026-12-21T10:00:00+00:00',
          items: [],
          documentTypes: ['payslip'],
        },
      },
    }));
    renderRoute(<PublicPayrollPage />, {
      path: '/public/payrolls/:number',
      url: `/public/payrolls/PR-202610-1002#${token}`,
      namespaces,
      resolve,
    });
    expect(await screen.findByRole('heading', { name: 'Payroll PR-202610-1002' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Payslip' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('PublicPayrollPage', { number: 'PR-202610-1002', token });
  });
});

describe('the download route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = () =>
    renderRoute(<PayrollDownloadPage />, {
      path: '/payrolls/:number/download/:documentType',
      url: '/payrolls/PR-202610-1002/download/payslip',
      namespaces,
      session: signedIn(crewRights),
    });

  it('says there is no access when the api refuses the right (403)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'You have no access to payrolls.' }),
    ).toBeTruthy();
  });

  it('says the document is not there for a payroll that is not the caller’s (404)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'This payroll has no such document.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the payroll' })).toBeTruthy();
  });
});
