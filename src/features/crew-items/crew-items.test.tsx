import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedCrewItemActions, undoOfCrewItemAction } from '../../../machines/crewItemActions';
import {
  renderRoute,
  signedInSession,
  type FixtureResolver,
} from '../../lib/testing/test-providers';
import { CrewItemListPage } from './CrewItemListPage';
import { readCrewItemListParams, writeCrewItemListParams } from './crew-item-list-params';
import en from './locales/en.json';
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

const HOUR = 3_600_000;
const inHours = (hours: number) =>
  new Date(testNow().getTime() + hours * HOUR).toISOString().replace(/\.\d{3}Z$/, '+00:00');

type Status = 'pending' | 'confirmed' | 'notNeeded' | 'noShow' | 'cancelled';

const crewItem = (id: string, status: Status, who: string | null, startsInHours = 48) => ({
  __typename: 'CrewItem',
  id,
  status,
  startsAt: inHours(startsInHours),
  endsAt: inHours(startsInHours + 8),
  timeZone: 'UTC',
  vacancy: who === null,
  checkedIn: false,
  person: who ? { __typename: 'CrewItemPerson', id: `p${id}`, caption: who } : null,
  function: { __typename: 'JobFunction', id: '1', caption: 'Stagehand' },
  project: { __typename: 'CrewItemProject', id: '3', caption: 'Winter Festival' },
});

type Item = ReturnType<typeof crewItem>;

const listAnswer = (items: Item[]) => ({
  data: {
    crewItems: { __typename: 'CrewItemPage', total: items.length, page: 1, limit: 20, items },
    crewItemFilterOptions: {
      __typename: 'CrewItemFilterOptions',
      projects: [{ __typename: 'CrewItemProject', id: '3', caption: 'Winter Festival' }],
      functions: [{ __typename: 'JobFunction', id: '1', caption: 'Stagehand' }],
    },
  },
});

/** The gateway as a fixture: a list, and status changes answered as the machine would move them. */
function gateway(items: Item[], refuse: string[] = []) {
  const store = new Map(items.map((item) => [item.id, { ...item }]));
  const resolve = vi.fn<FixtureResolver>((operation, variables) => {
    if (operation === 'CrewItemList') return listAnswer([...store.values()]);
    if (operation === 'ChangeCrewItemStatus') {
      const id = String(variables.id);
      if (refuse.includes(id))
        return {
          error: { message: 'refused', code: 'CONFLICT', reason: 'CREW_ITEM_ACTION_NOT_ALLOWED' },
        };
      const item = store.get(id);
      if (!item) return { error: { message: 'gone', code: 'NOT_FOUND' } };
      const next: Record<string, Status> = {
        activate: 'confirmed',
        reactivate: 'pending',
        noShow: 'noShow',
        notNeeded: item.status === 'confirmed' ? 'cancelled' : 'notNeeded',
      };
      const status = next[String(variables.action)] ?? item.status;
      store.set(id, { ...item, status });
      return {
        data: {
          changeCrewItemStatus: {
            __typename: 'CrewItem',
            id,
            status,
            confirmedAt: null,
            cancelledAt: null,
            activities: [],
          },
        },
      };
    }
    return 'loading';
  });
  return resolve;
}

function open(resolve: FixtureResolver, url = '/planning-crew-item-list') {
  return renderRoute(<CrewItemListPage />, {
    path: '/planning-crew-item-list',
    url,
    namespaces: { 'crew-items': en },
    resolve,
  });
}

const cardOf = (name: string) => screen.getByRole('article', { name });

/** The filter of every CrewItemList query the screen sent, in order. */
const listFilters = (resolve: ReturnType<typeof gateway>) =>
  resolve.mock.calls
    .filter(([operation]) => operation === 'CrewItemList')
    .map(([, variables]) => variables['filter'] as Record<string, unknown>);

afterEach(() => vi.restoreAllMocks());

