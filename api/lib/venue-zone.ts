import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { tenants } from '../db/core.tables';
import { locations, projectCrews } from '../db/tables/projects.tables';

// A shift's times are the venue's (docs/decisions/248): the IANA zone of the crew's location, else
// the tenant's. One expression for every query that answers shift times, so each answer carries its
// zone from the same statement (no second round trip) and no route works it out differently.

/**
 * The venue zone of a crew given its location and tenant columns (in a raw statement: `pc.location_id`):
 * scalar sub-selects by primary key, so it needs no join and stays correct in an UPDATE … RETURNING.
 */
export function venueTimeZoneFor(
  locationId: SQL | typeof projectCrews.locationId,
  tenantId: SQL | typeof projectCrews.tenantId,
): SQL<string> {
  return sql<string>`coalesce(
  (select ${locations.timeZone} from ${locations} where ${locations.id} = ${locationId} and ${locations.tenantId} = ${tenantId}),
  (select ${tenants.timeZone} from ${tenants} where ${tenants.id} = ${tenantId})
)`;
}

/** The venue zone of the `project_crews` row in scope: its location's zone, else its tenant's. */
export const venueTimeZone: SQL<string> = venueTimeZoneFor(
  projectCrews.locationId,
  projectCrews.tenantId,
);

/** A location's own zone, else its tenant's: for a query that has the `locations` row in scope. */
export const locationTimeZone: SQL<string> = sql<string>`coalesce(${locations.timeZone}, (select ${tenants.timeZone} from ${tenants} where ${tenants.id} = ${locations.tenantId}))`;
