import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmedJob31,
  confirmJobCalls,
  expectToast,
  refusedConfirmation,
} from '../../lib/testing/job-fixtures';
import {
  renderRoute,
  signedInSession,
  type FixtureResolver,
} from '../../lib/testing/test-providers';
import { JobPage } from './JobPage';
import { JobsPage } from './JobsPage';
import en from './locales/en.json';

const namespaces = { jobs: en };

beforeEach(() => {
  sessionStorage.clear();
  Settings.defaultZone = 'UTC';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  Settings.defaultZone = 'system';
});

function job(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Job',
    id: '31',
    status: 'pending',
    startsAt: '2026-11-21T14:00:00+00:00',
    endsAt: '2026-11-21T22:00:00+00:00',
    timeZone: 'UTC',
    isCrewChief: false,
    crewShiftId: null,
    confirmedAt: null,
    remark: null,
    function: { __typename: 'JobFunction', id: '2', caption: 'Stagehand' },
    project: {
      __typename: 'Project',
      id: '5',
      number: '1001',
      name: 'Winter Festival',
      company: { __typename: 'Company', id: '1', caption: 'Eventful Ltd' },
    },
    crew: { __typename: 'Crew', id: '8', caption: 'Main stage build' },
    location: {
      __typename: 'Location',
      id: '3',
      caption: 'Ahoy Arena',
      address: 'Ahoyweg 10',
      city: 'Rotterdam',
      latitude: 51.88,
      longitude: 4.49,
    },
    crewChief: { __typename: 'Person', id: '14', caption: 'Chris Chief', phone: '+31 6 1234 5678' },
    ...overrides,
  };
}

function jobsPage(items: unknown[]) {
  return { data: { jobs: { __typename: 'JobPage', total: items.length, items } } };
}

describe('JobsPage', () => {
  function open(resolve: FixtureResolver) {
    return renderRoute(<JobsPage />, { path: '/jobs', url: '/jobs', namespaces, resolve });
  }

  it('shows a busy state while the jobs load', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading your jobs' })).toBeTruthy();
  });

  it("says 'No jobs found' when there are none", async () => {
    open(() => jobsPage([]));
    expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeTruthy();
  });

  it('groups the jobs by day, upcoming first, with time, function, project, place and status', async () => {
    open(() =>
      jobsPage([
        job(),
        job({
          id: '32',
          status: 'confirmed',
          startsAt: '2026-11-22T08:00:00+00:00',
          endsAt: '2026-11-22T16:00:00+00:00',
        }),
        job({
          id: '33',
          status: 'cancelled',
          startsAt: '2026-11-25T08:00:00+00:00',
          endsAt: '2026-11-25T12:00:00+00:00',
          function: { __typename: 'JobFunction', id: '4', caption: 'Rigger' },
          location: null,
        }),
        job({
          id: '20',
          status: 'noShow',
          startsAt: '2026-11-19T08:00:00+00:00',
          endsAt: '2026-11-19T12:00:00+00:00',
        }),
      ]),
    );
    const today = await screen.findByRole('region', { name: 'Today' });
    const todayCard = within(today).getByRole('article');
    expect(within(todayCard).getByRole('link', { name: 'Stagehand' }).getAttribute('href')).toBe(
      '/jobs/31',
    );
    expect(within(todayCard).getByText('2:00 PM – 10:00 PM')).toBeTruthy();
    expect(within(todayCard).getByText('Winter Festival')).toBeTruthy();
    expect(within(todayCard).getByText('Ahoy Arena, Rotterdam')).toBeTruthy();
    expect(within(todayCard).getByText('To confirm')).toBeTruthy();

    const tomorrow = screen.getByRole('region', { name: 'Tomorrow' });
    expect(within(tomorrow).getByText('Confirmed')).toBeTruthy();

    const later = screen.getByRole('region', { name: 'Wednesday, November 25, 2026' });
    expect(within(later).getByRole('link', { name: 'Rigger' })).toBeTruthy();
    expect(within(later).getByText('Cancelled')).toBeTruthy();

    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Today', 'Tomorrow', 'Wednesday, November 25, 2026', 'Past jobs']);
    const past = screen.getByRole('region', { name: 'Past jobs' });
    const pastDay = within(past).getByRole('region', { name: 'Thursday, November 19, 2026' });
    expect(within(pastDay).getByText('No show')).toBeTruthy();
    expect(within(pastDay).getByRole('heading', { level: 4, name: 'Stagehand' })).toBeTruthy();
  });

  it('keeps a night shift begun yesterday on top until it ends, and a job ended today in the past', async () => {
    // Now is 2026-11-21 10:00 UTC.
    open(() =>
      jobsPage([
        job({
          id: '40',
          status: 'confirmed',
          startsAt: '2026-11-20T22:00:00+00:00',
          endsAt: '2026-11-21T12:00:00+00:00',
        }),
        job({
          id: '41',
          status: 'confirmed',
          startsAt: '2026-11-21T04:00:00+00:00',
          endsAt: '2026-11-21T08:00:00+00:00',
          function: { __typename: 'JobFunction', id: '4', caption: 'Rigger' },
        }),
      ]),
    );
    await screen.findByRole('region', { name: 'Past jobs' });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Yesterday', 'Past jobs']);
    const running = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(running).getByRole('link', { name: 'Stagehand' }).getAttribute('href')).toBe(
      '/jobs/40',
    );
    const past = screen.getByRole('region', { name: 'Past jobs' });
    expect(within(past).getByRole('link', { name: 'Rigger' }).getAttribute('href')).toBe(
      '/jobs/41',
    );
  });
  it('says there is no access, without a useless retry, when the api refuses the right', async () => {
    open(() => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to jobs.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry that loads the jobs', async () => {
    let failing = true;
    open(() => (failing ? { networkError: 'Failed to fetch' } : jobsPage([job()])));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your jobs could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Stagehand' })).toBeTruthy();
  });
});

