import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { isForbidden } from './errors';

describe('isForbidden', () => {
  it.each([
    ['FORBIDDEN', true],
    ['UNAUTHENTICATED', false],
    ['NOT_FOUND', false],
  ])('%s → %s', (code, expected) => {
    const error = new CombinedError({
      graphQLErrors: [new GraphQLError('refused', { extensions: { code } })],
    });
    expect(isForbidden(error)).toBe(expected);
  });

  it('is false for a network error and for no error', () => {
    expect(isForbidden(new CombinedError({ networkError: new Error('offline') }))).toBe(false);
    expect(isForbidden(undefined)).toBe(false);
  });
});
