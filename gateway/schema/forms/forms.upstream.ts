import { z } from 'zod';
import { FORM_PURPOSES, QUESTION_KINDS } from '../../../machines/formAnswers';
import { upstreamOperation } from '../../upstream/api-client';
import { dateTimeSchema, idSchema } from '../shared/shared.upstream';

// The forms area's /api/v1 endpoints and shapes (api/routes/forms).

const questionSchema = z.object({
  id: idSchema,
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  integer: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const formSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  purpose: z.enum(FORM_PURPOSES),
  questions: z.array(questionSchema),
});
export type UpstreamForm = z.output<typeof formSchema>;

export const formToFillSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  requiredCount: z.number().int(),
});
export type UpstreamFormToFill = z.output<typeof formToFillSchema>;

export const formResultSchema = z.object({
  id: idSchema,
  formId: idSchema,
  submittedAt: dateTimeSchema,
  answerCount: z.number().int(),
});
export type UpstreamFormResult = z.output<typeof formResultSchema>;

export const getForm = upstreamOperation('GET', '/forms/perform/{id}', formSchema);
export const listFormsToFill = upstreamOperation(
  'GET',
  '/formsToFill',
  z.object({ items: z.array(formToFillSchema) }),
);
export const postFormResult = upstreamOperation('POST', '/formResults/perform', formResultSchema);
