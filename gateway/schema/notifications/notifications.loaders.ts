import { defineLoaders, once } from '../../upstream/loaders';
import type { NotificationChannel, NotificationType } from '../../generated/resolvers-types';
import {
  deletePushSubscription,
  getNotificationSettings,
  listPushDevices,
  postNotificationSettings,
  removePushDevice,
  setPushSubscription,
} from './notifications.upstream';
import type { UpstreamNotificationSettings, UpstreamPushDevice } from './notifications.upstream';

export interface NotificationsLoaders {
  /** Each read once per request, however many fields ask. */
  settings(): Promise<UpstreamNotificationSettings>;
  devices(): Promise<UpstreamPushDevice[]>;
  /** Writes: never cached; each drops this request's reads so the answer shows the change. */
  update(body: {
    channels?: Partial<Record<NotificationType, NotificationChannel>>;
    quietHours?: { from: string; to: string } | null;
  }): Promise<UpstreamNotificationSettings>;
  subscribe(body: {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    label: string;
  }): Promise<void>;
  unsubscribe(endpoint: string): Promise<void>;
  removeDevice(id: string): Promise<void>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    notifications: NotificationsLoaders;
  }
}

export const loaders = defineLoaders('notifications', (api): NotificationsLoaders => {
  let settings = once(() => api.call(getNotificationSettings));
  let devices = once(async () => (await api.call(listPushDevices)).items);
  const forget = () => {
    settings = once(() => api.call(getNotificationSettings));
    devices = once(async () => (await api.call(listPushDevices)).items);
  };
  return {
    settings: () => settings(),
    devices: () => devices(),
    async update(body) {
      const updated = await api.call(postNotificationSettings, { body });
      forget();
      return updated;
    },
    async subscribe(body) {
      await api.call(setPushSubscription, { body });
      forget();
    },
    async unsubscribe(endpoint) {
      await api.call(deletePushSubscription, { body: { endpoint } });
      forget();
    },
    async removeDevice(id) {
      await api.call(removePushDevice, { params: { id } });
      forget();
    },
  };
});
