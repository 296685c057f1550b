import {
  crewShiftDecision,
  crewShiftStateOf,
  workedHoursOf,
  arrivalOf,
} from '../../../machines/crewShift.machine';
import { attendanceEventOf } from '../../../machines/crewShift.machine';
import type { CrewShiftEvent, CrewShiftRefusalFacts } from '../../../machines/crewShift.machine';
import type { Principal } from '../../auth/accounts';
import { badUserInput, conflict } from '../../lib/errors';
import type { ApiError, RefusalFacts } from '../../lib/errors';
import type { Tx } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import { storedOutcomeOf } from '../../lib/idempotency';
import type { Outcome } from '../../lib/idempotency';
import { requiredIdempotencyHeaders } from '../../lib/input.schemas';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import {
  crewCallerOf,
  crewIdParams,
  crewNotFound,
  crewRoleOf,
  crewsEdit,
  crewsRead,
  findCrewFor,
} from './crews.access';
import type { CrewCaller } from './crews.access';
import {
  attendanceWritesOf,
  crewShiftFactsOf,
  loadCrewShiftFacts,
  memberFactsOf,
  memberRowAfter,
} from './crews.facts';
import { crewMemberOf } from './crews.repository';
import {
  RECORDED_AT_AHEAD_MINUTES,
  crewItemStatusBodySchema,
  crewItemStatusListSchema,
  crewMemberStatusSchema,
} from './crews.schemas';
import type { CrewItemStatusBody } from './crews.schemas';
import { decideVenueStatusChange } from './crews.item-status';
import { readVenueAction, storeVenueRefusal, writeVenueAction } from './crews.venue-action';
import type { VenueActionKey } from './crews.venue-action';

// Check-in, no-show and check-out (SPEC §7 /projectCrewItemStatus): crewShiftDecision decides on
// the stored facts with the caller's role, and the route refuses with 409 and the machine's reason
// or writes the attendance the machine answered and one crew_shift_events audit row. Two statements
// that each commit on their own (crews.venue-action.ts, docs/decisions/242): read everything, then
// write only if the crew is still at the version read, else decide again. Under an Idempotency-Key
// (required: the app's outbox replays offline actions) a replay changes nothing and gets the first
// answer, refusals included. The answer is the one member as written and the crew's derived state
// (crewMemberStatusSchema), not the whole shift: it does not grow with the crew (the
// festival peak; api/routes/crews/README.md, A member's venue action answers the member).

/** Venue actions require the key: an action sent twice must apply once. */
export const venueActionHeaders = requiredIdempotencyHeaders;

export function crewShiftEventOf(body: CrewItemStatusBody): CrewShiftEvent {
  const memberId = String(body.crewItemId);
  const recordedAt = formatTimestamp(new Date(body.recordedAt));
  const at = body.at === undefined ? recordedAt : formatTimestamp(new Date(body.at));
  switch (body.action) {
    case 'checkIn':
      return attendanceEventOf({ kind: 'checkIn', memberId, at, recordedAt });
    case 'noShow':
      // When the chief said so: before the member's shift began it is refused.
      return attendanceEventOf({ kind: 'noShow', memberId, recordedAt });
    case 'checkOut': {
      const breakMinutes = body.breakMinutes ?? 0;
      return attendanceEventOf({ kind: 'checkOut', memberId, at, breakMinutes, recordedAt });
    }
  }
}

/** A refusal's facts as the api writes times (the machine's are instants in any ISO form); numbers as they are. */
function refusalFactsOf(facts: CrewShiftRefusalFacts | undefined): RefusalFacts | undefined {
  if (!facts) return undefined;
  return Object.fromEntries(
    Object.entries(facts).map(([name, value]) => [
      name,
      typeof value === 'string' ? formatTimestamp(new Date(value)) : value,
    ]),
  );
}

/** How often a venue action is decided again when other writers keep changing the crew under it. */
export const VENUE_ACTION_ATTEMPTS = 10;

interface VenueActionRequest {
  key: VenueActionKey;
  caller: CrewCaller;
  crewId: number;
  body: CrewItemStatusBody;
  now: Date;
}

/**
 * One try of a venue action in two statements (crews.venue-action.ts, docs/decisions/242): the
 * answer stored under the key if there is one; else the machines' decision on what was read,
 * written (or a refusal stored) only if the crew is still as read. Null when it was not: try again.
 */
