import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../lib/session/SessionContext';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import common from '../../i18n/locales/en.json';
import en from './locales/en.json';
import { nextMonthOf, ProjectActions, projectShareUrl } from './ProjectActions';

// The project actions: what each role is offered, the copy form's rules (the shared
// machines/projectCopy.ts), the copy opening when done, the share link, and the download states.

const project = {
  id: '5',
  number: '1001',
  name: 'Winter Festival',
  beginDate: '2026-11-20',
  endDate: '2026-11-24',
};
const files = {
  project: {
    __typename: 'Project',
    id: '5',
    reportUrl: '/api/v1/projects/5/report',
    csvUrl: '/api/v1/projects/5/export?format=csv',
    xlsxUrl: '/api/v1/projects/5/export?format=xlsx',
    calendarFeedPath: '/api/v1/public/projectFeed/5-secret.ics',
  },
};

const sessionWith = (type: 'user' | 'project', rights: Record<string, Record<string, string>>) =>
  ({
    status: 'signedIn',
    session: {
      token: 'token-1',
      type,
      loginData: { person: null, language: 'en', loginTypes: [] },
      userRights: rights,
    },
    error: null,
    signIn: () => {},
    logout: () => {},
  }) as unknown as SessionState;
const planner = sessionWith('user', { projects: { READ: 'ALL', CREATE: 'ALL' } });
const client = sessionWith('user', { projects: { READ: 'OWN' } });

