import { defineDemoSeed } from '../../db/seed/area-seeds';
import { encodeRgbPng } from '../../lib/png';
import type { DemoCore } from '../../db/seed/core.seed';
import type { Tx } from '../../db/database';
import type { FileStorage } from '../../lib/storage';
import { formResults } from '../../db/tables/forms.tables';
import type { DemoCrew } from '../projects/projects.seed';
import type { DemoSeedResults } from '../../db/seed/area-seeds';
import { crewPhotos, crewSecurityChecks, crewShiftEvents, qualityCheckTypes } from './crews.tables';
import type { CrewPhotoStatus } from './crews.tables';
import { securityCheckDateOf, securityCheckShiftOf } from '../../../machines/securityCheckShift';

// The crews area's photos and security checks in the demo: quality check types, the forms seed's
// security check form on chief@'s crews (today's still to answer, yesterday's answered), and
// photos on both crews. Like the demo portraits, the photos' files are made by the api the first
// time one is asked for (the seed has the database only): real PNGs of a stage scene.

export const QUALITY_CHECK_TYPES = [
  'Crowd safety',
  'Electrical safety',
  'Fire safety',
  'Rigging inspection',
] as const;

/** The demo photo files by storage key: a stage scene in each colour. */
export const DEMO_CREW_PHOTOS = {
  'demo/crew-photo-stage.png': [0x2b, 0x3a, 0x67],
  'demo/crew-photo-truss.png': [0x7a, 0x1f, 0x3d],
  'demo/crew-photo-dock.png': [0x1d, 0x6f, 0x73],
  'demo/crew-photo-hall.png': [0x8a, 0x5a, 0x0b],
} as const satisfies Record<string, [number, number, number]>;
type DemoPhotoKey = keyof typeof DEMO_CREW_PHOTOS;

/** A real 160×120 PNG: a stage (the colour) under a truss, with a floor; a picture, not noise. */
export function stagePhotoPng([r, g, b]: readonly [number, number, number]): Buffer {
  const width = 160;
  const height = 120;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const truss =
        y >= 14 && y <= 20 && x >= 10 && x <= 150 && (y === 14 || y === 20 || (x + y) % 6 === 0);
      const stage = y > 40 && y < 90 && x > 20 && x < 140;
      const light = (x - 50) ** 2 + (y - 28) ** 2 < 25 || (x - 110) ** 2 + (y - 28) ** 2 < 25;
      const pixel: [number, number, number] = truss
        ? [0xc0, 0xc0, 0xc8]
        : light
          ? [0xff, 0xf0, 0xa0]
          : stage
            ? [r, g, b]
            : y >= 90
              ? [0x40, 0x38, 0x30]
              : [0x10, 0x12, 0x18];
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  return encodeRgbPng(width, height, rows);
}

function isDemoPhoto(key: string): key is DemoPhotoKey {
  return Object.hasOwn(DEMO_CREW_PHOTOS, key);
}

/** A stored crew photo's bytes; a missing demo photo is made and stored on the way. */
export async function readCrewPhotoFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (stored || !isDemoPhoto(key)) return stored;
  const made = stagePhotoPng(DEMO_CREW_PHOTOS[key]);
  await storage.put(key, made, 'image/png');
  return made;
}

async function addPhoto(
  tx: Tx,
  tenantId: number,
  crew: DemoCrew,
  key: DemoPhotoKey,
  status: CrewPhotoStatus,
  takenAt: Date,
) {
  const [photo] = await tx
    .insert(crewPhotos)
    .values({
      tenantId,
      crewId: crew.id,
      personId: crew.crewChiefPersonId,
      storageKey: key,
      contentType: 'image/png',
      byteSize: stagePhotoPng(DEMO_CREW_PHOTOS[key]).length,
      status,
      takenAt,
      uploadedAt: takenAt,
    })
    .returning({ id: crewPhotos.id });
  if (!photo) throw new Error('crew photo insert returned nothing');
  await tx.insert(crewShiftEvents).values({
    tenantId,
    crewId: crew.id,
    type: 'photo.upload',
    actorPersonId: crew.crewChiefPersonId,
    payload: { photoId: photo.id, demo: true },
    createdAt: takenAt,
  });
}