describe('JobPage', () => {
  function open(resolve: FixtureResolver) {
    // crew@'s rights: the job page's links are those a crew member may open.
    const session = signedInSession({
      userRights: { jobs: { READ: 'OWN', CONFIRM: 'OWN' }, projects: { READ: 'OWN' } },
    });
    return renderRoute(<JobPage />, {
      path: '/jobs/:id',
      url: '/jobs/31',
      namespaces,
      resolve,
      session,
    });
  }

  it('shows a busy state while the job loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the job' })).toBeTruthy();
  });

  it("says 'Job not found' with a way back when the job is not the caller's", async () => {
    open(() => ({ data: { job: null } }));
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('says there is no access to a job when the api refuses the right', async () => {
    open(() => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to jobs.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let failing = true;
    open(() =>
      failing
        ? { error: { message: 'Internal server error', code: 'INTERNAL' } }
        : { data: { job: job() } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This job could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Stagehand' })).toBeTruthy();
  });

  it('shows every field, a call link for the crew chief and a maps link for the location', async () => {
    open(() => ({
      data: {
        job: job({
          status: 'confirmed',
          remark: 'Bring safety shoes',
          confirmedAt: '2026-11-20T09:00:00+00:00',
        }),
      },
    }));
    expect(await screen.findByRole('heading', { name: 'Stagehand' })).toBeTruthy();
    expect(screen.getByText('Today · Saturday, November 21, 2026')).toBeTruthy();
    expect(screen.getByText('2:00 PM – 10:00 PM')).toBeTruthy();
    expect(screen.getByText('Winter Festival (1001)')).toBeTruthy();
    expect(screen.getByText('Eventful Ltd')).toBeTruthy();
    expect(screen.getByText('Main stage build')).toBeTruthy();
    expect(screen.getByText('Ahoyweg 10, Rotterdam')).toBeTruthy();
    expect(screen.getByText('Bring safety shoes')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('Chris Chief')).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Call Chris Chief on +31 6 1234 5678' });
    expect(call.getAttribute('href')).toBe('tel:+31612345678');
    const maps = screen.getByRole('link', { name: 'Open in maps' });
    expect(maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=51.88%2C4.49',
    );
    expect(screen.queryByRole('button', { name: 'Confirm job' })).toBeNull();
    // Not the crew chief: no way into the crew's shift.
    expect(screen.queryByRole('link', { name: 'Run the crew’s shift' })).toBeNull();
  });

  it('links the crew chief to the crew’s shift', async () => {
    open(() => ({
      data: { job: job({ status: 'confirmed', isCrewChief: true, crewShiftId: '8' }) },
    }));
    const link = await screen.findByRole('link', { name: 'Run the crew’s shift' });
    expect(link.getAttribute('href')).toBe('/crews/8');
    expect(screen.getByRole('link', { name: 'Crew chief documents' }).getAttribute('href')).toBe(
      '/jobs/31/crew-chief-documents',
    );
  });

  it('offers the crew chief documents to the crew chief only', async () => {
    open(() => ({ data: { job: job({ status: 'confirmed' }) } }));
    expect(await screen.findByRole('link', { name: 'Contact the project manager' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Crew chief documents' })).toBeNull();
  });

  it('confirms a pending job once, shows a toast and turns the page to confirmed through the cache', async () => {
    const resolve = vi.fn<FixtureResolver>((operation) =>
      operation === 'ConfirmJob' ? confirmedJob31 : { data: { job: job() } },
    );
    open(resolve);
    expect(await screen.findByText('This job is waiting for your confirmation.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm job' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm job' })).toBeNull();
    await expectToast('Job confirmed', 'status');
    expect(confirmJobCalls(resolve)).toEqual([
      { id: '31', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('shows progress while confirming', async () => {
    open((operation) => (operation === 'ConfirmJob' ? 'loading' : { data: { job: job() } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm job' }));
    const button = screen.getByRole('button', { name: /Confirming/ });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("shows the reason's text (not the api's message) when the job can no longer be confirmed, and loads its real status", async () => {
    let cancelled = false;
    open((operation) => {
      if (operation === 'ConfirmJob') {
        cancelled = true;
        return refusedConfirmation;
      }
      return { data: { job: job({ status: cancelled ? 'cancelled' : 'pending' }) } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm job' }));
    await expectToast('This job can no longer be confirmed. Its status has changed.', 'alert');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm job' })).toBeNull();
  });
});

// A shift's times are the venue's (decision 248): the same Ahoy Arena shift reads 08:00 – 16:00 to
// a crew member in Amsterdam and to a client in London; the London reader is told once.
describe('venue times', () => {
  const ahoy = {
    startsAt: '2026-11-21T07:00:00+00:00',
    endsAt: '2026-11-21T15:00:00+00:00',
    timeZone: 'Europe/Amsterdam',
  };

  function openJob(viewerZone: string, overrides: Record<string, unknown>) {
    Settings.defaultZone = viewerZone;
    return renderRoute(<JobPage />, {
      path: '/jobs/:id',
      url: '/jobs/31',
      namespaces,
      resolve: () => ({ data: { job: job({ status: 'confirmed', ...overrides }) } }),
    });
  }

  it('shows a viewer in London the venue’s times in Amsterdam, and says so once', async () => {
    openJob('Europe/London', ahoy);
    expect(await screen.findByText('8:00 AM – 4:00 PM')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Times at the venue, GMT+1');
  });

  it('shows a viewer in Amsterdam the same times and no note', async () => {
    openJob('Europe/Amsterdam', ahoy);
    expect(await screen.findByText('8:00 AM – 4:00 PM')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('puts a night shift on the venue’s day: 00:30 in Amsterdam is still the evening before in London', async () => {
    openJob('Europe/London', {
      startsAt: '2026-11-21T23:30:00+00:00',
      endsAt: '2026-11-22T07:30:00+00:00',
      timeZone: 'Europe/Amsterdam',
    });
    expect(await screen.findByText('Tomorrow · Sunday, November 22, 2026')).toBeTruthy();
    expect(screen.getByText('12:30 AM – 8:30 AM')).toBeTruthy();
  });

  it('shows a shift on the night the clocks go back in the venue’s new time', async () => {
    vi.setSystemTime(new Date('2026-10-24T10:00:00Z'));
    // 22:00 CEST on Saturday until 06:00 CET on Sunday, 25 October 2026: nine hours by the clock, eight by the watch.
    openJob('Europe/London', {
      startsAt: '2026-10-24T20:00:00+00:00',
      endsAt: '2026-10-25T05:00:00+00:00',
      timeZone: 'Europe/Amsterdam',
    });
    expect(await screen.findByText('10:00 PM – 6:00 AM')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Times at the venue, GMT+2');
  });

  it('names each venue’s zone in a list that mixes zones, and only where it is not the viewer’s', async () => {
    Settings.defaultZone = 'Europe/Amsterdam';
    renderRoute(<JobsPage />, {
      path: '/jobs',
      url: '/jobs',
      namespaces,
      resolve: () =>
        jobsPage([
          job({ ...ahoy, status: 'confirmed' }),
          job({
            id: '32',
            status: 'confirmed',
            startsAt: '2026-11-21T09:00:00+00:00',
            endsAt: '2026-11-21T17:00:00+00:00',
            timeZone: 'Europe/London',
            function: { __typename: 'JobFunction', id: '4', caption: 'Rigger' },
          }),
        ]),
    });
    const today = await screen.findByRole('region', { name: 'Today' });
    const [stagehand, rigger] = within(today).getAllByRole('article');
    expect(within(stagehand!).getByText('8:00 AM – 4:00 PM')).toBeTruthy();
    expect(within(rigger!).getByText('9:00 AM – 5:00 PM GMT')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Times at each venue, in its own time zone');
  });
});
