import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ProjectsVacancyPage } from './ProjectsVacancyPage';
import { VacanciesPage } from './VacanciesPage';
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

beforeEach(() => {
  Settings.defaultZone = 'UTC';
});
afterEach(() => {
  Settings.defaultZone = 'system';
});

const crewSession = (
  rights: Record<string, Record<string, string>> = { vacancies: { READ: 'ALL', EDIT: 'OWN' } },
) =>
  ({
    status: 'signedIn',
    session: sessionFixture({ userRights: rights as never }),
    error: null,
    signIn: () => {},
    logout: () => {},
  }) as const;

/** A position in the future, so the machine lets the caller apply. */
function vacancy(overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(testNow().getTime() + 5 * 86_400_000);
  startsAt.setUTCHours(8, 0, 0, 0);
  return {
    __typename: 'Vacancy',
    id: '41',
    status: 'pending',
    project: { __typename: 'VacancyProject', id: '7', caption: 'Spring Expo' },
    crewCaption: 'Booth pre-build',
    function: { __typename: 'JobFunction', id: '1', caption: 'Stagehand' },
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 8 * 3_600_000).toISOString(),
    timeZone: 'UTC',
    place: { __typename: 'VacancyPlace', name: 'Messe Hall 8', city: 'Düsseldorf' },
    taken: false,
    applied: false,
    appliedAt: null,
    clashes: [],
    ...overrides,
  };
}
const clash = {
  __typename: 'VacancyClash',
  kind: 'blockDate',
  caption: 'Family wedding',
  beginDate: '2026-12-07',
  endDate: '2026-12-08',
  startsAt: null,
  endsAt: null,
  timeZone: null,
};

function open(resolve: FixtureResolver, page = <VacanciesPage />, session = crewSession()) {
  return renderRoute(page, {
    path: '/vacancies',
    url: '/vacancies',
    namespaces: { vacancies: en },
    resolve,
    session,
  });
}
const card = (name: string) => screen.getByRole('article', { name });