describe('the crew item list URL', () => {
  it('reads what it writes and drops what it cannot use', () => {
    const params = readCrewItemListParams(
      new URLSearchParams(
        'from=2026-12-01&to=2026-12-31&project=4&function=2&status=noShow&page=2&item=17',
      ),
    );
    expect(params).toEqual({
      dateFrom: '2026-12-01',
      dateTo: '2026-12-31',
      projectId: '4',
      functionId: '2',
      status: 'noShow',
      page: 2,
      item: '17',
    });
    expect(writeCrewItemListParams(params).toString()).toBe(
      'from=2026-12-01&to=2026-12-31&project=4&function=2&status=noShow&page=2&item=17',
    );
    const junk = readCrewItemListParams(
      new URLSearchParams('from=soon&project=x&status=done&page=-1&item=a'),
    );
    expect(writeCrewItemListParams(junk).toString()).toBe('');
  });
});

describe('the planner actions the machine offers', () => {
  const now = testNow().toISOString();
  it('offers each action only where crewItemStatusMachine allows it, and Undo only where it has a way back', () => {
    const ahead = { hasPerson: true, startsAt: inHours(48) };
    const begun = { hasPerson: true, startsAt: inHours(-1) };
    expect(allowedCrewItemActions('pending', ahead, now)).toEqual(['activate', 'notNeeded']);
    expect(allowedCrewItemActions('pending', { ...ahead, hasPerson: false }, now)).toEqual([
      'notNeeded',
    ]);
    expect(allowedCrewItemActions('confirmed', ahead, now)).toEqual(['notNeeded']);
    expect(allowedCrewItemActions('confirmed', begun, now)).toEqual(['noShow']);
    // Checked in by the crew chief: they came, so no noShow (the api answers 409 to it).
    expect(allowedCrewItemActions('confirmed', { ...begun, checkedIn: true }, now)).toEqual([]);
    expect(allowedCrewItemActions('notNeeded', ahead, now)).toEqual(['reactivate']);
    expect(allowedCrewItemActions('cancelled', ahead, now)).toEqual(['reactivate']);
    expect(allowedCrewItemActions('noShow', begun, now)).toEqual([]);
    expect(undoOfCrewItemAction('pending', 'notNeeded', ahead, now)).toBe('reactivate');
    expect(undoOfCrewItemAction('notNeeded', 'pending', ahead, now)).toBe('notNeeded');
    expect(undoOfCrewItemAction('confirmed', 'cancelled', ahead, now)).toBeNull();
    expect(undoOfCrewItemAction('confirmed', 'noShow', begun, now)).toBeNull();
  });
});

