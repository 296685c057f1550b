import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../lib/toasts/useToast';
import { useConfirmJob } from '../../lib/jobs/useConfirmJob';

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
  const { confirm: confirmJob, fetching } = useConfirmJob(jobId);

  async function confirm() {
    const outcome = await confirmJob();
    if (outcome.kind === 'confirmed') toast.show({ message: t('jobs.confirmed'), type: 'success' });
    else if (outcome.kind === 'conflict') {
      // The api explains why (e.g. the job was cancelled meanwhile).
      toast.show({ message: outcome.message, type: 'error' });
      onConflict?.();
    } else if (outcome.kind === 'offline')
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
