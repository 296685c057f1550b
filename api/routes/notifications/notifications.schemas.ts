import { z } from 'zod';
import { CHANNELS, NOTIFICATION_TYPES } from '../../../machines/notifications.types';
import { text, timestampSchema } from '../../lib/schemas';

const clock = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

export const quietHoursSchema = z.strictObject({ from: clock, to: clock });

export const notificationSettingsSchema = z.strictObject({
  /** Whose settings (always the caller's): the app's cache keys them by it. */
  personId: z.number().int(),
  channels: z.array(
    z.strictObject({ type: z.enum(NOTIFICATION_TYPES), channel: z.enum(CHANNELS) }),
  ),
  /** In the person's own time zone; null = none. */
  quietHours: quietHoursSchema.nullable(),
  timeZone: z.string(),
  /** The VAPID public key the browser subscribes with (applicationServerKey). */
  vapidPublicKey: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsInput = z
  .strictObject({
    channels: z.partialRecord(z.enum(NOTIFICATION_TYPES), z.enum(CHANNELS)).optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .refine((input) => input.quietHours == null || input.quietHours.from !== input.quietHours.to, {
    message: 'quiet hours must not begin and end at the same time',
    path: ['quietHours'],
  });

export const pushDeviceSchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  createdAt: timestampSchema,
  lastSentAt: timestampSchema.nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** A browser's PushSubscription.toJSON() plus the label the app gives the device. */
export const pushSubscriptionInput = z.strictObject({
  endpoint: text().min(1).max(1000),
  keys: z.strictObject({
    p256dh: text().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key'),
    auth: text().regex(/^[A-Za-z0-9_-]{22}$/, 'must be 16 base64url bytes'),
  }),
  expirationTime: z.number().nullable().optional(),
  label: text().trim().min(1).max(100),
});

export const pushEndpointInput = z.strictObject({ endpoint: text().min(1).max(1000) });
