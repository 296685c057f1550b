import type {
  MutationResolvers,
  NotificationChannel,
  NotificationSettingsResolvers,
  NotificationType,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';

const notificationSettings: NonNullable<QueryResolvers['notificationSettings']> = (
  _parent,
  _args,
  { loaders },
) => loaders.notifications.settings();

// The settings row and the device list are two upstream calls; devices is asked only when selected.
const NotificationSettings: NotificationSettingsResolvers = {
  id: (settings) => String(settings.personId),
  devices: (_settings, _args, { loaders }) => loaders.notifications.devices(),
};

const updateNotificationSettings: NonNullable<MutationResolvers['updateNotificationSettings']> = (
  _parent,
  { input },
  { loaders },
) => {
  const channels = input.channels
    ? (Object.fromEntries(input.channels.map((choice) => [choice.type, choice.channel])) as Partial<
        Record<NotificationType, NotificationChannel>
      >)
    : undefined;
  const quietHours = input.clearQuietHours
    ? null
    : input.quietHours
      ? { from: input.quietHours.from, to: input.quietHours.to }
      : undefined;
  return loaders.notifications.update({
    ...(channels ? { channels } : {}),
    ...(quietHours !== undefined ? { quietHours } : {}),
  });
};

const setPushSubscription: NonNullable<MutationResolvers['setPushSubscription']> = async (
  _parent,
  { input },
  { loaders },
) => {
  await loaders.notifications.subscribe({
    endpoint: input.endpoint,
    keys: { p256dh: input.p256dh, auth: input.auth },
    label: input.label,
  });
  return loaders.notifications.settings();
};

const deletePushSubscription: NonNullable<MutationResolvers['deletePushSubscription']> = async (
  _parent,
  { endpoint },
  { loaders },
) => {
  await loaders.notifications.unsubscribe(endpoint);
  return loaders.notifications.settings();
};

const removePushDevice: NonNullable<MutationResolvers['removePushDevice']> = async (
  _parent,
  { id },
  { loaders },
) => {
  await loaders.notifications.removeDevice(id);
  return loaders.notifications.settings();
};

export const resolvers: Resolvers = {
  Query: { notificationSettings },
  NotificationSettings,
  Mutation: {
    updateNotificationSettings,
    setPushSubscription,
    deletePushSubscription,
    removePushDevice,
  },
};
