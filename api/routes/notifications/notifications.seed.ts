import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { DemoCore } from '../../db/seed/core.seed';
import { notificationSettings } from '../../db/tables/notifications.tables';

/**
 * crew@ wants documents to sign by mail only (a record to file); chief@, who works late shows,
 * keeps quiet hours from 23:00 to 06:30 and gets shift reminders by push and mail. Everyone else
 * starts from the defaults (machines/notifications.types.ts). No push device is seeded: a device is
 * a real browser's subscription.
 */
export async function seedDemoNotifications(core: DemoCore): Promise<void> {
  const { tx, tenantId, persons, now } = core;
  await tx.insert(notificationSettings).values([
    { tenantId, personId: persons.crew, channels: { documentToSign: 'mail' }, updatedAt: now },
    {
      tenantId,
      personId: persons.chief,
      channels: { jobReminder: 'both' },
      quietFrom: '23:00',
      quietTo: '06:30',
      updatedAt: now,
    },
  ]);
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'notifications',
    after: [],
    run: (core) => seedDemoNotifications(core),
  }),
];
