import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { FunctionsPage } from './FunctionsPage';
import { PeoplePage } from './PeoplePage';
import { EditPersonPage, NewPersonPage } from './PersonFormPage';

const officeSession = {
  status: 'signedIn',
  session: sessionFixture({ userRights: { administration: { READ: 'ALL', EDIT: 'ALL' } } }),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;
const namespaces = { people: en };
const rigger = { __typename: 'NamedRef', id: '5', name: 'Rigger' };
const row = {
  __typename: 'PersonListRow',
  id: '12',
  name: 'Robin Rigger',
  email: 'robin@people.test',
  contactNumber: 'P-001',
  company: null,
  loginTypes: ['crew'],
  functions: [rigger],
  invitation: 'invited',
};
const presets = [
  {
    __typename: 'RolePreset',
    id: '1',
    name: 'crew',
    loginType: 'crew',
    grants: [{ __typename: 'RightGrant', resource: 'jobs', action: 'READ', permission: 'OWN' }],
  },
  {
    __typename: 'RolePreset',
    id: '3',
    name: 'client',
    loginType: 'client',
    grants: [{ __typename: 'RightGrant', resource: 'projects', action: 'READ', permission: 'OWN' }],
  },
];
const formData = {
  rolePresets: presets,
  functionUsages: [{ ...rigger, __typename: 'FunctionUsage' }],
  contactCompanies: [{ __typename: 'NamedRef', id: '7', name: 'Eventful Ltd' }],
};
const account = {
  ...row,
  __typename: 'PersonAccount',
  phone: null,
  street: null,
  postalCode: null,
  city: 'Utrecht',
  country: null,
  birthday: '1990-05-01',
  language: 'en',
  timeZone: 'Europe/Amsterdam',
  rolePresets: ['crew'],
  rightAdjustments: [],
  effectiveRights: [],
  invitedAt: '2026-12-01T10:00:00+00:00',
  deactivatedAt: null,
};

describe('PeoplePage', () => {
  it('lists the people as links with their sign-in state and sends the filters from the address', async () => {
    const asked: Record<string, unknown>[] = [];
    renderRoute(<PeoplePage />, {
      path: '/admin/people',
      url: '/admin/people?loginType=crew&active=true',
      namespaces,
      session: officeSession,
      resolve: (_name, variables) => {
        asked.push(variables);
        return {
          data: {
            administeredPeople: {
              __typename: 'PersonListPage',
              total: 1,
              page: 1,
              limit: 50,
              items: [row],
            },
            functionUsages: [{ __typename: 'FunctionUsage', id: '5', name: 'Rigger' }],
          },
        };
      },
    });
    const [link] = await screen.findAllByRole('link', { name: 'Robin Rigger' });
    expect(link?.getAttribute('href')).toBe('/admin/people/12');
    expect(screen.getAllByText('Invited, not accepted').length).toBeGreaterThan(0);
    expect(asked[0]).toMatchObject({ loginType: 'crew', active: true, q: null });
  });

  it('pages through a long list by links that keep the filters', async () => {
    const asked: Record<string, unknown>[] = [];
    renderRoute(<PeoplePage />, {
      path: '/admin/people',
      url: '/admin/people?loginType=crew&page=2',
      namespaces,
      session: officeSession,
      resolve: (_name, variables) => {
        asked.push(variables);
        return {
          data: {
            administeredPeople: {
              __typename: 'PersonListPage',
              total: 120,
              page: 2,
              limit: 50,
              items: [row],
            },
            functionUsages: [],
          },
        };
      },
    });
    const paging = await screen.findByRole('navigation', { name: 'Pages of people' });
    expect(asked[0]).toMatchObject({ loginType: 'crew', page: 2 });
    expect(paging.textContent).toContain('Page 2 of 3');
    const previous = screen.getByRole('link', { name: 'Previous page' });
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(new URL(previous.getAttribute('href') ?? '', 'http://x').search).toBe('?loginType=crew');
    expect(new URL(next.getAttribute('href') ?? '', 'http://x').search).toBe(
      '?loginType=crew&page=3',
    );
  });

  it('says so when no access', async () => {
    renderRoute(<PeoplePage />, {
      path: '/admin/people',
      url: '/admin/people',
      namespaces,
      session: officeSession,
      resolve: () => ({ error: { message: 'no', code: 'FORBIDDEN' } }),
    });
    expect(await screen.findByText('You have no access to the administration.')).toBeTruthy();
  });
});

describe('the person form', () => {
  it('preselects the company (and the client preset) from ?companyId= and creates the person', async () => {
    const sent: Record<string, unknown>[] = [];
    renderRoute(<NewPersonPage />, {
      path: '/admin/people/new',
      url: '/admin/people/new?companyId=7',
      namespaces,
      session: officeSession,
      resolve: (name, variables) => {
        if (name === 'AdminCreatePerson') {
          sent.push(variables);
          return { data: { createPerson: account } };
        }
        return { data: { personAccount: null, ...formData } };
      },
    });
    const company = (await screen.findByLabelText(/Client company/)) as HTMLSelectElement;
    expect(company.value).toBe('7');
    expect((screen.getByRole('checkbox', { name: /Client/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Casey Client');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'casey@client.test');
    await user.click(screen.getByRole('checkbox', { name: 'Rigger' }));
    await user.click(screen.getByRole('button', { name: 'Create the person' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      input: {
        name: 'Casey Client',
        email: 'casey@client.test',
        companyId: '7',
        functionIds: ['5'],
        rolePresets: ['client'],
      },
    });
  });

  it('shows an e-mail in use at the e-mail field', async () => {
    renderRoute(<EditPersonPage />, {
      path: '/admin/people/:id',
      url: '/admin/people/12',
      namespaces,
      session: officeSession,
      resolve: (name) =>
        name === 'AdminChangePerson'
          ? { error: { message: 'taken', code: 'CONFLICT', reason: 'EMAIL_TAKEN' } }
          : { data: { personAccount: account, ...formData } },
    });
    await screen.findByRole('heading', { name: 'Robin Rigger' });
    expect(screen.getByText(/Welcome mail sent/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the welcome mail again' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another person already has this e-mail address.')).toBeTruthy();
  });
});

describe('refused fields', () => {
  it('says in the user’s words what to do at each field the api refused, never the api’s message', async () => {
    renderRoute(<EditPersonPage />, {
      path: '/admin/people/:id',
      url: '/admin/people/12',
      namespaces,
      session: officeSession,
      resolve: (name) =>
        name === 'AdminChangePerson'
          ? {
              error: {
                message: 'Invalid input',
                code: 'BAD_USER_INPUT',
                details: [
                  {
                    path: 'body.name',
                    message: 'Too small: expected string to have >=1 characters',
                  },
                  { path: 'body.phone', message: 'Invalid string: must match pattern' },
                ],
              },
            }
          : { data: { personAccount: account, ...formData } },
    });
    await screen.findByRole('heading', { name: 'Robin Rigger' });
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(screen.getByText('Please check this field.')).toBeTruthy();
    expect(screen.queryByText(/Too small|must match/)).toBeNull();
  });
});

describe('FunctionsPage', () => {
  it('lists the functions with what uses them', async () => {
    renderRoute(<FunctionsPage />, {
      path: '/admin/functions',
      url: '/admin/functions',
      namespaces,
      session: officeSession,
      resolve: () => ({
        data: {
          functionUsages: [
            {
              __typename: 'FunctionUsage',
              id: '5',
              name: 'Rigger',
              people: 2,
              crewItems: 1,
              rateCardRates: 0,
            },
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Rigger' })).toBeTruthy();
    expect(screen.getByText('2 people · 1 crew item · 0 rates')).toBeTruthy();
  });
});
