import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute } from '../../lib/testing/test-providers';
import type { FixtureResolver } from '../../lib/testing/test-providers';
import { CheckInPage } from './CheckInPage';
import { CheckOutPage } from './CheckOutPage';
import en from './locales/en.json';
import type { CrewShiftData } from './venue-actions';

// The shift's window on the venue's clock (Ahoy Arena, Amsterdam; the clock pinned, decision 248):
// the check-out starts from the crew item's planned break and says why it is refused with the
// numbers; tomorrow's check-in says once when it opens and offers nothing before; a no-show is
// offered only once the member's shift has begun.

const session = {
  status: 'signedIn',
  session: sessionFixture(),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;

type Member = CrewShiftData['members'][number];

interface MemberSpec {
  id: string;
  name: string;
  checkedInAt?: string | null;
  plannedBreakMinutes?: number;
}

function member(shift: { startsAt: string; endsAt: string }, spec: MemberSpec): Member {
  const checkedInAt = spec.checkedInAt ?? null;
  return {
    __typename: 'CrewMember',
    id: spec.id,
    person: {
      __typename: 'Person',
      id: `p${spec.id}`,
      caption: spec.name,
      phone: null,
      email: null,
    },
    function: { __typename: 'JobFunction', id: `f${spec.id}`, caption: 'Stagehand' },
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    attendance: checkedInAt ? 'checkedIn' : 'expected',
    arrival: checkedInAt ? 'present' : 'expected',
    checkedInAt,
    checkedOutAt: null,
    breakMinutes: 0,
    plannedBreakMinutes: spec.plannedBreakMinutes ?? 0,
    workedHours: null,
  };
}

function shift(
  startsAt: string,
  endsAt: string,
  members: MemberSpec[],
): CrewShiftData & { securityChecks: never[] } {
  return {
    __typename: 'CrewShift',
    id: '7',
    caption: 'Light rig',
    role: 'crewChief',
    state: members.some((spec) => spec.checkedInAt) ? 'onShift' : 'notStarted',
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
    crewChief: { __typename: 'Person', id: '9', caption: 'Sam de Vries', phone: null, email: null },
    contactOnSite: null,
    members: members.map((spec) => member({ startsAt, endsAt }, spec)),
    securityChecks: [],
  };
}

function open(element: React.ReactElement, path: string, url: string, resolve: FixtureResolver) {
  return renderRoute(element, { path, url, namespaces: { crews: en }, resolve, session });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  Settings.defaultZone = 'Europe/Amsterdam';
});
afterEach(() => {
  vi.useRealTimers();
  Settings.defaultZone = 'system';
});

