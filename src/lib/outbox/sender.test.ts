import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { OutboxNoAnswerError, outcomeOfResult, sendOutboxItem } from './sender';

const refusedWith = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('refused', { extensions })] });

describe('outcomeOfResult', () => {
  it('acks an answer with data', () => {
    expect(outcomeOfResult({ data: { checkInCrewMember: { id: '1' } }, error: undefined })).toEqual(
      {
        outcome: 'acked',
        answer: { checkInCrewMember: { id: '1' } },
      },
    );
  });

  it('refuses with the api’s reason (the server’s machine decides)', () => {
    expect(
      outcomeOfResult({
        data: undefined,
        error: refusedWith({ code: 'CONFLICT', reason: 'CREW_ALREADY_SIGNED_OFF' }),
      }),
    ).toEqual({
      outcome: 'refused',
      reason: 'CREW_ALREADY_SIGNED_OFF',
    });
  });

  it('refuses with the gateway code when the api gave no reason', () => {
    expect(outcomeOfResult({ data: undefined, error: refusedWith({ code: 'FORBIDDEN' }) })).toEqual(
      { outcome: 'refused', reason: 'FORBIDDEN' },
    );
  });

  it('treats no answer, a 5xx, a lapsed token or an empty answer as "try again later"', () => {
    const network = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    for (const error of [
      network,
      refusedWith({ code: 'INTERNAL_SERVER_ERROR' }),
      refusedWith({ code: 'UNAUTHENTICATED' }),
      refusedWith({}),
    ])
      expect(() => outcomeOfResult({ data: undefined, error })).toThrow(OutboxNoAnswerError);
    expect(() => outcomeOfResult({ data: undefined, error: undefined })).toThrow(
      OutboxNoAnswerError,
    );
  });
});

describe('sendOutboxItem', () => {
  it('keeps an item of a kind without a sender for later instead of refusing it', async () => {
    const item = {
      id: 1,
      idempotencyKey: 'k',
      kind: 'photo',
      crewId: '1',
      variables: {},
      createdAt: '',
      state: 'pending' as const,
      reason: null,
    };
    await expect(sendOutboxItem(item, {} as never, {})).rejects.toBeInstanceOf(OutboxNoAnswerError);
    await expect(
      sendOutboxItem(item, {} as never, { photo: async () => ({ outcome: 'acked' }) }),
    ).resolves.toEqual({ outcome: 'acked' });
  });
});
