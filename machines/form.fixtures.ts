import type { FormQuestion } from './formAnswers';

// Questions for tests anywhere (machines, app, api): one of every kind, with rules.

const base = {
  help: null,
  required: false,
  maxLength: null,
  min: null,
  max: null,
  integer: false,
  options: [],
};

/** A 1×1 transparent PNG as a signature answer. */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function questionFixture(
  overrides: Partial<FormQuestion> & Pick<FormQuestion, 'id' | 'kind'>,
): FormQuestion {
  return { ...base, label: `Question ${overrides.id}`, ...overrides };
}

/** Every kind once; the text, number, date and signature are required. */
export const EVERY_KIND: FormQuestion[] = [
  questionFixture({ id: 1, kind: 'text', required: true, maxLength: 20 }),
  questionFixture({ id: 2, kind: 'number', required: true, min: 0, max: 10, integer: true }),
  questionFixture({ id: 3, kind: 'yesNo' }),
  questionFixture({
    id: 4,
    kind: 'singleChoice',
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  }),
  questionFixture({
    id: 5,
    kind: 'multipleChoice',
    options: [
      { value: 'x', label: 'X' },
      { value: 'y', label: 'Y' },
    ],
  }),
  questionFixture({ id: 6, kind: 'date', required: true }),
  questionFixture({ id: 7, kind: 'photo' }),
  questionFixture({ id: 8, kind: 'signature', required: true }),
];
