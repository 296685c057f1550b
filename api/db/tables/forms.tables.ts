import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AnswerValue, FormPurpose } from '../../../machines/formAnswers';
import { timestamptz } from '../columns';
import { ownedByPerson, tenantRef } from '../core.tables';

// Forms and their results, which the crews area reads for its security checks: a form is an ordered
// list of questions with rules (machines/formAnswers.ts); a result is one person's answers, with an
// optional context (a crew, a day, a shift) for forms filled in about something.

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
