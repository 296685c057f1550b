import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { officeDecisionQueues } from '../../lib/routing/route-access';
import { useSession } from '../../lib/session/useSession';
import { EmptyState } from '../../ui/states/EmptyState';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { ApprovalsSection } from './ApprovalsSection';
import { ProfilePictureCard } from './ProfilePictureCard';
import { ReceiptCard } from './ReceiptCard';
import { VacationRequestCard } from './VacationRequestCard';
import { ApprovalsPageQuery } from './approvals.documents';
import { useDecision } from './useDecision';

/**
 * /approvals: what waits for the office's decision — vacation requests, new profile pictures and
 * receipts handed in, each queue for whoever decides it (lib/routing/route-access.ts
 * officeDecisionQueues), in one query. One column on a phone; side by side at a desk. A decided
 * thing leaves its queue at once (its new status comes back with the answer) and the person is
 * told by the api.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const { session } = useSession();
  const queues = officeDecisionQueues(session?.userRights ?? {});
  const online = useOnlineStatus();
  const [result, reexecute] = useQuery({
    query: ApprovalsPageQuery,
    variables: {
      withVacationRequests: queues.vacationRequests,
      withProfilePictures: queues.profilePictures,
      withReceipts: queues.receipts,
    },
    pause: !queues.vacationRequests && !queues.profilePictures && !queues.receipts,
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const decision = useDecision(reload);
  const decides = Object.values(queues).some(Boolean);

  if (!decides) {
    // No queue is this viewer's: the api would refuse each (403), so nothing is asked.
    return <EmptyState message={t('noAccess')} state="forbidden" />;
  }
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      loadingRows={3}
      error={t('error')}
      onRetry={reload}
      forbidden={t('noAccess')}
    >
      {(data) => {
        // Decided ones leave at once: their answer changed their status in the cache.
        const vacationRequests = (data.vacationRequestsToDecide ?? []).filter(
          (request) => request.status === 'requested',
        );
        const pictures = (data.profilePicturesToDecide ?? []).filter(
          (picture) => picture.status === 'pending',
        );
        const receipts = (data.receiptsToDecide ?? []).filter(
          (receipt) => receipt.status === 'submitted',
        );
        const waiting = vacationRequests.length + pictures.length + receipts.length;
        return (
          <Stack gap="4">
            <Text color="fg.muted" role="status">
              {waiting === 0 ? t('nothingWaits') : t('summary', { count: waiting })}
            </Text>
            {online ? null : (
              <Text color="fg.error" fontWeight="medium">
                {t('offline')}
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
              {queues.vacationRequests ? (
                <ApprovalsSection name="vacationRequests" items={vacationRequests}>
                  {(request) => (
                    <VacationRequestCard request={request} decision={decision} online={online} />
                  )}
                </ApprovalsSection>
              ) : null}
              {queues.profilePictures ? (
                <ApprovalsSection name="profilePictures" items={pictures}>
                  {(picture) => (
                    <ProfilePictureCard picture={picture} decision={decision} online={online} />
                  )}
                </ApprovalsSection>
              ) : null}
              {queues.receipts ? (
                <ApprovalsSection name="receipts" items={receipts}>
                  {(receipt) => (
                    <ReceiptCard receipt={receipt} decision={decision} online={online} />
                  )}
                </ApprovalsSection>
              ) : null}
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryStates>
  );
}
