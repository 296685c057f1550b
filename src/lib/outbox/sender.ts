import type { Client, CombinedError, OperationResult } from 'urql';
import { OUTBOX_REFUSING_CODES, type OutboxSendOutcome } from '../../../machines/outbox.machine';
import { errorReason } from '../graphql/errors';
import type { OutboxRecord } from './store';

/** Sends one item with its key; answers acked or refused, or throws when no answer came (retried later). */
export type OutboxSender = (item: OutboxRecord, client: Client) => Promise<OutboxSendOutcome>;

/** The senders by item kind; a feature gives its own (src/features/crews/outbox-senders.ts). */
export type OutboxSenders = Readonly<Record<string, OutboxSender>>;

/** Thrown when a send got no usable answer: the outbox keeps the item and retries it with the same key. */
export class OutboxNoAnswerError extends Error {
  override name = 'OutboxNoAnswerError';
}

/**
 * What a mutation's result means for the outbox: data → acked (with the data as its answer); the
 * api's reason (`extensions.reason`, machines/error-reasons.ts) or a refusing gateway code →
 * refused with it; no answer (network, 5xx, an expired token) → throws, so the same item is sent
 * again later with the same key.
 */
export function outcomeOfResult(
  result: Pick<OperationResult, 'data' | 'error'>,
): OutboxSendOutcome {
  const error: CombinedError | undefined = result.error;
  if (!error) {
    if (result.data) return { outcome: 'acked', answer: result.data };
    throw new OutboxNoAnswerError('The gateway answered without data');
  }
  if (error.networkError) throw new OutboxNoAnswerError(error.networkError.message);
  const reason = errorReason(error);
  if (reason) return { outcome: 'refused', reason };
  // A final "no" without a reason; anything else (a 5xx, a lapsed token) is retried.
  for (const graphQLError of error.graphQLErrors) {
    const code = OUTBOX_REFUSING_CODES.find(
      (refusing) => refusing === graphQLError.extensions?.code,
    );
    if (code) return { outcome: 'refused', reason: code };
  }
  throw new OutboxNoAnswerError(error.message);
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
