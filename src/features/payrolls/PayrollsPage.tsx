import { Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { pathTo, PATHS } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { PaymentsList } from './PaymentsList';
import { PayrollStatusBadge } from './PayrollStatusBadge';
import { formatMoney } from '../../lib/numbers/money';

const PayrollsPageQuery = graphql(`
  query PayrollsPage($withPayments: Boolean!) {
    payrolls {
      total
      items {
        id
        number
        periodBegin
        periodEnd
        grossCents
        netCents
        currency
        status
      }
    }
    bankTransfers @include(if: $withPayments) {
      total
      items {
        id
        payrollNumber
        date
        reference
        recipient
        amountCents
        currency
        description
      }
    }
  }
`);

/** SPEC.md §6: payments only with bankTransfers READ of permission type OWN. */
export function useCanSeePayments(): boolean {
  const { session } = useSession();
  return session !== null && hasAction(session.userRights, 'bankTransfers', 'READ', 'OWN');
}

/** Feedback, decline and share links need payrolls EDIT; without it the payroll is read-only. */
export function useCanEditPayrolls(): boolean {
  const { session } = useSession();
  return session !== null && hasAction(session.userRights, 'payrolls', 'EDIT');
}

/** The crew member's payrolls, newest first; their payments below when the rights show them. */
export function PayrollsPage() {
  const { t, i18n } = useTranslation('payrolls');
  const language = i18n.language;
  const withPayments = useCanSeePayments();
  const [result, reexecute] = useQuery({ query: PayrollsPageQuery, variables: { withPayments } });

  return (
    <Stack gap="6">
      <Link asChild colorPalette="blue" alignSelf="start" minHeight="11">
        <RouterLink to={PATHS.payrollsDocuments}>{t('allDocuments')}</RouterLink>
      </Link>
      <QueryStates
        result={result}
        loading={t('loading')}
        error={t('error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('empty'), description: t('emptyDescription') }}
        isEmpty={(data) => data.payrolls.items.length === 0}
      >
        {(data) => (
          <Stack gap="6">
            <Stack as="section" gap="3" aria-labelledby="payrolls-heading">
              <Heading as="h2" id="payrolls-heading" size="md">
                {t('listHeading')}
              </Heading>
              <List.Root variant="plain" gap="2">
                {data.payrolls.items.map((payroll) => (
                  <List.Item key={payroll.id} display="block">
                    <Card.Root size="sm" as="article" aria-labelledby={`payroll-${payroll.id}`}>
                      <Card.Body gap="1">
                        <HStack justify="space-between" align="start" gap="2">
                          <Link
                            asChild
                            colorPalette="blue"
                            fontWeight="semibold"
                            minHeight="11"
                            id={`payroll-${payroll.id}`}
                          >
                            <RouterLink to={pathTo(PATHS.payroll, { number: payroll.number })}>
                              {payroll.number}
                            </RouterLink>
                          </Link>
                          <PayrollStatusBadge status={payroll.status} />
                        </HStack>
                        <Text fontSize="sm" color="fg.muted">
                          {formatDay(payroll.periodBegin, language)} –{' '}
                          {formatDay(payroll.periodEnd, language)}
                        </Text>
                        <HStack justify="space-between" fontSize="sm">
                          <Text>
                            {t('grossAmount', {
                              amount: formatMoney(payroll.grossCents, payroll.currency, language),
                            })}
                          </Text>
                          <Text fontWeight="semibold">
                            {t('netAmount', {
                              amount: formatMoney(payroll.netCents, payroll.currency, language),
                            })}
                          </Text>
                        </HStack>
                      </Card.Body>
                    </Card.Root>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
            {data.bankTransfers ? (
              <Stack as="section" gap="3" aria-labelledby="payments-heading">
                <Heading as="h2" id="payments-heading" size="md">
                  {t('payments.heading')}
                </Heading>
                <PaymentsList payments={data.bankTransfers.items} />
              </Stack>
            ) : null}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
