import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { CrewProfilePage } from './CrewProfilePage';
import en from './locales/en.json';
import { PublicCrewProfilePage } from './PublicCrewProfilePage';

const session = (rights: Record<string, Record<string, string>>) =>
  ({
    status: 'signedIn',
    session: sessionFixture({ userRights: rights as never }),
    error: null,
    signIn: () => {},
    logout: () => {},
  }) as const;

const profile = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CrewProfile',
  id: '3',
  name: 'Alex Janssen',
  functions: [
    { __typename: 'CrewProfileFunction', id: '1', caption: 'Stagehand', sinceYear: 2019 },
  ],
  tags: [{ __typename: 'CrewProfileTag', id: '2', caption: 'Own car' }],
  ratings: {
    __typename: 'CrewProfileRatings',
    average: 4.5,
    count: 2,
    items: [
      {
        __typename: 'CrewProfileRating',
        id: '9',
        rating: 5,
        ratedAt: '2026-10-01T20:00:00+00:00',
        project: 'Autumn Trade Fair',
      },
    ],
  },
  documentBasedSkills: [
    {
      __typename: 'DocumentBasedSkill',
      id: '4',
      name: 'Forklift licence',
      document: 'Forklift certificate, TÜV Nord',
      validUntil: '2027-12-31',
    },
  ],
  contact: { __typename: 'CrewProfileContact', phone: '+31 6 1234 5678', email: 'crew@demo.test' },
  pictureUrl: null,
  ...overrides,
});

function open(resolve: FixtureResolver, rights: Record<string, Record<string, string>> = {}) {
  return renderRoute(<CrewProfilePage />, {
    path: '/crew-profile/:personId',
    url: '/crew-profile/3',
    namespaces: { 'crew-profile': en },
    resolve,
    session: session(rights),
  });
}

describe('CrewProfilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the approved picture, fetched with the session’s token, and initials without one', async () => {
    const fetched = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(new Blob(['png']), { headers: { 'content-type': 'image/png' } }),
      ),
    );
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => {} }),
    );
    const view = open(() => ({
      data: { crewProfile: profile({ pictureUrl: '/api/v1/crewMember/3/picture?v=7' }) },
    }));
    await screen.findByRole('heading', { name: 'Alex Janssen' });
    await vi.waitFor(() =>
      expect(view.container.querySelector('img')?.getAttribute('src')).toBe('blob:picture'),
    );
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe(
      'Picture of Alex Janssen',
    );
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/crewMember/3/picture?v=7');
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    view.unmount();
    const without = open(() => ({ data: { crewProfile: profile() } }));
    await screen.findByRole('heading', { name: 'Alex Janssen' });
    expect(without.container.querySelector('img')).toBeNull();
    expect(screen.getByText('AJ')).toBeTruthy();
  });

  it('shows a busy state while the profile loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the crew profile' })).toBeTruthy();
  });

  it('shows functions, tags, ratings and skills; the contact links only with crewProfile CONTACT', async () => {
    const asked: Record<string, unknown>[] = [];
    open((_name, variables) => {
      asked.push(variables);
      return { data: { crewProfile: profile() } };
    });
    expect(await screen.findByRole('heading', { name: 'Alex Janssen' })).toBeTruthy();
    expect(asked[0]).toEqual({ personId: '3' });
    expect(
      within(screen.getByRole('region', { name: 'Functions' })).getByText('Stagehand (since 2019)'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('Own car')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Ratings' })).getByText(
        '4.5 out of 5, from 2 ratings',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Document-based skills' })).getByText(
        'Forklift licence',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call Alex Janssen' })).toBeNull();
  });

  it('offers call and e-mail links with crewProfile CONTACT', async () => {
    open(() => ({ data: { crewProfile: profile() } }), { crewProfile: { CONTACT: 'ALL' } });
    const call = await screen.findByRole('link', { name: 'Call Alex Janssen' });
    expect(call.getAttribute('href')).toBe('tel:+31612345678');
    expect(screen.getByRole('link', { name: 'E-mail Alex Janssen' }).getAttribute('href')).toBe(
      'mailto:crew@demo.test',
    );
  });

  it("says 'Profile not found' for a profile the caller may not read", async () => {
    open(() => ({ data: { crewProfile: null } }));
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
  });

  it('says when nobody rated them yet', async () => {
    open(() => ({
      data: {
        crewProfile: profile({
          ratings: { __typename: 'CrewProfileRatings', average: null, count: 0, items: [] },
        }),
      },
    }));
    expect(await screen.findByText('Not rated yet.')).toBeTruthy();
  });
});

describe('PublicCrewProfilePage', () => {
  it('shows the public profile without contact, or Profile not found', async () => {
    const view = renderRoute(<PublicCrewProfilePage />, {
      path: '/public/crew-profile/:personId',
      url: '/public/crew-profile/3',
      namespaces: { 'crew-profile': en },
      resolve: () => ({ data: { publicCrewProfile: profile({ contact: null }) } }),
    });
    expect(await screen.findByRole('heading', { name: 'Alex Janssen' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
    view.unmount();
    renderRoute(<PublicCrewProfilePage />, {
      path: '/public/crew-profile/:personId',
      url: '/public/crew-profile/4',
      namespaces: { 'crew-profile': en },
      resolve: () => ({ data: { publicCrewProfile: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
  });
});
