import { z } from 'zod';
import type { Principal } from '../../auth/accounts';
import { defineApiArea } from '../../lib/area';
import { badUserInput, forbidden, notFound } from '../../lib/errors';
import { errorSchema, idParam, okSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { notificationHandlers } from '../../lib/notify/notify';
import {
  notificationSettingsInput,
  notificationSettingsSchema,
  pushDeviceSchema,
  pushEndpointInput,
  pushSubscriptionInput,
} from './notifications.schemas';
import {
  deleteDevice,
  listDevices,
  readSettings,
  saveDevice,
  writeSettings,
} from './notifications.repository';
import type { PersonScope } from './notifications.repository';
import { isAllowedEndpoint, vapidKeys } from '../../lib/push/push';
import { startWorker, workDueJobs } from '../../lib/queue/queue';
import { closeMailTransports } from '../../lib/mail/mail';

// The person's own notification channels, quiet hours and push devices (persons READ,
// always the caller's own: another person's device is 404), and the queue worker that sends.

/** The caller's own person; project and plus-crew tokens have none. */
function ownScope(principal: Principal | null): PersonScope {
  if (!principal || principal.personId === null)
    throw forbidden('Notification settings belong to a person');
  return { tenantId: principal.tenantId, personId: principal.personId };
}

const deviceNotFound = () => notFound('Push subscription not found', 'PUSH_SUBSCRIPTION_NOT_FOUND');
const personRead = { right: { resource: 'persons', action: 'READ' } } as const;

export async function notificationsRoutes(
  api: ApiInstance,
  { database, config, clock }: RouteContext,
): Promise<void> {
  async function settingsOf(scope: PersonScope) {
    const settings = await readSettings(database.db, scope);
    if (!settings) throw new Error('the signed-in person has no row');
    return { ...settings, vapidPublicKey: vapidKeys(config).publicKey };
  }

  api.get(
    '/notificationSettings',
    {
      config: personRead,
      schema: { response: { 200: notificationSettingsSchema, 403: errorSchema } },
    },
    async (request) => settingsOf(ownScope(request.principal)),
  );

  api.post(
    '/notificationSettings',
    {
      config: personRead,
      schema: {
        body: notificationSettingsInput,
        response: { 200: notificationSettingsSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const scope = ownScope(request.principal);
      await writeSettings(database.db, scope, request.body, clock.now());
      return settingsOf(scope);
    },
  );

  api.get(
    '/pushNotificationSubscriptions',
    {
      config: personRead,
      schema: {
        response: { 200: z.strictObject({ items: z.array(pushDeviceSchema) }), 403: errorSchema },
      },
    },
    async (request) => ({ items: await listDevices(database.db, ownScope(request.principal)) }),
  );

  // SPEC.md §7: the browser's subscription for the caller (a repeat with the same endpoint updates it).
  api.post(
    '/setPushNotificationSubscription',
    {
      config: personRead,
      schema: {
        body: pushSubscriptionInput,
        response: { 200: pushDeviceSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const scope = ownScope(request.principal);
      const { endpoint, keys, label } = request.body;
      if (!isAllowedEndpoint(endpoint, config.pushEndpointOrigins)) {
        throw badUserInput('The endpoint is not a known push service', 'PUSH_ENDPOINT_NOT_ALLOWED');
      }
      return saveDevice(
        database.db,
        scope,
        {
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          label,
        },
        clock.now(),
      );
    },
  );

  // SPEC.md §7: this browser stops receiving push (push turned off on this device).
  api.post(
    '/deletePushNotificationSubscription',
    {
      config: personRead,
      schema: {
        body: pushEndpointInput,
        response: { 200: okSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (
        !(await deleteDevice(database.db, ownScope(request.principal), {
          endpoint: request.body.endpoint,
        }))
      )
        throw deviceNotFound();
      return { ok: true as const };
    },
  );

  // The profile's device list: remove one (another browser of the person's).
  api.delete(
    '/pushNotificationSubscriptions/:id',
    {
      config: personRead,
      schema: {
        params: z.strictObject({ id: idParam }),
        response: { 200: okSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (
        !(await deleteDevice(database.db, ownScope(request.principal), { id: request.params.id }))
      )
        throw deviceNotFound();
      return { ok: true as const };
    },
  );

  if (config.queueWorker) {
    const handlers = notificationHandlers(database, config, api.log);
    const worker = startWorker(
      () => workDueJobs(database, handlers, api.log, () => clock.now()),
      api.log,
    );
    api.addHook('onClose', async () => {
      await worker.stop();
      closeMailTransports();
    });
  }
}

export default defineApiArea({ name: 'notifications', routes: notificationsRoutes });
