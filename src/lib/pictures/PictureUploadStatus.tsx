import { Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '../../ui/lazy-recipes';
import type { PictureUploadProblem, PictureUploadState } from './usePictureUpload';

export type PictureUploadLabels = {
  /** While the picture is compressed, before any byte is sent. */
  preparing: string;
  uploading: string;
  /** The value text of the bar, '42 % sent'. */
  progress: (percent: number) => string;
  problem: (problem: PictureUploadProblem) => string;
};

/** The progress bar of a picture upload under way and the words of a failed one (usePictureUpload's state). */
export function PictureUploadStatus({
  state,
  labels,
}: {
  state: PictureUploadState;
  labels: PictureUploadLabels;
}) {
  if (state.status === 'failed') {
    return (
      <Text fontSize="sm" color="fg.error" role="alert">
        {labels.problem(state.problem)}
      </Text>
    );
  }
  if (state.status !== 'working') return null;
  const preparing = state.fraction === null;
  return (
    <Progress.Root
      recipe={progressSlotRecipe}
      size="sm"
      colorPalette="blue"
      max={100}
      value={preparing ? null : Math.round((state.fraction ?? 0) * 100)}
      translations={{
        value: ({ percent }) =>
          preparing ? labels.preparing : labels.progress(Math.round(percent)),
      }}
    >
      <Progress.Label fontSize="sm">
        {preparing ? labels.preparing : labels.uploading}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
