import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ProjectPage } from './ProjectPage';

// The project page: four views behind real links, their states, and what the
// viewer's rights show (the cost tab, crew and location links, contact links).

const plannerRights = {
  projects: { READ: 'ALL' },
  crews: { READ: 'ALL', EDIT: 'ALL' },
  rateCards: { READ: 'ALL' },
  projectAttachments: { READ: 'ALL' },
} as const;
const clientRights = { projects: { READ: 'OWN' }, crews: { READ: 'OWN' } } as const;

function signedIn(userRights: SessionData['userRights'], extra: Partial<SessionData> = {}) {
  return {
    status: 'signedIn',
    session: sessionFixture({ userRights, ...extra }),
    error: null,
    signIn: () => {},
    logout: () => {},
  } as const;
}

const header = {
  __typename: 'Project',
  id: '5',
  number: '1001',
  name: 'Winter Festival',
  status: 'confirmed',
  company: { __typename: 'Company', id: '1', caption: 'Eventful Ltd' },
};
const fn = (id: string, caption: string) => ({ __typename: 'JobFunction', id, caption });
const amounts = (
  planned: number,
  worked: number,
  plannedCents: number,
  workedCents: number,
  unrated = 0,
) => ({
  __typename: 'ProjectCostAmounts',
  plannedMinutes: planned,
  workedMinutes: worked,
  plannedCents,
  workedCents,
  unratedPlannedMinutes: unrated,
  unratedWorkedMinutes: 0,
});

const profile = {
  ...header,
  clientMark: 'EVT-WF',
  reference: 'PO 4502',
  comment: 'Two stages in the arena.',
  beginDate: '2026-11-20',
  endDate: '2026-11-24',
  branch: { __typename: 'Branch', id: '2', caption: 'Rotterdam' },
  manager: { __typename: 'Person', id: '3', caption: 'Priya Shah' },
  rateCard: { __typename: 'RateCard', id: '4', name: 'Eventful Ltd 2026', currency: 'EUR' },
  cateringType: { __typename: 'CateringType', id: '1', caption: 'Hot meal' },
  locations: [{ __typename: 'Location', id: '7', caption: 'Ahoy Arena' }],
  logo: null,
};

const crews = [
  {
    __typename: 'ProjectCrew',
    id: '31',
    caption: 'Main stage build',
    startsAt: '2026-11-21T08:00:00+00:00',
    endsAt: '2026-11-21T16:00:00+00:00',
    timeZone: 'UTC',
    location: { __typename: 'Location', id: '7', caption: 'Ahoy Arena' },
    crewChief: { __typename: 'Person', id: '99', caption: 'Sam de Vries' },
    functions: [
      {
        __typename: 'ProjectShiftFunction',
        function: fn('1', 'Stagehand'),
        startsAt: '2026-11-21T08:00:00+00:00',
        endsAt: '2026-11-21T16:00:00+00:00',
        amount: 3,
        filled: 2,
        open: 1,
      },
    ],
  },
];

const booking = (id: string, person: string, status: string, phone: string | null = null) => ({
  __typename: 'ProjectBooking',
  id,
  status,
  startsAt: '2026-11-21T08:00:00+00:00',
  endsAt: '2026-11-21T16:00:00+00:00',
  timeZone: 'UTC',
  person: {
    __typename: 'Person',
    id: `p${id}`,
    caption: person,
    phone,
    email: phone ? `${id}@demo.test` : null,
  },
  function: fn('1', 'Stagehand'),
  crew: { __typename: 'Crew', id: '31', caption: 'Main stage build' },
});

const cost = {
  __typename: 'ProjectCost',
  rateCardCaption: 'Eventful Ltd 2026',
  currency: 'EUR',
  byFunction: [
    {
      __typename: 'ProjectCostByFunction',
      function: fn('1', 'Stagehand'),
      hourlyRateCents: 3090,
      amounts: amounts(480, 450, 24720, 23175),
    },
    {
      __typename: 'ProjectCostByFunction',
      function: fn('2', 'Rigger'),
      hourlyRateCents: null,
      amounts: amounts(480, 0, 0, 0, 480),
    },
  ],
  byDay: [
    {
      __typename: 'ProjectCostByDay',
      day: '2026-11-21',
      amounts: amounts(960, 450, 24720, 23175, 480),
    },
  ],
  total: amounts(960, 450, 24720, 23175, 480),
};

const answers: Record<string, unknown> = {
  ProjectProfileView: { project: profile },
  ProjectShiftsView: { project: { ...header, crews } },
  ProjectCrewView: {
    project: {
      ...header,
      bookedCrew: [
        booking('41', 'Alex Janssen', 'confirmed', '+31 6 1234 5678'),
        booking('42', 'Mila Bakker', 'pending'),
      ],
    },
  },
  ProjectCostView: { project: { ...header, cost } },
};

// The logo's and the actions' own queries (ProjectLogo.test.tsx, project-actions tests) stay loading here.
const answerViews: FixtureResolver = (name) =>
  name in answers ? { data: answers[name] as Record<string, unknown> } : 'loading';

