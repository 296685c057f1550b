import { Box, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

export type LoadingStateProps = {
  /** Already translated, read by screen readers while the skeletons show (e.g. 'Loading jobs'). */
  label: string;
  /** How many card-shaped placeholders to draw; roughly what fits on a 360 px screen. */
  rows?: number;
};

/**
 * Skeletons shaped like the cards that will replace them, so the layout does not jump when
 * data arrives on a slow connection. The region is aria-busy and carries a label for
 * assistive technology; the skeletons themselves are hidden from it.
 */
export function LoadingState({ label, rows = 3 }: LoadingStateProps) {
  return (
    <Box role="status" aria-busy="true" aria-live="polite" aria-label={label} width="full">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="3" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Box key={index} borderWidth="1px" borderRadius="l2" padding="4">
            <Skeleton height="5" width="60%" marginBottom="3" />
            <SkeletonText noOfLines={2} gap="2" />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
