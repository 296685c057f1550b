import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import {
  confirmedJob31,
  confirmJobCalls,
  expectToast,
  refusedConfirmation,
} from '../../lib/testing/job-fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { formatShortDay, formatTime } from '../../lib/dates/dates';
import { HomePage } from './HomePage';
import en from './locales/en.json';

let current: SessionData | null = null;

/** What a home that is no planner's asks of the planner lists: nothing, at the pinned moment. */
const noPlannerLists = {
  withPlannerCrews: false,
  withPositions: false,
  withToDos: false,
  withVacationDecisions: false,
  withPictureDecisions: false,
  withReceiptDecisions: false,
  at: '2026-11-21T10:00:00+00:00',
  today: '2026-11-21',
};

const crew = sessionFixture();
function person(
  caption: string,
  loginType: string,
  userRights: SessionData['userRights'],
): SessionData {
  return sessionFixture({
    loginData: {
      person: { id: '20', caption },
      contactNumber: null,
      language: 'en',
      loginTypes: [{ caption: loginType }],
    },
    userRights,
  });
}

function pendingJob(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Job',
    id: '31',
    status: 'pending',
    startsAt: '2026-11-22T08:00:00+00:00',
    endsAt: '2026-11-22T16:00:00+00:00',
    timeZone: 'UTC',
    function: { __typename: 'JobFunction', id: '2', caption: 'Stagehand' },
    project: { __typename: 'Project', id: '5', number: 'P-5', name: 'Winter Festival' },
    location: { __typename: 'Location', id: '3', caption: 'Ahoy Arena', city: 'Rotterdam' },
    ...overrides,
  };
}

function open(resolve: FixtureResolver) {
  const session = {
    status: 'signedIn',
    session: current,
    error: null,
    signIn: () => {},
    logout: () => {},
  } as const;
  return renderRoute(<HomePage />, {
    path: '/',
    url: '/',
    namespaces: { home: en },
    resolve,
    session,
  });
}

beforeEach(() => {
  current = crew;
  sessionStorage.clear();
  Settings.defaultZone = 'UTC';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  Settings.defaultZone = 'system';
});

