import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  List,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import type { CombinedError } from 'urql';
import { graphql } from '../../gql';
import type {
  NotificationChannel,
  NotificationSettingsPageQuery as SettingsData,
  NotificationType,
} from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { hasResource } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { deviceLabel, usePushDevice } from './push-device';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '../../ui/lazy-recipes';

/** The fields every operation of the screen answers with, so each mutation refreshes the whole screen. */
export const NotificationSettingsFields = graphql(`
  fragment NotificationSettingsFields on NotificationSettings {
    id
    channels {
      type
      channel
    }
    quietHours {
      from
      to
    }
    timeZone
    vapidPublicKey
    devices {
      id
      label
      createdAt
      lastSentAt
    }
  }
`);

const NotificationSettingsPageQuery = graphql(`
  query NotificationSettingsPage {
    notificationSettings {
      ...NotificationSettingsFields
    }
  }
`);

const UpdateNotificationSettings = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      ...NotificationSettingsFields
    }
  }
`);

const SetPushSubscription = graphql(`
  mutation SetPushSubscription($input: PushSubscriptionInput!) {
    setPushSubscription(input: $input) {
      ...NotificationSettingsFields
    }
  }
`);

const DeletePushSubscription = graphql(`
  mutation DeletePushSubscription($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint) {
      ...NotificationSettingsFields
    }
  }
`);

const RemovePushDevice = graphql(`
  mutation RemovePushDevice($id: ID!) {
    removePushDevice(id: $id) {
      ...NotificationSettingsFields
    }
  }
`);

// Fragment masking is off in this project's codegen: the query's type carries the fields.
type Settings = SettingsData['notificationSettings'];

const CHANNEL_OPTIONS: NotificationChannel[] = ['push', 'mail', 'both', 'none'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" size="sm" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Push on this browser: the switch asks the browser's permission only when tapped. */
function ThisDevice({
  settings,
  disabled,
  settle,
}: {
  settings: Settings;
  disabled: boolean;
  settle: Settle;
}) {
  const { t } = useTranslation('notifications');
  const push = usePushDevice();
  const [, setSubscription] = useMutation(SetPushSubscription);
  const [, deleteSubscription] = useMutation(DeletePushSubscription);
  const [busy, setBusy] = useState(false);
  const on = push.subscription !== null && push.support === 'granted';

  async function toggle(next: boolean) {
    setBusy(true);
    try {
      if (next) {
        const created = await push.enable(settings.vapidPublicKey);
        if (!created) return;
        await settle(
          setSubscription({ input: { ...created, label: deviceLabel(navigator.userAgent) } }),
          t('pushOnDone'),
        );
      } else {
        const endpoint = await push.disable();
        if (endpoint)
          await settle(deleteSubscription({ endpoint }), t('pushOffDone'), [
            'PUSH_SUBSCRIPTION_NOT_FOUND',
          ]);
      }
    } catch {
      settleFailed(t('pushFailed'));
    } finally {
      setBusy(false);
    }
  }
  const toast = useToast();
  const settleFailed = (message: string) => toast.show({ message, type: 'error' });

  if (push.support === 'unsupported') return <Text color="fg.muted">{t('pushUnsupported')}</Text>;
  return (
    <Stack gap="2">
      <Switch.Root
        recipe={switchSlotRecipe}
        checked={on}
        disabled={disabled || busy || push.support === 'denied'}
        onCheckedChange={(details) => void toggle(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('pushThisDevice')}</Switch.Label>
      </Switch.Root>
      {push.support === 'denied' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('pushDenied')}</Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

function Devices({
  settings,
  disabled,
  settle,
}: {
  settings: Settings;
  disabled: boolean;
  settle: Settle;
}) {
  const { t, i18n } = useTranslation('notifications');
  const [, removeDevice] = useMutation(RemovePushDevice);
  if (settings.devices.length === 0) return <Text color="fg.muted">{t('noDevices')}</Text>;
  return (
    <List.Root variant="plain" gap="2">
      {settings.devices.map((device) => (
        <List.Item key={device.id} display="block">
          <HStack justify="space-between" gap="2">
            <Stack gap="0">
              <Text fontWeight="medium">{device.label}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('deviceAdded', { day: formatDay(device.createdAt.slice(0, 10), i18n.language) })}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              aria-label={t('removeDevice', { device: device.label })}
              onClick={() => void settle(removeDevice({ id: device.id }), t('deviceRemoved'))}
            >
              {t('remove')}
            </Button>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Channels({
  settings,
  disabled,
  settle,
}: {
  settings: Settings;
  disabled: boolean;
  settle: Settle;
}) {
  const { t } = useTranslation('notifications');
  const { session } = useSession();
  const [, update] = useMutation(UpdateNotificationSettings);
  // The crew item status is news for planners only.
  const planner = session !== null && hasResource(session.userRights, 'planningCrewItemList');
  const shown = settings.channels.filter(
    (choice) => choice.type !== 'crewItemStatusChanged' || planner,
  );
  return (
    <Stack gap="3">
      {shown.map((choice) => (
        <Field.Root key={choice.type} disabled={disabled}>
          <Field.Label>{t(`types.${choice.type}`)}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
            <NativeSelect.Field
              value={choice.channel}
              onChange={(event) =>
                void settle(
                  update({
                    input: {
                      channels: [
                        {
                          type: choice.type as NotificationType,
                          channel: event.currentTarget.value as NotificationChannel,
                        },
                      ],
                    },
                  }),
                  t('saved'),
                )
              }
            >
              {CHANNEL_OPTIONS.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`channels.${channel}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
    </Stack>
  );
}

