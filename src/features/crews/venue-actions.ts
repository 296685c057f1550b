import { useCallback, useMemo, useState } from 'react';
import { useClient } from 'urql';
import type { Client } from 'urql';
import { initialTransition, transition } from 'xstate';
import {
  attendanceEventOf,
  arrivalOf,
  crewShiftMachine,
  crewShiftRefusalOf,
  workedHoursOf,
} from '../../../machines/crewShift.machine';
import type {
  Arrival,
  CrewShiftEvent,
  CrewShiftFacts,
  CrewShiftRefusal,
  CrewShiftState,
} from '../../../machines/crewShift.machine';
import type { OutboxItem } from '../../../machines/outbox.machine';
import type {
  CrewDocumentKind,
  CrewMemberStatusFieldsFragment,
  CrewShiftFieldsFragment,
  CrewSignOffInput,
} from '../../gql/graphql';
import { textKeyOf, type ErrorTextKey } from '../../lib/graphql/errors';
import { useOutbox } from '../../lib/outbox/OutboxContext';
import { sendOutcomeOf, type SendOutcome } from '../../lib/outbox/sender';
import {
  CheckInCrewMemberMutation,
  CheckOutCrewMemberMutation,
  MarkCrewMemberNoShowMutation,
} from './crews.documents';
import { ReleaseCrewDocumentMutation, SignOffCrewMutation } from './sign-off-actions';

// Every venue action of the crew screens goes through this module (src/features/crews/README.md, Venue actions through one module): the screens
// build a typed VenueAction (kind, variables, idempotency key) and hand it to `send`; what they
// show is the crewShift machine run on the server's facts with the pending actions applied as
// events. The offline outbox swaps the transport (sendVenueAction) and feeds its pending actions
// in — the screens do not change (useVenueActions below, decision 126).

export type CrewShiftData = CrewShiftFieldsFragment;

/** What an applied action answers: a member's action the member and the crew's state, the crew's actions the shift. */
export type VenueAnswer = CrewShiftData | CrewMemberStatusFieldsFragment;

interface ActionBase<K extends string, V> {
  kind: K;
  crewId: string;
  /** Made once when the action is made: every retry or replay sends the same key. */
  idempotencyKey: string;
  variables: V;
}

export type CheckInAction = ActionBase<
  'checkIn',
  {
    memberId: string;
    at: string;
    recordedAt: string;
    latitude?: number | null;
    longitude?: number | null;
  }
>;
/** `recordedAt`: when the chief said so; before the member's shift began the machine refuses it. */
export type NoShowAction = ActionBase<'noShow', { memberId: string; recordedAt: string }>;
export type CheckOutAction = ActionBase<
  'checkOut',
  { memberId: string; at: string; breakMinutes: number; recordedAt: string }
>;

// The sign-off part: the client's sign-off and a document's release.
export type SignOffAction = ActionBase<'signOff', { input: CrewSignOffInput }>;
export type ReleaseAction = ActionBase<'release', { kind: CrewDocumentKind; releasedAt: string }>;

/** The venue actions; the sign-off, release, photo and security check parts add their kinds here. */
export type VenueAction =
  CheckInAction | NoShowAction | CheckOutAction | SignOffAction | ReleaseAction;
export type VenueActionKind = VenueAction['kind'];

/**
 * What became of a venue action, read once from the gateway's answer (sendOutcomeOf) and kept as
 * is by the outbox: `applied` — the api applied it (or had under this key) and graphcache has
 * written its answer; `refused` — the server's crewShift (or the gateway) said no, with its reason
 * or code; `offline` — nothing reached the server; `failed` — no usable answer, tried again later.
 */
export type VenueOutcome = SendOutcome<VenueAnswer>;

