import { Badge, Card, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CrewItemAction } from '../../../machines/crewItemActions';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { formatShortDay, formatTime } from '../../lib/dates/dates';
import { CrewItemActionButtons } from './CrewItemActionButtons';
import { CREW_ITEM_STATUS_PALETTE } from './crew-item-status';

export type CrewItemCardItem = {
  id: string;
  status: CrewItemStatus;
  startsAt: string;
  endsAt: string;
  /** The venue's zone: the item's times are the venue's (decision 248). */
  timeZone: string;
  vacancy: boolean;
  person?: { caption: string } | null;
  function: { caption: string };
  project: { caption: string };
};

export type CrewItemCardProps = {
  item: CrewItemCardItem;
  /** The link that opens the item's sheet (?item=<id>, the filters kept). */
  sheetHref: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: CrewItemAction) => Promise<unknown>;
  /** The venue's zone beside the times ('GMT'), where the list mixes zones (lib/dates/venue-time.ts). */
  zoneLabel?: string | null;
};

/** One crew item of the list: who (or an open position), function, project, when, status and its actions. */
export function CrewItemCard({
  item,
  sheetHref,
  selected,
  onSelect,
  onAction,
  zoneLabel = null,
}: CrewItemCardProps) {
  const { t, i18n } = useTranslation('crew-items');
  const who = item.person?.caption ?? (item.vacancy ? t('item.vacancy') : t('item.open'));
  const label = t('item.label', { who, function: item.function.caption });
  const when = t('item.when', {
    day: formatShortDay(item.startsAt, i18n.language, item.timeZone),
    from: formatTime(item.startsAt, i18n.language, item.timeZone),
    to: formatTime(item.endsAt, i18n.language, item.timeZone) + (zoneLabel ? ` ${zoneLabel}` : ''),
  });
  return (
    <Card.Root as="article" size="sm" aria-label={label}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <HStack align="start" gap="3" minWidth="0">
            <chakra.input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('bulk.select', { item: label })}
              width="5"
              height="5"
              marginTop="0.5"
              flexShrink={0}
            />
            <Stack gap="0" minWidth="0">
              <Card.Title as="h2" fontSize="md">
                <Link asChild>
                  <RouterLink to={sheetHref}>{who}</RouterLink>
                </Link>
              </Card.Title>
              <Text fontSize="sm">{item.function.caption}</Text>
            </Stack>
          </HStack>
          <Badge colorPalette={CREW_ITEM_STATUS_PALETTE[item.status]} flexShrink={0}>
            {t(`status.${item.status}`)}
          </Badge>
        </HStack>
        <Stack gap="0" fontSize="sm" color="fg.muted">
          <Text>{item.project.caption}</Text>
          <Text>{when}</Text>
        </Stack>
        <CrewItemActionButtons item={item} onAction={onAction} itemLabel={label} />
      </Card.Body>
    </Card.Root>
  );
}