describe('HomePage for a crew member', () => {
  it('shows a busy state while the jobs to confirm load', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading jobs to confirm' })).toBeTruthy();
  });

  it('says nothing is waiting when there are no jobs to confirm', async () => {
    open(() => ({ data: { jobsToConfirm: [], jobChanges: [] } }));
    expect(
      await screen.findByRole('heading', { name: 'No jobs waiting for your confirmation' }),
    ).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let failing = true;
    open(() =>
      failing
        ? { networkError: 'Failed to fetch' }
        : { data: { jobsToConfirm: [pendingJob()], jobChanges: [] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your jobs to confirm could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Stagehand' })).toBeTruthy();
  });

  it('lists the jobs waiting for confirmation and confirms one once, with a toast and its new status', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'ConfirmJob'
        ? confirmedJob31
        : {
            data: {
              jobChanges: [],
              jobsToConfirm: [
                pendingJob(),
                pendingJob({
                  id: '40',
                  startsAt: '2026-11-26T18:00:00+00:00',
                  endsAt: '2026-11-26T23:00:00+00:00',
                  location: null,
                }),
              ],
            },
          },
    );
    open(resolve);
    const section = await screen.findByRole('region', { name: 'Jobs to confirm' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Tomorrow, 8:00 AM – 4:00 PM')).toBeTruthy();
    expect(within(first).getByText('Winter Festival')).toBeTruthy();
    expect(within(first).getByText('Ahoy Arena, Rotterdam')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement).getByText('Thu, Nov 26, 6:00 PM – 11:00 PM'),
    ).toBeTruthy();

    await userEvent.click(
      within(first).getByRole('button', { name: 'Confirm Stagehand on Tomorrow' }),
    );
    expect(await within(first).findByText('Confirmed')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();
    await expectToast('Job confirmed', 'status');
    expect(confirmJobCalls(resolve)).toEqual([
      { id: '31', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it("shows the reason's text (not the api's message) when the job can no longer be confirmed, and reloads the list", async () => {
    let cancelled = false;
    open((operation) => {
      if (operation === 'ConfirmJob') {
        cancelled = true;
        return refusedConfirmation;
      }
      return { data: { jobsToConfirm: cancelled ? [] : [pendingJob()], jobChanges: [] } };
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm Stagehand on Tomorrow' }),
    );
    await expectToast('This job can no longer be confirmed. Its status has changed.', 'alert');
    expect(
      await screen.findByRole('heading', { name: 'No jobs waiting for your confirmation' }),
    ).toBeTruthy();
  });
});

describe('HomePage for planner, client and office', () => {
  it.each([
    // A planner without crews, crew item list or to-do rights has no planner lists either.
    ['planner', 'Pat Planner', { projects: { READ: 'ALL' } }],
    ['client', 'Cleo Client', { projects: { READ: 'OWN' } }],
    ['office', 'Olli Office', { mailboxes: { READ: 'ALL' }, persons: { READ: 'OWN' } }],
  ] as const)('greets the %s by name and asks for no jobs', async (loginType, name, rights) => {
    current = person(name, loginType, rights);
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { jobsToConfirm: [] } }));
    open(resolve);
    expect(screen.getByRole('heading', { name: `Hello, ${name}` })).toBeTruthy();
    expect(screen.getByText(en.welcome)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Jobs to confirm' })).toBeNull();
    await new Promise((resolveTick) => setTimeout(resolveTick, 10));
    expect(resolve).not.toHaveBeenCalled();
  });

  it('asks only for payrolls for a crew member with payrolls but without the projects right', async () => {
    current = person('Alex Crew', 'crew', { payrolls: { READ: 'OWN' } });
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { payrollsToConfirm: [] } }));
    open(resolve);
    expect(screen.queryByRole('region', { name: 'Jobs to confirm' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'No new payrolls' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: true,
      withDocuments: false,
      withForms: false,
      withLed: false,
      withMail: false,
      withInvoices: false,
      ...noPlannerLists,
    });
  });

  it("shows a client's open invoices (count, total, overdue) from the one Home query; a crew login never asks", async () => {
    current = person('Cleo Client', 'client', { invoices: { READ: 'OWN' } });
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        openInvoices: {
          __typename: 'OpenInvoices',
          count: 2,
          overdueCount: 1,
          totals: [{ __typename: 'InvoiceMoney', currency: 'EUR', totalCents: 656_051 }],
        },
      },
    }));
    open(resolve);
    const region = await screen.findByRole('region', { name: 'Open invoices' });
    expect(await within(region).findByText('Open: 2 · €6,560.51')).toBeTruthy();
    expect(within(region).getByText('Overdue: 1')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'All invoices' }).getAttribute('href')).toBe(
      '/invoices',
    );
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: false,
      withDocuments: false,
      withForms: false,
      withLed: false,
      withMail: false,
      withInvoices: true,
      ...noPlannerLists,
    });
  });

  it('asks a crew login with the invoices right for no invoices', async () => {
    current = person('Alex Crew', 'crew', { payrolls: { READ: 'OWN' }, invoices: { READ: 'ALL' } });
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { payrollsToConfirm: [] } }));
    open(resolve);
    expect(await screen.findByRole('heading', { name: 'No new payrolls' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Open invoices' })).toBeNull();
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: true,
      withDocuments: false,
      withForms: false,
      withLed: false,
      withMail: false,
      withInvoices: false,
      ...noPlannerLists,
    });
  });
});

describe('HomePage payrolls to confirm', () => {
  it('lists new payrolls with a link to each, in the same query as the jobs', async () => {
    current = person('Alex Crew', 'crew', { projects: { READ: 'OWN' }, payrolls: { READ: 'OWN' } });
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        jobsToConfirm: [],
        jobChanges: [],
        payrollsToConfirm: [
          {
            __typename: 'Payroll',
            id: '6',
            number: 'PR-202610-1002',
            periodBegin: '2026-10-01',
            periodEnd: '2026-10-31',
            netCents: 123456,
            currency: 'EUR',
          },
        ],
      },
    }));
    open(resolve);
    const section = await screen.findByRole('region', { name: 'Payrolls to confirm' });
    const link = await within(section).findByRole('link', { name: 'Payroll PR-202610-1002' });
    expect(link.getAttribute('href')).toBe('/payrolls/PR-202610-1002');
    expect(within(section).getByText('€1,234.56')).toBeTruthy();
    // One operation for the whole screen: every call is the Home query.
    expect(new Set(resolve.mock.calls.map(([operation]) => operation))).toEqual(new Set(['Home']));
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: true,
      withPayrolls: true,
      withDocuments: false,
      withForms: false,
      withLed: false,
      withMail: false,
      withInvoices: false,
      ...noPlannerLists,
    });
  });
});

