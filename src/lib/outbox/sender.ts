import type { Client, CombinedError, OperationResult } from 'urql';
import { OUTBOX_REFUSING_CODES, type OutboxSendOutcome } from '../../../machines/outbox.machine';
import { errorReason, gatewayErrorCode, type GatewayErrorCode } from '../graphql/errors';
import type { OutboxRecord } from './store';

/** Sends one item with its key; answers applied or refused, or throws when no answer came (retried later). */
export type OutboxSender = (item: OutboxRecord, client: Client) => Promise<OutboxSendOutcome>;

/** The senders by item kind; a feature gives its own (src/features/crews/outbox-senders.ts). */
export type OutboxSenders = Readonly<Record<string, OutboxSender>>;

/** Thrown when a send got no usable answer: the outbox keeps the item and retries it with the same key. */
export class OutboxNoAnswerError extends Error {
  override name = 'OutboxNoAnswerError';
}

/**
 * What a mutation's result means, read once from it: the outbox keeps the applied and refused
 * outcomes as they are, and the screen words a refusal or failure itself (textKeyOf).
 */
export type SendOutcome<Answer = unknown> =
  | OutboxSendOutcome<Answer>
  /** No network: nothing reached the server (the outbox keeps it for later). */
  | { kind: 'offline' }
  /**
   * No usable answer (a 5xx, a lapsed token, too many requests, no connection while the phone
   * says it is online): sent again later with the same key. `code`: the gateway's, when it gave one.
   */
  | { kind: 'failed'; code: GatewayErrorCode | null };

function refusalOf(error: CombinedError) {
  const reason = errorReason(error);
  if (reason) return reason;
  for (const graphQLError of error.graphQLErrors) {
    const code = OUTBOX_REFUSING_CODES.find(
      (refusing) => refusing === graphQLError.extensions?.code,
    );
    if (code) return code;
  }
  return undefined;
}

/** A mutation's answer: the value of its one field (null when it failed). */
export function mutationAnswerOf(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  return Object.values(data)[0];
}

/**
 * What a mutation's result means: its answer → applied (with it); the api's reason
 * (`extensions.reason`, machines/error-reasons.ts) or a refusing gateway code → refused with it
 * (final); no network while the phone is offline → offline; anything else (a network error, a
 * 5xx, an expired token, an answer without data) → failed, sent again later with the same key.
 */
export function sendOutcomeOf<Answer = unknown>(
  result: Pick<OperationResult, 'data' | 'error'>,
): SendOutcome<Answer> {
  const answer = mutationAnswerOf(result.data);
  if (answer != null) return { kind: 'applied', answer: answer as Answer };
  const error = result.error;
  if (!error) return { kind: 'failed', code: null };
  if (!error.networkError) {
    const reason = refusalOf(error);
    if (reason) return { kind: 'refused', reason };
  }
  if (error.networkError && typeof navigator !== 'undefined' && !navigator.onLine)
    return { kind: 'offline' };
  return { kind: 'failed', code: gatewayErrorCode(error) ?? null };
}

/**
 * The outbox's part of an outcome: applied and refused as they are; offline or failed throw, so
 * the outbox keeps the item and sends it again later with the same key.
 */
export function outboxOutcomeOf<Answer>(outcome: SendOutcome<Answer>): OutboxSendOutcome<Answer> {
  if (outcome.kind === 'offline') throw new OutboxNoAnswerError('offline');
  if (outcome.kind === 'failed') throw new OutboxNoAnswerError(outcome.code ?? 'no answer');
  return outcome;
}

/**
 * Sends an item by its kind. A kind without a sender (yet) is not a refusal: the item waits and is
 * retried, never dropped.
 */
export function sendOutboxItem(
  item: OutboxRecord,
  client: Client,
  senders: OutboxSenders,
): Promise<OutboxSendOutcome> {
  const sender = Object.hasOwn(senders, item.kind) ? senders[item.kind] : undefined;
  if (!sender) return Promise.reject(new OutboxNoAnswerError(`No sender for ${item.kind}`));
  return sender(item, client);
}
