// The form engine's rules: what a question is and which answers it accepts. Pure TypeScript (its one
// import is the shared day rule), shared by the api (POST /formResults/perform refuses what these refuse, 400 and nothing
// written), the gateway's types and the app (the screen refuses the same answers before moving on)
// — api/routes/forms/README.md, One forms engine.

import { isRealDay } from './dateFormats';

/** The kinds of question a form may ask. */
export const QUESTION_KINDS = [
  'text',
  'number',
  'yesNo',
  'singleChoice',
  'multipleChoice',
  'date',
  'photo',
  'signature',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Why a form exists, so another area adds its own form without a new engine (the crew chief's security check). */
export const FORM_PURPOSES = ['general', 'securityCheck'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];

export interface ChoiceOption {
  /** Stored in the answer; stable when the label is reworded. */
  value: string;
  label: string;
}

/** The rules of one question; which fields apply depends on `kind` (unused ones are null). */
export interface FormQuestion {
  id: number;
  kind: QuestionKind;
  label: string;
  /** A hint under the question, or null. */
  help: string | null;
  required: boolean;
  /** text: the most characters; null: TEXT_MAX_LENGTH. */
  maxLength: number | null;
  /** number: the smallest and largest value accepted (null: no bound). */
  min: number | null;
  max: number | null;
  /** number: whole numbers only. */
  integer: boolean;
  /** singleChoice / multipleChoice: the options; empty for other kinds. */
  options: ChoiceOption[];
}

/** A photo answer: an upload of this person for this form (POST /forms/perform/{id}/photos). */
export interface PhotoAnswer {
  photoId: number;
}

/** What an answer holds for each kind (an unanswered question has no entry at all). */
export type AnswerValue = string | number | boolean | string[] | PhotoAnswer;
export type FormAnswers = Record<string, AnswerValue>;

/** Why an answer is refused; the app translates each code, the api sends it in `details`. */
export const ANSWER_PROBLEMS = [
  'required',
  'wrongType',
  'tooLong',
  'notANumber',
  'notAWholeNumber',
  'belowMin',
  'aboveMax',
  'notAnOption',
  'notADate',
  'notAPhoto',
  'notASignature',
  'signatureTooLarge',
  'unknownQuestion',
] as const;
export type AnswerProblem = (typeof ANSWER_PROBLEMS)[number];

/** A text answer longer than this is refused whatever the question says. */
export const TEXT_MAX_LENGTH = 2000;
/** A signature is a PNG of at most this many bytes (a drawn signature at phone size is far smaller). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isEmpty(value: AnswerValue | undefined | null): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** True for a real calendar day written YYYY-MM-DD (dateFormats.ts's rule). */
export const isCalendarDate = isRealDay;

/** The bytes of a signature data URL, or null when it is not base64 PNG data. */
export function signatureBytes(value: string): Uint8Array | null {
  if (!value.startsWith(SIGNATURE_PREFIX)) return null;
  const base64 = value.slice(SIGNATURE_PREFIX.length);
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    return null;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  if (bytes.length < PNG_MAGIC.length || !PNG_MAGIC.every((byte, index) => bytes[index] === byte))
    return null;
  return bytes;
}

/**
 * Why `value` is not an acceptable answer to `question`, or null when it is. An empty answer is
 * refused only when the question is required (an optional question may stay unanswered).
 */
export function answerProblem(
  question: FormQuestion,
  value: AnswerValue | undefined | null,
): AnswerProblem | null {
  if (value === undefined || value === null || isEmpty(value))
    return question.required ? 'required' : null;
  switch (question.kind) {
    case 'text':
      if (typeof value !== 'string') return 'wrongType';
      return value.length > (question.maxLength ?? TEXT_MAX_LENGTH) ? 'tooLong' : null;
    case 'number':
      if (typeof value !== 'number') return 'wrongType';
      if (!Number.isFinite(value)) return 'notANumber';
      if (question.integer && !Number.isInteger(value)) return 'notAWholeNumber';
      if (question.min !== null && value < question.min) return 'belowMin';
      if (question.max !== null && value > question.max) return 'aboveMax';
      return null;
    case 'yesNo':
      return typeof value === 'boolean' ? null : 'wrongType';
    case 'singleChoice':
      if (typeof value !== 'string') return 'wrongType';
      return question.options.some((option) => option.value === value) ? null : 'notAnOption';
    case 'multipleChoice': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
        return 'wrongType';
      if (new Set(value).size !== value.length) return 'notAnOption';
      return value.every((item) => question.options.some((option) => option.value === item))
        ? null
        : 'notAnOption';
    }
    case 'date':
      if (typeof value !== 'string') return 'wrongType';
      return isCalendarDate(value) ? null : 'notADate';
    case 'photo':
      return typeof value === 'object' &&
        !Array.isArray(value) &&
        Number.isInteger(value.photoId) &&
        value.photoId > 0
        ? null
        : 'notAPhoto';
    case 'signature': {
      if (typeof value !== 'string') return 'wrongType';
      if (value.length > SIGNATURE_PREFIX.length + Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 4)
        return 'signatureTooLarge';
      const bytes = signatureBytes(value);
      if (!bytes) return 'notASignature';
      return bytes.length > SIGNATURE_MAX_BYTES ? 'signatureTooLarge' : null;
    }
  }
}

export interface AnswerRefusal {
  /** The question's id as a string ('' for the answers as a whole). */
  questionId: string;
  problem: AnswerProblem;
}

/**
 * Every refusal of a whole set of answers: each question's problem, and an answer to a question
 * the form does not have. Empty: the answers may be sent.
 */
export function answersRefusals(
  questions: readonly FormQuestion[],
  answers: FormAnswers,
): AnswerRefusal[] {
  const refusals: AnswerRefusal[] = [];
  const known = new Set(questions.map((question) => String(question.id)));
  for (const questionId of Object.keys(answers)) {
    if (!known.has(questionId)) refusals.push({ questionId, problem: 'unknownQuestion' });
  }
  for (const question of questions) {
    const problem = answerProblem(question, answers[String(question.id)]);
    if (problem) refusals.push({ questionId: String(question.id), problem });
  }
  return refusals;
}

/** The answers without the empty ones (an optional question left blank is not stored). */
export function givenAnswers(answers: FormAnswers): FormAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => !isEmpty(value)));
}
