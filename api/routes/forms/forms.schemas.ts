import { z } from 'zod';
import { FORM_PURPOSES, QUESTION_KINDS } from '../../../machines/formAnswers';
import { dayInput } from '../../lib/dates';
import { multilineText } from '../../lib/input.schemas';
import { bodyId, text, timestampSchema } from '../../lib/schemas';

// The forms area's shapes: routes validate and document with them, the repository builds values of
// their z.infer types. The rules of an answer are machines/formAnswers.ts; these only say its shape.

export const choiceOptionSchema = z.strictObject({ value: z.string(), label: z.string() });

export const formQuestionSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  integer: z.boolean(),
  options: z.array(choiceOptionSchema),
});

/** A form as its filler meets it: the questions in order. */
export const formSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  purpose: z.enum(FORM_PURPOSES),
  questions: z.array(formQuestionSchema),
});
export type Form = z.infer<typeof formSchema>;

/** A form waiting for the caller's answers (GET /formsToFill). */
export const formToFillSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  requiredCount: z.number().int(),
});
export type FormToFill = z.infer<typeof formToFillSchema>;

/**
 * A free-text answer keeps line breaks and tabs but, like text(), refuses NUL and the other control
 * characters (PostgreSQL refuses NUL in jsonb text).
 */
const freeText = multilineText;

const answerValueSchema = z.union([
  freeText().max(300_000),
  z.number(),
  z.boolean(),
  z.array(text().max(200)).max(100),
  z.strictObject({ photoId: bodyId }),
]);

export const resultContextSchema = z.strictObject({
  crewId: bodyId.optional(),
  /** The day the answer is about (a security check's day): a real day, 2026-02-30 is 400. */
  date: dayInput.optional(),
  shift: text().min(1).max(50).optional(),
});

export const formResultBody = z.strictObject({
  formId: bodyId,
  /** By question id. */
  answers: z.record(z.string().regex(/^\d{1,10}$/, 'must be a question id'), answerValueSchema),
  context: resultContextSchema.optional(),
});

export const formResultSchema = z.strictObject({
  id: z.number().int(),
  formId: z.number().int(),
  submittedAt: timestampSchema,
  answerCount: z.number().int(),
});
export type FormResult = z.infer<typeof formResultSchema>;

export const formPhotoSchema = z.strictObject({
  id: z.number().int(),
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type FormPhoto = z.infer<typeof formPhotoSchema>;