function QuietHoursForm({
  settings,
  disabled,
  settle,
}: {
  settings: Settings;
  disabled: boolean;
  settle: Settle;
}) {
  const { t } = useTranslation('notifications');
  const [, update] = useMutation(UpdateNotificationSettings);
  const [enabled, setEnabled] = useState(settings.quietHours !== null);
  const [from, setFrom] = useState(settings.quietHours?.from ?? '22:00');
  const [to, setTo] = useState(settings.quietHours?.to ?? '07:00');
  const same = enabled && from === to;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (same) return;
    void settle(
      update({ input: enabled ? { quietHours: { from, to } } : { clearQuietHours: true } }),
      t('saved'),
    );
  }

  return (
    <Box as="form" onSubmit={submit}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('quietHoursHint', { zone: settings.timeZone })}
        </Text>
        <Switch.Root
          recipe={switchSlotRecipe}
          checked={enabled}
          disabled={disabled}
          onCheckedChange={(details) => setEnabled(details.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('quietHoursOn')}</Switch.Label>
        </Switch.Root>
        {enabled ? (
          <HStack gap="3" align="start">
            <Field.Root disabled={disabled} invalid={same}>
              <Field.Label>{t('from')}</Field.Label>
              <Input
                type="time"
                value={from}
                required
                onChange={(event) => setFrom(event.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root disabled={disabled} invalid={same}>
              <Field.Label>{t('to')}</Field.Label>
              <Input
                type="time"
                value={to}
                required
                onChange={(event) => setTo(event.currentTarget.value)}
              />
              {same ? <Field.ErrorText>{t('sameTime')}</Field.ErrorText> : null}
            </Field.Root>
          </HStack>
        ) : null}
        <Button type="submit" alignSelf="start" disabled={disabled || same}>
          {t('saveQuietHours')}
        </Button>
      </Stack>
    </Box>
  );
}

type Settle = (
  answer: Promise<{ error?: CombinedError }>,
  success: string,
  ignoredReasons?: string[],
) => Promise<boolean>;

/** /profile/notifications: push on this device, the person's devices, a channel per type and quiet hours. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const online = useOnlineStatus();
  const [result, reexecute] = useQuery({ query: NotificationSettingsPageQuery });

  const settle: Settle = async (answer, success, ignoredReasons = []) => {
    const { error } = await answer;
    if (error) {
      const reason = error.graphQLErrors[0]?.extensions?.reason;
      if (typeof reason === 'string' && ignoredReasons.includes(reason)) {
        reexecute({ requestPolicy: 'network-only' });
        return true;
      }
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return false;
    }
    toast.show({ message: success, type: 'success' });
    return true;
  };

  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound') }}
      isEmpty={() => false}
    >
      {(data) => {
        const settings = data.notificationSettings;
        const disabled = !online;
        return (
          <Stack gap="4">
            {online ? null : <Text color="fg.muted">{t('offline')}</Text>}
            <Section title={t('thisDevice')}>
              <ThisDevice settings={settings} disabled={disabled} settle={settle} />
            </Section>
            <Section title={t('devices')}>
              <Devices settings={settings} disabled={disabled} settle={settle} />
            </Section>
            <Section title={t('channelsTitle')}>
              <Channels settings={settings} disabled={disabled} settle={settle} />
            </Section>
            <Section title={t('quietHours')}>
              <QuietHoursForm
                key={`${settings.quietHours?.from}-${settings.quietHours?.to}`}
                settings={settings}
                disabled={disabled}
                settle={settle}
              />
            </Section>
          </Stack>
        );
      }}
    </QueryStates>
  );
}
