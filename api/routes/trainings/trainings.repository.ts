import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { formatTimestamp } from '../../lib/format';
import type { TrainingParticipationStatus } from '../../../machines/trainingRegistration.machine';
import { trainingParticipants, trainings } from './trainings.tables';
import type { Training } from './trainings.schemas';

/** Whose places: always the caller's own (a person's trainings screen; api/routes/trainings/README.md, Trainings and registration). */
export interface TrainingScope {
  tenantId: number;
  personId: number | null;
}

const takenSeats =
  sql<number>`(select count(*) from training_participants tp where tp.training_id = "trainings"."id" and tp.status in ('registered', 'completed'))`.mapWith(
    Number,
  );

type Row = {
  training: typeof trainings.$inferSelect;
  status: TrainingParticipationStatus;
  taken: number;
};

function toTraining({ training, status, taken }: Row, now: Date): Training {
  // Registration never stays open past the training's begin, whatever the deadline says.
  const own = training.registrationDeadline;
  const deadline = own !== null && own < training.startsAt ? own : training.startsAt;
  const registrationOpen = now < deadline;
  return {
    id: training.id,
    title: training.title,
    description: training.description,
    place: training.place,
    startsAt: formatTimestamp(training.startsAt),
    endsAt: formatTimestamp(training.endsAt),
    registrationDeadline: formatTimestamp(deadline),
    capacity: training.capacity,
    takenSeats: taken,
    registrationOpen,
    seatLeft: training.capacity === null || taken < training.capacity,
    status,
  };
}

function selectOwn(db: Db, scope: TrainingScope, where?: SQL) {
  return db
    .select({ training: trainings, status: trainingParticipants.status, taken: takenSeats })
    .from(trainingParticipants)
    .innerJoin(
      trainings,
      and(
        eq(trainings.id, trainingParticipants.trainingId),
        eq(trainings.tenantId, trainingParticipants.tenantId),
      ),
    )
    .where(
      and(
        eq(trainingParticipants.tenantId, scope.tenantId),
        // A caller without a person (a project token) has no trainings.
        scope.personId === null ? sql`false` : eq(trainingParticipants.personId, scope.personId),
        where,
      ),
    );
}

/** The caller's trainings, the next first, then the past ones. */
export async function listTrainings(
  db: Db,
  scope: TrainingScope,
  options: { limit: number; page: number; now: Date },
): Promise<{ items: Training[]; total: number }> {
  const rows = await selectOwn(db, scope)
    .orderBy(
      sql`${trainings.endsAt} < ${options.now.toISOString()}`,
      asc(trainings.startsAt),
      asc(trainings.id),
    )
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(trainingParticipants)
    .where(
      and(
        eq(trainingParticipants.tenantId, scope.tenantId),
        scope.personId === null ? sql`false` : eq(trainingParticipants.personId, scope.personId),
      ),
    );
  return { items: rows.map((row) => toTraining(row, options.now)), total: counted?.total ?? 0 };
}

export async function findTraining(
  db: Db,
  scope: TrainingScope,
  id: number,
  now: Date,
): Promise<Training | undefined> {
  const [row] = await selectOwn(db, scope, eq(trainingParticipants.trainingId, id));
  return row && toTraining(row, now);
}

/**
 * The caller's place in a training with the training's row locked (FOR UPDATE), so two people
 * taking the last seat are decided one after the other (PGlite runs one transaction at a time anyway).
 */
export async function lockTraining(
  tx: Tx,
  scope: TrainingScope,
  id: number,
  now: Date,
): Promise<Training | undefined> {
  if (scope.personId === null) return undefined;
  const [locked] = await tx
    .select({ id: trainings.id })
    .from(trainings)
    .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.id, id)))
    .for('update');
  if (!locked) return undefined;
  return findTraining(tx, scope, id, now);
}

/** Compare-and-set: moves the caller's place from `from` to `to`; false when it was no longer `from`. */
export async function moveParticipation(
  tx: Tx,
  scope: TrainingScope,
  id: number,
  change: { from: TrainingParticipationStatus; to: TrainingParticipationStatus; at: Date },
): Promise<boolean> {
  if (scope.personId === null) return false;
  const moved = await tx
    .update(trainingParticipants)
    .set({ status: change.to, changedAt: change.at })
    .where(
      and(
        eq(trainingParticipants.tenantId, scope.tenantId),
        eq(trainingParticipants.personId, scope.personId),
        eq(trainingParticipants.trainingId, id),
        eq(trainingParticipants.status, change.from),
      ),
    )
    .returning({ id: trainingParticipants.id });
  return moved.length === 1;
}
