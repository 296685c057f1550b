import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { mayOpen, viewerFrom } from '../../lib/routing/route-access';
import { renderRoute, signedInSession } from '../../lib/testing/test-providers';
import type { FixtureResolver } from '../../lib/testing/test-providers';
import { CheckInPage } from './CheckInPage';
import { CheckOutPage } from './CheckOutPage';
import { CrewPage } from './CrewPage';
import { ContactOnSitePage } from './ContactPages';
import { LocationPage } from './LocationDetails';
import en from './locales/en.json';
import { shiftViewOf, venueAction } from './venue-actions';
import type { CheckInAction, CrewShiftData } from './venue-actions';
import { testNow } from '../../../machines/test-now';

// The app and the machines read the browser's Date (src/lib/clock, luxon's Settings.now): each
// test here runs at the test instant, and its expected dates are computed from it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow());
});
afterEach(() => {
  vi.useRealTimers();
});

const session = {
  status: 'signedIn',
  session: sessionFixture(),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;
const iso = (minutesFromNow: number) =>
  `${new Date(testNow().getTime() + minutesFromNow * 60_000).toISOString().slice(0, 19)}+00:00`;
/** On a whole minute, as the time fields enter it. */
const wholeMinute = (minutesFromNow: number) =>
  `${new Date(testNow().getTime() + minutesFromNow * 60_000).toISOString().slice(0, 16)}:00+00:00`;
const person = (
  id: string,
  caption: string,
  phone: string | null = null,
  email: string | null = null,
) => ({ __typename: 'Person' as const, id, caption, phone, email });

type Member = CrewShiftData['members'][number];
function member(
  id: string,
  name: string,
  fn: string,
  attendance: Member['attendance'],
  checkedInAt: string | null = null,
): Member {
  return {
    __typename: 'CrewMember',
    id,
    person: person(`p${id}`, name),
    function: { __typename: 'JobFunction', id: `f${id}`, caption: fn },
    startsAt: iso(-120),
    endsAt: iso(360),
    attendance,
    arrival: attendance === 'checkedIn' ? 'present' : 'expected',
    checkedInAt,
    checkedOutAt: null,
    breakMinutes: 0,
    plannedBreakMinutes: 0,
    workedHours: null,
  };
}

/** A member's venue action answered as the gateway answers it: the member and the crew's state, no other member. */
function memberStatus(answered: Member, state: CrewShiftData['state'] = 'onShift') {
  const { members: _members, ...shift } = shiftFixture();
  return {
    __typename: 'CrewMemberStatus' as const,
    member: answered,
    crew: {
      __typename: 'CrewShift' as const,
      id: shift.id,
      role: shift.role,
      state,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      signedOffAt: null,
      deliveryNoteReleasedAt: null,
      crewChiefSheetReleasedAt: null,
    },
  };
}

/**
 * A shift that started two hours ago (the machine reads the real clock), with no security checks
 * (the crew page's query asks for them too: SecurityChecksSectionFields).
 */
function shiftFixture(
  role: CrewShiftData['role'] = 'crewChief',
  members: Member[] = defaultMembers(),
): CrewShiftData & { securityChecks: never[] } {
  return {
    __typename: 'CrewShift',
    id: '7',
    caption: 'Main stage build',
    role,
    state: 'onShift',
    startsAt: iso(-120),
    endsAt: iso(360),
    timeZone: 'UTC',
    signedOffAt: null,
    deliveryNoteReleasedAt: null,
    crewChiefSheetReleasedAt: null,
    project: { __typename: 'Project', id: '3', number: '1001', name: 'Winter Festival' },
    location: {
      __typename: 'Location',
      id: '1',
      caption: 'Ahoy Arena',
      address: 'Ahoyweg 10',
      city: 'Rotterdam',
      latitude: 51.88,
      longitude: 4.48,
      routeNotes: 'Crew entrance at gate 4.',
    },
    crewChief: person('9', 'Sam de Vries', '+31 6 2345 6789', 'chief@demo.test'),
    contactOnSite: person('10', 'Jordan Miller', '+44 20 7946 0123', 'client@demo.test'),
    members,
    securityChecks: [],
  };
}
function defaultMembers(): Member[] {
  return [
    member('21', 'Alex Janssen', 'Stagehand', 'checkedIn', wholeMinute(-125)),
    member('22', 'Mila Bakker', 'Light technician', 'expected'),
  ];
}

function open(element: React.ReactElement, path: string, url: string, resolve: FixtureResolver) {
  return renderRoute(element, { path, url, namespaces: { crews: en }, resolve, session });
}

describe('shiftViewOf', () => {
  it('applies pending actions as crewShift events, and leaves out what the machine refuses', () => {
    const shift = shiftFixture();
    const checkIn = venueAction<CheckInAction>('checkIn', '7', {
      memberId: '22',
      at: iso(-60),
      recordedAt: iso(0),
    });
    const view = shiftViewOf(shift, [checkIn]);
    expect(view.members.find((candidate) => candidate.id === '22')).toMatchObject({
      attendance: 'checkedIn',
      arrival: 'late',
      pending: true,
    });
    expect(
      view.can({ type: 'member.checkIn', memberId: '22', at: iso(0), recordedAt: iso(0) }),
    ).toBe(false);
    // The same check-in twice: the second is refused by the machine and does not show.
    const twice = shiftViewOf(shift, [checkIn, { ...checkIn, idempotencyKey: 'other' }]);
    expect(twice.members.filter((candidate) => candidate.attendance === 'checkedIn')).toHaveLength(
      2,
    );
    expect(
      shiftViewOf(shiftFixture('reader')).can({
        type: 'member.noShow',
        memberId: '22',
        recordedAt: iso(0),
      }),
    ).toBe(false);
  });
});

describe('CrewPage', () => {
  it('shows project, location, members with their state and the steps with progress', async () => {
    open(<CrewPage />, '/crews/:id', '/crews/7', () => ({ data: { crewShift: shiftFixture() } }));
    expect(await screen.findByRole('heading', { name: 'Main stage build' })).toBeTruthy();
    expect(screen.getByText('Winter Festival (1001)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ahoy Arena' }).getAttribute('href')).toBe(
      '/crews/7/crew-chief-location',
    );
    expect(screen.getByTestId('step-checkIn').textContent).toBe('1/2 checked in');
    expect(screen.getByRole('link', { name: 'Check-in' }).getAttribute('href')).toBe(
      '/crews/7/check-in',
    );
    expect(screen.getByRole('link', { name: 'Sign-off' }).getAttribute('href')).toBe(
      '/crews/7/sign-off',
    );
    expect(screen.getByRole('link', { name: 'Mila Bakker' }).getAttribute('href')).toBe(
      '/crews/7/contact-crew-member/22',
    );
    expect(screen.getByText('Not checked in')).toBeTruthy();
    expect(screen.getByText('Present')).toBeTruthy();
    expect(screen.getByTestId('crew-state').textContent).toBe('On shift');
  });

  it('says not found for a crew the caller may not see', async () => {
    open(<CrewPage />, '/crews/:id', '/crews/7', () => ({ data: { crewShift: null } }));
    expect(await screen.findByRole('heading', { name: 'Crew not found' })).toBeTruthy();
  });

  it('shows the error with a retry when the crew cannot be loaded', async () => {
    open(<CrewPage />, '/crews/:id', '/crews/7', () => ({ networkError: 'Failed to fetch' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This crew could not be loaded.',
    );
  });
});

describe('CrewPage: the links each session kind is shown', () => {
  const login = (caption: string, personId: string | null) => ({
    person: personId === null ? null : { id: personId, caption: 'Someone' },
    contactNumber: null,
    language: 'en',
    loginTypes: caption === '' ? [] : [{ caption }],
  });
  // The demo's sessions as the crew page meets them: its chief, a planner, the client (a reader)
  // and the project's own sign-in (a reader the guard holds to the crew and its contact pages).
  const kinds = {
    chief: {
      role: 'crewChief',
      session: signedInSession({
        loginData: login('crew', '9'),
        userRights: { jobs: { READ: 'OWN' }, crews: { READ: 'OWN' }, persons: { READ: 'OWN' } },
      }),
    },
    planner: {
      role: 'planner',
      session: signedInSession({
        loginData: login('planner', '30'),
        userRights: {
          crews: { READ: 'ALL', EDIT: 'ALL' },
          persons: { READ: 'ALL' },
          projects: { READ: 'ALL' },
        },
      }),
    },
    client: {
      role: 'reader',
      session: signedInSession({
        loginData: login('client', '40'),
        userRights: { crews: { READ: 'OWN' }, persons: { READ: 'OWN' }, projects: { READ: 'OWN' } },
      }),
    },
    project: {
      role: 'reader',
      session: signedInSession({
        type: 'project',
        projectNumber: '1001',
        loginData: login('', null),
        userRights: { projects: { READ: 'OWN' }, crews: { READ: 'OWN' } },
      }),
    },
  } as const;
  /** The chief (person 9) works on his own crew, as in the demo. */
  const withChief = () => [
    {
      ...member('20', 'Sam de Vries', 'Crew chief', 'checkedIn', wholeMinute(-130)),
      person: person('9', 'Sam de Vries'),
    },
    ...defaultMembers(),
  ];
  const openAs = (kind: keyof typeof kinds) =>
    renderRoute(<CrewPage />, {
      path: '/crews/:id',
      url: '/crews/7',
      namespaces: { crews: en },
      resolve: () => ({ data: { crewShift: shiftFixture(kinds[kind].role, withChief()) } }),
      session: kinds[kind].session,
    });
  const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');

  it.each(Object.keys(kinds) as (keyof typeof kinds)[])(
    '%s: every link passes the guard’s rule',
    async (kind) => {
      openAs(kind);
      expect(await screen.findByRole('heading', { name: 'Main stage build' })).toBeTruthy();
      const viewer = viewerFrom(kinds[kind].session.session);
      expect(hrefs().length).toBeGreaterThan(0);
      for (const href of hrefs())
        expect(mayOpen(viewer, href), `${kind} is shown ${href}`).toBe(true);
    },
  );

  it('project session: the crew read-only, its members and times, its location at /locations/:id', async () => {
    openAs('project');
    expect(await screen.findByRole('heading', { name: 'Main stage build' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ahoy Arena' }).getAttribute('href')).toBe(
      '/locations/1',
    );
    expect(screen.getByText('You can view this crew but not change it.')).toBeTruthy();
    expect(screen.getByTestId('step-checkIn').textContent).toBe('2/3 checked in');
    expect(screen.getByRole('link', { name: 'Mila Bakker' }).getAttribute('href')).toBe(
      '/crews/7/contact-crew-member/22',
    );
    expect(
      screen.getByRole('link', { name: 'Crew chief: Sam de Vries' }).getAttribute('href'),
    ).toBe('/crews/7/contact-crew-chief');
    for (const name of [
      'My job on this crew',
      'My crew chief documents',
      'Check-in',
      'Check-out',
      'Sign-off',
      'Delivery note',
      'Photos',
      /^Contact on site/,
      /^Crew profile of/,
    ])
      expect(screen.queryByRole('link', { name }), String(name)).toBeNull();
    expect(hrefs().sort()).toEqual([
      '/crews/7/contact-crew-chief',
      '/crews/7/contact-crew-member/20',
      '/crews/7/contact-crew-member/21',
      '/crews/7/contact-crew-member/22',
      '/locations/1',
    ]);
  });

  it('crew chief: his job on the crew, its crew chief documents and his own profile', async () => {
    openAs('chief');
    expect(await screen.findByRole('link', { name: 'My crew chief documents' })).toHaveProperty(
      'pathname',
      '/jobs/20/crew-chief-documents',
    );
    expect(screen.getByRole('link', { name: 'My job on this crew' }).getAttribute('href')).toBe(
      '/crews/7/crew-chief-job',
    );
    expect(screen.getByRole('link', { name: 'Ahoy Arena' }).getAttribute('href')).toBe(
      '/crews/7/crew-chief-location',
    );
    expect(
      screen.getByRole('link', { name: 'Crew profile of Sam de Vries' }).getAttribute('href'),
    ).toBe('/crew-profile/9');
    // persons READ OWN: a colleague's profile is not his to read.
    expect(screen.queryByRole('link', { name: 'Crew profile of Mila Bakker' })).toBeNull();
  });

  it('planner: every member’s crew profile, no job of his own', async () => {
    openAs('planner');
    expect(await screen.findByRole('link', { name: 'Crew profile of Mila Bakker' })).toHaveProperty(
      'pathname',
      '/crew-profile/p22',
    );
    expect(
      screen.getByRole('link', { name: 'Crew profile of Alex Janssen' }).getAttribute('href'),
    ).toBe('/crew-profile/p21');
    expect(screen.queryByRole('link', { name: 'My job on this crew' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Check-in' }).getAttribute('href')).toBe(
      '/crews/7/check-in',
    );
  });
});

describe('CheckInPage', () => {
  it('checks a member in with one idempotency key and shows the answer', async () => {
    const sent: Array<Record<string, unknown>> = [];
    open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', (name, variables) => {
      if (name === 'CheckInCrewMember') {
        sent.push(variables);
        return {
          data: {
            checkInCrewMember: memberStatus(
              member('22', 'Mila Bakker', 'Light technician', 'checkedIn', String(variables['at'])),
            ),
          },
        };
      }
      return { data: { crewShift: shiftFixture() } };
    });
    const mila = await screen.findByRole('article', { name: 'Mila Bakker' });
    expect(
      within(screen.getByRole('article', { name: 'Alex Janssen' })).queryByRole('button'),
    ).toBeNull();
    fireEvent.click(within(mila).getByRole('button', { name: 'Check in Mila Bakker' }));
    expect(await screen.findByText('Mila Bakker is checked in.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      crewId: '7',
      memberId: '22',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The gateway's DateTime scalar takes exactly this form (a Z is refused with 400).
    expect(sent[0]?.['at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(sent[0]?.['recordedAt']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Mila Bakker' })).queryByRole('button', {
          name: 'Check in Mila Bakker',
        }),
      ).toBeNull(),
    );
    expect(screen.getByTestId('check-in-progress').textContent).toBe('2/2 checked in');
  });

  it('disables check-in for a time far outside the shift (the machine’s tolerance) and says the window', async () => {
    // The shift ended 10 hours ago: check-in closed 7 hours ago, a no-show is possible.
    open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', () => ({
      data: { crewShift: { ...shiftFixture(), startsAt: iso(-900), endsAt: iso(-600) } },
    }));
    const mila = await screen.findByRole('article', { name: 'Mila Bakker' });
    expect(
      (within(mila).getByRole('button', { name: 'Check in Mila Bakker' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(mila).getByText(/^Enter a time between .+ and .+\.$/)).toBeTruthy();
    expect(
      (
        within(mila).getByRole('button', {
          name: 'Mark Mila Bakker as no-show',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
  });

  it('shows the machine’s refusal reason', async () => {
    open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', (name) =>
      name === 'MarkCrewMemberNoShow'
        ? {
            error: {
              message: 'refused',
              code: 'CONFLICT',
              reason: 'CREW_MEMBER_ALREADY_CHECKED_IN',
            },
          }
        : { data: { crewShift: shiftFixture() } },
    );
    const mila = await screen.findByRole('article', { name: 'Mila Bakker' });
    fireEvent.click(within(mila).getByRole('button', { name: 'Mark Mila Bakker as no-show' }));
    expect(await screen.findByText('This crew member is already checked in.')).toBeTruthy();
  });

  it('is read-only for a reader (a project session): no action buttons', async () => {
    open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', () => ({
      data: { crewShift: shiftFixture('reader') },
    }));
    await screen.findByRole('article', { name: 'Mila Bakker' });
    expect(screen.queryAllByRole('button', { name: /Check in|no-show/ })).toHaveLength(0);
    expect(screen.getByText('You can view this crew but not change it.')).toBeTruthy();
  });
});

describe('CheckOutPage', () => {
  it('lets only checked-in members out and computes their hours', async () => {
    const sent: Array<Record<string, unknown>> = [];
    open(<CheckOutPage />, '/crews/:id/check-out', '/crews/7/check-out', (name, variables) => {
      if (name === 'CheckOutCrewMember') {
        sent.push(variables);
        const alex = defaultMembers()[0] as Member;
        return {
          data: {
            checkOutCrewMember: memberStatus({
              ...alex,
              attendance: 'checkedOut',
              checkedOutAt: String(variables['at']),
              breakMinutes: 5,
              workedHours: 2,
            }),
          },
        };
      }
      return { data: { crewShift: shiftFixture() } };
    });
    const alex = await screen.findByRole('article', { name: 'Alex Janssen' });
    const mila = screen.getByRole('article', { name: 'Mila Bakker' });
    expect(within(mila).queryByRole('button')).toBeNull();
    expect(within(mila).getByText('Not checked in: check in first.')).toBeTruthy();
    fireEvent.change(within(alex).getByLabelText('Break of Alex Janssen (minutes)'), {
      target: { value: '5' },
    });
    // In 125 minutes ago, out now, 5 minutes break: 2 hours.
    expect(within(alex).getByText('2 hours worked')).toBeTruthy();
    fireEvent.click(within(alex).getByRole('button', { name: 'Check out Alex Janssen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ crewId: '7', memberId: '21', breakMinutes: 5 });
    expect(sent[0]?.['at']).toMatch(/\+00:00$/);
    // graphcache writes the answered member into the cached shift: Alex is out, no button left.
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Alex Janssen' })).queryByRole('button', {
          name: 'Check out Alex Janssen',
        }),
      ).toBeNull(),
    );
  });
});

describe('location and contact pages', () => {
  it('shows the location with a map link and its route notes', async () => {
    open(<LocationPage />, '/locations/:id', '/locations/1', () => ({
      data: { location: shiftFixture().location },
    }));
    expect(await screen.findByRole('heading', { name: 'Ahoy Arena' })).toBeTruthy();
    expect(screen.getByText('Crew entrance at gate 4.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain(
      '51.88',
    );
  });

  it('says not found for a location the caller may not see', async () => {
    open(<LocationPage />, '/locations/:id', '/locations/1', () => ({ data: { location: null } }));
    expect(await screen.findByRole('heading', { name: 'Location not found' })).toBeTruthy();
  });

  it('reaches the contact on site by call, text and mail', async () => {
    open(
      <ContactOnSitePage />,
      '/crews/:id/contact-contact-on-site',
      '/crews/7/contact-contact-on-site',
      () => ({ data: { crewShift: shiftFixture() } }),
    );
    const card = await screen.findByRole('article', { name: 'Jordan Miller' });
    expect(
      within(card).getByRole('link', { name: 'Call Jordan Miller' }).getAttribute('href'),
    ).toBe('tel:+442079460123');
    expect(
      within(card).getByRole('link', { name: 'E-mail Jordan Miller' }).getAttribute('href'),
    ).toBe('mailto:client@demo.test');
    expect(within(card).getByText('Contact on site')).toBeTruthy();
  });
});