describe('VacanciesPage', () => {
  it('shows a busy state while the vacancies load', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the vacancies' })).toBeTruthy();
  });

  it("says 'Vacancies not found' when nothing is open", async () => {
    open(() => ({ data: { vacancies: [] } }));
    expect(await screen.findByRole('heading', { name: 'Vacancies not found' })).toBeTruthy();
  });

  it('shows function, project, time and place, and offers apply only as the machine allows', async () => {
    open(() => ({
      data: {
        vacancies: [
          vacancy(),
          vacancy({
            id: '42',
            crewCaption: 'Show',
            taken: true,
            applied: true,
            appliedAt: '2026-11-24T10:00:00+00:00',
          }),
          vacancy({
            id: '43',
            crewCaption: 'Begun',
            startsAt: new Date(testNow().getTime() - 3_600_000).toISOString(),
          }),
        ],
      },
    }));
    const first = await screen.findByRole('article', { name: 'Stagehand · Booth pre-build' });
    expect(within(first).getByText('Spring Expo')).toBeTruthy();
    expect(within(first).getByText('Messe Hall 8, Düsseldorf')).toBeTruthy();
    expect(within(first).getByText(/8:00 AM – 4:00 PM$/)).toBeTruthy();
    expect(
      within(first).getByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }),
    ).toBeTruthy();
    expect(within(card('Stagehand · Show')).getByText('Applied')).toBeTruthy();
    expect(
      within(card('Stagehand · Show')).getByRole('button', {
        name: 'Withdraw from Stagehand · Show',
      }),
    ).toBeTruthy();
    // The shift has begun: the machine refuses apply, so it is not offered.
    expect(within(card('Stagehand · Begun')).queryByRole('button')).toBeNull();
  });

  it('offers nothing without vacancies EDIT (the list is still there)', async () => {
    open(
      () => ({ data: { vacancies: [vacancy()] } }),
      <VacanciesPage />,
      crewSession({ vacancies: { READ: 'ALL' } }),
    );
    expect(
      within(
        await screen.findByRole('article', { name: 'Stagehand · Booth pre-build' }),
      ).queryByRole('button'),
    ).toBeNull();
  });

  it('tells two jobs on one day apart by their times', async () => {
    const job = (startsAt: string, endsAt: string) => ({
      ...clash,
      kind: 'job',
      caption: 'Harbour Nights Concert',
      beginDate: '2026-12-03',
      endDate: '2026-12-03',
      startsAt,
      endsAt,
      timeZone: 'UTC',
    });
    open(() => ({
      data: {
        vacancies: [
          vacancy({
            clashes: [
              job('2026-12-03T08:00:00+00:00', '2026-12-03T12:00:00+00:00'),
              job('2026-12-03T13:00:00+00:00', '2026-12-03T17:00:00+00:00'),
            ],
          }),
        ],
      },
    }));
    const position = await screen.findByRole('article', { name: 'Stagehand · Booth pre-build' });
    expect(
      within(position).getByText('Job: Harbour Nights Concert (Dec 3, 2026, 8:00 AM – 12:00 PM)'),
    ).toBeTruthy();
    expect(
      within(position).getByText('Job: Harbour Nights Concert (Dec 3, 2026, 1:00 PM – 5:00 PM)'),
    ).toBeTruthy();
  });

  it('names the clash on the card and asks before applying; cancel applies nothing', async () => {
    const asked: string[] = [];
    open((name) => {
      asked.push(name);
      return { data: { vacancies: [vacancy({ clashes: [clash] })] } };
    });
    const position = await screen.findByRole('article', { name: 'Stagehand · Booth pre-build' });
    expect(within(position).getByText('Clashes with your calendar')).toBeTruthy();
    expect(
      within(position).getByText('Blocked date: Family wedding (Dec 7, 2026 – Dec 8, 2026)'),
    ).toBeTruthy();
    await userEvent.click(
      within(position).getByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }),
    );
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt.textContent).toContain(
      'Stagehand · Booth pre-build clashes with your calendar: Blocked date: Family wedding',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(asked).not.toContain('ApplyToVacancy');
  });

  it('applies at once (optimistic) and reads the list again', async () => {
    let applied = false;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    open((name) => {
      if (name === 'ApplyToVacancy') {
        applied = true;
        return {
          data: {
            applyToVacancy: {
              __typename: 'CrewItem',
              id: '41',
              status: 'pending',
              appliedAt: '2026-11-25T01:00:00+00:00',
            },
          },
        };
      }
      if (applied) release();
      return { data: { vacancies: [vacancy(applied ? { taken: true, applied: true } : {})] } };
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }),
    );
    expect(await within(card('Stagehand · Booth pre-build')).findByText('Applied')).toBeTruthy();
    await answered;
    expect(await screen.findByText('You applied for Stagehand · Booth pre-build.')).toBeTruthy();
    expect(
      await within(card('Stagehand · Booth pre-build')).findByRole('button', {
        name: 'Withdraw from Stagehand · Booth pre-build',
      }),
    ).toBeTruthy();
  });

  it('rolls back and says why when the api refuses', async () => {
    open((name) =>
      name === 'ApplyToVacancy'
        ? { error: { message: 'taken', code: 'CONFLICT', reason: 'CREW_ITEM_ALREADY_TAKEN' } }
        : { data: { vacancies: [vacancy()] } },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Apply for Stagehand · Booth pre-build' }),
    ).toBeTruthy();
    expect(within(card('Stagehand · Booth pre-build')).queryByText('Applied')).toBeNull();
    expect(await screen.findByText('Someone else already has this position.')).toBeTruthy();
  });

  it('says there is no access, without a retry, when the right is missing', async () => {
    open(() => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to vacancies.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry that loads the vacancies', async () => {
    let failing = true;
    open(() =>
      failing ? { networkError: 'Failed to fetch' } : { data: { vacancies: [vacancy()] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The vacancies could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Stagehand · Booth pre-build' }),
    ).toBeTruthy();
  });
});

describe('ProjectsVacancyPage', () => {
  it('groups the positions by project, each project a section with its count', async () => {
    open(
      () => ({
        data: {
          vacancies: [
            vacancy(),
            vacancy({
              id: '50',
              crewCaption: 'Concert crew',
              project: { __typename: 'VacancyProject', id: '4', caption: 'Harbour Nights' },
            }),
            vacancy({ id: '51', crewCaption: 'Show' }),
          ],
        },
      }),
      <ProjectsVacancyPage />,
    );
    const expo = await screen.findByRole('region', { name: 'Spring Expo (2 positions)' });
    expect(
      within(expo)
        .getAllByRole('article')
        .map((node) => node.getAttribute('aria-labelledby')),
    ).toEqual(['vacancy-41', 'vacancy-51']);
    expect(
      within(screen.getByRole('region', { name: 'Harbour Nights (1 position)' })).getByRole(
        'article',
        { name: 'Stagehand · Concert crew' },
      ),
    ).toBeTruthy();
  });
});
