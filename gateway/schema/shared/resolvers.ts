import { GraphQLScalarType, Kind } from 'graphql';
import type { ValueNode } from 'graphql';
import {
  dayProblem,
  FIRST_DAY,
  instantProblem,
  isRealDay,
  LAST_DAY,
} from '../../../machines/dateFormats';
import type { DateProblem } from '../../../machines/dateFormats';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamFailure, gatewayError } from '../../upstream/errors';

/**
 * A string scalar checked against one pattern both ways (answers and variables), and optionally
 * beyond it: `problemIn` says what is wrong with a caller's value, `realOut` whether an answer is.
 */
function patternScalar(
  name: string,
  description: string,
  pattern: RegExp,
  rules: {
    problemIn?: (value: string) => string | null;
    realOut?: (value: string) => boolean;
  } = {},
): GraphQLScalarType<string, string> {
  const matches = (value: unknown): value is string =>
    typeof value === 'string' && pattern.test(value);
  const parse = (value: unknown): string => {
    if (!matches(value)) throw gatewayError(`${name} must be ${description}`, 'BAD_USER_INPUT');
    const problem = rules.problemIn?.(value);
    if (problem) throw gatewayError(`${name} ${problem}`, 'BAD_USER_INPUT');
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    // A bad value on the way out came from upstream: an internal error (masked), not the caller's.
    serialize: (value) => {
      if (!matches(value) || rules.realOut?.(value) === false)
        throw new UpstreamFailure(`${name} answered off the contract: ${String(value)}`);
      return value;
    },
    parseValue: parse,
    parseLiteral: (ast: ValueNode) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

// The caller's days and instants follow the api's rule (machines/dateFormats.ts, decision 247): an
// instant real and from 1970-01-01 to 9999-12-30, as the api requires of every instant. A day only
// real, of any year: a form's date answer may be a birthday before 1970, which the api takes; the
// api's day filters and writes refuse one out of their range themselves (400). Answers only need
// to be real.
const DAY_PROBLEMS: Record<Exclude<DateProblem, 'outOfRange'>, string> = {
  format: 'must be a date YYYY-MM-DD',
  notReal: 'must be a real day (YYYY-MM-DD)',
};
const INSTANT_PROBLEMS: Record<DateProblem, string> = {
  format: 'must be a timestamp YYYY-MM-DDTHH:mm:ss+00:00',
  notReal: 'must be a real date-time (its day, time and offset as written)',
  outOfRange: `must lie between ${FIRST_DAY}T00:00:00+00:00 and ${LAST_DAY}T23:59:59+00:00`,
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const resolvers: Resolvers = {
  // The exact wire format of the contract: UTC with an explicit offset, no fractions.
  DateTime: patternScalar(
    'DateTime',
    'a timestamp YYYY-MM-DDTHH:mm:ss+00:00',
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
    {
      problemIn: (value) => {
        const problem = instantProblem(value);
        return problem === null ? null : INSTANT_PROBLEMS[problem];
      },
      realOut: (value) => instantProblem(value) !== 'notReal',
    },
  ),
  Date: patternScalar('Date', 'a date YYYY-MM-DD', /^\d{4}-\d{2}-\d{2}$/, {
    problemIn: (value) => {
      const problem = dayProblem(value);
      return problem === null || problem === 'outOfRange' ? null : DAY_PROBLEMS[problem];
    },
    realOut: isRealDay,
  }),
  // Output only (rights maps); an input JSON would need a literal parser nobody uses yet.
  JSON: new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
    name: 'JSON',
    serialize: (value) => {
      // An answer that is not an object is the upstream's fault: masked, logged.
      if (!isPlainObject(value)) throw new UpstreamFailure('JSON output must be an object');
      return value;
    },
    parseValue: (value) => {
      if (!isPlainObject(value)) {
        throw gatewayError('JSON must be an object', 'BAD_USER_INPUT');
      }
      return value;
    },
  }),
  Query: { ok: () => true },
};
