import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { useToast } from '../../lib/toasts/useToast';
import { confirmationKeyFor } from './confirmation-key';

const HomeConfirmJobMutation = graphql(`
  mutation HomeConfirmJob($id: ID!, $idempotencyKey: String!) {
    confirmJob(id: $id, idempotencyKey: $idempotencyKey) {
      id
      status
      confirmedAt
    }
  }
`);

export type HomeConfirmJobButtonProps = {
  jobId: string;
  jobLabel: string;
  /** Called after a CONFLICT: the job changed meanwhile, so the list should be loaded again. */
  onConflict?: () => void;
};

/**
 * Confirms a job from the home list. Same contract as the jobs area's button (a feature may not
 * import another, docs/decisions/041): one idempotency key per job, reused on retry, so a request
 * that reached the api before the signal dropped is answered, not applied twice.
 */
export function HomeConfirmJobButton({ jobId, jobLabel, onConflict }: HomeConfirmJobButtonProps) {
  const { t } = useTranslation('home');
  const toast = useToast();
  // Made once per job, reused on every retry (see confirmation-key.ts).
  const [idempotencyKey] = useState(() => confirmationKeyFor(jobId));
  const [{ fetching }, confirmJob] = useMutation(HomeConfirmJobMutation);

  async function confirm() {
    const result = await confirmJob({ id: jobId, idempotencyKey });
    if (result.data?.confirmJob) {
      toast.show({ message: t('jobs.confirmed'), type: 'success' });
      return;
    }
    const conflict = result.error?.graphQLErrors.find(
      (error) => error.extensions?.code === 'CONFLICT',
    );
    if (conflict) {
      toast.show({ message: conflict.message, type: 'error' });
      onConflict?.();
    } else if (!navigator.onLine)
      toast.show({ message: t('jobs.confirmOffline'), type: 'warning' });
    else toast.show({ message: t('jobs.confirmFailed'), type: 'error' });
  }

  return (
    <Button
      colorPalette="green"
      width="full"
      minHeight="11"
      loading={fetching}
      loadingText={t('jobs.confirming')}
      aria-label={t('jobs.confirmLabel', { job: jobLabel })}
      onClick={() => void confirm()}
    >
      {t('jobs.confirm')}
    </Button>
  );
}
