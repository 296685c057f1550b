import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  attendanceEventOf,
  applyCrewShiftEvent,
  arrivalOf,
  checkInNotYetOpen,
  checkInOpensAt,
  crewShiftDecision,
  crewShiftMachine,
  crewShiftRefusal,
  crewShiftRefusalOf,
  crewShiftStateOf,
  plannedBreakOf,
  workedHoursOf,
  type CrewShiftInput,
} from './crewShift.machine';
import { MODEL_MEMBERS, MODEL_SHIFT, MODEL_SIGN_OFF, MODEL_SIGNED_SHIFT } from './crewShift.model';

const chief: CrewShiftInput = { ...MODEL_SHIFT, actor: 'crewChief' };
const t = (hhmm: string) => `2026-11-24T${hhmm}:00.000Z`;
const checkIn = (memberId: string, hhmm: string, recorded = hhmm) =>
  ({ type: 'member.checkIn', memberId, at: t(hhmm), recordedAt: t(recorded) }) as const;
const checkOut = (memberId: string, hhmm: string, breakMinutes = 0) =>
  ({ type: 'member.checkOut', memberId, at: t(hhmm), breakMinutes, recordedAt: t(hhmm) }) as const;
const noShow = (memberId: string, recorded: string) =>
  ({ type: 'member.noShow', memberId, recordedAt: t(recorded) }) as const;

