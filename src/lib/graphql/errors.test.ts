import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from './error-reasons';
import { commonStrings } from '../../i18n/common-strings';
import { errorReason, errorTextKey, GATEWAY_ERROR_CODES } from './errors';

function graphQLError(extensions: Record<string, unknown>): CombinedError {
  return new CombinedError({
    graphQLErrors: [new GraphQLError('An English message for developers', { extensions })],
  });
}

/** The English text behind a key, so a key without a text fails here (the locale test checks the rest). */
function englishText(key: string): unknown {
  return key
    .replace(/^common:/, '')
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      commonStrings('en'),
    );
}

describe('errorTextKey', () => {
  it('prefers the reason over the code', () => {
    expect(
      errorTextKey(graphQLError({ code: 'CONFLICT', reason: 'CREW_ITEM_NOT_CONFIRMABLE' })),
    ).toBe('common:errors.reasons.CREW_ITEM_NOT_CONFIRMABLE');
  });

  it('falls back to the code when the reason is missing or unknown', () => {
    expect(errorTextKey(graphQLError({ code: 'CONFLICT' }))).toBe('common:errors.codes.CONFLICT');
    expect(errorTextKey(graphQLError({ code: 'FORBIDDEN', reason: 'SOMETHING_NEW' }))).toBe(
      'common:errors.codes.FORBIDDEN',
    );
  });

  it('falls back to a general text for an unknown code, a network error and no error', () => {
    expect(errorTextKey(graphQLError({ code: 'INTERNAL' }))).toBe('common:errors.unexpected');
    expect(errorTextKey(new CombinedError({ networkError: new Error('offline') }))).toBe(
      'common:errors.unexpected',
    );
    expect(errorTextKey(undefined)).toBe('common:errors.unexpected');
  });

  it.each([...ERROR_REASONS])('has a text for the reason %s', (reason) => {
    const key = errorTextKey(graphQLError({ code: 'CONFLICT', reason }));
    expect(key).toBe(`common:errors.reasons.${reason}`);
    expect(typeof englishText(key)).toBe('string');
  });

  it.each([...GATEWAY_ERROR_CODES])('has a text for the code %s', (code) => {
    const key = errorTextKey(graphQLError({ code }));
    expect(key).toBe(`common:errors.codes.${code}`);
    expect(typeof englishText(key)).toBe('string');
  });
});

describe('errorReason', () => {
  it('is the known reason, and nothing for an unknown or missing one', () => {
    expect(
      errorReason(graphQLError({ code: 'BAD_USER_INPUT', reason: 'LINK_NO_LONGER_VALID' })),
    ).toBe('LINK_NO_LONGER_VALID');
    expect(
      errorReason(graphQLError({ code: 'BAD_USER_INPUT', reason: 'PASSWORD_TOO_SHORT' })),
    ).toBeUndefined();
    expect(errorReason(graphQLError({ code: 'BAD_USER_INPUT' }))).toBeUndefined();
    expect(errorReason(undefined)).toBeUndefined();
  });
});
