import { afterEach, describe, expect, it, vi } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import {
  OutboxNoAnswerError,
  outboxOutcomeOf,
  sendOutboxItem,
  sendOutcomeOf,
  type SendOutcome,
} from './sender';

const refusedWith = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('refused', { extensions })] });
const failedWith = (error: CombinedError) => sendOutcomeOf({ data: undefined, error });

describe('sendOutcomeOf', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies an answer with the mutation’s one field', () => {
    expect(sendOutcomeOf({ data: { checkInCrewMember: { id: '1' } }, error: undefined })).toEqual({
      kind: 'applied',
      answer: { id: '1' },
    });
  });

  it('refuses with the api’s reason (the server’s machine decides), whatever the gateway code', () => {
    for (const code of ['CONFLICT', 'BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND'])
      expect(failedWith(refusedWith({ code, reason: 'CREW_ALREADY_SIGNED_OFF' })), code).toEqual({
        kind: 'refused',
        reason: 'CREW_ALREADY_SIGNED_OFF',
      });
    // A field that failed answers null: the error says why.
    expect(
      sendOutcomeOf({
        data: { checkOutCrewMember: null },
        error: refusedWith({ code: 'CONFLICT', reason: 'CREW_BREAK_TOO_LONG' }),
      }),
    ).toEqual({ kind: 'refused', reason: 'CREW_BREAK_TOO_LONG' });
  });

  it('refuses with the refusing gateway code when the api gave no reason', () => {
    for (const code of ['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT'])
      expect(failedWith(refusedWith({ code })), code).toEqual({ kind: 'refused', reason: code });
  });

  it('is offline when the network failed and the phone says it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(
      failedWith(new CombinedError({ networkError: new TypeError('Failed to fetch') })),
    ).toEqual({ kind: 'offline' });
  });

  it('fails (tried again later) on a network error while online, a 5xx, a lapsed token or an empty answer', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(
      failedWith(new CombinedError({ networkError: new TypeError('Failed to fetch') })),
    ).toEqual({ kind: 'failed', code: null });
    expect(failedWith(refusedWith({ code: 'INTERNAL_SERVER_ERROR' }))).toEqual({
      kind: 'failed',
      code: null,
    });
    expect(failedWith(refusedWith({ code: 'UNAUTHENTICATED' }))).toEqual({
      kind: 'failed',
      code: 'UNAUTHENTICATED',
    });
    expect(failedWith(refusedWith({ code: 'TOO_MANY_REQUESTS' }))).toEqual({
      kind: 'failed',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(failedWith(refusedWith({}))).toEqual({ kind: 'failed', code: null });
    expect(sendOutcomeOf({ data: undefined, error: undefined })).toEqual({
      kind: 'failed',
      code: null,
    });
    expect(sendOutcomeOf({ data: { signOffCrew: null }, error: undefined })).toEqual({
      kind: 'failed',
      code: null,
    });
  });
});

describe('outboxOutcomeOf', () => {
  it('keeps applied and refused outcomes as they are', () => {
    const applied: SendOutcome = { kind: 'applied', answer: { id: '41' } };
    const refused: SendOutcome = { kind: 'refused', reason: 'FORBIDDEN' };
    expect(outboxOutcomeOf(applied)).toBe(applied);
    expect(outboxOutcomeOf(refused)).toBe(refused);
  });

  it('throws for offline or failed, so the outbox sends the item again with the same key', () => {
    for (const outcome of [
      { kind: 'offline' },
      { kind: 'failed', code: null },
      { kind: 'failed', code: 'UNAUTHENTICATED' },
    ] satisfies SendOutcome[])
      expect(() => outboxOutcomeOf(outcome)).toThrow(OutboxNoAnswerError);
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
      sendOutboxItem(item, {} as never, {
        photo: async () => ({ kind: 'applied', answer: null }),
      }),
    ).resolves.toEqual({ kind: 'applied', answer: null });
  });
});
