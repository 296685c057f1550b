import { Card, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { pathTo, PATHS } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { formatMoney } from '../../lib/numbers/money';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { NewDraftInvoice } from './NewDraftInvoice';

const InvoicesPageQuery = graphql(`
  query InvoicesPage {
    invoices {
      total
      items {
        id
        number
        type
        status
        clientReference
        date
        dueDate
        currency
        totalCents
        company {
          id
          name
        }
      }
    }
  }
`);

/** A client's company invoices (the office: every company's, drafts too), newest first. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.language;
  const { session } = useSession();
  const canCreate = session !== null && hasAction(session.userRights, 'invoices', 'CREATE');
  const [result, reexecute] = useQuery({ query: InvoicesPageQuery });

  return (
    <Stack gap="4">
      {canCreate ? <NewDraftInvoice /> : null}
      <QueryStates
        result={result}
        loading={t('loading')}
        error={t('error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('empty'), description: t('emptyDescription') }}
        isEmpty={(data) => data.invoices.items.length === 0}
      >
        {(data) => (
          <List.Root variant="plain" gap="2" aria-label={t('listLabel')}>
            {data.invoices.items.map((invoice) => (
              <List.Item key={invoice.id} display="block">
                <Card.Root size="sm" as="article" aria-labelledby={`invoice-${invoice.id}`}>
                  <Card.Body gap="1">
                    <HStack justify="space-between" align="start" gap="2">
                      <Link
                        asChild
                        colorPalette="blue"
                        fontWeight="semibold"
                        minHeight="11"
                        id={`invoice-${invoice.id}`}
                      >
                        <RouterLink to={pathTo(PATHS.invoice, { number: invoice.number })}>
                          {t(`type.${invoice.type === 'creditNote' ? 'creditNote' : 'invoice'}`)}{' '}
                          {invoice.number}
                        </RouterLink>
                      </Link>
                      <InvoiceStatusBadge status={invoice.status} />
                    </HStack>
                    <Text fontSize="sm">{invoice.company.name}</Text>
                    {invoice.clientReference ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t('clientReference', { reference: invoice.clientReference })}
                      </Text>
                    ) : null}
                    <HStack justify="space-between" align="end" fontSize="sm" gap="2" wrap="wrap">
                      <Stack gap="0">
                        <Text color="fg.muted">
                          {t('dated', { day: formatDay(invoice.date, language) })}
                        </Text>
                        <Text color={invoice.status === 'overdue' ? 'red.700' : 'fg.muted'}>
                          {t('due', { day: formatDay(invoice.dueDate, language) })}
                        </Text>
                      </Stack>
                      <Text fontWeight="semibold">
                        {formatMoney(invoice.totalCents, invoice.currency, language)}
                      </Text>
                    </HStack>
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