describe('HomePage changes and warnings', () => {
  const change = (id: string, kind: 'changed' | 'cancelled', caption: string) => ({
    __typename: 'JobChange',
    kind,
    at: '2026-11-20T16:00:00+00:00',
    job: {
      __typename: 'Job',
      id,
      status: kind === 'cancelled' ? 'cancelled' : 'confirmed',
      startsAt: '2026-11-24T08:00:00+00:00',
      endsAt: '2026-11-24T16:00:00+00:00',
      timeZone: 'UTC',
      function: { __typename: 'JobFunction', id: `f${id}`, caption },
      project: { __typename: 'Project', id: '5', name: 'Winter Festival' },
    },
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'permissions');
  });

  it('lists changed and cancelled jobs in the home query and puts one away with one tap', async () => {
    let open = [change('31', 'changed', 'Stagehand'), change('44', 'cancelled', 'Runner')];
    const resolve = vi.fn<FixtureResolver>((operation, variables) => {
      if (operation === 'AcknowledgeJobChange') {
        open = open.filter((item) => item.job.id !== variables['jobId']);
        return {
          data: {
            acknowledgeJobChange: open.map(({ kind, job }) => ({
              __typename: 'JobChange',
              kind,
              job: { __typename: 'Job', id: job.id },
            })),
          },
        };
      }
      return { data: { jobsToConfirm: [], jobChanges: open } };
    });
    current = person('Alex Crew', 'crew', { projects: { READ: 'OWN' } });
    renderRoute(<HomePage />, {
      path: '/',
      url: '/',
      namespaces: { home: en },
      resolve,
      session: {
        status: 'signedIn',
        session: current,
        error: null,
        signIn: () => {},
        logout: () => {},
      } as const,
    });
    const section = await screen.findByRole('region', { name: 'Changes' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Changed')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link', { name: 'Runner' })
        .getAttribute('href'),
    ).toBe('/jobs/44');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Got it: Runner on Tue, Nov 24' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Changes' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    expect(resolve).toHaveBeenCalledWith('AcknowledgeJobChange', { jobId: '44' });
    await userEvent.click(screen.getByRole('button', { name: 'Got it: Stagehand on Tue, Nov 24' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Changes' })).toBeNull());
    // One query for the screen: the changes came with the Home operation.
    expect(new Set(resolve.mock.calls.map(([operation]) => operation))).toEqual(
      new Set(['Home', 'AcknowledgeJobChange']),
    );
  });

  it.each(['notifications', 'geolocation'])(
    'shows the SPEC warning when %s is denied, and links to help',
    async (denied) => {
      const query = vi.fn(async ({ name }: { name: string }) =>
        Object.assign(new EventTarget(), { state: name === denied ? 'denied' : 'granted' }),
      );
      Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
      open(() => ({ data: { jobsToConfirm: [], jobChanges: [] } }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Pre-call, check-in and check-out may not be possible due to required permissions not granted. Please update your browser settings.',
      );
      expect(query).toHaveBeenCalledWith({ name: 'notifications' });
      expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
      expect(screen.getByRole('link', { name: 'Help and contact' }).getAttribute('href')).toBe(
        '/help',
      );
    },
  );

  it('shows no warning when both are granted, nor to a planner', async () => {
    const query = vi.fn(async () => Object.assign(new EventTarget(), { state: 'granted' }));
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
    const view = open(() => ({ data: { jobsToConfirm: [], jobChanges: [] } }));
    await screen.findByRole('heading', { name: 'No jobs waiting for your confirmation' });
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
    query.mockClear();
    current = person('Pat Planner', 'planner', { projects: { READ: 'ALL' } });
    open(() => ({ data: {} }));
    await new Promise((tick) => setTimeout(tick, 10));
    expect(query).not.toHaveBeenCalled();
  });
});

describe('HomePage documents to sign', () => {
  it('lists the documents ready to sign with their count, each a link to the document, in the one Home query', async () => {
    current = person('Lena Office', 'office', { documents: { READ: 'ALL', EDIT: 'OWN' } });
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        documentsToSign: {
          __typename: 'DocumentsToSign',
          count: 2,
          items: [
            {
              __typename: 'Document',
              id: '41',
              title: 'Employment contract 2026',
              type: { __typename: 'DocumentType', id: '1', caption: 'Employment contract' },
            },
            {
              __typename: 'Document',
              id: '46',
              title: 'Crew services agreement',
              type: { __typename: 'DocumentType', id: '3', caption: 'Agreement' },
            },
          ],
        },
      },
    }));
    open(resolve);
    const section = await screen.findByRole('region', { name: 'Documents to sign' });
    // The region shows its loading state first; the count comes with the answer.
    expect((await within(section).findByLabelText('To sign: 2')).textContent).toBe('2');
    const link = within(section).getByRole('link', { name: 'Employment contract 2026' });
    expect(link.getAttribute('href')).toBe('/documents/41');
    expect(
      within(section).getByRole('link', { name: 'Crew services agreement' }).getAttribute('href'),
    ).toBe('/documents/46');
    expect(new Set(resolve.mock.calls.map(([operation]) => operation))).toEqual(new Set(['Home']));
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: false,
      withDocuments: true,
      withForms: false,
      withLed: false,
      withMail: false,
      withInvoices: false,
      ...noPlannerLists,
    });
  });

  it("says 'No documents to sign' when none is ready", async () => {
    current = person('Lena Office', 'office', { documents: { READ: 'ALL' } });
    open(() => ({
      data: { documentsToSign: { __typename: 'DocumentsToSign', count: 0, items: [] } },
    }));
    expect(await screen.findByRole('heading', { name: 'No documents to sign' })).toBeTruthy();
  });
});

