import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_CHANNELS, NOTIFICATION_TYPES } from '../../../machines/notifications.types';
import type { Channel, NotificationType } from '../../../machines/notifications.types';
import type { Db } from '../../db/database';
import { persons } from '../../db/core.tables';
import { formatNullableTimestamp, formatTimestamp } from '../../lib/format';
import { notificationSettings, pushSubscriptions } from '../../db/tables/notifications.tables';
import type { PushDevice } from './notifications.schemas';

export interface PersonScope {
  tenantId: number;
  personId: number;
}

export interface StoredSettings {
  personId: number;
  channels: Array<{ type: NotificationType; channel: Channel }>;
  quietHours: { from: string; to: string } | null;
  timeZone: string;
}

export async function readSettings(
  db: Db,
  scope: PersonScope,
): Promise<StoredSettings | undefined> {
  const [row] = await db
    .select({
      timeZone: persons.timeZone,
      channels: notificationSettings.channels,
      quietFrom: notificationSettings.quietFrom,
      quietTo: notificationSettings.quietTo,
    })
    .from(persons)
    .leftJoin(notificationSettings, eq(notificationSettings.personId, persons.id))
    .where(and(eq(persons.tenantId, scope.tenantId), eq(persons.id, scope.personId)))
    .limit(1);
  if (!row) return undefined;
  return {
    personId: scope.personId,
    channels: NOTIFICATION_TYPES.map((type) => ({
      type,
      channel: row.channels?.[type] ?? DEFAULT_CHANNELS[type],
    })),
    quietHours: row.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null,
    timeZone: row.timeZone,
  };
}

/** Merges the given channels into the stored ones; quietHours undefined keeps them, null clears them. */
export async function writeSettings(
  db: Db,
  scope: PersonScope,
  change: {
    channels?: Partial<Record<NotificationType, Channel>>;
    quietHours?: { from: string; to: string } | null;
  },
  now: Date,
): Promise<void> {
  const [current] = await db
    .select()
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.tenantId, scope.tenantId),
        eq(notificationSettings.personId, scope.personId),
      ),
    )
    .limit(1);
  const channels = { ...(current?.channels ?? {}), ...(change.channels ?? {}) };
  const quiet =
    change.quietHours === undefined
      ? { from: current?.quietFrom ?? null, to: current?.quietTo ?? null }
      : change.quietHours;
  const values = {
    channels,
    quietFrom: quiet?.from ?? null,
    quietTo: quiet?.to ?? null,
    updatedAt: now,
  };
  await db
    .insert(notificationSettings)
    .values({ tenantId: scope.tenantId, personId: scope.personId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.personId, set: values });
}

export async function listDevices(db: Db, scope: PersonScope): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, scope.tenantId),
        eq(pushSubscriptions.personId, scope.personId),
      ),
    )
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(deviceOf);
}

function deviceOf(row: typeof pushSubscriptions.$inferSelect): PushDevice {
  return {
    id: row.id,
    label: row.label,
    createdAt: formatTimestamp(row.createdAt),
    lastSentAt: formatNullableTimestamp(row.lastSentAt),
  };
}

/**
 * Stores the browser's subscription for this person. The endpoint is the device: subscribing again
 * (new keys, or another person signing in on the same browser) moves the row, never duplicates it.
 */
export async function saveDevice(
  db: Db,
  scope: PersonScope,
  input: { endpoint: string; p256dh: string; auth: string; label: string },
  /** The api clock's now: the device counts as added then, also when it subscribes again. */
  now: Date,
): Promise<PushDevice> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...scope, ...input, createdAt: now })
    .onConflictDoUpdate({
      target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
      set: {
        personId: scope.personId,
        p256dh: input.p256dh,
        auth: input.auth,
        label: input.label,
        createdAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('saveDevice wrote no row');
  return deviceOf(row);
}

/** Deletes one of the person's own devices, by id or by endpoint; false when it is not theirs (or gone). */
export async function deleteDevice(
  db: Db,
  scope: PersonScope,
  which: { id: number } | { endpoint: string },
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, scope.tenantId),
        eq(pushSubscriptions.personId, scope.personId),
        'id' in which
          ? eq(pushSubscriptions.id, which.id)
          : eq(pushSubscriptions.endpoint, which.endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
