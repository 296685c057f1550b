import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { ValueNode } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types';

/** A string scalar checked against one pattern both ways (answers and variables). */
function patternScalar(name: string, description: string, pattern: RegExp): GraphQLScalarType<string, string> {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value)) {
      throw new GraphQLError(`${name} must be ${description}`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast: ValueNode) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const baseResolvers: Resolvers = {
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
      if (!isPlainObject(value)) throw new GraphQLError('JSON must be an object');
      return value;
    },
    parseValue: (value) => {
      if (!isPlainObject(value)) {
        throw new GraphQLError('JSON must be an object', { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return value;
    },
  }),
  Query: { ok: () => true },
  Mutation: { ok: () => true },
};
