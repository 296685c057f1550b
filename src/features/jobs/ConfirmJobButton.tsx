import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { useToast } from '../../lib/toasts/useToast';
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

export type ConfirmJobButtonProps = {
  jobId: string;
  /** Called after a CONFLICT: the job changed meanwhile, so the screen should load its real status. */
  onConflict?: () => void;
};

/**
 * Confirms a pending job. The idempotency key is made once per job and reused on every retry:
 * with one bar of signal the first request may have reached the api even though its answer
 * never came back, and the api then answers the repeat with the first result instead of a
 * CONFLICT. The returned Job (id, status) updates every card and page through graphcache.
 */
export function ConfirmJobButton({ jobId, onConflict }: ConfirmJobButtonProps) {
  const { t } = useTranslation('jobs');
  const toast = useToast();
  // Made once per job, reused on every retry (see confirmation-key.ts).
  const [idempotencyKey] = useState(() => confirmationKeyFor(jobId));
  const [{ fetching }, confirmJob] = useMutation(ConfirmJobMutation);

  async function confirm() {
    const result = await confirmJob({ id: jobId, idempotencyKey });
    if (result.data?.confirmJob) {
      toast.show({ message: t('confirm.success'), type: 'success' });
      return;
    }
    const conflict = result.error?.graphQLErrors.find(
      (error) => error.extensions?.code === 'CONFLICT',
    );
    if (conflict) {
      // The api explains why (e.g. the job was cancelled meanwhile); its message is meant for the user.
      toast.show({ message: conflict.message, type: 'error' });
      onConflict?.();
    } else if (!navigator.onLine) {
      toast.show({ message: t('confirm.offline'), type: 'warning' });
    } else {
      toast.show({ message: t('confirm.failed'), type: 'error' });
    }
  }

  return (
    <Button
      colorPalette="green"
      size="lg"
      width={{ base: 'full', sm: 'auto' }}
      loading={fetching}
      loadingText={t('confirm.progress')}
      onClick={() => void confirm()}
    >
      {t('confirm.action')}
    </Button>
  );
}
