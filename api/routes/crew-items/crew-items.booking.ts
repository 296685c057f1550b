import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  bookingFindings,
  doubleBookingsOf,
  shiftDays,
  shiftWindow,
  type BookingFinding,
  type BookingItem,
  type PersonFacts,
} from '../../../machines/bookingRules';
import { bookWith } from '../../../machines/booking.machine';
import { persons } from '../../db/core.tables';
import { conflict } from '../../lib/errors';
import { readTogether } from '../../db/database';
import type { Db, Tx } from '../../db/database';
import { blockDates, vacationRequests } from '../../db/tables/calendar.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { projectCrews, projects } from '../../db/tables/projects.tables';
import { staffContracts } from '../../db/tables/staff-contracts.tables';
import { formatTimestamp } from '../../lib/format';
import { venueTimeZone } from '../../lib/venue-zone';
import { personFunctions } from '../crew-profile/crew-profile.public';
import { scoped, type CrewItemScope } from './crew-items.repository';

// The facts the booking rules read (machines/bookingRules.ts), in a fixed number of statements
// whatever the person's history: the item (one), the person with their functions, contracts,
// blocked dates and approved vacations as JSON sub-selects (one), their shifts near the item (one).
// api/routes/crew-items/README.md, The booking check.

/** The crew item to book in the caller's scope, with its venue zone; undefined when not theirs. */
export async function bookingItemInScope(
  db: Db | Tx,
  scope: CrewItemScope,
  id: number,
): Promise<BookingItem | undefined> {
  const [row] = await db
    .select({
      id: projectCrewItems.id,
      startsAt: projectCrewItems.startsAt,
      endsAt: projectCrewItems.endsAt,
      functionId: projectCrewItems.functionId,
      timeZone: venueTimeZone,
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(and(eq(projectCrewItems.id, id), scoped(scope)))
    .limit(1);
  return (
    row && {
      ...row,
      startsAt: formatTimestamp(row.startsAt),
      endsAt: formatTimestamp(row.endsAt),
    }
  );
}

interface PersonRow {
  functionIds: number[];
  contracts: PersonFacts['contracts'];
  blockedDates: PersonFacts['blockedDates'];
  vacations: PersonFacts['vacations'];
}

/**
 * The person's facts for booking them on `item`, or undefined when the person is not in the
 * tenant. Two statements, read together: the person row with its sub-selects, and their shifts in
 * the window the rules can reach (shiftWindow), by the index on (tenant, person, starts_at).
 */
export async function personBookingFacts(
  db: Db | Tx,
  tenantId: number,
  personId: number,
  item: BookingItem,
): Promise<PersonFacts | undefined> {
  const days = shiftDays(item.startsAt, item.endsAt, item.timeZone);
  const window = shiftWindow(item);
  const [people, shifts] = await readTogether(
    db,
    () =>
      db
        // Drizzle writes a one-table sub-select's columns unqualified: the sub-selects name the person
        // by the parameter, not by persons.id (which would read as the inner table's own id).
        .select({
          functionIds: sql<
            number[]
          >`(select coalesce(json_agg(${personFunctions.functionId}), '[]'::json)
            from ${personFunctions}
            where ${personFunctions.tenantId} = ${tenantId} and ${personFunctions.personId} = ${personId})`,
          contracts: sql<PersonRow['contracts']>`(select coalesce(json_agg(json_build_object(
              'id', ${staffContracts.id}, 'beginDate', ${staffContracts.beginDate}, 'endDate', ${staffContracts.endDate},
              'quotaMinutes', ${staffContracts.quotaMinutes}, 'quotaPeriod', ${staffContracts.quotaPeriod}
            ) order by ${staffContracts.beginDate}, ${staffContracts.id}), '[]'::json)
            from ${staffContracts}
            where ${staffContracts.tenantId} = ${tenantId} and ${staffContracts.personId} = ${personId}
              and ${staffContracts.beginDate} <= ${days.first}
              and (${staffContracts.endDate} is null or ${staffContracts.endDate} >= ${days.first}))`,
          blockedDates: sql<PersonRow['blockedDates']>`(select coalesce(json_agg(json_build_object(
              'id', ${blockDates.id}, 'beginDate', ${blockDates.beginDate}, 'endDate', ${blockDates.endDate},
              'reason', ${blockDates.reason}
            ) order by ${blockDates.beginDate}, ${blockDates.id}), '[]'::json)
            from ${blockDates}
            where ${blockDates.tenantId} = ${tenantId} and ${blockDates.personId} = ${personId}
              and ${blockDates.beginDate} <= ${days.last} and ${blockDates.endDate} >= ${days.first})`,
          // Only approved vacation keeps someone from working; a request may still be declined.
          vacations: sql<PersonRow['vacations']>`(select coalesce(json_agg(json_build_object(
              'id', ${vacationRequests.id}, 'beginDate', ${vacationRequests.beginDate}, 'endDate', ${vacationRequests.endDate}
            ) order by ${vacationRequests.beginDate}, ${vacationRequests.id}), '[]'::json)
            from ${vacationRequests}
            where ${vacationRequests.tenantId} = ${tenantId} and ${vacationRequests.personId} = ${personId}
              and ${vacationRequests.status} = 'approved'
              and ${vacationRequests.beginDate} <= ${days.last} and ${vacationRequests.endDate} >= ${days.first})`,
        })
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)))
        .limit(1),
    () =>
      db
        .select({
          id: projectCrewItems.id,
          startsAt: projectCrewItems.startsAt,
          endsAt: projectCrewItems.endsAt,
          status: projectCrewItems.status,
          timeZone: venueTimeZone,
        })
        .from(projectCrewItems)
        .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.crewId))
        .where(
          and(
            eq(projectCrewItems.tenantId, tenantId),
            eq(projectCrewItems.personId, personId),
            gte(projectCrewItems.startsAt, new Date(window.from)),
            lt(projectCrewItems.startsAt, new Date(window.to)),
          ),
        ),
  );
  const [person] = people;
  if (!person) return undefined;
  return {
    functionIds: person.functionIds,
    contracts: person.contracts,
    blockedDates: person.blockedDates,
    vacations: person.vacations,
    shifts: shifts.map((shift) => ({
      ...shift,
      startsAt: formatTimestamp(shift.startsAt),
      endsAt: formatTimestamp(shift.endsAt),
    })),
  };
}

