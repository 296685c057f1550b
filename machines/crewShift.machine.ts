import { assign, initialTransition, setup, transition } from 'xstate';
import type { ErrorReason } from './error-reasons';

/**
 * A crew member's attendance on the shift. `expected` has not arrived (yet); `checkedIn` is on
 * site; `checkedOut` has left with their hours; `noShow` did not come (the crew chief said so).
 * Present or late is not stored: it follows from the check-in time ({@link arrivalOf}).
 */
export const ATTENDANCES = ['expected', 'checkedIn', 'checkedOut', 'noShow'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/** What the crew chief's check-in screen shows per member (SPEC: present / late / no-show). */
export type Arrival = 'expected' | 'present' | 'late' | 'noShow';

/** Who acts: the crew's crew chief, a planner with the crews EDIT right, or a reader (a project session). */
export const CREW_SHIFT_ACTORS = ['crewChief', 'planner', 'reader'] as const;
export type CrewShiftActor = (typeof CREW_SHIFT_ACTORS)[number];

/** A check-in after the shift's start plus this many minutes is late. */
export const LATE_AFTER_MINUTES = 5;
/** Times may be set this far before the shift's start and after its end (early call, overtime). */
export const SHIFT_TIME_TOLERANCE_MINUTES = 180;
/** A time may lie this far after the moment it was recorded (a clock running ahead), no further. */
export const FUTURE_TOLERANCE_MINUTES = 15;

export interface CrewShiftMember {
  /** The crew item's id. */
  id: string;
  attendance: Attendance;
  /** ISO timestamps; null until set. */
  checkedInAt: string | null;
  checkedOutAt: string | null;
  /** The break recorded at check-out (0 until then). */
  breakMinutes: number;
  /**
   * The crew item's own start: the member is a no-show only from then (crewItemStatus asks the
   * same of the item, api/routes/crew-items/README.md, One meaning of no-show). Usually the crew's start; a planner may move it.
   */
  startsAt: string;
  /** The break the planner planned for the crew item (0 when none): where a check-out's break starts. */
  plannedBreakMinutes: number;
}

/** What the rules read: the shift's times, its members and how far the crew's paperwork has come. */
export interface CrewShiftFacts {
  startsAt: string;
  endsAt: string;
  members: CrewShiftMember[];
  /** The client's sign-off (digitalConfirm); null while not signed off. */
  signedOffAt: string | null;
  deliveryNoteReleasedAt: string | null;
  crewChiefSheetReleasedAt: string | null;
}

export interface CrewShiftInput extends CrewShiftFacts {
  actor: CrewShiftActor;
}

/** The client's sign-off on the phone: who signed, the drawn signature, an optional rating and remark. */
export interface SignOffPayload {
  signerName: string;
  /** A PNG data URL. */
  signature: string;
  /** 1–5 or none. */
  rating: number | null;
  remark: string;
  /** When the client signed (the device's time). */
  signedAt: string;
}

export type CrewShiftEvent =
  | { type: 'member.checkIn'; memberId: string; at: string; recordedAt: string }
  /** `recordedAt`: when the crew chief said so (the phone's time; the api keeps it near its own clock). */
  | { type: 'member.noShow'; memberId: string; recordedAt: string }
  | {
      type: 'member.checkOut';
      memberId: string;
      at: string;
      breakMinutes: number;
      recordedAt: string;
    }
  | ({ type: 'crew.signOff' } & SignOffPayload)
  | { type: 'deliveryNote.release'; releasedAt: string }
  | { type: 'crewChiefSheet.release'; releasedAt: string }
  /** The server's fresh facts (a reload, another device, a planner's change). */
  | { type: 'shift.factsArrived'; facts: CrewShiftFacts };
export type CrewShiftEventType = CrewShiftEvent['type'];

/** A member's attendance action as the app sends it and the api receives it (check-in, no-show, check-out). */
export type AttendanceAction =
  | { kind: 'checkIn'; memberId: string; at: string; recordedAt: string }
  | { kind: 'noShow'; memberId: string; recordedAt: string }
  | { kind: 'checkOut'; memberId: string; at: string; breakMinutes: number; recordedAt: string };

/** The machine's event for an attendance action: the one mapping the app and the api share. */
export function attendanceEventOf(action: AttendanceAction): CrewShiftEvent {
  switch (action.kind) {
    case 'checkIn':
      return {
        type: 'member.checkIn',
        memberId: action.memberId,
        at: action.at,
        recordedAt: action.recordedAt,
      };
    case 'noShow':
      return { type: 'member.noShow', memberId: action.memberId, recordedAt: action.recordedAt };
    case 'checkOut':
      return {
        type: 'member.checkOut',
        memberId: action.memberId,
        at: action.at,
        breakMinutes: action.breakMinutes,
        recordedAt: action.recordedAt,
      };
  }
}

const minutes = (count: number) => count * 60_000;
const time = (iso: string) => Date.parse(iso);

/** Present or late by the check-in time; expected or no-show as recorded. */
export function arrivalOf(
  facts: Pick<CrewShiftFacts, 'startsAt'>,
  member: CrewShiftMember,
): Arrival {
  if (member.attendance === 'noShow') return 'noShow';
  if (member.attendance === 'expected' || !member.checkedInAt) return 'expected';
  return time(member.checkedInAt) > time(facts.startsAt) + minutes(LATE_AFTER_MINUTES)
    ? 'late'
    : 'present';
}

/** The member's worked hours: out − in − break, in hours; null until checked out. */
export function workedHoursOf(
  member: Pick<CrewShiftMember, 'checkedInAt' | 'checkedOutAt' | 'breakMinutes'>,
): number | null {
  if (!member.checkedInAt || !member.checkedOutAt) return null;
  const worked =
    time(member.checkedOutAt) - time(member.checkedInAt) - minutes(member.breakMinutes);
  return Math.max(0, worked) / minutes(60);
}

/** True when nobody is still expected or on site: the client may sign the hours. */
export function everyoneDone(facts: CrewShiftFacts): boolean {
  return (
    facts.members.length > 0 &&
    facts.members.every(
      (member) => member.attendance === 'checkedOut' || member.attendance === 'noShow',
    )
  );
}

/** The earliest and latest time a check-in or check-out may carry when recorded at `recordedAt`. */
function timeWindowOf(
  facts: Pick<CrewShiftFacts, 'startsAt' | 'endsAt'>,
  recordedAt: string,
): { earliest: number; latest: number } {
  const earliest = time(facts.startsAt) - minutes(SHIFT_TIME_TOLERANCE_MINUTES);
  const afterShift = time(facts.endsAt) + minutes(SHIFT_TIME_TOLERANCE_MINUTES);
  const recorded = time(recordedAt);
  // A time may lie a little after the moment it was recorded (a clock running ahead), no further.
  const latest = Number.isNaN(recorded)
    ? afterShift
    : Math.min(afterShift, recorded + minutes(FUTURE_TOLERANCE_MINUTES));
  return { earliest, latest };
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/**
 * When check-in opens: the earliest time a check-in may carry, the shift's start less the
 * tolerance. Before then no time the crew chief could enter is taken, so the check-in screen says
 * once when it opens instead of offering times the rules refuse.
 */
export function checkInOpensAt(facts: Pick<CrewShiftFacts, 'startsAt'>): string {
  return isoOf(time(facts.startsAt) - minutes(SHIFT_TIME_TOLERANCE_MINUTES));
}

/** True while check-in has not opened at `now` ({@link checkInOpensAt}). */
export function checkInNotYetOpen(facts: Pick<CrewShiftFacts, 'startsAt'>, now: string): boolean {
  return time(now) < time(checkInOpensAt(facts));
}

/** The break a check-out starts from: the crew item's planned break (0 when none was planned). */
export function plannedBreakOf(member: Pick<CrewShiftMember, 'plannedBreakMinutes'>): number {
  return member.plannedBreakMinutes;
}

/**
 * A refusal with the facts it rests on, so the screen, the api's 409 and the outbox say why with
 * the numbers ("checked in at 03:23; a 30-minute break leaves no time before 03:40"). Times are
 * ISO instants; whoever shows them formats them in the venue's zone.
 */
export type CrewShiftRefusal =
  | {
      reason: 'CREW_BREAK_TOO_LONG';
      facts: { checkedInAt: string; at: string; breakMinutes: number };
    }
  | { reason: 'CREW_CHECK_OUT_BEFORE_CHECK_IN'; facts: { checkedInAt: string; at: string } }
  | { reason: 'CREW_TIME_OUT_OF_RANGE'; facts: { earliest: string; latest: string } }
  | { reason: 'CREW_ITEM_SHIFT_NOT_BEGUN'; facts: { startsAt: string } }
  | {
      reason: Exclude<
        ErrorReason,
        | 'CREW_BREAK_TOO_LONG'
        | 'CREW_CHECK_OUT_BEFORE_CHECK_IN'
        | 'CREW_TIME_OUT_OF_RANGE'
        | 'CREW_ITEM_SHIFT_NOT_BEGUN'
      >;
      facts?: undefined;
    };

export type CrewShiftRefusalFacts = NonNullable<CrewShiftRefusal['facts']>;

function timeRefusal(
  facts: CrewShiftFacts,
  at: string,
  recordedAt: string,
): CrewShiftRefusal | null {
  const { earliest, latest } = timeWindowOf(facts, recordedAt);
  const moment = time(at);
  if (!Number.isNaN(moment) && moment >= earliest && moment <= latest) return null;
  return {
    reason: 'CREW_TIME_OUT_OF_RANGE',
    facts: { earliest: isoOf(earliest), latest: isoOf(latest) },
  };
}

/**
 * Why `event` is refused on these facts for this actor, with the facts the refusal rests on, or
 * null when it is allowed. The machine's guards are exactly "no refusal", so the app's
 * `state.can(...)`, the api's 409 and the tests read one rule set (decision 125).
 */
export function crewShiftRefusalOf(
  input: CrewShiftInput,
  event: CrewShiftEvent,
): CrewShiftRefusal | null {
  if (event.type === 'shift.factsArrived') return null;
  if (input.actor === 'reader') return { reason: 'CREW_READ_ONLY' };
  const signedOff = input.signedOffAt !== null;
  const memberEvent =
    event.type === 'member.checkIn' ||
    event.type === 'member.noShow' ||
    event.type === 'member.checkOut';
  if (memberEvent) {
    // Nothing changes after the client signed, except by a planner correcting the hours.
    if (signedOff && input.actor !== 'planner') return { reason: 'CREW_ALREADY_SIGNED_OFF' };
    const member = input.members.find((candidate) => candidate.id === event.memberId);
    if (!member) return { reason: 'CREW_MEMBER_NOT_FOUND' };
    switch (event.type) {
      case 'member.checkIn':
        if (member.attendance === 'checkedIn' || member.attendance === 'checkedOut')
          return { reason: 'CREW_MEMBER_ALREADY_CHECKED_IN' };
        return timeRefusal(input, event.at, event.recordedAt);
      case 'member.noShow': {
        if (member.attendance === 'checkedIn' || member.attendance === 'checkedOut')
          return { reason: 'CREW_MEMBER_ALREADY_CHECKED_IN' };
        if (member.attendance === 'noShow') return { reason: 'CREW_MEMBER_ALREADY_NO_SHOW' };
        // Nobody has failed to come before their shift began (a day ahead, an hour early).
        const recorded = time(event.recordedAt);
        if (Number.isNaN(recorded) || recorded < time(member.startsAt))
          return { reason: 'CREW_ITEM_SHIFT_NOT_BEGUN', facts: { startsAt: member.startsAt } };
        return null;
      }
      case 'member.checkOut': {
        if (member.attendance === 'checkedOut')
          return { reason: 'CREW_MEMBER_ALREADY_CHECKED_OUT' };
        if (member.attendance !== 'checkedIn' || !member.checkedInAt)
          return { reason: 'CREW_MEMBER_NOT_CHECKED_IN' };
        const outOfRange = timeRefusal(input, event.at, event.recordedAt);
        if (outOfRange) return outOfRange;
        const onSite = time(event.at) - time(member.checkedInAt);
        if (onSite <= 0)
          return {
            reason: 'CREW_CHECK_OUT_BEFORE_CHECK_IN',
            facts: { checkedInAt: member.checkedInAt, at: event.at },
          };
        if (
          !Number.isInteger(event.breakMinutes) ||
          event.breakMinutes < 0 ||
          minutes(event.breakMinutes) >= onSite
        )
          return {
            reason: 'CREW_BREAK_TOO_LONG',
            facts: {
              checkedInAt: member.checkedInAt,
              at: event.at,
              breakMinutes: event.breakMinutes,
            },
          };
        return null;
      }
    }
  }
  switch (event.type) {
    case 'crew.signOff':
      if (signedOff) return { reason: 'CREW_ALREADY_SIGNED_OFF' };
      if (!everyoneDone(input)) return { reason: 'CREW_MEMBERS_NOT_CHECKED_OUT' };
      if (event.signature.length === 0 || event.signerName.trim().length === 0)
        return { reason: 'CREW_SIGNATURE_MISSING' };
      if (
        event.rating !== null &&
        (!Number.isInteger(event.rating) || event.rating < 1 || event.rating > 5)
      )
        return { reason: 'CREW_RATING_OUT_OF_RANGE' };
      return null;
    case 'deliveryNote.release':
      if (!signedOff) return { reason: 'CREW_NOT_SIGNED_OFF' };
      if (input.deliveryNoteReleasedAt !== null)
        return { reason: 'CREW_DELIVERY_NOTE_ALREADY_RELEASED' };
      return null;
    case 'crewChiefSheet.release':
      if (!signedOff) return { reason: 'CREW_NOT_SIGNED_OFF' };
      if (input.crewChiefSheetReleasedAt !== null)
        return { reason: 'CREW_CHIEF_SHEET_ALREADY_RELEASED' };
      return null;
    default:
      return null;
  }
}

/** Why `event` is refused ({@link crewShiftRefusalOf}'s reason), or null when it is allowed. */
export function crewShiftRefusal(input: CrewShiftInput, event: CrewShiftEvent): ErrorReason | null {
  return crewShiftRefusalOf(input, event)?.reason ?? null;
}

/** The facts after an allowed event (pure; the api writes exactly this, the app shows it while pending). */
export function applyCrewShiftEvent(facts: CrewShiftFacts, event: CrewShiftEvent): CrewShiftFacts {
  const updateMember = (
    memberId: string,
    change: (member: CrewShiftMember) => CrewShiftMember,
  ): CrewShiftFacts => ({
    ...facts,
    members: facts.members.map((member) => (member.id === memberId ? change(member) : member)),
  });
  switch (event.type) {
    case 'member.checkIn':
      return updateMember(event.memberId, (member) => ({
        ...member,
        attendance: 'checkedIn',
        checkedInAt: event.at,
        checkedOutAt: null,
      }));
    case 'member.noShow':
      return updateMember(event.memberId, (member) => ({
        ...member,
        attendance: 'noShow',
        checkedInAt: null,
        checkedOutAt: null,
        breakMinutes: 0,
      }));
    case 'member.checkOut':
      return updateMember(event.memberId, (member) => ({
        ...member,
        attendance: 'checkedOut',
        checkedOutAt: event.at,
        breakMinutes: event.breakMinutes,
      }));
    case 'crew.signOff':
      return { ...facts, signedOffAt: event.signedAt };
    case 'deliveryNote.release':
      return { ...facts, deliveryNoteReleasedAt: event.releasedAt };
    case 'crewChiefSheet.release':
      return { ...facts, crewChiefSheetReleasedAt: event.releasedAt };
    case 'shift.factsArrived':
      return { ...event.facts };
  }
}

const factsOf = (context: CrewShiftInput): CrewShiftFacts => ({
  startsAt: context.startsAt,
  endsAt: context.endsAt,
  members: context.members,
  signedOffAt: context.signedOffAt,
  deliveryNoteReleasedAt: context.deliveryNoteReleasedAt,
  crewChiefSheetReleasedAt: context.crewChiefSheetReleasedAt,
});

/**
 * One crew's shift at the venue, per crew and per crew member: check-in → check-out → the
 * client's sign-off → the delivery note released. It decides where the facts put the crew:
 * nobody arrived yet (`notStarted`), someone checked in or expected (`onShift`), everyone checked
 * out or a no-show (`readyForSignOff`), signed by the client (`signedOff`), the delivery note
 * released (`released`). Each event is allowed when {@link crewShiftRefusal} finds no reason,
 * and applies {@link applyCrewShiftEvent}; then the facts decide again.
 *
 * No actor runs inside: the app sends each allowed event through the outbox (offline first) and
 * shows the machine's state with its pending events applied; the api asks {@link crewShiftDecision}
 * before writing and refuses with the reason (409). Chart: docs/state-charts/crewShift.md.
 */
/** Every venue event is taken when the rules allow it, applied, and the facts decide the state again. */
const decide = { guard: 'allowed', target: 'deciding', actions: 'apply' } as const;

export const crewShiftMachine = setup({
  types: {
    input: {} as CrewShiftInput,
    context: {} as CrewShiftInput,
    events: {} as CrewShiftEvent,
  },
  actions: {
    apply: assign(({ context, event }) => applyCrewShiftEvent(factsOf(context), event)),
  },
  guards: {
    allowed: ({ context, event }) => crewShiftRefusal(context, event) === null,
    isReleased: ({ context }) => context.deliveryNoteReleasedAt !== null,
    isSignedOff: ({ context }) => context.signedOffAt !== null,
    isEveryoneDone: ({ context }) => everyoneDone(context),
    hasNobodyArrived: ({ context }) =>
      context.members.every((member) => member.attendance === 'expected'),
  },
}).createMachine({
  id: 'crewShift',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    /** Transient: where the facts put the crew. */
    deciding: {
      always: [
        { guard: 'isReleased', target: 'released' },
        { guard: 'isSignedOff', target: 'signedOff' },
        { guard: 'isEveryoneDone', target: 'readyForSignOff' },
        { guard: 'hasNobodyArrived', target: 'notStarted' },
        { target: 'onShift' },
      ],
    },
    notStarted: {
      on: {
        'member.checkIn': decide,
        'member.noShow': decide,
      },
    },
    onShift: {
      on: {
        'member.checkIn': decide,
        'member.noShow': decide,
        'member.checkOut': decide,
      },
    },
    readyForSignOff: {
      on: {
        'crew.signOff': decide,
        // A member marked no-show who turns up after all.
        'member.checkIn': decide,
      },
    },
    /**
     * The client signed: the delivery note and the crew chief sheet may be released; a planner may
     * still correct hours (check a no-show in and out). Nobody is marked no-show after the fact.
     */
    signedOff: {
      on: {
        'deliveryNote.release': decide,
        'crewChiefSheet.release': decide,
        'member.checkIn': decide,
        'member.checkOut': decide,
      },
    },
    released: {
      on: {
        'crewChiefSheet.release': decide,
        'member.checkIn': decide,
        'member.checkOut': decide,
      },
    },
  },
  // Fresh facts from the server decide again wherever the crew is.
  on: {
    'shift.factsArrived': { target: '.deciding', actions: 'apply' },
  },
});

export const CREW_SHIFT_STATES = [
  'notStarted',
  'onShift',
  'readyForSignOff',
  'signedOff',
  'released',
] as const;
export type CrewShiftState = (typeof CREW_SHIFT_STATES)[number];

/** The state the facts put the crew in, worked out purely (nothing runs). */
export function crewShiftStateOf(input: CrewShiftInput): CrewShiftState {
  const [snapshot] = initialTransition(crewShiftMachine, input);
  return snapshot.value as CrewShiftState;
}

export type CrewShiftDecision =
  | { allowed: true; from: CrewShiftState; to: CrewShiftState; facts: CrewShiftFacts }
  | { allowed: false; from: CrewShiftState; reason: ErrorReason; facts?: CrewShiftRefusalFacts };

/**
 * What the api asks before writing a venue action: does the machine take `event` on these facts
 * for this actor? If so, the facts to write and the state they lead to; if not, the reason and the
 * facts it rests on (the 409 carries both). A reader is refused first (CREW_READ_ONLY).
 */
export function crewShiftDecision(input: CrewShiftInput, event: CrewShiftEvent): CrewShiftDecision {
  const [snapshot] = initialTransition(crewShiftMachine, input);
  const from = snapshot.value as CrewShiftState;
  if (snapshot.can(event)) {
    const [next] = transition(crewShiftMachine, snapshot, event);
    return { allowed: true, from, to: next.value as CrewShiftState, facts: factsOf(next.context) };
  }
  // Every event a state does not take is one the rules refuse there (crewShift.machine.test.ts checks it).
  const refusal = crewShiftRefusalOf(input, event);
  if (refusal === null)
    throw new Error(`crewShift: ${event.type} allowed by the rules but not taken in ${from}`);
  return {
    allowed: false,
    from,
    reason: refusal.reason,
    ...(refusal.facts ? { facts: refusal.facts } : {}),
  };
}
