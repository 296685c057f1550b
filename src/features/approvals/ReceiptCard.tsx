import { Box, Card, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from 'urql';
import { DECISION_REASON_MAX, reasonRequired } from '../../../machines/officeDecisions';
import type { ApprovalsPageQuery } from '../../gql/graphql';
import { toBcp47 } from '../../i18n/language';
import { formatDateTime, formatDay } from '../../lib/dates/dates';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { DecisionForm } from '../../ui/DecisionForm';
import {
  ApprovalsApproveReceiptMutation,
  ApprovalsRejectReceiptMutation,
} from './approvals.documents';
import type { useDecision } from './useDecision';

export type WaitingReceipt = NonNullable<ApprovalsPageQuery['receiptsToDecide']>[number];

/** Receipts are in euros (integer cents from the api). */
function euros(cents: number, language: string): string {
  return new Intl.NumberFormat(toBcp47(language), { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/**
 * A receipt handed in: whose, what for, the amount before VAT, the VAT and the total, the photo of
 * the paper receipt, a link to its items; approve, or reject saying why.
 */
export function ReceiptCard({
  receipt,
  decision,
  online,
}: {
  receipt: WaitingReceipt;
  decision: ReturnType<typeof useDecision>;
  online: boolean;
}) {
  const { t, i18n } = useTranslation('approvals');
  const language = i18n.language;
  const linkTo = useLinkTo();
  const url = useProtectedImageUrl(receipt.photo?.fileUrl ?? null);
  const [, approve] = useMutation(ApprovalsApproveReceiptMutation);
  const [, reject] = useMutation(ApprovalsRejectReceiptMutation);
  const person = receipt.person.caption;
  const open = linkTo(PATHS.receipt, { number: receipt.number });
  const key = `receipt-${receipt.id}`;
  const names = { number: receipt.number, person };
  return (
    <Card.Root size="sm" as="article" aria-labelledby={`${key}-title`}>
      <Card.Body gap="3">
        <Stack gap="0">
          <Text id={`${key}-title`} fontWeight="semibold">
            {person}
          </Text>
          <Text>{receipt.caption}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[receipt.number, formatDay(receipt.date, language), receipt.company.caption].join(
              ' · ',
            )}
          </Text>
        </Stack>
        <HStack align="start" gap="3">
          {receipt.photo ? (
            url ? (
              <Image
                src={url}
                alt={t('receipts.photoAlt', { number: receipt.number })}
                width="24"
                maxHeight="32"
                objectFit="contain"
                borderRadius="md"
                borderWidth="1px"
              />
            ) : (
              <Box width="24" height="32" bg="bg.muted" borderRadius="md" aria-hidden="true" />
            )
          ) : null}
          <Stack as="dl" gap="1" flex="1" fontSize="sm">
            <HStack justify="space-between">
              <Text as="dt">{t('receipts.net')}</Text>
              <Text as="dd">{euros(receipt.netCents, language)}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text as="dt">{t('receipts.tax')}</Text>
              <Text as="dd">{euros(receipt.taxCents, language)}</Text>
            </HStack>
            <HStack justify="space-between" fontWeight="semibold">
              <Text as="dt">{t('receipts.total')}</Text>
              <Text as="dd">{euros(receipt.totalCents, language)}</Text>
            </HStack>
          </Stack>
        </HStack>
        {receipt.photo ? null : (
          <Text fontSize="sm" color="fg.muted">
            {t('receipts.noPhoto')}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {[
            t('receipts.items', { count: receipt.itemCount }),
            receipt.submittedAt
              ? t('receipts.handedIn', { at: formatDateTime(receipt.submittedAt, language) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {open ? (
          <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
            <RouterLink to={open}>{t('receipts.open', { number: receipt.number })}</RouterLink>
          </Link>
        ) : null}
        <DecisionForm
          labels={{
            reason: t('decision.reason'),
            reasonHint: t('decision.reasonNeeded', { person }),
            reasonMissing: t('decision.reasonMissing', { person }),
            approve: t('decision.approve'),
            approveName: t('receipts.approveName', names),
            refuse: t('decision.reject'),
            refuseName: t('receipts.rejectName', names),
          }}
          refuseNeedsReason={reasonRequired('receipt', 'reject')}
          maxLength={DECISION_REASON_MAX}
          busy={decision.busy === key}
          disabled={!online || (decision.busy !== null && decision.busy !== key)}
          onApprove={(reason) =>
            void decision.decide(key, 'approved', person, () =>
              approve({ id: receipt.id, reason: reason || null }),
            )
          }
          onRefuse={(reason) =>
            void decision.decide(key, 'rejected', person, () => reject({ id: receipt.id, reason }))
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
