import { Box, Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigationPending } from '../../lib/routing/AppRouter';
import { progressSlotRecipe } from '../../ui/lazy-recipes';

/**
 * A thin indeterminate bar at the very top while the router loads the next screen (a lazy chunk
 * on one bar of signal can take seconds), so a tap visibly did something (DESIGN.md App rules).
 */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <Box position="fixed" top="0" insetX="0" zIndex="banner">
      <Progress.Root recipe={progressSlotRecipe} value={null} size="xs">
        <Progress.Track borderRadius="0" aria-label={t('layout.loadingPage')}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
