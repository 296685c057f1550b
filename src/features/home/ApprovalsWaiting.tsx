import { Card, Heading, Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { PATHS } from '../../lib/paths';
import type { OfficeDecisionQueues } from '../../lib/routing/route-access';
import { useLinkTo } from '../../lib/routing/useLinkTo';

/**
 * The office's home: how many vacation requests, profile pictures and receipts wait for its
 * decision (each queue the viewer decides), one link away from the approvals screen. Counted from
 * the one Home query; a thing decided elsewhere in the app leaves the count by its new status.
 */
export function ApprovalsWaiting({
  result,
  queues,
}: {
  result: UseQueryState<HomeQuery>;
  queues: OfficeDecisionQueues;
}) {
  const { t } = useTranslation('home');
  const linkTo = useLinkTo();
  const data = result.data;
  const counts = [
    queues.vacationRequests && {
      key: 'vacationRequests',
      count: data?.vacationRequestsToDecide?.filter((item) => item.status === 'requested').length,
    },
    queues.profilePictures && {
      key: 'profilePictures',
      count: data?.profilePicturesToDecide?.filter((item) => item.status === 'pending').length,
    },
    queues.receipts && {
      key: 'receipts',
      count: data?.receiptsToDecide?.filter((item) => item.status === 'submitted').length,
    },
  ].filter((entry): entry is { key: string; count: number | undefined } => Boolean(entry));
  const loaded = counts.every((entry) => entry.count !== undefined);
  const total = counts.reduce((sum, entry) => sum + (entry.count ?? 0), 0);
  const approvals = linkTo(PATHS.approvals);
  return (
    <Card.Root as="section" size="sm" aria-labelledby="home-approvals-heading">
      <Card.Body gap="2">
        <Heading as="h2" id="home-approvals-heading" size="md">
          {t('approvals.heading')}
        </Heading>
        {result.error && !loaded ? <Text color="fg.error">{t('approvals.error')}</Text> : null}
        {loaded ? (
          total === 0 ? (
            <Text color="fg.muted">{t('approvals.none')}</Text>
          ) : (
            <List.Root variant="plain" gap="1">
              {counts.map((entry) => (
                <List.Item key={entry.key}>
                  {t(`approvals.${entry.key}`, { count: entry.count ?? 0 })}
                </List.Item>
              ))}
            </List.Root>
          )
        ) : null}
        {approvals ? (
          <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
            <RouterLink to={approvals}>{t('approvals.open')}</RouterLink>
          </Link>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