/** The findings for booking the person on the item, or undefined when the person is not in the tenant. */
export async function checkBooking(
  db: Db | Tx,
  tenantId: number,
  personId: number,
  item: BookingItem,
): Promise<BookingFinding[] | undefined> {
  const facts = await personBookingFacts(db, tenantId, personId, item);
  return facts && bookingFindings(item, facts);
}

/** The venue zone of a crew (its location's, else its tenant's): a new item's day is its venue's. */
export async function crewVenueZone(
  db: Db | Tx,
  tenantId: number,
  crewId: number,
): Promise<string> {
  const [row] = await db
    .select({ timeZone: venueTimeZone })
    .from(projectCrews)
    .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.id, crewId)))
    .limit(1);
  if (!row) throw new Error(`crew ${crewId} vanished inside its own transaction`);
  return row.timeZone;
}

/**
 * Books the person on the item inside the write's transaction: the rules on the facts as they are
 * now, then bookingMachine (bookWith). A double booking without the planner's confirmation is 409
 * DOUBLE_BOOKING with the first clash's facts and how many there are, before anything is written;
 * otherwise the findings go back with the answer.
 */
export async function requireBooking(
  tx: Tx,
  tenantId: number,
  personId: number,
  item: BookingItem,
  doubleBookingConfirmed: boolean,
): Promise<BookingFinding[]> {
  const findings = await checkBooking(tx, tenantId, personId, item);
  // The write checked the person exists in the tenant before it got here.
  if (!findings) throw new Error(`person ${personId} vanished inside its own transaction`);
  const outcome = bookWith(findings, doubleBookingConfirmed);
  if (outcome.booked) return findings;
  const clashes = doubleBookingsOf(findings);
  const first = clashes[0];
  throw conflict(
    `bookingMachine refuses booking person ${personId}: ${clashes.length} double booking(s) not confirmed`,
    outcome.reason,
    first ? { ...first.facts, doubleBookings: clashes.length } : undefined,
  );
}
