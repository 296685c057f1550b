import { Badge, Card, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { formatDay } from '../../lib/dates/dates';
import { PATHS, pathTo } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { NewReceiptForm } from './NewReceiptForm';
import { formatCents } from './receipt-format';
import { ReceiptsPageQuery } from './receipts.documents';

const STATUS_PALETTE = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
} as const;

/** /receipts: the caller's expense receipts, latest first; with receipts CREATE a new one from a template. */
export function ReceiptsPage() {
  const { t, i18n } = useTranslation('receipts');
  const { session } = useSession();
  const canCreate = hasAction(session?.userRights ?? {}, 'receipts', 'CREATE');
  const [result, reexecute] = useQuery({ query: ReceiptsPageQuery });
  return (
    <Stack gap="4">
      {canCreate ? <NewReceiptForm /> : null}
      <QueryStates
        result={result}
        loading={t('list.loading')}
        error={t('list.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('notFound'), description: t('list.emptyDescription') }}
        isEmpty={(data) => data.receipts.length === 0}
      >
        {(data) => (
          <List.Root variant="plain" gap="3" aria-label={t('list.label')}>
            {data.receipts.map((receipt) => (
              <List.Item key={receipt.id} display="block">
                <Card.Root size="sm">
                  <Card.Body gap="1">
                    <HStack justify="space-between" align="start" gap="2">
                      <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                        <RouterLink to={pathTo(PATHS.receipt, { number: receipt.number })}>
                          {receipt.caption}
                        </RouterLink>
                      </Link>
                      <Badge colorPalette={STATUS_PALETTE[receipt.status]}>
                        {t(`status.${receipt.status}`)}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {[
                        receipt.number,
                        formatDay(receipt.date, i18n.language),
                        receipt.company.caption,
                        t('itemCount', { count: receipt.itemCount }),
                      ].join(' · ')}
                    </Text>
                    <Text fontWeight="medium">
                      {formatCents(receipt.totalCents, i18n.language)}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryStates>
    </Stack>
  );
}
