import { Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { pathTo, PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { PaymentsList } from './PaymentsList';
import { PayrollItemsList, PayrollTotals } from './PayrollItemsList';
import { PayrollStatusBadge } from './PayrollStatusBadge';
import { useCanEditPayrolls, useCanSeePayments } from './PayrollsPage';
import { ShareLinks } from './ShareLinks';

const PayrollPageQuery = graphql(`
  query PayrollPage($number: String!, $withPayments: Boolean!) {
    payroll(number: $number) {
      id
      number
      periodBegin
      periodEnd
      grossCents
      deductionsCents
      netCents
      currency
      status
      items {
        id
        date
        description
        project {
          number
          name
        }
        functionName
        minutes
        rateCents
        amountCents
        allowanceCents
        currency
        status
      }
      documents {
        id
        documentType
      }
      payments @include(if: $withPayments) {
        id
        date
        reference
        recipient
        amountCents
        currency
        description
      }
      shareLinks {
        id
        createdAt
        expiresAt
        revokedAt
      }
    }
  }
`);

const MarkSeenMutation = graphql(`
  mutation MarkPayrollSeen($number: String!) {
    markPayrollSeen(number: $number) {
      id
      status
      seenAt
    }
  }
`);

/** One payroll: totals, items, documents, payments and public links. Opening a new one marks it seen. */
export function PayrollPage() {
  const { number = '' } = useParams();
  const { t, i18n } = useTranslation('payrolls');
  const language = i18n.language;
  const withPayments = useCanSeePayments();
  const canEdit = useCanEditPayrolls();
  const [result, reexecute] = useQuery({
    query: PayrollPageQuery,
    variables: { number, withPayments },
  });
  const [, markSeen] = useMutation(MarkSeenMutation);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const status = result.data?.payroll?.status;

  useEffect(() => {
    if (status === 'new') void markSeen({ number });
  }, [status, number, markSeen]);

  return (
    <QueryStates
      result={{ ...result, data: result.data?.payroll }}
      loading={t('loadingPayroll')}
      loadingRows={2}
      error={t('errorPayroll')}
      onRetry={reload}
      forbidden={t('noAccess')}
      empty={{
        message: t('notFound'),
        action: (
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.payrolls}>{t('backToPayrolls')}</RouterLink>
          </Link>
        ),
      }}
    >
      {(payroll) => (
        <Stack gap="6">
          <Stack gap="1">
            <HStack justify="space-between" align="start">
              <Heading as="h2" size="lg">
                {payroll.number}
              </Heading>
              <PayrollStatusBadge status={payroll.status} />
            </HStack>
            <Text color="fg.muted">
              {formatDay(payroll.periodBegin, language)} – {formatDay(payroll.periodEnd, language)}
            </Text>
          </Stack>
          <PayrollTotals {...payroll} />
          <Stack as="section" gap="3" aria-labelledby="payroll-documents">
            <Heading as="h3" id="payroll-documents" size="md">
              {t('documents.heading')}
            </Heading>
            {payroll.documents.length === 0 ? (
              <Text color="fg.muted">{t('documents.none')}</Text>
            ) : (
              <List.Root variant="plain" gap="1">
                {payroll.documents.map((document) => (
                  <List.Item key={document.id}>
                    <Link asChild colorPalette="blue" minHeight="11">
                      <RouterLink
                        to={pathTo(PATHS.payrollDownload, {
                          number: payroll.number,
                          documentType: document.documentType,
                        })}
                      >
                        {t('documents.download', {
                          document: t(`documentTypes.${document.documentType}`, {
                            defaultValue: document.documentType,
                          }),
                        })}
                      </RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
          <Stack as="section" gap="3" aria-labelledby="payroll-items">
            <Heading as="h3" id="payroll-items" size="md">
              {t('itemsHeading', { total: payroll.items.length })}
            </Heading>
            <PayrollItemsList items={payroll.items} />
          </Stack>
          {payroll.payments ? (
            <Stack as="section" gap="3" aria-labelledby="payroll-payments">
              <Heading as="h3" id="payroll-payments" size="md">
                {t('payments.heading')}
              </Heading>
              <PaymentsList payments={payroll.payments} />
            </Stack>
          ) : null}
          {canEdit ? (
            <Stack as="section" gap="3" aria-labelledby="payroll-share">
              <Heading as="h3" id="payroll-share" size="md">
                {t('share.heading')}
              </Heading>
              <ShareLinks number={payroll.number} links={payroll.shareLinks} onChange={reload} />
            </Stack>
          ) : null}
        </Stack>
      )}
    </QueryStates>
  );
}