/** The text a screen shows for an action that was refused or failed. */
export function venueOutcomeTextKey(
  outcome: Extract<VenueOutcome, { kind: 'refused' | 'failed' }>,
): ErrorTextKey {
  return textKeyOf(outcome.kind === 'refused' ? outcome.reason : outcome.code);
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A new action with its own idempotency key. */
export function venueAction<A extends VenueAction>(
  kind: A['kind'],
  crewId: string,
  variables: A['variables'],
): A {
  return { kind, crewId, idempotencyKey: newKey(), variables } as A;
}

/** The machine's event for an action: how a pending action shows before the server answered. */
export function eventOf(action: VenueAction): CrewShiftEvent {
  switch (action.kind) {
    case 'checkIn':
      return attendanceEventOf({ kind: 'checkIn', ...action.variables });
    case 'noShow':
      return attendanceEventOf({ kind: 'noShow', ...action.variables });
    case 'checkOut':
      return attendanceEventOf({ kind: 'checkOut', ...action.variables });
    case 'signOff': {
      const { input } = action.variables;
      return {
        type: 'crew.signOff',
        signerName: input.signerName,
        signature: input.signature,
        rating: input.rating ?? null,
        remark: input.remark ?? '',
        signedAt: input.signedAt,
      };
    }
    case 'release':
      return { type: `${action.variables.kind}.release`, releasedAt: action.variables.releasedAt };
  }
}

/** crewShift's facts from the shift the gateway answered. */
export function factsOf(shift: CrewShiftData): CrewShiftFacts {
  return {
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
    signedOffAt: shift.signedOffAt ?? null,
    deliveryNoteReleasedAt: shift.deliveryNoteReleasedAt ?? null,
    crewChiefSheetReleasedAt: shift.crewChiefSheetReleasedAt ?? null,
  };
}

export type ShownMember = CrewShiftData['members'][number] & { arrival: Arrival; pending: boolean };

export interface ShiftView {
  state: CrewShiftState;
  facts: CrewShiftFacts;
  /** The members as the screens show them: the server's with the pending actions applied. */
  members: ShownMember[];
  /** True when the machine takes the event now (the screens enable their buttons with it). */
  can(event: CrewShiftEvent): boolean;
  /** Why the machine refuses the event now, with the facts it rests on (the screens say why with them); null when it takes it. */
  refusalOf(event: CrewShiftEvent): CrewShiftRefusal | null;
}

/**
 * What the screens show: the crewShift machine on the server's facts, with the caller's role as
 * its actor, after the pending actions as events (an action the machine no longer takes is left
 * out — the server will refuse it and the outbox says why).
 */
export function shiftViewOf(shift: CrewShiftData, pending: readonly VenueAction[] = []): ShiftView {
  let [snapshot] = initialTransition(crewShiftMachine, { ...factsOf(shift), actor: shift.role });
  const pendingMembers = new Set<string>();
  for (const action of pending) {
    const event = eventOf(action);
    if (!snapshot.can(event)) continue;
    [snapshot] = transition(crewShiftMachine, snapshot, event);
    if ('memberId' in action.variables) pendingMembers.add(action.variables.memberId);
  }
  const context = snapshot.context;
  const facts: CrewShiftFacts = {
    startsAt: context.startsAt,
    endsAt: context.endsAt,
    members: context.members,
    signedOffAt: context.signedOffAt,
    deliveryNoteReleasedAt: context.deliveryNoteReleasedAt,
    crewChiefSheetReleasedAt: context.crewChiefSheetReleasedAt,
  };
  const byId = new Map(facts.members.map((member) => [member.id, member]));
  const members = shift.members.map((member): ShownMember => {
    const fact = byId.get(member.id);
    if (!fact) return { ...member, pending: false };
    return {
      ...member,
      attendance: fact.attendance,
      checkedInAt: fact.checkedInAt,
      checkedOutAt: fact.checkedOutAt,
      breakMinutes: fact.breakMinutes,
      workedHours: workedHoursOf(fact),
      arrival: arrivalOf(facts, fact),
      pending: pendingMembers.has(member.id),
    };
  });
  const settled = snapshot;
  return {
    state: settled.value as CrewShiftState,
    facts,
    members,
    can: (event) => settled.can(event),
    refusalOf: (event) => (settled.can(event) ? null : crewShiftRefusalOf(settled.context, event)),
  };
}

/**
 * The transport: one mutation per action through the app's urql client (graphcache writes the
 * answer by id: the member and the crew's state, or the shift). The outbox replaces this with its queue; the answer's shape stays.
 */
export async function sendVenueAction(client: Client, action: VenueAction): Promise<VenueOutcome> {
  const { crewId, idempotencyKey } = action;
  const result = await (() => {
    switch (action.kind) {
      case 'checkIn':
        return client
          .mutation(CheckInCrewMemberMutation, {
            crewId,
            idempotencyKey,
            ...action.variables,
            latitude: action.variables.latitude ?? null,
            longitude: action.variables.longitude ?? null,
          })
          .toPromise();
      case 'noShow':
        // A no-show queued by an older app has no recordedAt: the gateway then takes its own clock.
        return client
          .mutation(MarkCrewMemberNoShowMutation, {
            crewId,
            idempotencyKey,
            memberId: action.variables.memberId,
            recordedAt: action.variables.recordedAt,
          })
          .toPromise();
      case 'checkOut':
        return client
          .mutation(CheckOutCrewMemberMutation, { crewId, idempotencyKey, ...action.variables })
          .toPromise();
      case 'signOff':
        return client
          .mutation(SignOffCrewMutation, { crewId, idempotencyKey, input: action.variables.input })
          .toPromise();
      case 'release':
        return client
          .mutation(ReleaseCrewDocumentMutation, { crewId, idempotencyKey, ...action.variables })
          .toPromise();
    }
  })();
  return sendOutcomeOf<VenueAnswer>(result);
}

// The outbox's view of venue actions (decision 126): which kinds it holds, and an
// item back as its action.

/**
 * Every venue action kind the outbox may hold. A Record, so a kind added to VenueAction (sign-off,
 * release, photo, security check) fails the typecheck here until it is listed.
 */
export const VENUE_ACTION_KINDS: Record<VenueActionKind, true> = {
  checkIn: true,
  noShow: true,
  checkOut: true,
  signOff: true,
  release: true,
};

export function isVenueActionKind(kind: string): kind is VenueActionKind {
  return Object.hasOwn(VENUE_ACTION_KINDS, kind);
}

/** The venue action an outbox item holds (the same kind, crew, variables and key). */
export function venueActionOf(
  item: Pick<OutboxItem, 'kind' | 'crewId' | 'variables' | 'idempotencyKey'>,
): VenueAction {
  if (!isVenueActionKind(item.kind)) throw new Error(`Not a venue action: ${item.kind}`);
  return {
    kind: item.kind,
    crewId: item.crewId,
    idempotencyKey: item.idempotencyKey,
    variables: item.variables,
  } as VenueAction;
}

/** How long `send` waits for the server before answering 'offline' (the outbox keeps the action). */
export const VENUE_ANSWER_WAIT_MS = 10_000;

/**
 * The crew screens' one way to act: `send(action)` and the actions still on their way
 * (`pending`, shown through shiftViewOf). With the outbox (decision 126), an action is written to
 * IndexedDB with its key first and shown as pending at once; it stays pending until the api
 * answers, across reloads and while offline, and is replayed in order. Offline (or with no answer
 * within VENUE_ANSWER_WAIT_MS) `send` answers 'offline': the sync status says what waits. Where
 * the outbox cannot open (no IndexedDB), the action is sent directly and pending while in flight.
 */
export function useVenueActions(crewId: string): {
  send: (action: VenueAction) => Promise<VenueOutcome>;
  pending: readonly VenueAction[];
} {
  const client = useClient();
  const outbox = useOutbox();
  const { enqueue, settled, ready, items } = outbox;
  const [inFlight, setInFlight] = useState<readonly VenueAction[]>([]);
  const send = useCallback(
    async (action: VenueAction): Promise<VenueOutcome> => {
      if (action.crewId !== crewId)
        throw new Error(`venue action for crew ${action.crewId} sent from crew ${crewId}`);
      if (ready) {
        const item = await enqueue({
          kind: action.kind,
          crewId,
          variables: action.variables,
          idempotencyKey: action.idempotencyKey,
        });
        if (typeof navigator !== 'undefined' && !navigator.onLine) return { kind: 'offline' };
        let timer: ReturnType<typeof setTimeout> | undefined;
        const gaveUp = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), VENUE_ANSWER_WAIT_MS);
        });
        const outcome = await Promise.race([settled(item.id), gaveUp]);
        clearTimeout(timer);
        // The venue sender read the outcome from the gateway's answer; the outbox kept it as is.
        return outcome === null ? { kind: 'offline' } : (outcome as VenueOutcome);
      }
      setInFlight((current) => [...current, action]);
      try {
        return await sendVenueAction(client, action);
      } finally {
        setInFlight((current) =>
          current.filter((candidate) => candidate.idempotencyKey !== action.idempotencyKey),
        );
      }
    },
    [client, crewId, enqueue, settled, ready],
  );
  const queued = useMemo(
    () =>
      items
        .filter(
          (item) =>
            item.crewId === crewId && item.state === 'pending' && isVenueActionKind(item.kind),
        )
        .map(venueActionOf),
    [items, crewId],
  );
  return { send, pending: ready ? queued : inFlight };
}

/** The view of a shift with this crew's pending actions applied. */
export function useShiftView(shift: CrewShiftData, pending: readonly VenueAction[]): ShiftView {
  return useMemo(() => shiftViewOf(shift, pending), [shift, pending]);
}
