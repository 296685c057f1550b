import type { EventObject } from 'xstate';
import {
  crewShiftMachine,
  type CrewShiftEvent,
  type CrewShiftFacts,
  type CrewShiftInput,
} from './crewShift.machine';
import { MODEL_SIGNATURE_PNG } from './documentSigning.model';
import type { MachineModel } from './model-graph';

/**
 * The crewShift test model (decision 125): an 08:00–16:00 shift with two members (Anna with a
 * planned 30-minute break, Ben with none), as its crew chief runs it, as a project session reads
 * it, and as a planner corrects it after the client signed.
 * `crewShift.model.test.ts`, `tests/model/crew-shift.model.spec.ts` and `npm run paths -- crewShift`
 * traverse exactly these starts and events. Times are the model's own day; the Chromium run shifts
 * them onto its crew's day (`shiftModelEvent`).
 */
export const MODEL_DAY = '2026-11-24';
const at = (hhmm: string) => `${MODEL_DAY}T${hhmm}:00.000Z`;
export const MODEL_MEMBERS = { anna: 'm-anna', ben: 'm-ben' } as const;

export const MODEL_SHIFT: CrewShiftFacts = {
  startsAt: at('08:00'),
  endsAt: at('16:00'),
  members: [
    {
      id: MODEL_MEMBERS.anna,
      attendance: 'expected',
      checkedInAt: null,
      checkedOutAt: null,
      breakMinutes: 0,
      startsAt: at('08:00'),
      plannedBreakMinutes: 30,
    },
    {
      id: MODEL_MEMBERS.ben,
      attendance: 'expected',
      checkedInAt: null,
      checkedOutAt: null,
      breakMinutes: 0,
      startsAt: at('08:00'),
      plannedBreakMinutes: 0,
    },
  ],
  signedOffAt: null,
  deliveryNoteReleasedAt: null,
  crewChiefSheetReleasedAt: null,
};

/** The same shift worked and signed: Anna 07:55–16:00 with her planned 30 min break, Ben a no-show. */
export const MODEL_SIGNED_SHIFT: CrewShiftFacts = {
  ...MODEL_SHIFT,
  members: [
    {
      ...MODEL_SHIFT.members[0]!,
      attendance: 'checkedOut',
      checkedInAt: at('07:55'),
      checkedOutAt: at('16:00'),
      breakMinutes: 30,
    },
    { ...MODEL_SHIFT.members[1]!, attendance: 'noShow' },
  ],
  signedOffAt: at('16:05'),
};

export const MODEL_SIGN_OFF = {
  signerName: 'Lena Visser',
  signature: MODEL_SIGNATURE_PNG,
  rating: 5,
  remark: 'Great crew',
  signedAt: at('16:05'),
} as const;

export const crewShiftModelEvents: CrewShiftEvent[] = [
  {
    type: 'member.checkIn',
    memberId: MODEL_MEMBERS.anna,
    at: at('07:55'),
    recordedAt: at('07:55'),
  },
  { type: 'member.checkIn', memberId: MODEL_MEMBERS.ben, at: at('08:20'), recordedAt: at('08:20') },
  // Refused: a time hours in the future of when it was recorded.
  { type: 'member.checkIn', memberId: MODEL_MEMBERS.ben, at: at('12:00'), recordedAt: at('08:20') },
  { type: 'member.noShow', memberId: MODEL_MEMBERS.ben, recordedAt: at('08:20') },
  // Refused: a no-show before the shift began.
  { type: 'member.noShow', memberId: MODEL_MEMBERS.ben, recordedAt: at('07:30') },
  {
    type: 'member.checkOut',
    memberId: MODEL_MEMBERS.anna,
    at: at('16:00'),
    breakMinutes: 30,
    recordedAt: at('16:00'),
  },
  // Refused: out before in, and a break longer than the time on site.
  {
    type: 'member.checkOut',
    memberId: MODEL_MEMBERS.anna,
    at: at('07:30'),
    breakMinutes: 0,
    recordedAt: at('16:00'),
  },
  {
    type: 'member.checkOut',
    memberId: MODEL_MEMBERS.anna,
    at: at('16:00'),
    breakMinutes: 600,
    recordedAt: at('16:00'),
  },
  {
    type: 'member.checkOut',
    memberId: MODEL_MEMBERS.ben,
    at: at('16:00'),
    breakMinutes: 0,
    recordedAt: at('16:00'),
  },
  { type: 'crew.signOff', ...MODEL_SIGN_OFF },
  // Refused: nothing drawn.
  { type: 'crew.signOff', ...MODEL_SIGN_OFF, signature: '' },
  { type: 'deliveryNote.release', releasedAt: at('16:10') },
  { type: 'crewChiefSheet.release', releasedAt: at('16:12') },
  { type: 'shift.factsArrived', facts: MODEL_SIGNED_SHIFT },
];

const memberName = (id: string) => (id === MODEL_MEMBERS.anna ? 'Anna' : 'Ben');
const hhmm = (iso: string) => iso.slice(11, 16);

export function describeCrewShiftEvent(event: EventObject): string {
  const e = event as CrewShiftEvent;
  switch (e.type) {
    case 'member.checkIn':
      return `member.checkIn(${memberName(e.memberId)} ${hhmm(e.at)}${e.at !== e.recordedAt ? ` recorded ${hhmm(e.recordedAt)}` : ''})`;
    case 'member.noShow':
      return `member.noShow(${memberName(e.memberId)} recorded ${hhmm(e.recordedAt)})`;
    case 'member.checkOut':
      return `member.checkOut(${memberName(e.memberId)} ${hhmm(e.at)} break ${e.breakMinutes})`;
    case 'crew.signOff':
      return e.signature === '' ? 'crew.signOff(nothing drawn)' : 'crew.signOff(signed)';
    case 'shift.factsArrived':
      return 'shift.factsArrived(signed elsewhere)';
    default:
      return e.type;
  }
}

export const CREW_SHIFT_STARTS = [
  {
    name: 'the crew chief, before the shift',
    input: { ...MODEL_SHIFT, actor: 'crewChief' } satisfies CrewShiftInput,
  },
  {
    name: 'a project session, reading',
    input: { ...MODEL_SHIFT, actor: 'reader' } satisfies CrewShiftInput,
  },
  {
    name: 'a planner, after the sign-off',
    input: { ...MODEL_SIGNED_SHIFT, actor: 'planner' } satisfies CrewShiftInput,
  },
] as const;

export const crewShiftModel: MachineModel<typeof crewShiftMachine> = {
  machine: crewShiftMachine,
  starts: CREW_SHIFT_STARTS,
  events: crewShiftModelEvents,
  // Fresh facts only arrive before the crew chief's own sign-off (another device signed), not as a loop.
  filterEvents: (snapshot, event) =>
    snapshot.can(event as CrewShiftEvent) &&
    (event.type !== 'shift.factsArrived' || snapshot.context.signedOffAt === null),
  describeEvent: describeCrewShiftEvent,
};
