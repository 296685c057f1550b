import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute } from '../../lib/testing/test-providers';
import type { FixtureResolver } from '../../lib/testing/test-providers';
import { CheckInPage } from './CheckInPage';
import { CrewPage } from './CrewPage';
import en from './locales/en.json';
import { clockOf, instantAt } from './shift-times';
import type { CrewShiftData } from './venue-actions';

// A shift's times are the venue's (decision 248): a crew chief whose profile is in London runs an
// Ahoy Arena (Amsterdam) shift on the venue's clock — he reads it and types it as the venue's
// clocks show it — and is told once that the times are the venue's.

const session = {
  status: 'signedIn',
  session: sessionFixture(),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;
const person = (id: string, caption: string) => ({
  __typename: 'Person' as const,
  id,
  caption,
  phone: null,
  email: null,
});
type Member = CrewShiftData['members'][number];

function member(
  id: string,
  name: string,
  startsAt: string,
  endsAt: string,
  checkedInAt: string | null = null,
): Member {
  return {
    __typename: 'CrewMember',
    id,
    person: person(`p${id}`, name),
    function: { __typename: 'JobFunction', id: `f${id}`, caption: 'Stagehand' },
    startsAt,
    endsAt,
    attendance: checkedInAt ? 'checkedIn' : 'expected',
    arrival: checkedInAt ? 'present' : 'expected',
    checkedInAt,
    checkedOutAt: null,
    breakMinutes: 0,
    plannedBreakMinutes: 0,
    workedHours: null,
  };
}

function shift(
  startsAt: string,
  endsAt: string,
  members: Member[],
): CrewShiftData & { securityChecks: never[] } {
  return {
    __typename: 'CrewShift',
    id: '7',
    caption: 'Main stage build',
    role: 'crewChief',
    state: 'onShift',
    startsAt,
    endsAt,
    timeZone: 'Europe/Amsterdam',
    signedOffAt: null,
    deliveryNoteReleasedAt: null,
    crewChiefSheetReleasedAt: null,
    project: { __typename: 'Project', id: '3', number: '1001', name: 'Winter Festival' },
    location: {
      __typename: 'Location',
      id: '1',
      caption: 'Ahoy Arena',
      address: 'Ahoyweg 10',
      city: 'Rotterdam',
      latitude: 51.88,
      longitude: 4.48,
      routeNotes: '',
    },
    crewChief: person('9', 'Sam de Vries'),
    contactOnSite: null,
    members,
    securityChecks: [],
  };
}

function open(element: React.ReactElement, path: string, url: string, resolve: FixtureResolver) {
  return renderRoute(element, { path, url, namespaces: { crews: en }, resolve, session });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  Settings.defaultZone = 'system';
});

