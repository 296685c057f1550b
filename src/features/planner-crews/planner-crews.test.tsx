import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute } from '../../lib/testing/test-providers';
import type { FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { MembershipCrewContactPage } from './MembershipCrewContactPage';
import { MembershipCrewPage } from './MembershipCrewPage';
import { MembershipCrewsPage } from './MembershipCrewsPage';
import { PlannerCrewPage } from './PlannerCrewPage';

const plannerSession = {
  status: 'signedIn',
  session: sessionFixture({
    loginData: {
      person: { id: '4', caption: 'Priya Shah' },
      contactNumber: 'C-1004',
      language: 'en',
      loginTypes: [{ caption: 'planner' }],
    },
    userRights: {
      membershipCrews: { READ: 'ALL' },
      crewMemberships: { CREATE: 'ALL', DELETE: 'ALL' },
      crews: { READ: 'ALL' },
      persons: { READ: 'ALL' },
    },
  }),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;
const clientSession = {
  ...plannerSession,
  session: sessionFixture({ userRights: { membershipCrews: { READ: 'OWN' } } }),
} as const;

const person = (id: string, caption: string) => ({
  __typename: 'Person',
  id,
  caption,
  email: `${caption.split(' ')[0]?.toLowerCase()}@demo.test`,
  phone: '+31 6 1234 5678',
});
const crew = (members: ReturnType<typeof person>[]) => ({
  __typename: 'MembershipCrew',
  id: '7',
  name: 'Festival season pool',
  typeCaption: 'Membership crew',
  memberCount: members.length,
  company: { __typename: 'Company', id: '1', caption: 'Eventful Ltd' },
  members,
});
const namespaces = { 'planner-crews': en };

describe('PlannerCrewPage', () => {
  it('shows each member’s days with their state, and links to the next two weeks', async () => {
    const days = Array.from({ length: 14 }, (_, index) => ({
      __typename: 'AvailabilityDay',
      date: `2026-12-${String(index + 1).padStart(2, '0')}`,
      state: index === 0 ? 'job' : index === 1 ? 'blocked' : 'free',
    }));
    renderRoute(<PlannerCrewPage />, {
      path: '/planner-crew',
      url: '/planner-crew?from=2026-12-01',
      namespaces,
      session: plannerSession,
      resolve: (_name, variables) => {
        expect(variables).toEqual({ dateFrom: '2026-12-01' });
        return {
          data: {
            plannerCrews: [
              {
                __typename: 'PlannerCrew',
                id: '1',
                name: 'Stage hands A-team',
                typeCaption: 'Stage crew',
                memberCount: 1,
                company: null,
                members: [
                  {
                    __typename: 'MemberAvailability',
                    person: { __typename: 'Person', id: '2', caption: 'Alex Janssen' },
                    days,
                  },
                ],
              },
            ],
          },
        };
      },
    });
    const card = await screen.findByRole('article', { name: 'Stage hands A-team' });
    expect(within(card).getByText('Free 12 of 14 days')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Tue 1 Dec: Job' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Wed 2 Dec: Blocked date' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Later two weeks' }).getAttribute('href')).toBe(
      '/planner-crew?from=2026-12-15',
    );
    // The planner staffs crews: each member's name opens their crew profile.
    expect(within(card).getByRole('link', { name: 'Alex Janssen' }).getAttribute('href')).toBe(
      '/crew-profile/2',
    );
  });

  it("says 'Crews not found' when there is none", async () => {
    renderRoute(<PlannerCrewPage />, {
      path: '/planner-crew',
      url: '/planner-crew',
      namespaces,
      resolve: () => ({ data: { plannerCrews: [] } }),
    });
    expect(await screen.findByRole('heading', { name: 'Crews not found' })).toBeTruthy();
  });
});

describe('MembershipCrewsPage', () => {
  it('lists the crews as links; a planner may create one, a client may not', async () => {
    const resolve: FixtureResolver = () => ({ data: { membershipCrews: [crew([])] } });
    const view = renderRoute(<MembershipCrewsPage />, {
      path: '/membership-crews',
      url: '/membership-crews',
      namespaces,
      resolve,
      session: plannerSession,
    });
    expect(
      (await screen.findByRole('link', { name: 'Festival season pool' })).getAttribute('href'),
    ).toBe('/membership-crews/7');
    expect(screen.getByRole('button', { name: 'Create crew' })).toBeTruthy();
    view.unmount();
    renderRoute(<MembershipCrewsPage />, {
      path: '/membership-crews',
      url: '/membership-crews',
      namespaces,
      resolve,
      session: clientSession,
    });
    await screen.findByRole('link', { name: 'Festival season pool' });
    expect(screen.queryByRole('button', { name: 'Create crew' })).toBeNull();
  });
});

describe('MembershipCrewPage', () => {
  it('adds a member found by search and removes one after confirming', async () => {
    const asked: string[] = [];
    let members = [person('2', 'Alex Janssen')];
    renderRoute(<MembershipCrewPage />, {
      path: '/membership-crews/:id',
      url: '/membership-crews/7',
      namespaces,
      session: plannerSession,
      resolve: (name, variables) => {
        asked.push(name);
        if (name === 'MembershipCrewCandidates')
          return {
            data: {
              membershipCrewCandidates: [{ __typename: 'Person', id: '9', caption: 'Mila Bakker' }],
            },
          };
        if (name === 'AddCrewMember') {
          expect(variables).toEqual({ crewId: '7', personId: '9' });
          members = [...members, person('9', 'Mila Bakker')];
          return { data: { addCrewMember: crew(members) } };
        }
        if (name === 'RemoveCrewMember') {
          expect(variables).toEqual({ crewId: '7', personId: '2' });
          members = members.filter((member) => member.id !== '2');
          return { data: { removeCrewMember: crew(members) } };
        }
        return { data: { membershipCrew: crew(members) } };
      },
    });
    expect((await screen.findByRole('link', { name: 'Alex Janssen' })).getAttribute('href')).toBe(
      '/membership-crews/7/contact/2',
    );
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Find a crew member by name' }),
      'mil',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Mila Bakker to the crew' }),
    );
    expect(await screen.findByRole('link', { name: 'Mila Bakker' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Alex Janssen' }));
    expect(asked).not.toContain('RemoveCrewMember');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(
      await screen.findByText('Alex Janssen was removed from Festival season pool.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Alex Janssen' })).toBeNull();
  });

  it('shows the api’s refusal of a second add as its reason', async () => {
    renderRoute(<MembershipCrewPage />, {
      path: '/membership-crews/:id',
      url: '/membership-crews/7',
      namespaces,
      session: plannerSession,
      resolve: (name) => {
        if (name === 'MembershipCrewCandidates')
          return {
            data: {
              membershipCrewCandidates: [{ __typename: 'Person', id: '9', caption: 'Mila Bakker' }],
            },
          };
        if (name === 'AddCrewMember')
          return {
            error: { message: 'member', code: 'CONFLICT', reason: 'PLANNER_CREW_ALREADY_MEMBER' },
          };
        return { data: { membershipCrew: crew([]) } };
      },
    });
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Find a crew member by name' }),
      'mil',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Mila Bakker to the crew' }),
    );
    expect(await screen.findByText('This person is already a member of the crew.')).toBeTruthy();
  });

  it("says 'Crew not found' for a crew the caller may not see", async () => {
    renderRoute(<MembershipCrewPage />, {
      path: '/membership-crews/:id',
      url: '/membership-crews/8',
      namespaces,
      resolve: () => ({ data: { membershipCrew: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Crew not found' })).toBeTruthy();
  });
});

describe('MembershipCrewContactPage', () => {
  it('offers a client (who reads no one else’s profile) no crew profile link', async () => {
    renderRoute(<MembershipCrewContactPage />, {
      path: '/membership-crews/:id/contact/:personId',
      url: '/membership-crews/7/contact/2',
      namespaces,
      resolve: () => ({ data: { membershipCrew: crew([person('2', 'Alex Janssen')]) } }),
      session: clientSession,
    });
    expect(await screen.findByRole('heading', { name: 'Alex Janssen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the crew profile' })).toBeNull();
  });

  it('offers the member’s phone and e-mail as tel: and mailto: links', async () => {
    renderRoute(<MembershipCrewContactPage />, {
      path: '/membership-crews/:id/contact/:personId',
      url: '/membership-crews/7/contact/2',
      namespaces,
      resolve: () => ({ data: { membershipCrew: crew([person('2', 'Alex Janssen')]) } }),
      session: plannerSession,
    });
    expect(await screen.findByRole('heading', { name: 'Alex Janssen' })).toBeTruthy();
    // A planner reads anyone's crew profile (persons READ ALL).
    expect(screen.getByRole('link', { name: 'Open the crew profile' }).getAttribute('href')).toBe(
      '/crew-profile/2',
    );
    expect(screen.getByRole('link', { name: 'Call Alex Janssen' }).getAttribute('href')).toMatch(
      /^tel:\+31612345678$/,
    );
    expect(screen.getByRole('link', { name: 'E-mail Alex Janssen' }).getAttribute('href')).toBe(
      'mailto:alex@demo.test',
    );
  });

  it("says 'Contact not found' for someone not in the crew", async () => {
    renderRoute(<MembershipCrewContactPage />, {
      path: '/membership-crews/:id/contact/:personId',
      url: '/membership-crews/7/contact/99',
      namespaces,
      resolve: () => ({ data: { membershipCrew: crew([person('2', 'Alex Janssen')]) } }),
    });
    expect(await screen.findByRole('heading', { name: 'Contact not found' })).toBeTruthy();
  });
});
