import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { nextPending, type OutboxItem } from '../../../machines/outbox.machine';
import { textKeyOf } from '../graphql/errors';
import { PATHS, pathTo } from '../paths';
import { useOutbox } from './OutboxContext';

const KNOWN_KINDS = new Set([
  // The crews area's venue action kinds (src/features/crews/venue-actions.ts).
  'checkIn',
  'noShow',
  'checkOut',
  'checkInCrewMember',
  'markCrewMemberNoShow',
  'checkOutCrewMember',
  'signOffCrew',
  'releaseCrewDocument',
  'sendCrewDocument',
  'uploadCrewPhoto',
  'answerSecurityCheck',
]);

function RefusedItem({
  item,
  onDiscard,
  showCrewLink,
}: {
  item: OutboxItem;
  onDiscard: () => void;
  showCrewLink: boolean;
}) {
  const { t } = useTranslation('common');
  const kind = KNOWN_KINDS.has(item.kind) ? item.kind : 'other';
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
      padding="3"
      listStyleType="none"
    >
      <Text fontWeight="semibold">
        {t('outbox.refusedTitle', { kind: t(`outbox.kinds.${kind}`) })}
      </Text>
      <Text>{t(textKeyOf(item.reason))}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('outbox.refusedHelp')}
      </Text>
      <HStack marginTop="2" gap="3" flexWrap="wrap">
        {showCrewLink ? (
          <Link asChild colorPalette="blue" minHeight="11">
            <RouterLink to={pathTo(PATHS.crew, { id: item.crewId })}>
              {t('outbox.openCrew')}
            </RouterLink>
          </Link>
        ) : null}
        <Button size="sm" variant="outline" colorPalette="red" minHeight="11" onClick={onDiscard}>
          {t('outbox.discard')}
        </Button>
      </HStack>
    </Box>
  );
}

/**
 * The sync status: "3 changes waiting", "sending…", "all saved", the offline notice,
 * and every refused change with its reason and what the crew chief can do. Given a crew, it lists
 * that crew's refused changes (the count is the whole queue: it is sent in order).
 */
export function SyncStatus({ crewId }: { crewId?: string }) {
  const { t } = useTranslation('common');
  const { items, status, discard } = useOutbox();
  const waiting = items.filter((item) => item.state === 'pending').length;
  const refused = items.filter(
    (item) => item.state === 'refused' && (crewId === undefined || item.crewId === crewId),
  );
  const line =
    status === 'sending'
      ? t('outbox.sending')
      : waiting > 0
        ? t('outbox.waiting', { count: waiting })
        : t('outbox.saved');
  const quiet = waiting === 0 && status === 'saved';
  return (
    <Stack as="section" aria-label={t('outbox.title')} gap="2" data-testid="sync-status">
      {/* Nothing waiting and online: a quiet line, not a banner competing with the page's title. */}
      <Box
        role="status"
        aria-live="polite"
        borderRadius="md"
        padding={quiet ? '0' : '2'}
        bg={waiting > 0 ? 'bg.warning' : quiet ? undefined : 'bg.muted'}
      >
        <Text
          fontWeight={quiet ? undefined : 'medium'}
          fontSize={quiet ? 'sm' : undefined}
          color={quiet ? 'fg.muted' : undefined}
        >
          {line}
        </Text>
        {status === 'offline' ? <Text fontSize="sm">{t('outbox.offline')}</Text> : null}
        {status === 'waiting' && nextPending(items) ? (
          <Text fontSize="sm">{t('outbox.retrying')}</Text>
        ) : null}
      </Box>
      {refused.length > 0 ? (
        <Stack as="ul" gap="2" margin="0" padding="0" aria-label={t('outbox.refusedList')}>
          {refused.map((item) => (
            <RefusedItem
              key={item.id}
              item={item}
              onDiscard={() => discard(item.id)}
              showCrewLink={crewId === undefined}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