describe('HomePage forms to fill in', () => {
  it('lists the forms to fill in, each a link to the form, in the one Home query', async () => {
    current = person('Lena Office', 'office', { forms: { READ: 'OWN', CREATE: 'OWN' } });
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        formsToFill: [
          {
            __typename: 'FormToFill',
            id: '4',
            title: 'Venue safety walk-through',
            description: 'Walk your area.',
            questionCount: 8,
          },
        ],
      },
    }));
    open(resolve);
    const section = await screen.findByRole('region', { name: 'Forms to fill in' });
    expect(
      (
        await within(section).findByRole('link', { name: 'Venue safety walk-through' })
      ).getAttribute('href'),
    ).toBe('/forms/4/venue-safety-walk-through');
    expect(within(section).getByText('Questions: 8')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: false,
      withDocuments: false,
      withForms: true,
      withLed: false,
      withMail: false,
      withInvoices: false,
      ...noPlannerLists,
    });
  });
});

describe('HomePage crews you lead', () => {
  const chief = () =>
    person('Sam de Vries', 'crew', {
      projects: { READ: 'OWN' },
      crews: { READ: 'OWN', EDIT: 'OWN' },
    });
  const ledCrew = (
    id: string,
    caption: string,
    state: string,
    startsAt: string,
    endsAt: string,
  ) => ({
    __typename: 'LedCrew',
    id,
    caption,
    state,
    startsAt,
    endsAt,
    timeZone: 'UTC',
    project: { __typename: 'LedCrewProject', id: '5', number: '1001', name: 'Winter Festival' },
    location: { __typename: 'LedCrewLocation', id: '3', caption: 'Ahoy Arena' },
  });

  it('lists the crews the chief leads, each a link to the crew with its state, in the one Home query', async () => {
    current = chief();
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        jobsToConfirm: [],
        jobChanges: [],
        crewsILead: [
          ledCrew(
            '71',
            'Stage rigging',
            'released',
            '2026-11-20T08:00:00+00:00',
            '2026-11-20T18:00:00+00:00',
          ),
          ledCrew(
            '72',
            'Foyer and bars',
            'readyForSignOff',
            '2026-11-21T05:00:00+00:00',
            '2026-11-21T08:00:00+00:00',
          ),
          ledCrew(
            '73',
            'Main stage build',
            'onShift',
            '2026-11-21T09:00:00+00:00',
            '2026-11-21T17:00:00+00:00',
          ),
        ],
      },
    }));
    open(resolve);
    const section = await screen.findByRole('region', { name: en.led.heading });
    // The section shows its skeleton first; the links come with the answer.
    const foyer = await within(section).findByRole('link', { name: 'Foyer and bars' });
    expect(foyer.getAttribute('href')).toBe('/crews/72');
    expect(within(section).getByRole('link', { name: 'Stage rigging' }).getAttribute('href')).toBe(
      '/crews/71',
    );
    const foyerCard = foyer.closest('article') as HTMLElement;
    expect(within(foyerCard).getByText(en.led.state.readyForSignOff)).toBeTruthy();
    expect(within(foyerCard).getByText('1001 · Winter Festival · Ahoy Arena')).toBeTruthy();
    expect(foyerCard.textContent).toContain(
      en.led.when
        .replace('{{day}}', formatShortDay('2026-11-21T05:00:00+00:00', 'en'))
        .replace('{{start}}', formatTime('2026-11-21T05:00:00+00:00', 'en'))
        .replace('{{end}}', formatTime('2026-11-21T08:00:00+00:00', 'en')),
    );
    const rigging = within(section)
      .getByRole('link', { name: 'Stage rigging' })
      .closest('article') as HTMLElement;
    expect(within(rigging).getByText(en.led.state.released)).toBeTruthy();
    expect(within(section).getByText(en.led.state.onShift)).toBeTruthy();
    expect(new Set(resolve.mock.calls.map(([operation]) => operation))).toEqual(new Set(['Home']));
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: true,
      withPayrolls: false,
      withDocuments: false,
      withForms: false,
      withLed: true,
      withMail: false,
      withInvoices: false,
      ...noPlannerLists,
    });
  });

  it('shows no section when the chief leads no crew, and never asks for one without crews EDIT', async () => {
    current = chief();
    open(() => ({ data: { jobsToConfirm: [], jobChanges: [], crewsILead: [] } }));
    expect(await screen.findByRole('heading', { name: en.jobs.empty })).toBeTruthy();
    expect(screen.queryByRole('region', { name: en.led.heading })).toBeNull();
  });

  it('shows an error with a retry when the crews cannot be loaded', async () => {
    current = person('Sam de Vries', 'crew', { crews: { READ: 'OWN', EDIT: 'OWN' } });
    open(() => ({ error: { message: 'boom' } }));
    const section = await screen.findByRole('region', { name: en.led.heading });
    expect(await within(section).findByText(en.led.error)).toBeTruthy();
  });
});

