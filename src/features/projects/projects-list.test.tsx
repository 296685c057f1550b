import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ProjectsPage } from './ProjectsPage';
import { readProjectListParams, writeProjectListParams } from './project-list-params';

const company = (id: string, caption: string) => ({ __typename: 'Company', id, caption });
const branch = (id: string, caption: string) => ({ __typename: 'Branch', id, caption });

const project = (id: string, number: string, name: string, status = 'confirmed') => ({
  __typename: 'Project',
  id,
  number,
  name,
  clientMark: `MK-${number}`,
  status,
  beginDate: '2026-12-19',
  endDate: '2026-12-21',
  company: company('1', 'Eventful Ltd'),
  branch: branch('2', 'Rotterdam'),
});

const options = {
  __typename: 'ProjectFilterOptions',
  companies: [company('1', 'Eventful Ltd'), company('3', 'Northern Expo GmbH')],
  branches: [branch('2', 'Rotterdam'), branch('4', 'Utrecht')],
};

const page = (items: ReturnType<typeof project>[], total = items.length, pageNumber = 1) => ({
  data: {
    projects: { __typename: 'ProjectPage', total, page: pageNumber, limit: 20, items },
    projectFilterOptions: options,
  },
});

function open(resolve: FixtureResolver, url = '/projects') {
  return renderRoute(<ProjectsPage />, {
    path: '/projects',
    url,
    namespaces: { projects: en },
    resolve,
  });
}

afterEach(() => vi.useRealTimers());

describe('the projects list URL', () => {
  it('reads what it writes, and drops what it cannot use', () => {
    const params = readProjectListParams(
      new URLSearchParams('q=gala&company=3&status=option&from=2026-01-01&mine=1&sort=name&page=2'),
    );
    expect(params).toMatchObject({
      q: 'gala',
      companyId: '3',
      status: 'option',
      beginDateFrom: '2026-01-01',
      mine: true,
      sort: 'name',
      page: 2,
    });
    expect(writeProjectListParams(params).toString()).toBe(
      'q=gala&company=3&status=option&from=2026-01-01&mine=1&sort=name&page=2',
    );
    const junk = readProjectListParams(
      new URLSearchParams('company=abc&status=lost&from=tomorrow&sort=random&page=-4'),
    );
    expect(junk).toMatchObject({
      companyId: null,
      status: null,
      beginDateFrom: null,
      sort: 'beginDateDesc',
      page: 1,
    });
    expect(writeProjectListParams(junk).toString()).toBe('');
  });
});

describe('ProjectsPage', () => {
  it('shows a busy state while loading', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the projects' })).toBeTruthy();
  });

  it('lists projects as links to /projects/{number}, filtered as the URL says', async () => {
    const resolve = vi.fn<FixtureResolver>(() =>
      page([project('1', '2609', 'New Year Gala', 'option')], 45),
    );
    open(resolve, '/projects?q=gala&status=option&page=2');
    const link = await screen.findByRole('link', { name: 'New Year Gala' });
    expect(link.getAttribute('href')).toBe('/projects/2609');
    expect(screen.getByText('Option')).toBeTruthy();
    expect(screen.getByText('No. 2609 · MK-2609 · Rotterdam')).toBeTruthy();
    expect(screen.getByText('Projects: 45')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ProjectsPage', {
      filter: {
        q: 'gala',
        companyId: null,
        branchId: null,
        status: 'option',
        beginDateFrom: null,
        beginDateTo: null,
        mine: null,
      },
      sort: 'beginDateDesc',
      limit: 20,
      page: 2,
      withOptions: true,
    });
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(paging).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/projects?q=gala&status=option',
    );
    expect(within(paging).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/projects?q=gala&status=option&page=3',
    );
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveProperty(
      'value',
      'gala',
    );
  });

  it('puts the search into the URL once typing rests, from page 1', async () => {
    const resolve = vi.fn<FixtureResolver>(() => page([project('1', '2401', 'New Year Gala')]));
    const { history } = open(resolve, '/projects?page=3');
    const field = await screen.findByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(field, 'boat');
    expect(history.location.search).toBe('?page=3');
    await waitFor(() => expect(history.location.search).toBe('?q=boat'));
    expect(resolve).toHaveBeenLastCalledWith(
      'ProjectsPage',
      expect.objectContaining({ filter: expect.objectContaining({ q: 'boat' }), page: 1 }),
    );
  });

  it('sets a filter from the sheet and the sort in the URL; back undoes it', async () => {
    // The gateway answers the options only when asked, as @include does.
    const resolve = vi.fn<FixtureResolver>((_operation, variables) => {
      const answer = page([project('1', '2401', 'New Year Gala')]);
      if (variables?.withOptions) return answer;
      return { data: { projects: answer.data.projects } };
    });
    const { history } = open(resolve);
    await screen.findByRole('link', { name: 'New Year Gala' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status' }),
      'Inquiry',
    );
    await waitFor(() => expect(history.location.search).toBe('?status=inquiry'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Client' }),
      'Northern Expo GmbH',
    );
    await waitFor(() => expect(history.location.search).toBe('?company=3&status=inquiry'));
    // Only the list it opened with asked for the sheet's options; the sheet kept them.
    const asked = resolve.mock.calls.map(([, variables]) => ({
      filtered: (variables.filter as { status: string | null }).status !== null,
      withOptions: variables.withOptions,
    }));
    expect(asked.some(({ filtered }) => filtered)).toBe(true);
    expect(asked.every(({ filtered, withOptions }) => withOptions === !filtered)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show projects' }));
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'By name');
    expect(history.location.search).toBe('?company=3&status=inquiry&sort=name');
    act(() => history.go(-1));
    expect(history.location.search).toBe('?company=3&status=inquiry');
  });

  it("says 'No projects found' when nothing matches, and offers to clear the filters", async () => {
    const { history } = open(() => page([]), '/projects?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(history.location.search).toBe('');
  });

  it('offers a retry after a failed load', async () => {
    let failing = true;
    open(() =>
      failing ? { networkError: 'offline' } : page([project('1', '2401', 'New Year Gala')]),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The projects could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'New Year Gala' })).toBeTruthy();
  });

  it('keeps the last list on screen offline, with a note', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(() => page([project('1', '2401', 'New Year Gala')]));
    expect(await screen.findByRole('link', { name: 'New Year Gala' })).toBeTruthy();
    expect(screen.getByText('You are offline: this is the list as last loaded.')).toBeTruthy();
    online.mockRestore();
  });
});
