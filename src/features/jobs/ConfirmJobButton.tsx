import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../lib/toasts/useToast';
import { useConfirmJob } from '../../lib/jobs/useConfirmJob';

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
  const { confirm: confirmJob, fetching } = useConfirmJob(jobId);

  async function confirm() {
    const outcome = await confirmJob();
    if (outcome.kind === 'confirmed')
      toast.show({ message: t('confirm.success'), type: 'success' });
    else if (outcome.kind === 'conflict') {
      // The api explains why (e.g. the job was cancelled meanwhile).
      toast.show({ message: outcome.message, type: 'error' });
      onConflict?.();
    } else if (outcome.kind === 'offline')
      toast.show({ message: t('confirm.offline'), type: 'warning' });
    else toast.show({ message: t('confirm.failed'), type: 'error' });
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
