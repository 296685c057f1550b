import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const SCREEN = /* GraphQL */ `
  {
    notificationSettings {
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
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      id
      channels {
        type
        channel
      }
      quietHours {
        from
        to
      }
    }
  }
`;

const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($input: PushSubscriptionInput!) {
    setPushSubscription(input: $input) {
      id
      devices {
        id
        label
      }
    }
  }
`;

const REMOVE = /* GraphQL */ `
  mutation Remove($id: ID!) {
    removePushDevice(id: $id) {
      devices {
        id
      }
    }
  }
`;

interface Settings {
  id: string;
  channels: Array<{ type: string; channel: string }>;
  quietHours: { from: string; to: string } | null;
  timeZone: string;
  vapidPublicKey: string;
  devices: Array<{ id: string; label: string }>;
}

function subscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    label: `Chrome (${name})`,
  };
}

describe.each(testBackends())('notifications on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('reads the screen in one operation: the settings and the devices, one upstream call each', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ notificationSettings: Settings }>(
      SCREEN,
      {},
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    const settings = result.data?.notificationSettings;
    expect(settings?.timeZone).toBe('Europe/Amsterdam');
    expect(settings?.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(settings?.channels).toHaveLength(10);
    expect(settings?.devices).toEqual([]);
    expect(gateway.upstream.calls.slice(before).sort()).toEqual([
      'GET /api/v1/notificationSettings',
      'GET /api/v1/pushNotificationSubscriptions',
    ]);
  });

  it('changes channels and quiet hours, and clears the hours', async () => {
    const set = await gateway.execute<{ updateNotificationSettings: Settings }>(
      UPDATE,
      {
        input: {
          channels: [{ type: 'payrollReady', channel: 'mail' }],
          quietHours: { from: '22:30', to: '06:30' },
        },
      },
      { token: crewToken },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateNotificationSettings.channels).toContainEqual({
      type: 'payrollReady',
      channel: 'mail',
    });
    expect(set.data?.updateNotificationSettings.quietHours).toEqual({ from: '22:30', to: '06:30' });
    const cleared = await gateway.execute<{ updateNotificationSettings: Settings }>(
      UPDATE,
      { input: { clearQuietHours: true } },
      { token: crewToken },
    );
    expect(cleared.data?.updateNotificationSettings.quietHours).toBeNull();
    expect(cleared.data?.updateNotificationSettings.channels).toContainEqual({
      type: 'payrollReady',
      channel: 'mail',
    });
    const bad = await gateway.execute(
      UPDATE,
      { input: { quietHours: { from: '7 pm', to: '06:30' } } },
      { token: crewToken },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('adds this browser, lists it, and removes it; another person’s device is not found', async () => {
    const added = await gateway.execute<{ setPushSubscription: Settings }>(
      SUBSCRIBE,
      { input: subscription('crew') },
      { token: crewToken },
    );
    expect(added.errors).toBeUndefined();
    const devices = added.data?.setPushSubscription.devices ?? [];
    expect(devices.map((device) => device.label)).toEqual(['Chrome (crew)']);
    const chiefToken = await gateway.api.signInAs('chief');
    const theirs = await gateway.execute(REMOVE, { id: devices[0]?.id }, { token: chiefToken });
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    const removed = await gateway.execute<{ removePushDevice: Settings }>(
      REMOVE,
      { id: devices[0]?.id },
      { token: crewToken },
    );
    expect(removed.data?.removePushDevice.devices).toEqual([]);
    const foreign = await gateway.execute(
      SUBSCRIBE,
      { input: { ...subscription('x'), endpoint: 'https://evil.test/push' } },
      { token: crewToken },
    );
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
  });

  it('needs a sign-in', async () => {
    expect(errorCode(await gateway.execute(SCREEN))).toBe('UNAUTHENTICATED');
  });
});