function run(input: CrewShiftInput, ...events: Parameters<typeof crewShiftRefusal>[1][]) {
  const actor = createActor(crewShiftMachine, { input }).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('crewShift rules', () => {
  it('derives present or late from the check-in time, and the worked hours from in, out and break', () => {
    const present = applyCrewShiftEvent(MODEL_SHIFT, checkIn(MODEL_MEMBERS.anna, '08:05'));
    const late = applyCrewShiftEvent(MODEL_SHIFT, checkIn(MODEL_MEMBERS.anna, '08:06'));
    expect(arrivalOf(present, present.members[0]!)).toBe('present');
    expect(arrivalOf(late, late.members[0]!)).toBe('late');
    expect(arrivalOf(MODEL_SHIFT, MODEL_SHIFT.members[0]!)).toBe('expected');
    expect(arrivalOf(MODEL_SIGNED_SHIFT, MODEL_SIGNED_SHIFT.members[1]!)).toBe('noShow');
    expect(workedHoursOf(MODEL_SIGNED_SHIFT.members[0]!)).toBe(7.583333333333333);
    expect(workedHoursOf(MODEL_SHIFT.members[0]!)).toBeNull();
  });

  it('refuses a check-out before the check-in, in time and in order', () => {
    expect(crewShiftRefusal(chief, checkOut(MODEL_MEMBERS.anna, '16:00'))).toBe(
      'CREW_MEMBER_NOT_CHECKED_IN',
    );
    const inside = {
      ...applyCrewShiftEvent(chief, checkIn(MODEL_MEMBERS.anna, '09:00')),
      actor: 'crewChief' as const,
    };
    expect(crewShiftRefusal(inside, checkOut(MODEL_MEMBERS.anna, '09:00'))).toBe(
      'CREW_CHECK_OUT_BEFORE_CHECK_IN',
    );
    expect(crewShiftRefusal(inside, checkOut(MODEL_MEMBERS.anna, '10:00', 60))).toBe(
      'CREW_BREAK_TOO_LONG',
    );
    expect(crewShiftRefusal(inside, checkOut(MODEL_MEMBERS.anna, '10:00', 59))).toBeNull();
  });

  it('keeps times within the tolerance around the shift and not ahead of when they were recorded', () => {
    expect(crewShiftRefusal(chief, checkIn(MODEL_MEMBERS.anna, '05:00'))).toBeNull();
    expect(crewShiftRefusal(chief, checkIn(MODEL_MEMBERS.anna, '04:59'))).toBe(
      'CREW_TIME_OUT_OF_RANGE',
    );
    expect(crewShiftRefusal(chief, checkIn(MODEL_MEMBERS.anna, '08:15', '08:00'))).toBeNull();
    expect(crewShiftRefusal(chief, checkIn(MODEL_MEMBERS.anna, '08:16', '08:00'))).toBe(
      'CREW_TIME_OUT_OF_RANGE',
    );
    expect(
      crewShiftRefusal(chief, { ...checkIn(MODEL_MEMBERS.anna, '08:00'), at: 'not a time' }),
    ).toBe('CREW_TIME_OUT_OF_RANGE');
  });

  it('refuses the sign-off while someone is expected or on site, and allows it when the rest are no-shows', () => {
    const snapshot = run(chief, checkIn(MODEL_MEMBERS.anna, '07:55'));
    expect(snapshot.value).toBe('onShift');
    expect(snapshot.can({ type: 'crew.signOff', ...MODEL_SIGN_OFF })).toBe(false);
    expect(
      crewShiftDecision({ ...snapshot.context }, { type: 'crew.signOff', ...MODEL_SIGN_OFF }),
    ).toMatchObject({
      allowed: false,
      reason: 'CREW_MEMBERS_NOT_CHECKED_OUT',
    });
    const done = run(
      chief,
      checkIn(MODEL_MEMBERS.anna, '07:55'),
      noShow(MODEL_MEMBERS.ben, '08:30'),
      checkOut(MODEL_MEMBERS.anna, '16:00', 30),
    );
    expect(done.value).toBe('readyForSignOff');
    expect(done.can({ type: 'crew.signOff', ...MODEL_SIGN_OFF })).toBe(true);
    expect(done.can({ type: 'crew.signOff', ...MODEL_SIGN_OFF, signerName: '  ' })).toBe(false);
    expect(done.can({ type: 'crew.signOff', ...MODEL_SIGN_OFF, rating: 6 })).toBe(false);
    expect(done.can({ type: 'crew.signOff', ...MODEL_SIGN_OFF, rating: null })).toBe(true);
  });

  it('changes nothing after the sign-off except by a planner', () => {
    const signedByChief: CrewShiftInput = { ...MODEL_SIGNED_SHIFT, actor: 'crewChief' };
    const late = checkIn(MODEL_MEMBERS.ben, '09:00', '16:30');
    expect(crewShiftDecision(signedByChief, late)).toEqual({
      allowed: false,
      from: 'signedOff',
      reason: 'CREW_ALREADY_SIGNED_OFF',
    });
    const byPlanner = crewShiftDecision({ ...MODEL_SIGNED_SHIFT, actor: 'planner' }, late);
    expect(byPlanner).toMatchObject({ allowed: true, from: 'signedOff', to: 'signedOff' });
    expect(byPlanner.allowed && byPlanner.facts.members[1]).toMatchObject({
      attendance: 'checkedIn',
      checkedInAt: t('09:00'),
    });
  });

  it('releases the delivery note once, only after the sign-off; a reader changes nothing', () => {
    const release = { type: 'deliveryNote.release', releasedAt: t('16:10') } as const;
    expect(crewShiftDecision(chief, release)).toMatchObject({
      allowed: false,
      reason: 'CREW_NOT_SIGNED_OFF',
    });
    const released = crewShiftDecision({ ...MODEL_SIGNED_SHIFT, actor: 'crewChief' }, release);
    expect(released).toMatchObject({ allowed: true, from: 'signedOff', to: 'released' });
    const again = {
      ...MODEL_SIGNED_SHIFT,
      deliveryNoteReleasedAt: t('16:10'),
      actor: 'crewChief' as const,
    };
    expect(crewShiftStateOf(again)).toBe('released');
    expect(crewShiftDecision(again, release)).toMatchObject({
      allowed: false,
      reason: 'CREW_DELIVERY_NOTE_ALREADY_RELEASED',
    });
    expect(
      crewShiftDecision({ ...MODEL_SHIFT, actor: 'reader' }, checkIn(MODEL_MEMBERS.anna, '08:00')),
    ).toMatchObject({
      allowed: false,
      reason: 'CREW_READ_ONLY',
    });
    expect(crewShiftDecision(chief, checkIn('nobody', '08:00'))).toMatchObject({
      allowed: false,
      reason: 'CREW_MEMBER_NOT_FOUND',
    });
  });

  it('lets a no-show who turns up after all be checked in, back on shift', () => {
    const done = run(
      chief,
      checkIn(MODEL_MEMBERS.anna, '07:55'),
      noShow(MODEL_MEMBERS.ben, '08:30'),
      checkOut(MODEL_MEMBERS.anna, '16:00'),
    );
    expect(done.value).toBe('readyForSignOff');
    const arrived = crewShiftDecision(done.context, checkIn(MODEL_MEMBERS.ben, '10:00'));
    expect(arrived).toMatchObject({ allowed: true, from: 'readyForSignOff', to: 'onShift' });
  });

  it("starts a check-out from the crew item's planned break, 0 when none was planned", () => {
    const [anna, ben] = MODEL_SHIFT.members;
    expect(plannedBreakOf(anna!)).toBe(30);
    expect(plannedBreakOf(ben!)).toBe(0);
    // The planned break is where the form starts, not what is recorded: the check-out records the break it carries.
    const inside = {
      ...applyCrewShiftEvent(chief, checkIn(MODEL_MEMBERS.anna, '08:00')),
      actor: 'crewChief' as const,
    };
    const out = crewShiftDecision(inside, checkOut(MODEL_MEMBERS.anna, '12:00', 15));
    expect(out.allowed && out.facts.members[0]).toMatchObject({
      breakMinutes: 15,
      plannedBreakMinutes: 30,
    });
  });

  it('says why a check-out is refused with the times and the break it rests on', () => {
    // Checked in at 03:23 (an early call on a shift from 06:00): a 30-minute break leaves no time before 03:40.
    const early = { ...chief, startsAt: t('06:00'), endsAt: t('14:00') };
    const inside = {
      ...applyCrewShiftEvent(early, checkIn(MODEL_MEMBERS.anna, '03:23')),
      actor: 'crewChief' as const,
    };
    expect(crewShiftRefusalOf(inside, checkOut(MODEL_MEMBERS.anna, '03:40', 30))).toEqual({
      reason: 'CREW_BREAK_TOO_LONG',
      facts: { checkedInAt: t('03:23'), at: t('03:40'), breakMinutes: 30 },
    });
    expect(crewShiftDecision(inside, checkOut(MODEL_MEMBERS.anna, '03:40', 30))).toEqual({
      allowed: false,
      from: 'onShift',
      reason: 'CREW_BREAK_TOO_LONG',
      facts: { checkedInAt: t('03:23'), at: t('03:40'), breakMinutes: 30 },
    });
    expect(crewShiftRefusalOf(inside, checkOut(MODEL_MEMBERS.anna, '03:40', 16))).toBeNull();
    expect(crewShiftRefusalOf(inside, checkOut(MODEL_MEMBERS.anna, '03:20'))).toEqual({
      reason: 'CREW_CHECK_OUT_BEFORE_CHECK_IN',
      facts: { checkedInAt: t('03:23'), at: t('03:20') },
    });
    // A time out of range names the window: from 180 minutes before the start to 15 minutes after it was recorded.
    expect(crewShiftRefusalOf(chief, checkIn(MODEL_MEMBERS.anna, '08:30', '08:10'))).toEqual({
      reason: 'CREW_TIME_OUT_OF_RANGE',
      facts: { earliest: t('05:00'), latest: t('08:25') },
    });
    expect(crewShiftRefusalOf(chief, checkIn(MODEL_MEMBERS.anna, '04:00', '17:00'))).toEqual({
      reason: 'CREW_TIME_OUT_OF_RANGE',
      facts: { earliest: t('05:00'), latest: t('17:15') },
    });
    // Refusals without numbers carry none.
    expect(crewShiftRefusalOf(chief, checkOut(MODEL_MEMBERS.anna, '16:00'))).toEqual({
      reason: 'CREW_MEMBER_NOT_CHECKED_IN',
    });
  });

  it("takes a no-show only once the member's shift has begun", () => {
    const before = noShow(MODEL_MEMBERS.ben, '07:59');
    expect(crewShiftRefusalOf(chief, before)).toEqual({
      reason: 'CREW_ITEM_SHIFT_NOT_BEGUN',
      facts: { startsAt: t('08:00') },
    });
    expect(run(chief, before).can(before)).toBe(false);
    expect(crewShiftDecision(chief, before)).toMatchObject({
      allowed: false,
      from: 'notStarted',
      reason: 'CREW_ITEM_SHIFT_NOT_BEGUN',
    });
    // A day ahead too.
    expect(crewShiftRefusal(chief, { ...before, recordedAt: '2026-11-23T09:00:00.000Z' })).toBe(
      'CREW_ITEM_SHIFT_NOT_BEGUN',
    );
    expect(crewShiftRefusal(chief, { ...before, recordedAt: 'not a time' })).toBe(
      'CREW_ITEM_SHIFT_NOT_BEGUN',
    );
    const begun = noShow(MODEL_MEMBERS.ben, '08:00');
    expect(run(chief, begun).value).toBe('onShift');
    expect(crewShiftDecision(chief, begun)).toMatchObject({ allowed: true, from: 'notStarted' });
    // The member's own start counts: Ben starts at 10:00 on the 08:00 crew.
    const laterBen = {
      ...chief,
      members: chief.members.map((member) =>
        member.id === MODEL_MEMBERS.ben ? { ...member, startsAt: t('10:00') } : member,
      ),
    };
    expect(crewShiftRefusalOf(laterBen, noShow(MODEL_MEMBERS.ben, '09:00'))).toEqual({
      reason: 'CREW_ITEM_SHIFT_NOT_BEGUN',
      facts: { startsAt: t('10:00') },
    });
    expect(crewShiftRefusal(laterBen, noShow(MODEL_MEMBERS.ben, '10:00'))).toBeNull();
  });

  it('opens check-in 180 minutes before the shift, and takes no time before then', () => {
    expect(checkInOpensAt(chief)).toBe(t('05:00'));
    expect(checkInNotYetOpen(chief, t('04:59'))).toBe(true);
    expect(checkInNotYetOpen(chief, t('05:00'))).toBe(false);
    expect(checkInNotYetOpen(chief, '2026-11-23T12:00:00.000Z')).toBe(true);
    // Before it opens, now is refused (and so is every time up to now + 15 minutes).
    expect(crewShiftRefusal(chief, checkIn(MODEL_MEMBERS.anna, '04:30'))).toBe(
      'CREW_TIME_OUT_OF_RANGE',
    );
    expect(crewShiftRefusal(chief, checkIn(MODEL_MEMBERS.anna, '05:00'))).toBeNull();
  });
});

describe('attendanceEventOf (the app and the api send the machine the same events)', () => {
  it('maps each attendance action to its event with every field the machine decides on', () => {
    const recordedAt = '2026-11-24T08:30:00.000Z';
    expect(
      attendanceEventOf({
        kind: 'checkIn',
        memberId: '7',
        at: '2026-11-24T08:06:00.000Z',
        recordedAt,
      }),
    ).toEqual({
      type: 'member.checkIn',
      memberId: '7',
      at: '2026-11-24T08:06:00.000Z',
      recordedAt,
    });
    expect(attendanceEventOf({ kind: 'noShow', memberId: '7', recordedAt })).toEqual({
      type: 'member.noShow',
      memberId: '7',
      recordedAt,
    });
    expect(
      attendanceEventOf({
        kind: 'checkOut',
        memberId: '7',
        at: '2026-11-24T16:00:00.000Z',
        breakMinutes: 30,
        recordedAt,
      }),
    ).toEqual({
      type: 'member.checkOut',
      memberId: '7',
      at: '2026-11-24T16:00:00.000Z',
      breakMinutes: 30,
      recordedAt,
    });
  });
});
