import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChoiceOption, QuestionKind } from '../../../machines/formAnswers';
import { timestamptz } from '../../db/columns';
import { ownedByPerson, persons, roles, tenantRef } from '../../db/core.tables';
import { forms, formResults } from '../../db/tables/forms.tables';

// The forms area's own tables: a form's questions, to whom it is assigned or opened (a role), and
// the photos of an answer. Forms and results are shared (api/db/tables/forms.tables.ts).

export const formQuestions = pgTable(
  'form_questions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<QuestionKind>().notNull(),
    label: text('label').notNull(),
    help: text('help'),
    required: boolean('required').notNull().default(false),
    maxLength: integer('max_length'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    integer: boolean('integer').notNull().default(false),
    options: jsonb('options').$type<ChoiceOption[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('form_questions_position').on(t.formId, t.position)],
);

/** Who fills a form in: one person, or everyone with a role. */
export const formAssignments = pgTable(
  'form_assignments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('form_assignments_form').on(t.tenantId, t.formId)],
);

/** A photo uploaded for a photo answer; attached to its result when the answers are sent. */
export const formPhotos = pgTable(
  'form_photos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    personId: ownedByPerson(),
    resultId: integer('result_id').references(() => formResults.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
  },
  (t) => [index('form_photos_person').on(t.tenantId, t.personId, t.formId)],
);
