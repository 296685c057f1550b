import { describe, expect, it } from 'vitest';
import { TINY_PNG_DATA_URL, EVERY_KIND, questionFixture } from './form.fixtures';
import {
  answerProblem,
  answersRefusals,
  givenAnswers,
  isCalendarDate,
  signatureBytes,
  SIGNATURE_MAX_BYTES,
} from './formAnswers';

const [text, number, yesNo, single, multiple, date, photo, signature] = EVERY_KIND as [
  (typeof EVERY_KIND)[number],
  (typeof EVERY_KIND)[number],
  (typeof EVERY_KIND)[number],
  (typeof EVERY_KIND)[number],
  (typeof EVERY_KIND)[number],
  (typeof EVERY_KIND)[number],
  (typeof EVERY_KIND)[number],
  (typeof EVERY_KIND)[number],
];

describe('answerProblem', () => {
  it('refuses an empty answer only to a required question', () => {
    expect(answerProblem(text, undefined)).toBe('required');
    expect(answerProblem(text, '   ')).toBe('required');
    expect(answerProblem(multiple, [])).toBeNull();
    expect(answerProblem({ ...multiple, required: true }, [])).toBe('required');
    expect(answerProblem(yesNo, undefined)).toBeNull();
  });

  it('applies each kind’s rules', () => {
    expect(answerProblem(text, 'fine')).toBeNull();
    expect(answerProblem(text, 'x'.repeat(21))).toBe('tooLong');
    expect(answerProblem(questionFixture({ id: 9, kind: 'text' }), 'x'.repeat(2001))).toBe(
      'tooLong',
    );
    expect(answerProblem(text, 3)).toBe('wrongType');
    expect(answerProblem(number, 4)).toBeNull();
    expect(answerProblem(number, 4.5)).toBe('notAWholeNumber');
    expect(answerProblem(number, -1)).toBe('belowMin');
    expect(answerProblem(number, 11)).toBe('aboveMax');
    expect(answerProblem(number, Number.NaN)).toBe('notANumber');
    expect(answerProblem(number, '4')).toBe('wrongType');
    expect(answerProblem(yesNo, false)).toBeNull();
    expect(answerProblem(yesNo, 'no')).toBe('wrongType');
    expect(answerProblem(single, 'a')).toBeNull();
    expect(answerProblem(single, 'c')).toBe('notAnOption');
    expect(answerProblem(multiple, ['x', 'y'])).toBeNull();
    expect(answerProblem(multiple, ['x', 'x'])).toBe('notAnOption');
    expect(answerProblem(multiple, ['z'])).toBe('notAnOption');
    expect(answerProblem(date, '2026-02-28')).toBeNull();
    expect(answerProblem(date, '2026-02-30')).toBe('notADate');
    expect(answerProblem(photo, { photoId: 3 })).toBeNull();
    expect(answerProblem(photo, { photoId: -3 })).toBe('notAPhoto');
    expect(answerProblem(photo, 'photo.jpg')).toBe('notAPhoto');
    expect(answerProblem(signature, TINY_PNG_DATA_URL)).toBeNull();
    expect(answerProblem(signature, 'data:image/png;base64,R0lGODlhAQABAAAAACw=')).toBe(
      'notASignature',
    );
    expect(answerProblem(signature, 'data:image/jpeg;base64,/9j/4AAQ')).toBe('notASignature');
    expect(
      answerProblem(
        signature,
        `data:image/png;base64,${'A'.repeat(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 8)}`,
      ),
    ).toBe('signatureTooLarge');
  });

  it('knows a real calendar day and PNG bytes', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-2-1')).toBe(false);
    expect(signatureBytes(TINY_PNG_DATA_URL)?.length).toBeGreaterThan(8);
    expect(signatureBytes('data:image/png;base64,not base64!')).toBeNull();
  });
});

describe('answersRefusals', () => {
  it('lists each refused question and each unknown one', () => {
    expect(answersRefusals(EVERY_KIND, { '1': 'ok', '99': 'extra' })).toEqual([
      { questionId: '99', problem: 'unknownQuestion' },
      { questionId: '2', problem: 'required' },
      { questionId: '6', problem: 'required' },
      { questionId: '8', problem: 'required' },
    ]);
    expect(
      answersRefusals(EVERY_KIND, { '1': 'ok', '2': 3, '6': '2026-01-01', '8': TINY_PNG_DATA_URL }),
    ).toEqual([]);
  });

  it('drops the blank answers before storing', () => {
    expect(givenAnswers({ '1': 'ok', '3': '', '5': [] })).toEqual({ '1': 'ok' });
  });
});
