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
import type {
  AnswerValue,
  ChoiceOption,
  FormPurpose,
  QuestionKind,
} from '../../../machines/formAnswers';
import { timestamptz } from '../../db/columns';
import { ownedByPerson, persons, roles, tenantRef } from '../../db/core.tables';

// The forms area: a form is an ordered list of questions with rules
// (machines/formAnswers.ts), assigned to people or opened to a role; a result is one person's
// answers, with an optional context (a crew, a day, a shift) for forms filled in about something.

export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 'general' forms are listed to fill in; others are opened from their area (the security check). */
    purpose: text('purpose').$type<FormPurpose>().notNull().default('general'),
  },
  (t) => [index('forms_tenant').on(t.tenantId)],
);

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

/** The optional subject of a result (the security check: a crew, a day, a shift). */
export interface FormResultContext {
  crewId?: number;
  date?: string;
  shift?: string;
}

export const formResults = pgTable(
  'form_results',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    personId: ownedByPerson(),
    /** By question id; a blank optional answer is not stored. */
    answers: jsonb('answers').$type<Record<string, AnswerValue>>().notNull(),
    context: jsonb('context').$type<FormResultContext>(),
    submittedAt: timestamptz('submitted_at').notNull(),
  },
  (t) => [index('form_results_person').on(t.tenantId, t.personId, t.formId)],
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
