import { Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { toBcp47 } from '../../i18n/language';
import { PATHS } from '../../lib/paths';

/**
 * The open invoices of a client's company (the office: of every company), counted and summed per
 * currency, with how many are overdue; the list is one link away.
 */
export function OpenInvoices({ result }: { result: UseQueryState<HomeQuery> }) {
  const { t, i18n } = useTranslation('home');
  const open = result.data?.openInvoices;
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(toBcp47(i18n.language), { style: 'currency', currency }).format(
      cents / 100,
    );
  return (
    <Stack as="section" gap="2" aria-labelledby="home-invoices-heading">
      <Heading as="h2" id="home-invoices-heading" size="md">
        {t('invoices.heading')}
      </Heading>
      {result.error && !open ? <Text color="fg.error">{t('invoices.error')}</Text> : null}
      {open ? (
        open.count === 0 ? (
          <Text color="fg.muted">{t('invoices.none')}</Text>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">
              {t('invoices.summary', {
                count: open.count,
                amount: open.totals
                  .map((total) => money(total.totalCents, total.currency))
                  .join(' + '),
              })}
            </Text>
            {open.overdueCount > 0 ? (
              <Badge colorPalette="red">
                {t('invoices.overdue', { count: open.overdueCount })}
              </Badge>
            ) : null}
          </HStack>
        )
      ) : null}
      <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
        <RouterLink to={PATHS.invoices}>{t('invoices.link')}</RouterLink>
      </Link>
    </Stack>
  );
}
