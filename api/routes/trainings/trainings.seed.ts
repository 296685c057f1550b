import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { Db } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import type { TrainingParticipationStatus } from '../../../machines/trainingRegistration.machine';
import { trainingParticipants, trainings } from './trainings.tables';

type TrainingInsert = Omit<typeof trainings.$inferInsert, 'tenantId'>;

export async function createTraining(
  db: Db,
  tenantId: number,
  values: TrainingInsert,
  places: { personId: number; status: TrainingParticipationStatus; changedAt: Date }[] = [],
) {
  const [training] = await db
    .insert(trainings)
    .values({ tenantId, ...values })
    .returning();
  if (!training) throw new Error('training insert returned nothing');
  for (const place of places) {
    await db.insert(trainingParticipants).values({ tenantId, trainingId: training.id, ...place });
  }
  return training;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's trainings, relative to the seed's `now`: crew@ meets every case of the screen — one
 * to register for, one registered (can still unregister), one completed, one full (its two seats
 * taken by Mila and Noah), one whose deadline has passed; chief@ a registered and a completed one.
 */
export async function seedDemoTrainings(core: DemoCore): Promise<void> {
  const { tx, tenantId, persons, now } = core;
  // Whole hours in UTC, so the times read well in any zone.
  const at = (days: number, hour: number) => {
    const day = new Date(now.getTime() + days * DAY);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
  };

  await createTraining(
    tx,
    tenantId,
    {
      title: 'Working at height: harness refresher',
      description:
        'Fitting and checking a full-body harness, fall arrest and rescue plan. Bring your own harness if you have one.',
      place: 'Warehouse Amsterdam-Noord, training hall',
      startsAt: at(10, 8),
      endsAt: at(10, 12),
      registrationDeadline: at(7, 22),
      capacity: 12,
    },
    [
      { personId: persons.crew, status: 'invited', changedAt: now },
      { personId: persons.mila, status: 'registered', changedAt: now },
    ],
  );
  await createTraining(
    tx,
    tenantId,
    {
      title: 'Forklift licence renewal',
      description:
        'Theory refresher and the practical test for the counterbalance forklift licence.',
      place: 'Ahoy Rotterdam, loading dock C',
      startsAt: at(20, 7),
      endsAt: at(20, 15),
      registrationDeadline: at(14, 22),
      capacity: 6,
    },
    [
      { personId: persons.crew, status: 'registered', changedAt: now },
      { personId: persons.noah, status: 'registered', changedAt: now },
    ],
  );
  await createTraining(
    tx,
    tenantId,
    {
      title: 'First aid at events',
      description: 'Basic life support, the AED and what to do until the medics arrive.',
      place: 'Red Cross training centre, Utrecht',
      startsAt: at(-60, 8),
      endsAt: at(-60, 16),
      registrationDeadline: at(-67, 22),
      capacity: 16,
    },
    [
      { personId: persons.crew, status: 'completed', changedAt: now },
      { personId: persons.chief, status: 'completed', changedAt: now },
    ],
  );
  await createTraining(
    tx,
    tenantId,
    {
      title: 'Rigging basics: motors and truss',
      description: 'Chain hoists, truss types, slings and shackles; hands-on in small groups.',
      place: 'Warehouse Amsterdam-Noord, rigging floor',
      startsAt: at(25, 8),
      endsAt: at(25, 17),
      registrationDeadline: at(18, 22),
      capacity: 2,
    },
    [
      { personId: persons.crew, status: 'invited', changedAt: now },
      { personId: persons.mila, status: 'registered', changedAt: now },
      { personId: persons.noah, status: 'registered', changedAt: now },
    ],
  );
  await createTraining(
    tx,
    tenantId,
    {
      title: 'Fire safety and evacuation',
      description: 'Extinguishers, fire blankets and the venue evacuation routes.',
      place: 'Jaarbeurs Utrecht, hall 7',
      startsAt: at(3, 9),
      endsAt: at(3, 12),
      registrationDeadline: at(-1, 22),
      capacity: 20,
    },
    [{ personId: persons.crew, status: 'invited', changedAt: now }],
  );
  await createTraining(
    tx,
    tenantId,
    {
      title: 'Crew chief leadership day',
      description: 'Briefings, time sheets and handling the unexpected on site.',
      place: 'Office Amsterdam, meeting room 2',
      startsAt: at(12, 9),
      endsAt: at(12, 16),
      registrationDeadline: at(9, 22),
      capacity: 10,
    },
    [{ personId: persons.chief, status: 'registered', changedAt: now }],
  );
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'trainings',
    after: [],
    run: (core) => seedDemoTrainings(core),
  }),
];
