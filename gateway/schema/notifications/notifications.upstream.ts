import type { z } from 'zod';
import { itemsOf, okSchema } from '../../../api/lib/response.schemas';
import {
  notificationSettingsSchema,
  pushDeviceSchema,
} from '../../../api/routes/notifications/notifications.schemas';
import { upstreamOperation } from '../../upstream/api-client';

// The notifications area's /api/v1 endpoints, parsed with the api's own schemas
// (api/routes/notifications).

export { notificationSettingsSchema, pushDeviceSchema };
export type UpstreamNotificationSettings = z.output<typeof notificationSettingsSchema>;
export type UpstreamPushDevice = z.output<typeof pushDeviceSchema>;

export const getNotificationSettings = upstreamOperation(
  'GET',
  '/notificationSettings',
  notificationSettingsSchema,
);
export const postNotificationSettings = upstreamOperation(
  'POST',
  '/notificationSettings',
  notificationSettingsSchema,
);
export const listPushDevices = upstreamOperation(
  'GET',
  '/pushNotificationSubscriptions',
  itemsOf(pushDeviceSchema),
);
export const setPushSubscription = upstreamOperation(
  'POST',
  '/setPushNotificationSubscription',
  pushDeviceSchema,
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
