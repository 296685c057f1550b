import type { AnswerValue, FormAnswers, FormQuestion } from '../../../machines/formAnswers';
import type { FormDraft, FormPlace } from '../../../machines/formFilling.machine';
import type { FormAnswerInput } from '../../gql/graphql';

// A form's draft in localStorage, per person and form (src/features/forms/README.md, Filling in a form): the answers, the place and
// the idempotency key of the send, so a closed tab or a reload loses nothing and a send repeated
// after a lost answer applies once.

export interface StoredDraft extends FormDraft {
  idempotencyKey: string;
}

const PREFIX = 'crewhub.formDraft.v1';

export function draftKey(personId: string, formId: string): string {
  return `${PREFIX}.${personId}.${formId}`;
}

function isPlace(value: unknown): value is FormPlace {
  return (
    value === 'summary' ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { questionId?: unknown }).questionId === 'number')
  );
}

/** The stored draft, or null when there is none or it cannot be read (a draft is a convenience). */
export function readDraft(storage: Storage, key: string): StoredDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (
      typeof parsed.answers !== 'object' ||
      parsed.answers === null ||
      !isPlace(parsed.place) ||
      typeof parsed.idempotencyKey !== 'string'
    ) {
      return null;
    }
    return { answers: parsed.answers, place: parsed.place, idempotencyKey: parsed.idempotencyKey };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, key: string, draft: StoredDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage loses only the convenience of the draft.
  }
}

export function removeDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the draft is gone with the storage.
  }
}

/** The place named by the path's optional {questionId}: 'summary', a question id, or none. */
export function placeFromPath(questionId: string | undefined): FormPlace | null {
  if (questionId === 'summary') return 'summary';
  if (questionId && /^\d{1,10}$/.test(questionId)) return { questionId: Number(questionId) };
  return null;
}

/** The path segment of a place. */
export function pathSegmentOf(place: FormPlace): string {
  return place === 'summary' ? 'summary' : String(place.questionId);
}

/** The typed GraphQL answer of one question's value. */
function inputOf(question: FormQuestion, value: AnswerValue): FormAnswerInput {
  const questionId = String(question.id);
  switch (question.kind) {
    case 'text':
      return { questionId, text: String(value) };
    case 'number':
      return { questionId, number: Number(value) };
    case 'yesNo':
      return { questionId, yesNo: Boolean(value) };
    case 'singleChoice':
      return { questionId, choice: String(value) };
    case 'multipleChoice':
      return { questionId, choices: Array.isArray(value) ? value : [] };
    case 'date':
      return { questionId, date: String(value) };
    case 'photo':
      return {
        questionId,
        photoId: typeof value === 'object' && !Array.isArray(value) ? String(value.photoId) : '',
      };
    case 'signature':
      return { questionId, signature: String(value) };
  }
}

/** The answers as the submitForm mutation takes them; unanswered questions are left out. */
export function answerInputs(
  questions: readonly FormQuestion[],
  answers: FormAnswers,
): FormAnswerInput[] {
  return questions.flatMap((question) => {
    const value = answers[String(question.id)];
    return value === undefined ? [] : [inputOf(question, value)];
  });
}
