import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TrainingParticipationStatus } from '../../../machines/trainingRegistration.machine';
import { timestamptz } from '../../db/columns';
import { ownedByPerson, tenantRef } from '../../db/core.tables';

// The trainings area: the tenant's trainings (a date, a place, a registration deadline and a
// capacity) and each invited person's place in one, whose status follows
// machines/trainingRegistration.machine.ts.

export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    place: text('place').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** Registering and unregistering close here; null: when the training begins. */
    registrationDeadline: timestamptz('registration_deadline'),
    /** The seats; null: no limit. */
    capacity: integer('capacity'),
  },
  (t) => [index('trainings_tenant_start').on(t.tenantId, t.startsAt)],
);

/** A person invited to a training: invited, registered or completed. */
export const trainingParticipants = pgTable(
  'training_participants',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    personId: ownedByPerson(),
    status: text('status').$type<TrainingParticipationStatus>().notNull().default('invited'),
    /** When the status last changed. */
    changedAt: timestamptz('changed_at').notNull(),
  },
  (t) => [
    uniqueIndex('training_participants_unique').on(t.trainingId, t.personId),
    index('training_participants_person').on(t.tenantId, t.personId),
  ],
);
