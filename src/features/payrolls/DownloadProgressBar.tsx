import { Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress } from '../../lib/downloads/download';
import { progressSlotRecipe } from '../../ui/lazy-recipes';

/** A download's progress: determinate with a Content-Length, indeterminate without. */
export function DownloadProgressBar({
  progress,
  label,
}: {
  progress: DownloadProgress;
  label: string;
}) {
  const { t } = useTranslation('payrolls');
  const percent = progress.total
    ? Math.min(100, Math.round((progress.received / progress.total) * 100))
    : null;
  return (
    <Stack gap="2">
      <Progress.Root
        recipe={progressSlotRecipe}
        value={percent}
        max={100}
        colorPalette="blue"
        aria-label={label}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {percent === null
          ? t('download.receiving', { kb: Math.round(progress.received / 1024) })
          : t('download.percent', { percent })}
      </Text>
    </Stack>
  );
}