/**
 * Quality check types; the venue security check on chief@'s crew today (to answer) and yesterday
 * (answered by chief@ for its shift); two photos on each crew, one of yesterday's approved.
 */
export async function seedDemoCrewMedia(
  core: DemoCore,
  crews: { today: DemoCrew; yesterday: DemoCrew | null },
  form: DemoSecurityCheckForm,
): Promise<void> {
  const { tx, tenantId } = core;
  const types = await tx
    .insert(qualityCheckTypes)
    .values(QUALITY_CHECK_TYPES.map((name) => ({ tenantId, name })))
    .returning({ id: qualityCheckTypes.id, name: qualityCheckTypes.name });
  const fireSafety = types.find((type) => type.name === 'Fire safety')?.id ?? null;
  for (const crew of [crews.today, crews.yesterday]) {
    if (crew)
      await tx
        .insert(crewSecurityChecks)
        .values({ tenantId, crewId: crew.id, formId: form.id, qualityCheckTypeId: fireSafety });
  }
  const hours = (crew: DemoCrew, offset: number) =>
    new Date(crew.startsAt.getTime() + offset * 3_600_000);
  await addPhoto(
    tx,
    tenantId,
    crews.today,
    'demo/crew-photo-stage.png',
    'pending',
    hours(crews.today, 0.5),
  );
  await addPhoto(
    tx,
    tenantId,
    crews.today,
    'demo/crew-photo-truss.png',
    'pending',
    hours(crews.today, 1),
  );
  const yesterday = crews.yesterday;
  if (!yesterday || yesterday.crewChiefPersonId === null) return;
  await addPhoto(
    tx,
    tenantId,
    yesterday,
    'demo/crew-photo-dock.png',
    'approved',
    hours(yesterday, 1),
  );
  await addPhoto(
    tx,
    tenantId,
    yesterday,
    'demo/crew-photo-hall.png',
    'rejected',
    hours(yesterday, 3),
  );
  // Yesterday's check, answered by its crew chief (no photo file: the answer names none).
  const answers: Record<string, boolean | number | string> = {};
  form.questions.forEach((question) => {
    const id = String(question.id);
    if (question.kind === 'yesNo') answers[id] = true;
    if (question.kind === 'number') answers[id] = 8;
    if (question.kind === 'text') answers[id] = 'Cable ramp at door 4 taped down again.';
    if (question.kind === 'signature') answers[id] = TINY_SIGNATURE_PNG;
  });
  const submittedAt = hours(yesterday, 0.25);
  const shift = securityCheckShiftOf(yesterday.startsAt);
  await tx.insert(formResults).values({
    tenantId,
    formId: form.id,
    personId: yesterday.crewChiefPersonId,
    answers,
    context: { crewId: yesterday.id, date: securityCheckDateOf(yesterday.startsAt), shift },
    submittedAt,
  });
  await tx.insert(crewShiftEvents).values({
    tenantId,
    crewId: yesterday.id,
    type: 'securityCheck.answer',
    actorPersonId: yesterday.crewChiefPersonId,
    payload: { formId: form.id, date: securityCheckDateOf(yesterday.startsAt), shift, demo: true },
    createdAt: submittedAt,
  });
}

/** The forms seed's security check form (forms.seed.ts), read by its seed result, not imported. */
type DemoSecurityCheckForm = DemoSeedResults['forms']['securityCheck'];

/** A 1×1 PNG as a data URL: yesterday's stored signature in the demo. */
const TINY_SIGNATURE_PNG = `data:image/png;base64,${encodeRgbPng(1, 1, [Buffer.from([0, 0, 0, 0])]).toString('base64')}`;

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'crew-media',
    after: ['forms', 'sign-off', 'crews'],
    run: async (core, { resultOf }) => {
      const crews = resultOf('crews');
      await seedDemoCrewMedia(
        core,
        { today: crews.mainStage, yesterday: crews.yesterday },
        resultOf('forms').securityCheck,
      );
    },
  }),
];
