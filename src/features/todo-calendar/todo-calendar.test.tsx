import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime, Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../lib/testing/test-providers';
import type { FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { TodoCalendarPage } from './TodoCalendarPage';
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

const day = (days: number) => DateTime.fromJSDate(testNow()).plus({ days }).toISODate() ?? '';
const todo = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ToDo',
  id: '1',
  caption: 'Send the crew list',
  body: '',
  recipient: null,
  dueDate: day(0),
  priority: 1,
  done: false,
  doneAt: null,
  overdue: false,
  payrollItemId: null,
  type: { __typename: 'ActivityType', id: '1', caption: 'E-mail' },
  ...overrides,
});

function open(resolve: FixtureResolver, url = '/todo-calendar') {
  return renderRoute(<TodoCalendarPage />, {
    path: '/todo-calendar',
    url,
    namespaces: { 'todo-calendar': en },
    resolve,
  });
}

describe('TodoCalendarPage', () => {
  it('asks for the week in the URL and links the weeks around it', async () => {
    const asked: Record<string, unknown>[] = [];
    open((_name, variables) => {
      asked.push(variables);
      return { data: { toDos: [] } };
    }, '/todo-calendar?week=2026-11-25');
    expect(await screen.findByRole('heading', { name: 'To-dos not found' })).toBeTruthy();
    expect(asked[0]).toEqual({ dueFrom: '2026-11-23', dueTo: '2026-11-29' });
    expect(screen.getByRole('link', { name: 'Next week' }).getAttribute('href')).toBe(
      '/todo-calendar?week=2026-11-30',
    );
  });

  it('puts open to-dos due before today first, with priority and the accountants’ recipient', async () => {
    open(() => ({
      data: {
        toDos: [
          todo({ id: '2', caption: 'Call the venue', dueDate: day(-3), priority: 2 }),
          todo({
            id: '3',
            caption: 'Feedback to accounting',
            recipient: 'Accountants',
            // Today: always in the week on show (tomorrow is next week's on a Sunday).
            dueDate: day(0),
            type: { __typename: 'ActivityType', id: '4', caption: 'Payroll feedback' },
          }),
        ],
      },
    }));
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByRole('article', { name: 'Call the venue' })).toBeTruthy();
    expect(within(overdue).getByText('Priority 2')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Feedback to accounting' }).textContent).toContain(
      'For Accountants',
    );
  });

  it('marks a to-do done at once, and undoes it from the toast', async () => {
    const asked: string[] = [];
    let done = false;
    open((name, variables) => {
      asked.push(name);
      if (name === 'MarkToDoDone' || name === 'MarkToDoOpen') {
        done = name === 'MarkToDoDone';
        return {
          data: {
            [name === 'MarkToDoDone' ? 'markToDoDone' : 'markToDoOpen']: {
              __typename: 'ToDo',
              id: variables.id,
              done,
              doneAt: done ? '2026-11-25T10:00:00+00:00' : null,
              overdue: false,
            },
          },
        };
      }
      return { data: { toDos: [todo()] } };
    });
    const card = await screen.findByRole('article', { name: 'Send the crew list' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Mark Send the crew list done' }),
    );
    expect(await within(card).findByText('Done')).toBeTruthy();
    await userEvent.click(await screen.findByText('Send the crew list is done. Tap to undo.'));
    expect(
      await within(card).findByRole('button', { name: 'Mark Send the crew list done' }),
    ).toBeTruthy();
    expect(asked).toEqual(expect.arrayContaining(['MarkToDoDone', 'MarkToDoOpen']));
  });

  it('keeps an overdue to-do of an earlier week on show once it is done here, with its undo', async () => {
    // Due last week: the week's days have no place for it, so it stays in the first section.
    const lastWeek =
      DateTime.fromJSDate(testNow()).startOf('week').minus({ days: 2 }).toISODate() ?? '';
    open((name, variables) => {
      if (name === 'MarkToDoDone')
        return {
          data: {
            markToDoDone: {
              __typename: 'ToDo',
              id: variables.id,
              done: true,
              doneAt: '2026-11-25T10:00:00+00:00',
              overdue: false,
            },
          },
        };
      return { data: { toDos: [todo({ dueDate: lastWeek })] } };
    });
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    const card = within(overdue).getByRole('article', { name: 'Send the crew list' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Mark Send the crew list done' }),
    );
    expect(await screen.findByText('Send the crew list is done. Tap to undo.')).toBeTruthy();
    const shown = screen.getByRole('article', { name: 'Send the crew list' });
    expect(within(shown).getByText('Done')).toBeTruthy();
    expect(within(shown).queryByText('Overdue')).toBeNull();
  });

  it('shows the refusal and keeps the to-do open when marking fails', async () => {
    open((name) =>
      name === 'MarkToDoDone'
        ? { error: { message: 'gone', code: 'NOT_FOUND', reason: 'ACTIVITY_NOT_FOUND' } }
        : { data: { toDos: [todo()] } },
    );
    const card = await screen.findByRole('article', { name: 'Send the crew list' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Mark Send the crew list done' }),
    );
    expect(await screen.findByText('This to-do was not found.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Mark Send the crew list done' })).toBeTruthy();
  });

  it('says there is no access without the right', async () => {
    open(() => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to the to-do calendar.')).toBeTruthy();
  });
});
