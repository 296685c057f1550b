import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { errorTextKey, type ErrorTextKey } from '../graphql/errors';
import { confirmationKeyFor } from './confirmation-key';

const ConfirmJobMutation = graphql(`
  mutation ConfirmJob($id: ID!, $idempotencyKey: String!) {
    confirmJob(id: $id, idempotencyKey: $idempotencyKey) {
      id
      status
      confirmedAt
    }
  }
`);

/**
 * How a confirmation ended. A conflict carries the translation key of its reason (e.g. the job
 * was cancelled meanwhile), never the api's English message.
 */
export type ConfirmJobOutcome =
  | { kind: 'confirmed' }
  | { kind: 'conflict'; textKey: ErrorTextKey }
  | { kind: 'offline' }
  | { kind: 'failed' };

/**
 * Confirms a pending job (home and /jobs both use it). The idempotency key is made once per job
 * and reused on every retry: with one bar of signal the first request may have reached the api
 * although its answer never came back, and the api then answers the repeat with the first
 * result instead of a CONFLICT. The returned Job (id, status) updates every card and page
 * through graphcache.
 */
export function useConfirmJob(jobId: string): {
  confirm: () => Promise<ConfirmJobOutcome>;
  fetching: boolean;
} {
  const [idempotencyKey] = useState(() => confirmationKeyFor(jobId));
  const [{ fetching }, confirmJob] = useMutation(ConfirmJobMutation);

  async function confirm(): Promise<ConfirmJobOutcome> {
    const result = await confirmJob({ id: jobId, idempotencyKey });
    if (result.data?.confirmJob) return { kind: 'confirmed' };
    const conflict = result.error?.graphQLErrors.some(
      (error) => error.extensions?.code === 'CONFLICT',
    );
    if (conflict) return { kind: 'conflict', textKey: errorTextKey(result.error) };
    return navigator.onLine ? { kind: 'failed' } : { kind: 'offline' };
  }

  return { confirm, fetching };
}
