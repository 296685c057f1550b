import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  applyCrewShiftEvent,
  arrivalOf,
  crewShiftDecision,
  crewShiftMachine,
  crewShiftRefusal,
  crewShiftStateOf,
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
      { type: 'member.noShow', memberId: MODEL_MEMBERS.ben },
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
      { type: 'member.noShow', memberId: MODEL_MEMBERS.ben },
      checkOut(MODEL_MEMBERS.anna, '16:00'),
    );
    expect(done.value).toBe('readyForSignOff');
    const arrived = crewShiftDecision(done.context, checkIn(MODEL_MEMBERS.ben, '10:00'));
    expect(arrived).toMatchObject({ allowed: true, from: 'readyForSignOff', to: 'onShift' });
  });
});