describe('the crew page in the venue’s time', () => {
  it('shows a crew chief in London the Amsterdam venue’s times and says so once; one in Amsterdam sees the same without the note', async () => {
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
    const data = shift('2026-11-21T07:00:00+00:00', '2026-11-21T15:00:00+00:00', [
      member(
        '21',
        'Alex Janssen',
        '2026-11-21T07:00:00+00:00',
        '2026-11-21T15:00:00+00:00',
        '2026-11-21T07:05:00+00:00',
      ),
    ]);
    Settings.defaultZone = 'Europe/London';
    const london = open(<CrewPage />, '/crews/:id', '/crews/7', () => ({
      data: { crewShift: data },
    }));
    expect(await screen.findByText('8:00 AM – 4:00 PM')).toBeTruthy();
    expect(screen.getByText('Saturday, November 21, 2026')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Times at the venue, GMT+1');
    expect(screen.getByText('In at 8:05 AM')).toBeTruthy();
    london.unmount();

    Settings.defaultZone = 'Europe/Amsterdam';
    open(<CrewPage />, '/crews/:id', '/crews/7', () => ({ data: { crewShift: data } }));
    expect(await screen.findByText('8:00 AM – 4:00 PM')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('puts a night shift begun at 00:30 at the venue on the venue’s day, not the London evening before', async () => {
    vi.setSystemTime(new Date('2026-11-21T20:00:00Z'));
    Settings.defaultZone = 'Europe/London';
    open(<CrewPage />, '/crews/:id', '/crews/7', () => ({
      data: { crewShift: shift('2026-11-21T23:30:00+00:00', '2026-11-22T07:30:00+00:00', []) },
    }));
    expect(await screen.findByText('Sunday, November 22, 2026')).toBeTruthy();
    expect(screen.getByText('12:30 AM – 8:30 AM')).toBeTruthy();
  });
});

describe('check-in on the venue’s clock', () => {
  it('takes a time typed by a crew chief in London as the venue’s time', async () => {
    // 09:10 in Amsterdam, 08:10 in London.
    vi.setSystemTime(new Date('2026-11-21T08:10:00Z'));
    Settings.defaultZone = 'Europe/London';
    const sent: Array<Record<string, unknown>> = [];
    open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', (name, variables) => {
      if (name === 'CheckInCrewMember') {
        sent.push(variables);
        return {
          data: {
            checkInCrewMember: {
              __typename: 'CrewMemberStatus',
              member: member(
                '22',
                'Mila Bakker',
                '2026-11-21T08:00:00+00:00',
                '2026-11-21T16:00:00+00:00',
                String(variables['at']),
              ),
              crew: {
                __typename: 'CrewShift',
                id: '7',
                role: 'crewChief',
                state: 'onShift',
                startsAt: '2026-11-21T08:00:00+00:00',
                endsAt: '2026-11-21T16:00:00+00:00',
                signedOffAt: null,
                deliveryNoteReleasedAt: null,
                crewChiefSheetReleasedAt: null,
              },
            },
          },
        };
      }
      return {
        data: {
          crewShift: shift('2026-11-21T08:00:00+00:00', '2026-11-21T16:00:00+00:00', [
            member('22', 'Mila Bakker', '2026-11-21T08:00:00+00:00', '2026-11-21T16:00:00+00:00'),
          ]),
        },
      };
    });
    const mila = await screen.findByRole('article', { name: 'Mila Bakker' });
    expect(screen.getByRole('note').textContent).toBe('Times at the venue, GMT+1');
    const time = within(mila).getByLabelText('Check-in time of Mila Bakker') as HTMLInputElement;
    // The field starts at the venue's now, not the London phone's.
    expect(time.value).toBe('09:10');
    fireEvent.change(time, { target: { value: '09:05' } });
    fireEvent.click(within(mila).getByRole('button', { name: 'Check in Mila Bakker' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.['at']).toBe('2026-11-21T08:05:00+00:00');
    expect(
      await within(screen.getByRole('article', { name: 'Mila Bakker' })).findByText(
        'In at 9:05 AM',
      ),
    ).toBeTruthy();
  });
});

describe('shift-times', () => {
  it('reads and types HH:mm in the venue’s zone, whatever the person’s', () => {
    Settings.defaultZone = 'Europe/London';
    expect(clockOf('2026-11-21T08:05:00+00:00', 'Europe/Amsterdam')).toBe('09:05');
    expect(instantAt('09:05', new Date('2026-11-21T08:10:00Z'), 'Europe/Amsterdam')).toBe(
      '2026-11-21T08:05:00+00:00',
    );
  });

  it('takes the venue’s day: just after midnight at the venue, while London is still on the evening before', () => {
    Settings.defaultZone = 'Europe/London';
    // 00:20 on the 22nd in Amsterdam is 23:20 on the 21st in London.
    expect(instantAt('00:15', new Date('2026-11-21T23:20:00Z'), 'Europe/Amsterdam')).toBe(
      '2026-11-21T23:15:00+00:00',
    );
  });

  it('refuses a wall time the venue’s clocks skip on the night they go forward, and takes the hour after', () => {
    // 29 March 2026 in Amsterdam: 02:00 becomes 03:00.
    const night = new Date('2026-03-29T01:30:00Z');
    expect(instantAt('02:30', night, 'Europe/Amsterdam')).toBeNull();
    expect(instantAt('03:30', night, 'Europe/Amsterdam')).toBe('2026-03-29T01:30:00+00:00');
    expect(clockOf('2026-03-29T01:30:00+00:00', 'Europe/Amsterdam')).toBe('03:30');
  });

  it('takes the first of the two 02:30s on the night the clocks go back', () => {
    // 25 October 2026 in Amsterdam: 03:00 becomes 02:00, so 02:30 happens twice.
    expect(instantAt('02:30', new Date('2026-10-25T00:10:00Z'), 'Europe/Amsterdam')).toBe(
      '2026-10-25T00:30:00+00:00',
    );
  });
});
