import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, eq } from 'drizzle-orm';
import { persons } from '../../db/core.tables';
import type { DemoCore } from '../../db/seed/core.seed';
import type { FileStorage } from '../../lib/storage';
import type { MapService } from '../../../machines/profile.types';
import { portraitPng } from '../../lib/images';
import { personProfilePictures } from '../../db/tables/profile-pictures.tables';

/**
 * The demo's picture files: the seed runs without the file storage (it only has the database), so
 * the api makes these real PNGs in its storage the first time one is asked for (cheap, idempotent).
 */
export const DEMO_PORTRAITS = {
  'demo/portrait-teal.png': [0x1d, 0x6f, 0x73],
  'demo/portrait-amber.png': [0xb4, 0x63, 0x0d],
} as const satisfies Record<string, [number, number, number]>;

function isDemoPortrait(key: string): key is keyof typeof DEMO_PORTRAITS {
  return Object.hasOwn(DEMO_PORTRAITS, key);
}

/** A stored file's bytes; a missing demo portrait is made and stored on the way. */
export async function readPictureFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (stored || !isDemoPortrait(key)) return stored;
  const made = portraitPng(96, [...DEMO_PORTRAITS[key]]);
  await storage.put(key, made, 'image/png');
  return made;
}

type ProfileValues = {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  birthday: string;
  timeZone: string;
  mapService: MapService;
};

/** The demo people's profiles (addresses, birthdays, zones, map services) by e-mail. */
const DEMO_PROFILES: Record<string, ProfileValues> = {
  'crew@demo.test': {
    street: 'Prinsengracht 263',
    postalCode: '1016 GV',
    city: 'Amsterdam',
    country: 'NL',
    birthday: '1996-04-18',
    timeZone: 'Europe/Amsterdam',
    mapService: 'google',
  },
  // The crew member in another time zone: works the UK jobs from London.
  'chief@demo.test': {
    street: '14 Upper Street',
    postalCode: 'N1 0PQ',
    city: 'London',
    country: 'GB',
    birthday: '1984-09-02',
    timeZone: 'Europe/London',
    mapService: 'apple',
  },
  'planner@demo.test': {
    street: 'Coolsingel 40',
    postalCode: '3011 AD',
    city: 'Rotterdam',
    country: 'NL',
    birthday: '1990-01-27',
    timeZone: 'Europe/Amsterdam',
    mapService: 'openStreetMap',
  },
  'client@demo.test': {
    street: '22 Wharf Road',
    postalCode: 'N1 7GR',
    city: 'London',
    country: 'GB',
    birthday: '1979-06-11',
    timeZone: 'Europe/London',
    mapService: 'google',
  },
  'office@demo.test': {
    street: 'Königsallee 12',
    postalCode: '40212',
    city: 'Düsseldorf',
    country: 'DE',
    birthday: '1988-12-05',
    timeZone: 'Europe/Berlin',
    mapService: 'waze',
  },
};

/**
 * Profiles for the demo accounts, an approved picture for chief@ and a picture of crew@ still
 * waiting for approval (so a new user signing in as crew@ sees 'Uploaded file is subject to approval').
 */
export async function seedDemoProfiles(core: DemoCore): Promise<void> {
  const { tx, tenantId, now } = core;
  for (const [email, values] of Object.entries(DEMO_PROFILES)) {
    await tx
      .update(persons)
      .set(values)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.email, email)));
  }
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const portrait = (key: keyof typeof DEMO_PORTRAITS) => ({
    storageKey: key,
    contentType: 'image/png',
    byteSize: portraitPng(96, [...DEMO_PORTRAITS[key]]).length,
  });
  await tx.insert(personProfilePictures).values([
    {
      tenantId,
      personId: core.persons.chief,
      status: 'approved',
      ...portrait('demo/portrait-amber.png'),
      uploadedAt: daysAgo(40),
      decidedAt: daysAgo(39),
    },
    {
      tenantId,
      personId: core.persons.crew,
      status: 'pending',
      ...portrait('demo/portrait-teal.png'),
      uploadedAt: daysAgo(1),
    },
  ]);
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'profile',
    after: [],
    run: (core) => seedDemoProfiles(core),
  }),
];