async function attemptVenueAction(
  db: Tx,
  { key, caller, crewId, body, now }: VenueActionRequest,
): Promise<Outcome | null> {
  const read = await readVenueAction(db, key, crewId, body.crewItemId);
  if (read.stored) return storedOutcomeOf(read.stored, key);
  const { crew, members, paperwork, actor } = read;
  const role = crew ? crewRoleOf(caller, crew) : null;
  const refuse = async (error: ApiError) => {
    const outcome = { statusCode: error.statusCode, body: error.toBody() };
    return (await storeVenueRefusal(db, key, outcome, crew && role !== null ? crew : null))
      ? outcome
      : null;
  };
  if (!crew || role === null) return refuse(crewNotFound());
  const facts = crewShiftFactsOf(crew, members, paperwork);
  const event = crewShiftEventOf(body);
  const decision = crewShiftDecision({ ...facts, actor: role }, event);
  // The refusal carries the facts it rests on (the check-in time, the break, the window), as the app shows them.
  if (!decision.allowed)
    return refuse(
      conflict(
        `crewShift refuses ${event.type} in ${decision.from}`,
        decision.reason,
        refusalFactsOf(decision.facts),
      ),
    );
  const memberId = String(body.crewItemId);
  const row = members.find((candidate) => candidate.id === body.crewItemId);
  const after = decision.facts.members.find((candidate) => candidate.id === memberId);
  // The machine refuses a member event for anyone not among its members.
  if (!row || !after || !actor)
    throw new Error(
      `crewShift allowed ${event.type} for ${memberId}, not a member of crew ${crewId}`,
    );
  if (!actor.person) throw new Error(`crew item ${memberId} has no person ${row.personId}`);
  // The crew item's status says the same as the attendance (api/routes/crew-items/README.md, One meaning of no-show).
  const statusChange = decideVenueStatusChange(
    body.crewItemId,
    { status: actor.status, startsAt: row.startsAt, personId: row.personId },
    event,
    now,
  );
  const stamp =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  const answer = {
    member: crewMemberOf(decision.facts, memberRowAfter(row, after, stamp), actor.person),
    crew: {
      id: crew.id,
      role,
      state: crewShiftStateOf({ ...decision.facts, actor: role }),
      startsAt: decision.facts.startsAt,
      endsAt: decision.facts.endsAt,
      signedOffAt: decision.facts.signedOffAt,
      deliveryNoteReleasedAt: decision.facts.deliveryNoteReleasedAt,
      crewChiefSheetReleasedAt: decision.facts.crewChiefSheetReleasedAt,
    },
  };
  const outcome = { statusCode: 200, body: answer };
  const written = await writeVenueAction(db, {
    key,
    crewId,
    venueVersion: crew.venueVersion,
    crewItemId: body.crewItemId,
    itemStatus: actor.status,
    actorPersonId: caller.principal.personId,
    now,
    attendance: attendanceWritesOf(facts, decision.facts, stamp),
    statusChange,
    event: { type: event.type, payload: { ...body, role, from: decision.from, to: decision.to } },
    outcome,
  });
  return written ? outcome : null;
}

export async function attendanceRoutes(
  api: ApiInstance,
  { database, lookups, clock }: RouteContext,
): Promise<void> {
  api.get(
    '/projectCrews/:id/projectCrewItemStatus',
    {
      config: crewsRead,
      schema: {
        params: crewIdParams,
        response: { 200: crewItemStatusListSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { crew } = await findCrewFor(
        database.db,
        await crewCallerOf(request, lookups),
        request.params.id,
      );
      const { facts, members } = await loadCrewShiftFacts(database.db, crew.tenantId, crew);
      const items = members.map((row) => {
        const member = memberFactsOf(row);
        return {
          crewItemId: row.id,
          attendance: member.attendance,
          arrival: arrivalOf(facts, member),
          checkedInAt: member.checkedInAt,
          checkedOutAt: member.checkedOutAt,
          breakMinutes: member.breakMinutes,
          workedHours: workedHoursOf(member),
        };
      });
      return { items, total: items.length };
    },
  );

  api.post(
    '/projectCrews/:id/projectCrewItemStatus',
    {
      config: crewsEdit,
      schema: {
        params: crewIdParams,
        headers: venueActionHeaders,
        body: crewItemStatusBodySchema,
        response: {
          200: crewMemberStatusSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const body = request.body;
      // A phone clock far ahead of the server's would let times "in the future" through the machine's tolerance.
      if (Date.parse(body.recordedAt) > now.getTime() + RECORDED_AT_AHEAD_MINUTES * 60_000) {
        throw badUserInput(
          `recordedAt lies more than ${RECORDED_AT_AHEAD_MINUTES} minutes ahead of the server's clock`,
        );
      }
      const caller = await crewCallerOf(request, lookups);
      const principal = request.principal as Principal;
      const crewId = request.params.id;
      const key: VenueActionKey = {
        tenantId: principal.tenantId,
        principal: principal.subject,
        key: request.headers['idempotency-key'],
        method: 'POST',
        path: `/projectCrews/${crewId}/projectCrewItemStatus`,
        now,
      };
      // Read, decide, write if nothing changed meanwhile; else decide again on what the other writer left.
      let outcome: Outcome | null = null;
      for (let attempt = 1; outcome === null; attempt += 1) {
        // Only writers faster than this action's two round trips, one after the other, get here: an
        // error (5xx) that the app's outbox sends again later with the same key.
        if (attempt > VENUE_ACTION_ATTEMPTS)
          throw new Error(
            `crew ${crewId} changed ${VENUE_ACTION_ATTEMPTS} times during one venue action`,
          );
        outcome = await database.autocommit((db) =>
          attemptVenueAction(db, { key, caller, crewId, body, now }),
        );
      }
      return reply.code(outcome.statusCode as 200).send(outcome.body as never);
    },
  );
}
