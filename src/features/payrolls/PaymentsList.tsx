import { Card, DataList, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates/dates';
import { formatMoney } from '../../lib/numbers/money';

export type Payment = {
  id: string;
  date: string;
  reference: string;
  recipient: string;
  amountCents: number;
  currency: string;
  description: string;
};

/** Payments by bank transfer (SPEC.md §3): date, reference, recipient, amount, description. */
export function PaymentsList({ payments }: { payments: readonly Payment[] }) {
  const { t, i18n } = useTranslation('payrolls');
  const language = i18n.language;
  if (payments.length === 0) return <Text color="fg.muted">{t('payments.empty')}</Text>;
  return (
    <List.Root variant="plain" gap="2">
      {payments.map((payment) => (
        <List.Item key={payment.id} display="block">
          <Card.Root
            size="sm"
            as="article"
            aria-label={t('payments.label', { date: formatDay(payment.date, language) })}
          >
            <Card.Body gap="2">
              <HStack justify="space-between" align="start">
                <Text fontWeight="semibold">{payment.description}</Text>
                <Text fontWeight="semibold">
                  {formatMoney(payment.amountCents, payment.currency, language)}
                </Text>
              </HStack>
              <DataList.Root orientation="horizontal" size="sm" gap="1">
                <DataList.Item>
                  <DataList.ItemLabel>{t('payments.date')}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDay(payment.date, language)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('payments.reference')}</DataList.ItemLabel>
                  <DataList.ItemValue>{payment.reference}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('payments.recipient')}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Stack gap="0">{payment.recipient}</Stack>
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        </List.Item>
      ))}
    </List.Root>
  );
}