describe('HomePage unread mail', () => {
  it('shows an office user with a mailbox their unread mail count and a link to the mailbox, in the one Home query', async () => {
    current = {
      ...person('Lena Office', 'office', {
        mailboxes: { READ: 'ALL' },
        documents: { READ: 'ALL' },
      }),
      mailboxUserRights: { emailMessages: { READ: 'ALL' } },
    };
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: {
        unreadMailCount: 2,
        documentsToSign: { __typename: 'DocumentsToSign', count: 0, items: [] },
      },
    }));
    open(resolve);
    expect(screen.getByRole('heading', { name: 'Hello, Lena Office' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Mail' });
    expect(within(section).getByText('Unread mails: 2')).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Open the mailbox' }).getAttribute('href'),
    ).toBe('/mailbox');
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: false,
      withDocuments: true,
      withForms: false,
      withLed: false,
      withMail: true,
      withInvoices: false,
      ...noPlannerLists,
    });
  });

  it('asks nothing about mail without the emailMessages mailbox right', async () => {
    current = person('Olli Office', 'office', {
      mailboxes: { READ: 'ALL' },
      forms: { CREATE: 'OWN' },
    });
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { formsToFill: [] } }));
    open(resolve);
    await screen.findByRole('heading', { name: 'Hello, Olli Office' });
    await new Promise((tick) => setTimeout(tick, 10));
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: false,
      withDocuments: false,
      withForms: true,
      withLed: false,
      withMail: false,
      withInvoices: false,
      ...noPlannerLists,
    });
    expect(screen.queryByRole('region', { name: 'Mail' })).toBeNull();
  });
});

