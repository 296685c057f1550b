import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CrewItemStatus } from '../../gql/graphql';

const palette: Record<CrewItemStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  notNeeded: 'gray',
  noShow: 'red',
  cancelled: 'gray',
};

/** A status waiting for the crew member's answer stands out (solid); settled ones stay quiet. */
const variant: Record<CrewItemStatus, 'solid' | 'subtle'> = {
  pending: 'solid',
  confirmed: 'subtle',
  notNeeded: 'subtle',
  noShow: 'subtle',
  cancelled: 'subtle',
};

export type JobStatusBadgeProps = { status: CrewItemStatus };

/** A job's status in the crew member's words (home, /jobs, /jobs/:id). */
export function JobStatusBadge({ status }: JobStatusBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <Badge colorPalette={palette[status]} variant={variant[status]} size="md">
      {t(`job.status.${status}`)}
    </Badge>
  );
}
