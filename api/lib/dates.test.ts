import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayInput, instantInput } from './dates';

// The api's two time formats as routes use them: what they take, and the one message a refused
// value gets (the rule itself: machines/dateFormats.test.ts; decision 247).

const messagesOf = (schema: z.ZodType, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('dayInput', () => {
  it.each([
    ['2026-12-24', []],
    ['2028-02-29', []],
    ['1970-01-01', []],
    ['9999-12-30', []],
    ['2026-02-29', ['must be a real day (YYYY-MM-DD)']],
    ['2026-02-30', ['must be a real day (YYYY-MM-DD)']],
    ['2026-13-01', ['must be a real day (YYYY-MM-DD)']],
    ['0000-01-01', ['must lie between 1970-01-01 and 9999-12-30']],
    ['1969-12-31', ['must lie between 1970-01-01 and 9999-12-30']],
    ['9999-12-31', ['must lie between 1970-01-01 and 9999-12-30']],
    ['24.12.2026', ['must be a date as YYYY-MM-DD']],
    ['2026-12-24\u0000', ['must not contain control characters', 'must be a date as YYYY-MM-DD']],
  ])('%s → %j', (value, messages) => {
    expect(messagesOf(dayInput, value)).toEqual(messages);
  });
});

describe('instantInput', () => {
  it.each([
    ['2026-12-24T10:00:00+00:00', []],
    ['2026-12-24T10:00Z', []],
    ['2026-12-24T10:00:00.123-05:30', []],
    ['1970-01-01T00:00:00Z', []],
    ['9999-12-30T23:59:59Z', []],
    ['2026-02-30T08:00:00Z', ['must be a real date-time (its day, time and offset as written)']],
    ['2026-12-24T24:00:00Z', ['must be a real date-time (its day, time and offset as written)']],
    [
      '2026-12-24T10:00:00+24:00',
      ['must be a real date-time (its day, time and offset as written)'],
    ],
    ['0000-01-01T00:00:00Z', ['must lie between 1970-01-01T00:00:00Z and 9999-12-30T23:59:59Z']],
    [
      '9999-12-31T23:59:00-23:59',
      ['must lie between 1970-01-01T00:00:00Z and 9999-12-30T23:59:59Z'],
    ],
    ['2026-12-24T10:00:00', ['must be an ISO date-time with a zone']],
  ])('%s → %j', (value, messages) => {
    expect(messagesOf(instantInput, value)).toEqual(messages);
  });

  it('documents both in the OpenAPI document as before: format, the form as a pattern, an example', () => {
    const day = z.toJSONSchema(dayInput) as { format?: string; allOf?: Array<{ pattern: string }> };
    expect(day.format).toBe('date');
    expect(day.allOf?.map((part) => part.pattern)).toContain('^\\d{4}-\\d{2}-\\d{2}$');
    const instant = z.toJSONSchema(instantInput) as { format?: string; maxLength?: number };
    expect(instant).toMatchObject({ format: 'date-time', maxLength: 40 });
  });
});