describe('check-out starts from the planned break', () => {
  // An early call: the shift runs 06:00–14:00 at the venue (05:00–13:00 UTC); Anna came at 03:23.
  const early = () =>
    shift('2026-12-03T05:00:00+00:00', '2026-12-03T13:00:00+00:00', [
      {
        id: '21',
        name: 'Anna de Wit',
        checkedInAt: '2026-12-03T02:23:00+00:00',
        plannedBreakMinutes: 30,
      },
      {
        id: '22',
        name: 'Ben Jansen',
        checkedInAt: '2026-12-03T02:23:00+00:00',
        plannedBreakMinutes: 0,
      },
    ]);

  it('shows the planned break as the break, says so, and refuses with the times and the break', async () => {
    vi.setSystemTime(new Date('2026-12-03T02:40:00Z'));
    const sent: Array<Record<string, unknown>> = [];
    open(<CheckOutPage />, '/crews/:id/check-out', '/crews/7/check-out', (name, variables) => {
      if (name === 'CheckOutCrewMember') {
        sent.push(variables);
        return {
          error: { message: 'not in this test', code: 'CONFLICT', reason: 'CREW_BREAK_TOO_LONG' },
        };
      }
      return { data: { crewShift: early() } };
    });
    const anna = await screen.findByRole('article', { name: 'Anna de Wit' });
    const breakField = within(anna).getByLabelText(
      'Break of Anna de Wit (minutes)',
    ) as HTMLInputElement;
    expect(breakField.value).toBe('30');
    expect(within(anna).getByTestId('planned-break').textContent).toBe('Planned break: 30 min');
    // Out at 03:40 (now, the venue's clock) with the planned 30 minutes: refused, and why.
    expect(within(anna).getByTestId('check-out-refusal').textContent).toBe(
      'Checked in at 3:23 AM; a 30-minute break leaves no time before 3:40 AM.',
    );
    const button = within(anna).getByRole('button', {
      name: 'Check out Anna de Wit',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // No hours for a check-out that cannot be.
    expect(within(anna).queryByText(/hours worked/)).toBeNull();
    // A shorter break the chief chooses: allowed, the hours computed before confirming.
    fireEvent.change(breakField, { target: { value: '5' } });
    expect(within(anna).queryByTestId('check-out-refusal')).toBeNull();
    expect(within(anna).getByText('0.2 hours worked')).toBeTruthy();
    // What was planned stays said.
    expect(within(anna).getByTestId('planned-break').textContent).toBe('Planned break: 30 min');
    expect(button.disabled).toBe(false);
    // A time before the check-in says when the member came.
    fireEvent.change(within(anna).getByLabelText('Check-out time of Anna de Wit'), {
      target: { value: '03:20' },
    });
    expect(within(anna).getByTestId('check-out-refusal').textContent).toBe(
      'Checked in at 3:23 AM: the check-out time must come after it.',
    );
    expect(sent).toHaveLength(0);
  });

  it('starts from no break when none was planned, and sends the break shown', async () => {
    vi.setSystemTime(new Date('2026-12-03T02:40:00Z'));
    const sent: Array<Record<string, unknown>> = [];
    open(<CheckOutPage />, '/crews/:id/check-out', '/crews/7/check-out', (name, variables) => {
      if (name === 'CheckOutCrewMember') {
        sent.push(variables);
        return {
          error: {
            message: 'answer not needed here',
            code: 'CONFLICT',
            reason: 'CREW_MEMBER_ALREADY_CHECKED_OUT',
          },
        };
      }
      return { data: { crewShift: early() } };
    });
    const ben = await screen.findByRole('article', { name: 'Ben Jansen' });
    expect(
      (within(ben).getByLabelText('Break of Ben Jansen (minutes)') as HTMLInputElement).value,
    ).toBe('0');
    expect(within(ben).getByTestId('planned-break').textContent).toBe('No break planned');
    expect(within(ben).getByText('0.28 hours worked')).toBeTruthy();
    fireEvent.click(within(ben).getByRole('button', { name: 'Check out Ben Jansen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      memberId: '22',
      breakMinutes: 0,
      at: '2026-12-03T02:40:00+00:00',
    });
  });
});

describe('tomorrow’s check-in', () => {
  // Thursday 3 December, 09:00–17:00 at the venue (08:00–16:00 UTC): check-in opens at 06:00.
  const tomorrow = () =>
    shift('2026-12-03T08:00:00+00:00', '2026-12-03T16:00:00+00:00', [
      { id: '31', name: 'Noah Visser' },
      { id: '32', name: 'Sam de Vries' },
    ]);

  it('says once when check-in opens, with no error and no action on any card', async () => {
    // Wednesday evening at the venue.
    vi.setSystemTime(new Date('2026-12-02T18:00:00Z'));
    open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', () => ({
      data: { crewShift: tomorrow() },
    }));
    expect((await screen.findByTestId('check-in-opens')).textContent).toBe(
      'Check-in opens at 6:00 AM on Thu, Dec 3.',
    );
    for (const name of ['Noah Visser', 'Sam de Vries']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).queryByRole('button')).toBeNull();
      expect(within(card).queryByRole('textbox')).toBeNull();
      expect(within(card).queryByText(/Enter a time|no-show/i)).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /Check in|no-show|location/ })).toBeNull();
  });

  it('opens at 06:00: check-in offered, the no-show only from the shift’s start at 09:00', async () => {
    vi.setSystemTime(new Date('2026-12-03T05:00:00Z'));
    const first = open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', () => ({
      data: { crewShift: tomorrow() },
    }));
    const noah = await screen.findByRole('article', { name: 'Noah Visser' });
    expect(screen.queryByTestId('check-in-opens')).toBeNull();
    expect(
      (within(noah).getByRole('button', { name: 'Check in Noah Visser' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(within(noah).queryByRole('button', { name: 'Mark Noah Visser as no-show' })).toBeNull();
    expect(
      within(noah).getByText('A no-show can be recorded from 9:00 AM, when the shift begins.'),
    ).toBeTruthy();
    first.unmount();

    vi.setSystemTime(new Date('2026-12-03T08:00:00Z'));
    const sent: Array<Record<string, unknown>> = [];
    open(<CheckInPage />, '/crews/:id/check-in', '/crews/7/check-in', (name, variables) => {
      if (name === 'MarkCrewMemberNoShow') {
        sent.push(variables);
        return {
          error: {
            message: 'answer not needed here',
            code: 'CONFLICT',
            reason: 'CREW_MEMBER_ALREADY_NO_SHOW',
          },
        };
      }
      return { data: { crewShift: tomorrow() } };
    });
    const begun = await screen.findByRole('article', { name: 'Noah Visser' });
    fireEvent.click(within(begun).getByRole('button', { name: 'Mark Noah Visser as no-show' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The moment the chief said so: the machine and the api decide on it.
    expect(sent[0]).toMatchObject({ memberId: '31', recordedAt: '2026-12-03T08:00:00+00:00' });
  });
});