function open(
  url: string,
  session = signedIn(plannerRights),
  resolve: FixtureResolver = answerViews,
) {
  return renderRoute(<ProjectPage />, {
    path: '/projects/:number',
    url,
    namespaces: { projects: en },
    resolve,
    session,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ProjectPage', () => {
  it('shows a busy state while the project loads', () => {
    open('/projects/1001', signedIn(plannerRights), () => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the project' })).toBeTruthy();
  });

  it('shows the profile by default, with the profile link current and a link to each location', async () => {
    open('/projects/1001');
    expect(await screen.findByRole('heading', { name: 'Winter Festival' })).toBeTruthy();
    const views = screen.getByRole('navigation', { name: 'Project views' });
    expect(within(views).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Shifts' }).getAttribute('href')).toBe(
      '/projects/1001?view=shifts',
    );
    expect(screen.getByText('EVT-WF')).toBeTruthy();
    expect(screen.getByText('Eventful Ltd 2026')).toBeTruthy();
    expect(screen.getByText('Hot meal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Priya Shah' }).getAttribute('href')).toBe(
      '/projects/1001/contact-project-manager',
    );
    expect(screen.getByRole('link', { name: 'Ahoy Arena' }).getAttribute('href')).toBe(
      '/locations/7',
    );
    expect(
      screen.getByRole('link', { name: 'Documents of the project' }).getAttribute('href'),
    ).toBe('/projects/1001/documents');
  });

  it('switches views with links: the shifts with their rows, filled and open', async () => {
    const resolve = vi.fn<FixtureResolver>(answerViews);
    open('/projects/1001', signedIn(plannerRights), resolve);
    await screen.findByRole('heading', { name: 'Winter Festival' });
    await userEvent.click(screen.getByRole('link', { name: 'Shifts' }));
    expect(await screen.findByRole('link', { name: 'Main stage build' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Main stage build' }).getAttribute('href')).toBe(
      '/crews/31',
    );
    expect(screen.getByText('Rows: 3')).toBeTruthy();
    expect(screen.getByText('Filled: 2')).toBeTruthy();
    expect(screen.getByText('Open: 1')).toBeTruthy();
    expect(screen.getByText('Crew chief: Sam de Vries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shifts' }).getAttribute('aria-current')).toBe('page');
    expect(resolve).toHaveBeenCalledWith('ProjectShiftsView', { number: '1001' });
  });

  it('says so when a project has no crews yet', async () => {
    open('/projects/1001?view=shifts', signedIn(plannerRights), () => ({
      data: { project: { ...header, crews: [] } },
    }));
    expect(await screen.findByText('No shifts planned yet.')).toBeTruthy();
  });

  it('lists the booked crew by function with their status; contact links only with crewProfile CONTACT', async () => {
    const first = open('/projects/1001?view=crew');
    expect(await screen.findByText('Alex Janssen')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stagehand (2)' })).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call Alex Janssen' })).toBeNull();
    first.unmount();
    open(
      '/projects/1001?view=crew',
      signedIn({ ...plannerRights, crewProfile: { CONTACT: 'ALL' } }),
    );
    const call = await screen.findByRole('link', { name: 'Call Alex Janssen' });
    expect(call.getAttribute('href')).toBe('tel:+31612345678');
    expect(screen.queryByRole('link', { name: 'Call Mila Bakker' })).toBeNull();
  });

  it('prices the cost in the card currency and marks a function without a rate', async () => {
    open('/projects/1001?view=cost');
    expect(await screen.findByText('Priced with the rate card Eventful Ltd 2026')).toBeTruthy();
    const total = screen.getByRole('region', { name: 'Total' });
    expect(within(total).getByText(/16 h · €247\.20/)).toBeTruthy();
    expect(within(total).getByText(/7\.5 h · €231\.75/)).toBeTruthy();
    expect(within(total).getByText('8 h without a rate')).toBeTruthy();
    expect(screen.getByText('No rate')).toBeTruthy();
    expect(screen.getByText('€30.90 per hour')).toBeTruthy();
  });

  it('hides the cost without rateCards READ, and a shared cost link falls back to the profile', async () => {
    const resolve = vi.fn<FixtureResolver>(answerViews);
    open(
      '/projects/1001?view=cost',
      signedIn(clientRights, {
        loginData: {
          person: { id: '5', caption: 'Jordan' },
          contactNumber: null,
          language: 'en',
          loginTypes: [{ caption: 'client' }],
        },
      }),
      resolve,
    );
    expect(await screen.findByText('EVT-WF')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cost' })).toBeNull();
    expect(resolve).not.toHaveBeenCalledWith('ProjectCostView', expect.anything());
  });

  it('shows a crew member (not its chief) the crew without a link', async () => {
    open(
      '/projects/1001?view=shifts',
      signedIn({ projects: { READ: 'OWN' }, crews: { READ: 'OWN' } }),
    );
    expect(await screen.findByText('Main stage build')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Main stage build' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ahoy Arena' })).toBeNull();
  });

  it("says 'Project not found' without view links when the project is not visible", async () => {
    open('/projects/1002', signedIn(plannerRights), () => ({ data: { project: null } }));
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Project views' })).toBeNull();
  });

  it('offers a retry after a failed load, and shows the project when it works', async () => {
    let failing = true;
    open('/projects/1001', signedIn(plannerRights), (name) =>
      failing ? { networkError: 'offline' } : { data: answers[name] as Record<string, unknown> },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The project could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winter Festival' })).toBeTruthy();
  });

  it('says it is offline while showing the project as last loaded', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open('/projects/1001');
    expect(
      await screen.findByText('You are offline: this is the project as last loaded.'),
    ).toBeTruthy();
  });
});
