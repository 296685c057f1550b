import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import {
  createTestI18n,
  renderRoute,
  signedInSession,
  type FixtureResolver,
} from '../../lib/testing/test-providers';
import { CompaniesPage } from './CompaniesPage';
import en from './locales/en.json';
import { LocationNewPage } from './LocationFormPage';
import { locationValues } from './location-form';
import { refusalText } from './refusals';

const administrator = signedInSession({
  type: 'user',
  userRights: { administration: { READ: 'ALL', EDIT: 'ALL' } },
});

const company = (id: string, name: string, contactCount: number) => ({
  __typename: 'AdminCompany',
  id,
  name,
  contactCount,
});

function openCompanies(resolve: FixtureResolver, url = '/admin/clients') {
  return renderRoute(<CompaniesPage />, {
    path: '/admin/clients',
    url,
    namespaces: { clients: en },
    resolve,
    session: administrator,
  });
}

describe('CompaniesPage', () => {
  it('lists the companies as links to their pages, with the search of the URL', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: { adminCompanies: [company('4', 'Harbour Events', 2)] },
    }));
    openCompanies(resolve, '/admin/clients?search=harb');
    const links = await screen.findAllByRole('link', { name: 'Harbour Events' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/clients/4',
      '/admin/clients/4',
    ]);
    expect(resolve).toHaveBeenCalledWith('AdminCompanies', { search: 'harb' });
    expect(screen.getByText('2 contacts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New client company' }).getAttribute('href')).toBe(
      '/admin/clients/new',
    );
  });

  it('says when there are none', async () => {
    openCompanies(() => ({ data: { adminCompanies: [] } }));
    expect(await screen.findByText('No client companies yet')).toBeTruthy();
  });

  it('says so when the user lacks the right', async () => {
    openCompanies(() => ({ error: { message: 'no', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to this.')).toBeTruthy();
  });
});

describe('LocationNewPage', () => {
  it('refuses half a point before sending anything', async () => {
    const resolve = vi.fn<FixtureResolver>(() => 'loading');
    renderRoute(<LocationNewPage />, {
      path: '/admin/locations/new',
      url: '/admin/locations/new',
      namespaces: { clients: en },
      resolve,
      session: administrator,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name', { exact: false }), 'Ahoy');
    await user.type(screen.getByLabelText(/^Address/), 'Ahoyweg 10');
    await user.type(screen.getByLabelText(/^City/), 'Rotterdam');
    await user.type(screen.getByLabelText('Latitude'), '51.9');
    await user.click(screen.getByRole('button', { name: 'Create location' }));
    expect(
      screen.getByText('Enter both latitude and longitude, or leave both empty.'),
    ).toBeTruthy();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('is not offered to a user without administration EDIT', () => {
    renderRoute(<LocationNewPage />, {
      path: '/admin/locations/new',
      url: '/admin/locations/new',
      namespaces: { clients: en },
      session: signedInSession({ type: 'user', userRights: {} }),
    });
    expect(screen.queryByRole('button', { name: 'Create location' })).toBeNull();
    expect(screen.getByText('You have no access to this.')).toBeTruthy();
  });
});

describe('the location rules', () => {
  it('takes a decimal comma, the ranges, and both coordinates or neither', () => {
    const draft = {
      name: ' Ahoy ',
      address: 'Ahoyweg 10',
      city: 'Rotterdam',
      latitude: '51,8838',
      longitude: '4.4889',
      routeNotes: '',
      timeZone: '',
    };
    expect(locationValues(draft)).toEqual({
      values: {
        name: 'Ahoy',
        address: 'Ahoyweg 10',
        city: 'Rotterdam',
        latitude: 51.8838,
        longitude: 4.4889,
        routeNotes: '',
        timeZone: null,
      },
    });
    expect(locationValues({ ...draft, latitude: '90.1' })).toEqual({ problem: 'latitude' });
    expect(locationValues({ ...draft, longitude: '-181' })).toEqual({ problem: 'longitude' });
    expect(locationValues({ ...draft, longitude: 'east' })).toEqual({ problem: 'longitude' });
    expect(locationValues({ ...draft, longitude: '' })).toEqual({
      problem: 'coordinatesTogether',
    });
    expect(locationValues({ ...draft, city: ' ' })).toEqual({ problem: 'city' });
  });
});

describe('refusalText', () => {
  it('says what still uses a row, with the counts', () => {
    const i18n = createTestI18n({ clients: en });
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Location is still referenced',
          extensions: {
            code: 'CONFLICT',
            reason: 'STILL_REFERENCED',
            facts: { crews: 12, projects: 1 },
          },
        },
      ],
    });
    expect(refusalText(i18n.t, error, 'en')).toBe(
      'This is still in use and was not deleted: 12 crews and 1 project. Change those first.',
    );
  });
});