describe('CrewItemListPage', () => {
  it('shows a busy state while loading', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the crew items' })).toBeTruthy();
  });

  it('shows the empty text, and a way out of the filters when filtered', async () => {
    open(() => listAnswer([]), '/planning-crew-item-list?status=noShow');
    expect(await screen.findByText('No crew items found')).toBeTruthy();
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('shows an error with a retry, and a missing right as no access', async () => {
    open(() => ({ error: { message: 'boom', code: 'INTERNAL' } }));
    expect(await screen.findByText('The crew items could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when the list may not be seen', async () => {
    open(() => ({ error: { message: 'no', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to the crew item list.')).toBeTruthy();
  });

  it('shows the offline note over the list it loaded', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(gateway([crewItem('1', 'pending', 'Mila Bakker')]));
    expect(await screen.findByRole('article', { name: 'Mila Bakker, Stagehand' })).toBeTruthy();
    expect(
      screen.getByText('You are offline: this is the list as it was last loaded.'),
    ).toBeTruthy();
  });

  it('lists who, function, project and status with exactly the actions the machine allows, the filters from the URL', async () => {
    const resolve = gateway([
      crewItem('1', 'pending', 'Mila Bakker'),
      crewItem('2', 'pending', null),
      crewItem('3', 'confirmed', 'Noah Visser', -1),
      crewItem('4', 'noShow', 'Lotte de Graaf', -2),
    ]);
    open(resolve, '/planning-crew-item-list?from=2026-11-01&project=3');
    const mila = await screen.findByRole('article', { name: 'Mila Bakker, Stagehand' });
    expect(within(mila).getByText('Winter Festival')).toBeTruthy();
    expect(within(mila).getByText('Pending')).toBeTruthy();
    const names = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(names(mila)).toEqual(['Activate', 'Not needed']);
    expect(names(cardOf('Vacancy, Stagehand'))).toEqual(['Not needed']);
    expect(names(cardOf('Noah Visser, Stagehand'))).toEqual(['No show']);
    expect(names(cardOf('Lotte de Graaf, Stagehand'))).toEqual([]);
    expect(within(mila).getByRole('link', { name: 'Mila Bakker' }).getAttribute('href')).toBe(
      '/planning-crew-item-list?from=2026-11-01&project=3&item=1',
    );
    expect(resolve).toHaveBeenCalledWith(
      'CrewItemList',
      expect.objectContaining({
        filter: expect.objectContaining({ dateFrom: '2026-11-01', projectId: '3' }),
        page: 1,
      }),
    );
  });

  it('lists what is running now and later when the URL has no from: endsAfter now, no dateFrom', async () => {
    const opened = testNow().getTime();
    const resolve = gateway([crewItem('1', 'confirmed', 'Noah Visser', -10)]);
    open(resolve);
    await screen.findByRole('article', { name: 'Noah Visser, Stagehand' });
    expect(screen.getByText('Running now and later')).toBeTruthy();
    // The same variables each time it was sent (no new moment per render).
    const sent = new Set(listFilters(resolve).map((filter) => JSON.stringify(filter)));
    expect(sent.size).toBe(1);
    const [filter] = listFilters(resolve);
    expect(filter).not.toHaveProperty('dateFrom');
    // Down to the minute, as the gateway's DateTime.
    const endsAfter = String(filter?.['endsAfter']);
    expect(endsAfter).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+00:00$/);
    expect(Date.parse(endsAfter)).toBeGreaterThan(opened - 60_000);
    expect(Date.parse(endsAfter)).toBeLessThanOrEqual(testNow().getTime());
  });

  it('keeps the moment it asked about while the filters stay: a click a minute later loads nothing again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-01T23:59:40Z'));
      const resolve = gateway([
        crewItem('1', 'pending', 'Mila Bakker'),
        crewItem('2', 'pending', 'Noah Visser'),
      ]);
      open(resolve);
      await screen.findByRole('article', { name: 'Mila Bakker, Stagehand' });
      vi.setSystemTime(new Date('2026-12-02T00:01:10Z'));
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Select Mila Bakker, Stagehand' }),
      );
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Select Noah Visser, Stagehand' }),
      );
      expect(
        within(screen.getByRole('region', { name: 'Selected crew items' })).getByText('2 selected'),
      ).toBeTruthy();
      // Past useLiveRefetch's debounce: whatever re-ran the query ran it with the first moment.
      await new Promise((done) => setTimeout(done, 400));
      expect(new Set(listFilters(resolve).map((filter) => filter['endsAfter']))).toEqual(
        new Set(['2026-12-01T23:59:00+00:00']),
      );
      expect(screen.getByRole('article', { name: 'Mila Bakker, Stagehand' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks from the URL’s day when it has one, and says nothing of running shifts', async () => {
    const resolve = gateway([crewItem('1', 'pending', 'Mila Bakker')]);
    open(resolve, '/planning-crew-item-list?from=2026-11-30');
    await screen.findByRole('article', { name: 'Mila Bakker, Stagehand' });
    expect(screen.queryByText('Running now and later')).toBeNull();
    const [filter] = listFilters(resolve);
    expect(filter).toMatchObject({ dateFrom: '2026-11-30' });
    expect(filter).not.toHaveProperty('endsAfter');
  });

  it('shows the machine’s status at once, and Undo takes it back', async () => {
    const resolve = gateway([crewItem('1', 'pending', 'Mila Bakker')]);
    open(resolve);
    const mila = await screen.findByRole('article', { name: 'Mila Bakker, Stagehand' });
    await userEvent.click(
      within(mila).getByRole('button', { name: 'Not needed: Mila Bakker, Stagehand' }),
    );
    await waitFor(() =>
      expect(within(mila).getByText('Not needed', { selector: 'span' })).toBeTruthy(),
    );
    const undo = await screen.findByRole('button', {
      name: 'Mila Bakker, Stagehand: Not needed. Tap to undo.',
    });
    await userEvent.click(undo);
    await waitFor(() =>
      expect(resolve).toHaveBeenCalledWith(
        'ChangeCrewItemStatus',
        expect.objectContaining({ id: '1', action: 'reactivate' }),
      ),
    );
    await waitFor(() =>
      expect(within(cardOf('Mila Bakker, Stagehand')).getByText('Pending')).toBeTruthy(),
    );
  });

  it('puts the old status back and says why when the api refuses', async () => {
    open(gateway([crewItem('1', 'pending', 'Mila Bakker')], ['1']));
    const mila = await screen.findByRole('article', { name: 'Mila Bakker, Stagehand' });
    await userEvent.click(
      within(mila).getByRole('button', { name: 'Activate: Mila Bakker, Stagehand' }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(cardOf('Mila Bakker, Stagehand')).getByText('Pending')).toBeTruthy();
  });

  it('runs a bulk action on each selected item and reports the ones that failed by name', async () => {
    const resolve = gateway(
      [
        crewItem('1', 'pending', 'Mila Bakker'),
        crewItem('2', 'pending', 'Noah Visser'),
        crewItem('3', 'confirmed', 'Emma Smit'),
      ],
      ['2'],
    );
    open(resolve);
    await screen.findByRole('article', { name: 'Mila Bakker, Stagehand' });
    for (const name of ['Mila Bakker, Stagehand', 'Noah Visser, Stagehand', 'Emma Smit, Stagehand'])
      await userEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    const bulk = screen.getByRole('region', { name: 'Selected crew items' });
    expect(within(bulk).getByText('3 selected')).toBeTruthy();
    // Activate is allowed on the pending two only; not needed on all three.
    expect(
      within(bulk)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Clear selection', 'Activate (3)', 'Not needed (3)']);
    await userEvent.click(within(bulk).getByRole('button', { name: 'Not needed (3)' }));
    const failed = await screen.findByText('1 crew item was not changed:');
    expect(failed.parentElement?.textContent).toContain('Noah Visser, Stagehand');
    const sent = resolve.mock.calls
      .filter(([operation]) => operation === 'ChangeCrewItemStatus')
      .map(([, variables]) => variables.id);
    expect(sent).toEqual(['1', '2', '3']);
  });
});

describe('the crew item sheet', () => {
  const sheetAnswer = (item: Item) => ({
    data: { crewItem: { ...item, remark: null, activities: [] } },
  });
  const openSheet = (session: Parameters<typeof renderRoute>[1]['session']) => {
    const item = crewItem('1', 'pending', 'Mila Bakker');
    return renderRoute(<CrewItemListPage />, {
      path: '/planning-crew-item-list',
      url: '/planning-crew-item-list?item=1',
      namespaces: { 'crew-items': en },
      resolve: (operation) =>
        operation === 'CrewItemSheet' ? sheetAnswer(item) : listAnswer([item]),
      session,
    });
  };

  it('links the person’s crew profile for a planner (persons READ ALL)', async () => {
    openSheet(
      signedInSession({
        userRights: { planningCrewItemList: { READ: 'ALL' }, persons: { READ: 'ALL' } },
      }),
    );
    expect(
      (await screen.findByRole('link', { name: 'Open the crew profile' })).getAttribute('href'),
    ).toBe('/crew-profile/p1');
  });

  it('offers a client, who reads no crew member’s profile, none', async () => {
    openSheet(
      signedInSession({
        userRights: { planningCrewItemList: { READ: 'OWN' }, persons: { READ: 'OWN' } },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Mila Bakker' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the crew profile' })).toBeNull();
  });
});
