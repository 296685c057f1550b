import { initialTransition, transition } from 'xstate';
import { crewShiftMachine } from '../../../machines/crewShift.machine';
import type {
  CrewShiftActor,
  CrewShiftEvent,
  CrewShiftInput,
} from '../../../machines/crewShift.machine';

// The crewShift machine's input from what the sign-off and delivery-note screens load (the
// gateway's CrewShift), so `can` below is the same rule the api applies (decision 125).

export interface SignOffShift {
  startsAt: string;
  endsAt: string;
  role: CrewShiftActor;
  members: ReadonlyArray<{
    id: string;
    startsAt: string;
    plannedBreakMinutes: number;
    attendance: CrewShiftInput['members'][number]['attendance'];
    checkedInAt?: string | null;
    checkedOutAt?: string | null;
    breakMinutes: number;
  }>;
  signOff?: { signedAt: string } | null;
  deliveryNote: { releasedAt?: string | null };
  crewChiefSheet: { releasedAt?: string | null };
}

export function signOffInputOf(shift: SignOffShift): CrewShiftInput {
  return {
    actor: shift.role,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    members: shift.members.map((member) => ({
      id: member.id,
      attendance: member.attendance,
      checkedInAt: member.checkedInAt ?? null,
      checkedOutAt: member.checkedOutAt ?? null,
      breakMinutes: member.breakMinutes,
      startsAt: member.startsAt,
      plannedBreakMinutes: member.plannedBreakMinutes,
    })),
    signedOffAt: shift.signOff?.signedAt ?? null,
    deliveryNoteReleasedAt: shift.deliveryNote.releasedAt ?? null,
    crewChiefSheetReleasedAt: shift.crewChiefSheet.releasedAt ?? null,
  };
}

/** Whether the machine takes `event` on these facts for this caller (what enables a button). */
export function crewShiftCan(input: CrewShiftInput, event: CrewShiftEvent): boolean {
  const [snapshot] = initialTransition(crewShiftMachine, input);
  return snapshot.can(event);
}

/**
 * The input with the crew's actions still waiting in the outbox applied (an offline check-out
 * enables the sign-off at once); an action the machine no longer takes is left out, as on the
 * crew page (venue-actions shiftViewOf).
 */
export function withPendingEvents(
  input: CrewShiftInput,
  events: readonly CrewShiftEvent[],
): CrewShiftInput {
  let [snapshot] = initialTransition(crewShiftMachine, input);
  for (const event of events)
    if (snapshot.can(event)) [snapshot] = transition(crewShiftMachine, snapshot, event);
  return snapshot.context;
}
