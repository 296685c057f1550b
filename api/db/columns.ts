import { date, timestamp } from 'drizzle-orm/pg-core';

// Column helpers every area's tables use (api/db/core.tables.ts, api/routes/*/*.tables.ts);
// tenantRef() lives with the tenants table in core.tables.ts.

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const day = (name: string) => date(name, { mode: 'string' });
