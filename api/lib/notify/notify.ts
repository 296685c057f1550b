import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEFAULT_CHANNELS } from '../../../machines/notifications.types';
import type { Channel, NotificationType } from '../../../machines/notifications.types';
import type { ApiConfig } from '../../config';
import type { Database, Db } from '../../db/database';
import { persons } from '../../db/core.tables';
import { queueMail, sendStoredMail } from '../mail/mail';
import {
  backgroundJobs,
  notificationSettings,
  pushSubscriptions,
} from '../../db/tables/notifications.tables';
import { translatorFor } from '../../i18n';
import { recipientLocale } from '../../i18n/recipient';
import { sendPush } from '../push/push';
import type { PushMessage, PushOptions } from '../push/push';
import { enqueue } from '../queue/queue';
import type { JobHandler, QueueLog } from '../queue/queue';

/** The office's answers have two outcomes each; everything else has one text (api/i18n, `notifications`). */
export type NotificationText =
  | Exclude<NotificationType, 'vacationAnswered' | 'receiptAnswered' | 'profilePictureAnswered'>
  | 'vacationApproved'
  | 'vacationDeclined'
  | 'receiptApproved'
  | 'receiptRejected'
  | 'profilePictureApproved'
  | 'profilePictureRejected';

/**
 * What an event tells one person. `notify(tx, …)` is the one way to notify: call it with the
 * transaction of the change (the vacation decision, the job confirmation …), so the notification is
 * queued exactly when the change commits. It reads the person's channels, language and quiet hours
 * and queues a push job and / or a mail; nothing is sent inside the transaction.
 */
export interface Notification {
  tenantId: number;
  personId: number;
  type: NotificationType;
  /** The text to use; the type's own by default (an office answer names its outcome: vacationApproved …). */
  text?: NotificationText;
  /** Filled into the text's {{placeholders}}; days as YYYY-MM-DD and money as cents, written in the person's language. */
  params?: Record<string, string>;
  /** The app route a click on the push opens ('/jobs/12'). */
  url: string;
  /** Replaces an earlier notification of the same thing on the device ('job-12'). */
  tag: string;
  /** Urgent notifications ignore quiet hours and push with urgency high. */
  urgent?: boolean;
  /** The api clock's now. */
  now: Date;
}

export async function notify(tx: Db, notification: Notification): Promise<void> {
  const now = notification.now;
  const [person] = await tx
    .select({ email: persons.email, timeZone: persons.timeZone })
    .from(persons)
    .where(and(eq(persons.tenantId, notification.tenantId), eq(persons.id, notification.personId)))
    .limit(1);
  if (!person) return;
  const [settings] = await tx
    .select()
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.tenantId, notification.tenantId),
        eq(notificationSettings.personId, notification.personId),
      ),
    )
    .limit(1);
  const channel: Channel =
    settings?.channels[notification.type] ?? DEFAULT_CHANNELS[notification.type];
  if (channel === 'none') return;
  // The person's language by the app's rule (the tenant may keep everyone in its own).
  const { t } = translatorFor(
    await recipientLocale(tx, notification.tenantId, { personId: notification.personId }),
  );
  const key = notification.text ?? (notification.type as NotificationText);
  const params = notification.params ?? {};
  const title = t(`notifications.${key}.title`, params);
  // The office's reason, when it gave one, follows the answer in the same language.
  const reason = params.reason ? ` ${t('notifications.reason', params)}` : '';
  const body = `${t(`notifications.${key}.body`, params)}${reason}`;
  const held = notification.urgent
    ? null
    : quietHoursEnd(now, settings?.quietFrom ?? null, settings?.quietTo ?? null, person.timeZone);
  const runAt = held ?? now;
  if (channel === 'push' || channel === 'both') {
    const message: PushMessage = { title, body, tag: notification.tag, url: notification.url };
    await enqueue(
      tx,
      notification.tenantId,
      'push',
      { personId: notification.personId, message, urgent: notification.urgent === true },
      { runAt, queuedAt: now },
    );
  }
  if (channel === 'mail' || channel === 'both') {
    await queueMail(
      tx,
      notification.tenantId,
      {
        to: person.email,
        subject: title,
        body: `${body}\n\n${notification.url}`,
        messageType: 'notification',
      },
      runAt,
      now,
    );
  }
}

/** 'HH:MM' → minutes after midnight. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * When the quiet hours around `now` end, in the person's zone, or null when `now` is outside them.
 * From 22:00 to 07:00 spans midnight; from = to means no quiet hours.
 */
export function quietHoursEnd(
  now: Date,
  from: string | null,
  to: string | null,
  timeZone: string,
): Date | null {
  if (!from || !to || from === to) return null;
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  const zoned = local.isValid ? local : DateTime.fromJSDate(now, { zone: 'Europe/Amsterdam' });
  const minute = zoned.hour * 60 + zoned.minute;
  const start = minutesOf(from);
  const end = minutesOf(to);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const [endHour, endMinute] = to.split(':').map(Number);
  let ends = zoned.set({ hour: endHour ?? 0, minute: endMinute ?? 0, second: 0, millisecond: 0 });
  if (ends <= zoned) ends = ends.plus({ days: 1 });
  return ends.toJSDate();
}

/** How long a push service keeps a message for a device that is off: a day (urgent: an hour, then it is stale). */
const PUSH_TTL_SECONDS = 24 * 3600;
const URGENT_PUSH_TTL_SECONDS = 3600;

/** The queue's handlers of this area: 'push' fans out to one 'pushTo' per device, 'mail' sends a stored mail. */
export function notificationHandlers(
  database: Database,
  config: ApiConfig,
  log: QueueLog,
): Record<string, JobHandler> {
  return {
    async push(job, now) {
      const personId = Number(job.payload.personId);
      const devices = await database.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.tenantId, job.tenantId),
            eq(pushSubscriptions.personId, personId),
          ),
        );
      // One job per device, all or none: a device that fails retries alone, the others are not sent twice.
      await database.transaction(async (tx) => {
        for (const device of devices) {
          await enqueue(
            tx,
            job.tenantId,
            'pushTo',
            {
              subscriptionId: device.id,
              message: job.payload.message,
              urgent: job.payload.urgent,
            },
            { runAt: now },
          );
        }
        await tx.update(backgroundJobs).set({ doneAt: now }).where(eq(backgroundJobs.id, job.id));
      });
    },
    async pushTo(job, now) {
      const id = Number(job.payload.subscriptionId);
      const [device] = await database.db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.tenantId, job.tenantId), eq(pushSubscriptions.id, id)))
        .limit(1);
      // Removed since: nothing to send.
      if (!device) return;
      const message = job.payload.message as PushMessage;
      const urgent = job.payload.urgent === true;
      const options: PushOptions = {
        ttl: urgent ? URGENT_PUSH_TTL_SECONDS : PUSH_TTL_SECONDS,
        urgency: urgent ? 'high' : 'normal',
        topic: topicOf(message.tag),
      };
      const outcome = await sendPush(config, device, message, options);
      if (outcome === 'gone') {
        await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        log.warn({ subscriptionId: device.id }, 'push subscription gone (404/410): deleted');
        return;
      }
      await database.db
        .update(pushSubscriptions)
        .set({ lastSentAt: now })
        .where(eq(pushSubscriptions.id, device.id));
    },
    async mail(job) {
      await sendStoredMail(database.db, config, Number(job.payload.mailId));
    },
  };
}

/** The push Topic header: base64url, at most 32 characters (RFC 8030). */
export function topicOf(tag: string): string {
  return Buffer.from(tag).toString('base64url').slice(0, 32);
}
