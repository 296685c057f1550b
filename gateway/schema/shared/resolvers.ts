import { GraphQLScalarType, Kind } from 'graphql';
import type { ValueNode } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamFailure, gatewayError } from '../../upstream/errors';

/** A string scalar checked against one pattern both ways (answers and variables). */
function patternScalar(
  name: string,
  description: string,
  pattern: RegExp,
): GraphQLScalarType<string, string> {
  const matches = (value: unknown): value is string =>
    typeof value === 'string' && pattern.test(value);
  const parse = (value: unknown): string => {
    if (!matches(value)) throw gatewayError(`${name} must be ${description}`, 'BAD_USER_INPUT');
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    // A bad value on the way out came from upstream: an internal error (masked), not the caller's.
    serialize: (value) => {
      if (!matches(value))
        throw new UpstreamFailure(`${name} answered off the contract: ${String(value)}`);
      return value;
    },
    parseValue: parse,
    parseLiteral: (ast: ValueNode) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const resolvers: Resolvers = {
  // The exact wire format of the contract: UTC with an explicit offset, no fractions.
  DateTime: patternScalar(
    'DateTime',
    'a timestamp YYYY-MM-DDTHH:mm:ss+00:00',
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
  ),
  Date: patternScalar('Date', 'a date YYYY-MM-DD', /^\d{4}-\d{2}-\d{2}$/),
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
