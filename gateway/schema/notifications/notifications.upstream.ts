import { z } from 'zod';
import { CHANNELS, NOTIFICATION_TYPES } from '../../../machines/notifications.types';
import { upstreamOperation } from '../../upstream/api-client';
import { dateTimeSchema, idSchema, okSchema } from '../shared/shared.upstream';

// The notifications area's /api/v1 endpoints and shapes.

export const notificationSettingsShape = z.object({
  personId: idSchema,
  channels: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), channel: z.enum(CHANNELS) })),
  quietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
  timeZone: z.string(),
  vapidPublicKey: z.string(),
});
export type UpstreamNotificationSettings = z.output<typeof notificationSettingsShape>;

export const pushDeviceShape = z.object({
  id: idSchema,
  label: z.string(),
  createdAt: dateTimeSchema,
  lastSentAt: dateTimeSchema.nullable(),
});
export type UpstreamPushDevice = z.output<typeof pushDeviceShape>;

export const getNotificationSettings = upstreamOperation(
  'GET',
  '/notificationSettings',
  notificationSettingsShape,
);
export const postNotificationSettings = upstreamOperation(
  'POST',
  '/notificationSettings',
  notificationSettingsShape,
);
export const listPushDevices = upstreamOperation(
  'GET',
  '/pushNotificationSubscriptions',
  z.object({ items: z.array(pushDeviceShape) }),
);
export const setPushSubscription = upstreamOperation(
  'POST',
  '/setPushNotificationSubscription',
  pushDeviceShape,
);
export const deletePushSubscription = upstreamOperation(
  'POST',
  '/deletePushNotificationSubscription',
  okSchema,
);
export const removePushDevice = upstreamOperation(
  'DELETE',
  '/pushNotificationSubscriptions/{id}',
  okSchema,
);