describe('HomePage for a planner: what needs them today', () => {
  const plannerRights = {
    projects: { READ: 'ALL' },
    crews: { READ: 'ALL', EDIT: 'ALL' },
    planningCrewItemList: { READ: 'ALL', EDIT: 'ALL' },
    toDoCalendar: { READ: 'ALL' },
  } as const;
  const ledCrew = (overrides: Record<string, unknown>) => ({
    __typename: 'LedCrew',
    id: '11',
    caption: 'Main stage build',
    state: 'onShift',
    startsAt: '2026-11-21T08:00:00+00:00',
    endsAt: '2026-11-21T16:00:00+00:00',
    timeZone: 'Europe/Amsterdam',
    membersCount: 8,
    checkedInCount: 6,
    checkedOutCount: 0,
    lateCount: 1,
    noShowCount: 0,
    expectedCount: 2,
    project: { __typename: 'LedCrewProject', id: '5', number: '1001', name: 'Winter Festival' },
    location: { __typename: 'LedCrewLocation', id: '3', caption: 'Ahoy Arena' },
    ...overrides,
  });
  const position = (overrides: Record<string, unknown>) => ({
    __typename: 'OpenPosition',
    id: '12:2',
    crew: {
      __typename: 'OpenPositionCrew',
      id: '12',
      caption: 'Light rig',
      startsAt: '2026-11-22T09:00:00+00:00',
      endsAt: '2026-11-22T17:00:00+00:00',
    },
    project: {
      __typename: 'OpenPositionProject',
      id: '5',
      number: '1001',
      name: 'Winter Festival',
    },
    function: { __typename: 'JobFunction', id: '2', caption: 'Stagehand' },
    startsAt: '2026-11-22T09:00:00+00:00',
    timeZone: 'Europe/Amsterdam',
    rows: 3,
    open: 2,
    openVacancies: 2,
    applicants: 1,
    booked: 0,
    ...overrides,
  });
  const plannerDay = {
    crewsOfMyProjectsOn: [
      ledCrew({
        id: '10',
        caption: 'Foyer and bars',
        state: 'readyForSignOff',
        startsAt: '2026-11-21T03:00:00+00:00',
        endsAt: '2026-11-21T07:00:00+00:00',
        membersCount: 3,
        checkedInCount: 0,
        checkedOutCount: 2,
        lateCount: 0,
        noShowCount: 1,
        expectedCount: 0,
      }),
      ledCrew({}),
      ledCrew({
        id: '13',
        caption: 'Evening show',
        state: 'notStarted',
        startsAt: '2026-11-21T17:00:00+00:00',
        endsAt: '2026-11-21T22:00:00+00:00',
        membersCount: 2,
        checkedInCount: 0,
        lateCount: 0,
        expectedCount: 2,
      }),
    ],
    openPositions: {
      __typename: 'OpenPositionPage',
      total: 7,
      openTotal: 9,
      applicantsTotal: 3,
      items: [
        position({}),
        position({
          id: '14:4',
          crew: {
            __typename: 'OpenPositionCrew',
            id: '14',
            caption: 'Concert crew',
            startsAt: '2026-11-28T11:00:00+00:00',
            endsAt: '2026-11-28T22:00:00+00:00',
          },
          function: { __typename: 'JobFunction', id: '4', caption: 'Runner' },
          startsAt: '2026-11-28T11:00:00+00:00',
          rows: 1,
          open: 1,
          applicants: 0,
        }),
      ],
    },
    vacancyApplications: {
      __typename: 'CrewItemPage',
      total: 3,
      items: [
        {
          __typename: 'CrewItem',
          id: '77',
          startsAt: '2026-11-22T09:00:00+00:00',
          endsAt: '2026-11-22T17:00:00+00:00',
          timeZone: 'Europe/Amsterdam',
          appliedAt: '2026-11-20T09:00:00+00:00',
          person: { __typename: 'CrewItemPerson', id: '7', caption: 'Noah Visser' },
          function: { __typename: 'JobFunction', id: '2', caption: 'Stagehand' },
          project: { __typename: 'CrewItemProject', id: '5', caption: 'Winter Festival' },
        },
      ],
    },
    toDosDue: [
      {
        __typename: 'ToDo',
        id: '1',
        caption: 'Call the venue',
        dueDate: '2026-11-20',
        priority: 1,
        type: { __typename: 'ActivityType', id: '1', caption: 'Call' },
      },
      {
        __typename: 'ToDo',
        id: '2',
        caption: 'Send the crew list',
        dueDate: '2026-11-21',
        priority: 2,
        type: { __typename: 'ActivityType', id: '2', caption: 'E-mail' },
      },
    ],
  };

  beforeEach(() => {
    current = person('Priya Shah', 'planner', plannerRights);
  });

  it('asks for today’s crews, the open positions, the applications and the to-dos in the one Home query, at the pinned moment', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: plannerDay }));
    open(resolve);
    await screen.findByRole('link', { name: 'Main stage build' });
    // (Every call the home makes asks the same: one operation for the whole screen.)
    expect(
      new Set(resolve.mock.calls.map(([name, variables]) => `${name} ${JSON.stringify(variables)}`))
        .size,
    ).toBe(1);
    expect(resolve).toHaveBeenCalledWith('Home', {
      withJobs: false,
      withPayrolls: false,
      withDocuments: false,
      withForms: false,
      withLed: false,
      withMail: false,
      withInvoices: false,
      withPlannerCrews: true,
      withPositions: true,
      withToDos: true,
      withVacationDecisions: false,
      withPictureDecisions: false,
      withReceiptDecisions: false,
      at: '2026-11-21T10:00:00+00:00',
      today: '2026-11-21',
    });
  });

  it('counts each crew’s members at the venue’s time and links each crew to its page', async () => {
    open(() => ({ data: plannerDay }));
    await screen.findByRole('link', { name: 'Main stage build' });
    const section = screen.getByRole('region', { name: 'Today’s crews' });
    expect(within(section).getByLabelText('Crews today: 3')).toBeTruthy();
    const main = within(section).getByRole('link', { name: 'Main stage build' });
    expect(main.getAttribute('href')).toBe('/crews/11');
    const card = main.closest('article') as HTMLElement;
    // 08:00 UTC is 09:00 in Amsterdam: the venue's clock, not the reader's (UTC here), said once.
    expect(within(card).getByText('9:00 AM–5:00 PM at the venue')).toBeTruthy();
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Times at the venue, GMT+1',
    ]);
    expect(within(card).getByText('Checked in: 6 of 8')).toBeTruthy();
    const tallies = within(card).getByRole('list', { name: 'Attendance of Main stage build' });
    // Begun: those still expected are not here yet.
    expect(
      within(tallies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Late: 1', 'Not here yet: 2']);
    const foyer = within(section)
      .getByRole('link', { name: 'Foyer and bars' })
      .closest('article') as HTMLElement;
    expect(within(foyer).getByText('Checked in: 2 of 3')).toBeTruthy();
    expect(
      within(within(foyer).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No-show: 1', 'Checked out: 2']);
    // Not begun yet: expected, not missing.
    const evening = within(section)
      .getByRole('link', { name: 'Evening show' })
      .closest('article') as HTMLElement;
    expect(
      within(within(evening).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Expected: 2']);
  });

  it('lists what waits for a decision: each application to its crew item, each to-do due to the to-do calendar', async () => {
    open(() => ({ data: plannerDay }));
    await screen.findByRole('link', { name: 'Main stage build' });
    const section = screen.getByRole('region', { name: 'Waiting for you' });
    // Three applications in all (one listed) and two to-dos.
    expect(within(section).getByLabelText('Waiting: 5')).toBeTruthy();
    const applied = within(section).getByRole('link', { name: 'Noah Visser applied as Stagehand' });
    expect(applied.getAttribute('href')).toBe('/planning-crew-item-list?item=77');
    expect(
      within(applied.closest('article') as HTMLElement).getByText('Sun, Nov 22, 10:00 AM–6:00 PM'),
    ).toBeTruthy();
    const overdue = within(section).getByRole('link', { name: 'Call the venue' });
    expect(overdue.getAttribute('href')).toBe('/todo-calendar');
    expect(within(overdue.closest('article') as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(
      within(
        within(section)
          .getByRole('link', { name: 'Send the crew list' })
          .closest('article') as HTMLElement,
      ).getByText('Due today'),
    ).toBeTruthy();
  });

  it('lists the open positions with their open rows and applicants, each to the crew item list of its day, project and function', async () => {
    open(() => ({ data: plannerDay }));
    await screen.findByRole('link', { name: 'Main stage build' });
    const section = screen.getByRole('region', { name: 'Open positions' });
    expect(within(section).getByText('Open rows: 9 · Applicants: 3')).toBeTruthy();
    const light = within(section).getByRole('link', { name: 'Stagehand · Light rig' });
    expect(light.getAttribute('href')).toBe(
      '/planning-crew-item-list?from=2026-11-22&to=2026-11-22&project=5&function=2&status=pending',
    );
    const rows = within(light.closest('article') as HTMLElement).getByRole('list', {
      name: 'Rows of Stagehand on Light rig',
    });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open: 2', 'Applicants: 1', 'Booked: 0 of 3']);
    // Seven positions, two on the home: the rest one link away.
    expect(
      screen.getByRole('link', { name: 'All open positions (more: 5)' }).getAttribute('href'),
    ).toBe('/planning-crew-item-list?status=pending');
  });

  it('says so in each section when nothing is there', async () => {
    open(() => ({
      data: {
        crewsOfMyProjectsOn: [],
        openPositions: {
          __typename: 'OpenPositionPage',
          total: 0,
          openTotal: 0,
          applicantsTotal: 0,
          items: [],
        },
        vacancyApplications: { __typename: 'CrewItemPage', total: 0, items: [] },
        toDosDue: [],
      },
    }));
    expect(
      await screen.findByRole('heading', { name: 'No crews of your projects today' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nothing waiting for you' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Every position is filled' })).toBeTruthy();
    expect(screen.queryByText(/Open rows:/)).toBeNull();
  });

  it('shows each section loading, then an error with a retry, worded for offline when the device is', async () => {
    let answer: 'loading' | 'failing' | 'ok' = 'loading';
    const resolve = vi.fn<FixtureResolver>(() =>
      answer === 'loading'
        ? 'loading'
        : answer === 'failing'
          ? { networkError: 'Failed to fetch' }
          : { data: plannerDay },
    );
    const { unmount } = open(resolve);
    expect(screen.getByRole('status', { name: 'Loading today’s crews' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading what waits for you' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the open positions' })).toBeTruthy();
    unmount();
    answer = 'failing';
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    try {
      open(resolve);
      // Offline, each section says so (and keeps its retry).
      expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
        expect.stringMatching(/^You are offline/),
        expect.stringMatching(/^You are offline/),
        expect.stringMatching(/^You are offline/),
      ]);
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
      const crews = screen.getByRole('region', { name: 'Today’s crews' });
      await userEvent.click(within(crews).getByRole('button', { name: 'Try again' }));
      expect((await within(crews).findByRole('alert')).textContent).toContain(
        'Today’s crews could not be loaded.',
      );
      answer = 'ok';
      await userEvent.click(within(crews).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: 'Main stage build' })).toBeTruthy();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    }
  });

  it('asks for the lists the planner’s rights allow, and no planner lists for a crew member', async () => {
    current = person('Priya Shah', 'operations', { toDoCalendar: { READ: 'ALL' } });
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { toDosDue: [] } }));
    open(resolve);
    expect(await screen.findByRole('heading', { name: 'Nothing waiting for you' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith(
      'Home',
      expect.objectContaining({ withPlannerCrews: false, withPositions: false, withToDos: true }),
    );
    expect(screen.queryByRole('region', { name: 'Today’s crews' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open positions' })).toBeNull();
  });
});
