import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../toasts/useToast';
import { useConfirmJob } from './useConfirmJob';

export type ConfirmJobButtonProps = {
  jobId: string;
  /**
   * 'card': a compact full-width "Confirm" in a list card, named after the job for screen readers
   * (jobLabel), since a list holds several. 'page': the one "Confirm job" of a job's own page.
   */
  layout: 'card' | 'page';
  /** What the card shows, e.g. "Stagehand on Tomorrow" (layout 'card'). */
  jobLabel?: string;
  /** Called after a CONFLICT: the job changed meanwhile, so the screen should load its real status. */
  onConflict?: () => void;
};

/**
 * Confirms a job (home and /jobs share it). useConfirmJob keeps one idempotency key per job, so
 * a retry after a lost answer is answered, not applied twice. A refusal shows the translated
 * text of its reason; the api's English message never reaches the user.
 */
export function ConfirmJobButton({ jobId, layout, jobLabel, onConflict }: ConfirmJobButtonProps) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const { confirm: confirmJob, fetching } = useConfirmJob(jobId);

  async function confirm() {
    const outcome = await confirmJob();
    if (outcome.kind === 'confirmed')
      toast.show({ message: t('job.confirm.success'), type: 'success' });
    else if (outcome.kind === 'conflict') {
      toast.show({ message: t(outcome.textKey), type: 'error' });
      onConflict?.();
    } else if (outcome.kind === 'offline')
      toast.show({ message: t('job.confirm.offline'), type: 'warning' });
    else toast.show({ message: t('job.confirm.failed'), type: 'error' });
  }

  const card = layout === 'card';
  return (
    <Button
      colorPalette="green"
      size={card ? 'md' : 'lg'}
      width={card ? 'full' : { base: 'full', sm: 'auto' }}
      minHeight={card ? '11' : undefined}
      loading={fetching}
      loadingText={t('job.confirm.progress')}
      aria-label={card && jobLabel ? t('job.confirm.label', { job: jobLabel }) : undefined}
      onClick={() => void confirm()}
    >
      {card ? t('job.confirm.short') : t('job.confirm.action')}
    </Button>
  );
}
