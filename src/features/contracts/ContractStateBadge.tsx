import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PALETTES = { upcoming: 'blue', active: 'green', ended: 'gray' } as const;

/** Upcoming, active or ended (the api derives it from begin, end and today). */
export function ContractStateBadge({ state }: { state: 'upcoming' | 'active' | 'ended' }) {
  const { t } = useTranslation('contracts');
  return (
    <Badge colorPalette={PALETTES[state]} variant="subtle" flexShrink={0}>
      {t(`states.${state}`)}
    </Badge>
  );
}
