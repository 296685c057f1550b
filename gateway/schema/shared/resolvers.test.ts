import { Kind } from 'graphql';
import type { GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpstreamFailure } from '../../upstream/errors';
import { resolvers } from './resolvers';

// The Date and DateTime scalars (decision 247): a caller's instant must exist and lie between
// 1970-01-01 and 9999-12-30, as the api requires; a caller's day must exist, in any year (a form's
// date answer may be a birthday before 1970; the api's day filters refuse their own range); an
// answer must exist (a birthday before 1970 is one).

const scalar = (name: 'Date' | 'DateTime') => resolvers[name] as GraphQLScalarType<string, string>;
const refusal = (name: 'Date' | 'DateTime', value: string) => {
  try {
    scalar(name).parseValue(value);
  } catch (error) {
    // graphql-yoga's GraphQLError: its code in the extensions, as the caller gets it.
    const { message, extensions } = error as {
      message: string;
      extensions?: Record<string, unknown>;
    };
    return `${String(extensions?.['code'])}: ${message}`;
  }
  return null;
};

describe('the Date scalar', () => {
  it.each([
    ['2026-12-24', null],
    ['2028-02-29', null],
    ['1970-01-01', null],
    ['9999-12-30', null],
    ['2026-02-29', 'BAD_USER_INPUT: Date must be a real day (YYYY-MM-DD)'],
    ['2026-02-30', 'BAD_USER_INPUT: Date must be a real day (YYYY-MM-DD)'],
    ['2026-13-01', 'BAD_USER_INPUT: Date must be a real day (YYYY-MM-DD)'],
    ['0000-01-01', null],
    ['1965-04-12', null],
    ['9999-12-31', null],
    ['24.12.2026', 'BAD_USER_INPUT: Date must be a date YYYY-MM-DD'],
  ])('takes %s as a variable: %s', (value, problem) => {
    expect(refusal('Date', value)).toBe(problem);
  });

  it('refuses the same in a literal, and answers only real days (any year)', () => {
    expect(() => scalar('Date').parseLiteral({ kind: Kind.STRING, value: '2026-02-30' })).toThrow(
      'Date must be a real day (YYYY-MM-DD)',
    );
    expect(scalar('Date').serialize('1965-04-12')).toBe('1965-04-12');
    expect(() => scalar('Date').serialize('2026-02-30')).toThrow(UpstreamFailure);
  });
});

describe('the DateTime scalar', () => {
  it.each([
    ['2026-12-24T10:00:00+00:00', null],
    ['2026-12-24T10:00:00-05:30', null],
    ['2028-02-29T23:59:59+00:00', null],
    ['1970-01-01T00:00:00+00:00', null],
    ['9999-12-30T23:59:59+00:00', null],
    [
      '2026-02-30T08:00:00+00:00',
      'BAD_USER_INPUT: DateTime must be a real date-time (its day, time and offset as written)',
    ],
    [
      '2026-12-24T24:00:00+00:00',
      'BAD_USER_INPUT: DateTime must be a real date-time (its day, time and offset as written)',
    ],
    [
      '2026-12-24T10:60:00+00:00',
      'BAD_USER_INPUT: DateTime must be a real date-time (its day, time and offset as written)',
    ],
    [
      '2026-12-24T10:00:00+24:00',
      'BAD_USER_INPUT: DateTime must be a real date-time (its day, time and offset as written)',
    ],
    [
      '0000-01-01T00:00:00+00:00',
      'BAD_USER_INPUT: DateTime must lie between 1970-01-01T00:00:00+00:00 and 9999-12-30T23:59:59+00:00',
    ],
    [
      '9999-12-31T23:59:00-23:59',
      'BAD_USER_INPUT: DateTime must lie between 1970-01-01T00:00:00+00:00 and 9999-12-30T23:59:59+00:00',
    ],
    // The gateway's own form is unchanged: seconds and an offset, no Z, no fractions.
    [
      '2026-12-24T10:00:00Z',
      'BAD_USER_INPUT: DateTime must be a timestamp YYYY-MM-DDTHH:mm:ss+00:00',
    ],
    [
      '2026-12-24T10:00+00:00',
      'BAD_USER_INPUT: DateTime must be a timestamp YYYY-MM-DDTHH:mm:ss+00:00',
    ],
  ])('takes %s as a variable: %s', (value, problem) => {
    expect(refusal('DateTime', value)).toBe(problem);
  });

  it('answers only real instants, before 1970 too', () => {
    expect(scalar('DateTime').serialize('1969-07-20T20:17:00+00:00')).toBe(
      '1969-07-20T20:17:00+00:00',
    );
    expect(() => scalar('DateTime').serialize('2026-02-30T08:00:00+00:00')).toThrow(
      UpstreamFailure,
    );
  });
});
