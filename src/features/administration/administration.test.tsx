import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, signedInSession } from '../../lib/testing/test-providers';
import { AdministrationHubPage } from './AdministrationHubPage';
import { AuditPage } from './AuditPage';
import en from './locales/en.json';
import { TenantSettingsPage } from './TenantSettingsPage';

const namespaces = { administration: en };
const administrator = signedInSession({
  userRights: { administration: { READ: 'ALL', EDIT: 'ALL' } },
});
const planner = signedInSession({ userRights: { projects: { READ: 'ALL' } } });

const settings = {
  __typename: 'TenantSettings',
  name: 'Demo Crew Company',
  defaultLanguage: 'English',
  useUserLanguage: true,
  mobileTheme: 'red',
  logoUrl: '/api/v1/tenantImages/logo-00000000-0000-0000-0000-000000000001.png',
  backgroundUrl: null,
  backgroundColorCode: '#7a1020',
  faviconUrl: null,
  metaHostName: 'Demo Crew',
  metaDescription: null,
};

describe('AdministrationHubPage', () => {
  it('shows every section as a link to its screen', async () => {
    renderRoute(<AdministrationHubPage />, {
      path: '/admin',
      url: '/admin',
      namespaces,
      session: administrator,
    });
    const sections = {
      People: '/admin/people',
      Functions: '/admin/functions',
      Clients: '/admin/clients',
      Branches: '/admin/branches',
      Locations: '/admin/locations',
      Settings: '/admin/settings',
      Audit: '/admin/audit',
    };
    for (const [title, href] of Object.entries(sections)) {
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe(href);
    }
  });

  it('tells someone without the administration right they have no access', async () => {
    renderRoute(<AdministrationHubPage />, {
      path: '/admin',
      url: '/admin',
      namespaces,
      session: planner,
    });
    expect(await screen.findByText(en.noAccess)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('TenantSettingsPage', () => {
  it('previews the login screen as the settings are typed, and saves them', async () => {
    const sent: Record<string, unknown>[] = [];
    renderRoute(<TenantSettingsPage />, {
      path: '/admin/settings',
      url: '/admin/settings',
      namespaces,
      session: administrator,
      resolve: (name, variables) => {
        if (name === 'UpdateTenantSettings') {
          sent.push(variables);
          return { data: { updateTenantSettings: { ...settings, name: 'Crew Hub Events' } } };
        }
        return { data: { tenantSettings: settings } };
      },
    });
    const preview = await screen.findByTestId('login-preview');
    expect(within(preview).getByTestId('login-tenant-name').textContent).toBe('Demo Crew Company');
    expect(within(preview).getByTestId('login-logo').getAttribute('src')).toBe(settings.logoUrl);
    expect(preview.style.backgroundColor).toBe('rgb(122, 16, 32)');

    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Crew Hub Events');
    const colour = screen.getByRole('textbox', { name: 'Login background colour' });
    await user.clear(colour);
    await user.type(colour, '#112233');
    expect(within(preview).getByTestId('login-tenant-name').textContent).toBe('Crew Hub Events');
    expect(preview.style.backgroundColor).toBe('rgb(17, 34, 51)');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(sent).toEqual([
      {
        input: {
          name: 'Crew Hub Events',
          defaultLanguage: 'English',
          useUserLanguage: true,
          mobileTheme: 'red',
          backgroundColorCode: '#112233',
          metaHostName: 'Demo Crew',
          metaDescription: null,
        },
      },
    ]);
  });

  it('sends nothing while a field breaks the rules, and says which', async () => {
    const sent: unknown[] = [];
    renderRoute(<TenantSettingsPage />, {
      path: '/admin/settings',
      url: '/admin/settings',
      namespaces,
      session: administrator,
      resolve: (name, variables) => {
        if (name === 'UpdateTenantSettings') sent.push(variables);
        return { data: { tenantSettings: settings } };
      },
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    const colour = screen.getByRole('textbox', { name: 'Login background colour' });
    await user.clear(colour);
    await user.type(colour, 'red');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText(en.settings.problems.nameRequired)).toBeTruthy();
    expect(screen.getByText(en.settings.problems.colour)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    renderRoute(<TenantSettingsPage />, {
      path: '/admin/settings',
      url: '/admin/settings',
      namespaces,
      session: administrator,
      resolve: () => ({ error: { message: 'down', code: 'UPSTREAM_UNAVAILABLE' } }),
    });
    expect(await screen.findByText(en.settings.error)).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('shows no form without the administration right', async () => {
    renderRoute(<TenantSettingsPage />, {
      path: '/admin/settings',
      url: '/admin/settings',
      namespaces,
      session: planner,
      resolve: () => ({ data: { tenantSettings: settings } }),
    });
    expect(await screen.findByText(en.noAccess)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});

const event = {
  __typename: 'AuditEvent',
  id: '7',
  at: '2026-12-04T09:30:00+00:00',
  action: 'changed',
  actor: { __typename: 'PersonRef', id: '5', caption: 'Olivia Office' },
  subject: { __typename: 'AuditSubject', kind: 'tenantSettings', id: null, caption: 'Crew Hub' },
  changes: [
    { __typename: 'AuditChange', field: 'name', from: 'Demo Crew Company', to: 'Crew Hub' },
    { __typename: 'AuditChange', field: 'useUserLanguage', from: 'true', to: 'false' },
    { __typename: 'AuditChange', field: 'logoUrl', from: null, to: '/api/v1/tenantImages/x.png' },
  ],
};
const pageOf = (items: unknown[], total = items.length) => ({
  auditEvents: { __typename: 'AuditEventPage', total, page: 1, limit: 25, items },
});

describe('AuditPage', () => {
  it('shows who changed what and when, readably, and filters by subject and actor', async () => {
    const asked: Record<string, unknown>[] = [];
    renderRoute(<AuditPage />, {
      path: '/admin/audit',
      url: '/admin/audit',
      namespaces,
      session: administrator,
      resolve: (_name, variables) => {
        asked.push(variables);
        return { data: pageOf([event]) };
      },
    });
    const card = await screen.findByRole('article', { name: 'Crew Hub' });
    expect(within(card).getByText(/Settings · Crew Hub/)).toBeTruthy();
    expect(within(card).getByText('Changed')).toBeTruthy();
    expect(within(card).getByText('Demo Crew Company')).toBeTruthy();
    expect(card.textContent).toContain('Own language: yes → no');
    expect(card.textContent).toContain('Logo: not set → a picture');
    expect(within(card).getByText(/2026/).closest('time')?.getAttribute('dateTime')).toBe(event.at);
    expect(asked[0]).toEqual({ filter: {}, page: 1, limit: 25 });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'person');
    expect(asked.at(-1)).toEqual({ filter: { subject: 'person' }, page: 1, limit: 25 });
    await user.click(await screen.findByRole('button', { name: 'Only changes by Olivia Office' }));
    expect(asked.at(-1)).toEqual({
      filter: { subject: 'person', actorId: '5' },
      page: 1,
      limit: 25,
    });
  });

  it('says so when nothing is recorded', async () => {
    renderRoute(<AuditPage />, {
      path: '/admin/audit',
      url: '/admin/audit',
      namespaces,
      session: administrator,
      resolve: () => ({ data: pageOf([]) }),
    });
    expect(await screen.findByText(en.audit.empty)).toBeTruthy();
  });

  it('tells someone without the right they have no access, asking nothing', async () => {
    const asked: unknown[] = [];
    renderRoute(<AuditPage />, {
      path: '/admin/audit',
      url: '/admin/audit',
      namespaces,
      session: planner,
      resolve: (_name, variables) => {
        asked.push(variables);
        return { data: pageOf([event]) };
      },
    });
    expect(await screen.findByText(en.noAccess)).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