function open(resolve: FixtureResolver, session: SessionState) {
  return renderRoute(<ProjectActions project={project} />, {
    path: '/projects/:number',
    url: '/projects/1001',
    namespaces: { projects: en },
    resolve,
    session,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProjectActions', () => {
  it('offers a planner the downloads, share and copy; a client no copy; a project session nothing', async () => {
    const view = open(() => ({ data: files }), planner);
    expect(await screen.findByRole('button', { name: 'Report (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crew list (CSV)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share read-only access' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy project' })).toBeTruthy();
    // Invoicing needs invoices CREATE, which a planner has not.
    expect(screen.queryByRole('button', { name: 'Invoice the worked hours' })).toBeNull();
    const webcal = `webcal://${window.location.host}/api/v1/public/projectFeed/5-secret.ics`;
    expect(
      screen.getByRole('link', { name: 'Subscribe in the calendar app' }).getAttribute('href'),
    ).toBe(webcal);
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    view.unmount();
    const asClient = open(() => ({ data: files }), client);
    expect(await screen.findByRole('button', { name: 'Report (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy project' })).toBeNull();
    asClient.unmount();
    open(() => ({ data: files }), sessionWith('project', { projects: { READ: 'OWN' } }));
    expect(screen.queryByRole('heading', { name: 'Actions' })).toBeNull();
  });

  it('keeps the copy form’s parts consistent, sends the copy once and opens the copy', async () => {
    const resolve = vi.fn<FixtureResolver>((name) =>
      name === 'CopyProject'
        ? {
            data: {
              copyProject: {
                __typename: 'Project',
                id: '77',
                number: '1012',
                name: 'Winter Festival',
                beginDate: '2026-12-20',
                endDate: '2026-12-24',
              },
            },
          }
        : { data: files },
    );
    const view = renderRoute(<ProjectActions project={project} />, {
      path: '/projects/:number',
      url: '/projects/1001',
      namespaces: { projects: en },
      resolve,
      session: planner,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy project' }));
    const date = screen.getByLabelText(/New begin date/) as HTMLInputElement;
    expect(date.value).toBe('2026-12-20');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Crew items (positions)' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Booked persons' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'Crews (shifts)' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.clear(date);
    expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(date, '2026-12-20');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(view.history.location.pathname).toBe('/projects/1012'));
    expect(resolve).toHaveBeenCalledWith('CopyProject', {
      id: '5',
      input: { beginDate: '2026-12-20', crews: true, crewItems: false, persons: false },
      idempotencyKey: expect.any(String),
    });
  });

  it('makes a draft invoice of the worked hours with invoices CREATE and opens it', async () => {
    const office = sessionWith('user', {
      projects: { READ: 'ALL' },
      invoices: { READ: 'ALL', CREATE: 'ALL' },
    });
    const resolve = vi.fn<FixtureResolver>((name) =>
      name === 'CreateProjectInvoice'
        ? { data: { createInvoice: { __typename: 'Invoice', id: '31', number: '2026-0107' } } }
        : { data: files },
    );
    const view = open(resolve, office);
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice the worked hours' }));
    expect(screen.getByRole('form', { name: 'Invoice “Winter Festival”' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Client reference'), '  PO 5120 ');
    await userEvent.click(screen.getByRole('button', { name: 'Make the draft' }));
    await waitFor(() => expect(view.history.location.pathname).toBe('/invoice/2026-0107'));
    expect(resolve).toHaveBeenCalledWith('CreateProjectInvoice', {
      projectId: '5',
      clientReference: 'PO 5120',
      idempotencyKey: expect.any(String),
    });
  });

  it('says why no draft was made (nothing to bill) and keeps the form', async () => {
    const office = sessionWith('user', { projects: { READ: 'ALL' }, invoices: { CREATE: 'ALL' } });
    renderRoute(<ProjectActions project={project} />, {
      path: '/projects/:number',
      url: '/projects/1001',
      namespaces: { projects: en, common },
      resolve: (name) =>
        name === 'CreateProjectInvoice'
          ? {
              error: {
                message: 'nothing',
                code: 'BAD_USER_INPUT',
                reason: 'INVOICE_NOTHING_TO_BILL',
              },
            }
          : { data: files },
      session: office,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice the worked hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There is nothing to invoice.');
    expect(screen.getByRole('button', { name: 'Make the draft' })).toBeTruthy();
  });

  it('shows why a copy was refused and keeps the form', async () => {
    open(
      (name) =>
        name === 'CopyProject' ? { error: { message: 'no', code: 'FORBIDDEN' } } : { data: files },
      planner,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Copy project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('copies the share link to the clipboard when the Web Share API is missing, and shows the password once', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    open(
      (name) =>
        name === 'ShareProject'
          ? {
              data: {
                shareProject: {
                  __typename: 'ProjectShare',
                  number: '1001',
                  password: 'abcDEF347xyz',
                },
              },
            }
          : { data: files },
      client,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Share read-only access' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    const url = projectShareUrl(window.location.origin, '1001', 'abcDEF347xyz');
    expect(writeText).toHaveBeenCalledWith(url);
    expect((screen.getByLabelText('Project link') as HTMLInputElement).value).toBe(url);
    expect(screen.getByText(/abcDEF347xyz \(shown only now\)/)).toBeTruthy();
  });

  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    open(
      (name) =>
        name === 'ShareProject'
          ? {
              data: {
                shareProject: {
                  __typename: 'ProjectShare',
                  number: '1001',
                  password: 'abcDEF347xyz',
                },
              },
            }
          : { data: files },
      planner,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Share read-only access' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Winter Festival',
          url: expect.stringContaining('PID=1001&Password=abcDEF347xyz'),
        }),
      ),
    );
  });

  it('saves the crew list with the token under the project’s name, and says it is downloaded', async () => {
    const fetched = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response('Person,Function\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:crew', revokeObjectURL: () => {} }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    open(() => ({ data: files }), planner);
    await userEvent.click(await screen.findByRole('button', { name: 'Crew list (CSV)' }));
    expect((await screen.findByRole('status')).textContent).toBe('Downloaded.');
    expect(saved).toEqual(['1001-Winter-Festival-crew.csv']);
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/projects/5/export?format=csv');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('says so when a download fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 500 }))),
    );
    open(() => ({ data: files }), planner);
    await userEvent.click(await screen.findByRole('button', { name: 'Report (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be downloaded.',
    );
  });

  it('shows the downloads’ error state', async () => {
    open(() => ({ error: { message: 'down', code: 'INTERNAL' } }), planner);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The downloads could not be loaded.',
    );
  });

  it('suggests the same day next month as the copy’s begin', () => {
    expect(nextMonthOf('2026-01-31')).toBe('2026-02-28');
    expect(nextMonthOf('2026-11-20')).toBe('2026-12-20');
  });
});
