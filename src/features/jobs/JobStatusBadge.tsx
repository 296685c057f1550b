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

export type JobStatusBadgeProps = { status: CrewItemStatus };

export function JobStatusBadge({ status }: JobStatusBadgeProps) {
  const { t } = useTranslation('jobs');
  return (
    <Badge
      colorPalette={palette[status]}
      variant={status === 'pending' ? 'solid' : 'subtle'}
      size="md"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
