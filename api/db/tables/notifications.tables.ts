import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from '../columns';
import { ownedByPerson, tenantRef } from '../core.tables';
import type { Channel, NotificationType } from '../../../machines/notifications.types';

// The durable job queue that sends mail and push (api/lib/queue, decision 095), the browsers a person
// receives push on and each person's channels and quiet hours (api/lib/notify, api/lib/push; decisions 096–098).
// The notifications area's routes edit the last two.

/**
 * The durable queue (decision 095): one row per piece of background work. A worker claims a due row
 * with FOR UPDATE SKIP LOCKED and a lease (locked_until), runs it and marks it done; a failure puts
 * run_at back with a growing delay until max_attempts, then failed_at. A row enqueued inside a
 * change's transaction exists exactly when the change does.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamptz('locked_until'),
    doneAt: timestamptz('done_at'),
    failedAt: timestamptz('failed_at'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('background_jobs_due')
      .on(t.runAt, t.id)
      .where(sql`done_at is null and failed_at is null`),
  ],
);

/** A browser (device) that receives this person's push messages: its PushSubscription. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // What the profile lists the device as ('Chrome on Android'), from the app, at most 100 characters.
    label: text('label').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.tenantId, t.endpoint),
    index('push_subscriptions_person').on(t.tenantId, t.personId),
  ],
);

/** One row per person who changed anything; without a row the defaults of notifications.types.ts apply. */
export const notificationSettings = pgTable('notification_settings', {
  personId: ownedByPerson().primaryKey(),
  tenantId: tenantRef(),
  channels: jsonb('channels').$type<Partial<Record<NotificationType, Channel>>>().notNull(),
  // 'HH:MM' in the person's own time zone (persons.time_zone); both null = no quiet hours.
  quietFrom: text('quiet_from'),
  quietTo: text('quiet_to'),
  updatedAt: timestamptz('updated_at').notNull(),
});
