import { Card, DataList, HStack, Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay } from '../../lib/dates/dates';
import { pathTo, PATHS } from '../../lib/paths';
import { PayrollStatusBadge } from './PayrollStatusBadge';
import { formatHours } from './payroll-format';
import { formatMoney } from '../../lib/numbers/money';

export type PayrollItemRow = {
  id: string;
  date: string;
  description: string;
  project?: { number: string; name: string } | null;
  functionName?: string | null;
  minutes: number;
  rateCents: number;
  amountCents: number;
  allowanceCents: number;
  currency: string;
  status: string;
};

/** What the item pays: the job's project when it pays one, else its description. */
export function itemTitle(
  item: Pick<PayrollItemRow, 'description' | 'project'>,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  return item.project
    ? t('projectWithNumber', { name: item.project.name, number: item.project.number })
    : item.description;
}

/** A payroll's items: date, job / project, function, hours, rate, amount, allowances; each opens its page. */
export function PayrollItemsList({ items }: { items: readonly PayrollItemRow[] }) {
  const { t, i18n } = useTranslation('payrolls');
  const language = i18n.language;
  return (
    <List.Root variant="plain" gap="2">
      {items.map((item) => (
        <List.Item key={item.id} display="block">
          <Card.Root size="sm" as="article" aria-labelledby={`payroll-item-${item.id}`}>
            <Card.Body gap="2">
              <HStack justify="space-between" align="start" gap="2">
                <Link
                  asChild
                  colorPalette="blue"
                  fontWeight="semibold"
                  minHeight="11"
                  id={`payroll-item-${item.id}`}
                >
                  <RouterLink to={pathTo(PATHS.payrollItem, { id: item.id })}>
                    {formatDay(item.date, language)} · {itemTitle(item, t)}
                  </RouterLink>
                </Link>
                {item.status !== 'open' ? <PayrollStatusBadge status={item.status} /> : null}
              </HStack>
              <DataList.Root orientation="horizontal" size="sm" gap="1">
                {item.functionName ? (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('fields.function')}</DataList.ItemLabel>
                    <DataList.ItemValue>{item.functionName}</DataList.ItemValue>
                  </DataList.Item>
                ) : null}
                <DataList.Item>
                  <DataList.ItemLabel>{t('fields.hours')}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {t('hoursAtRate', {
                      hours: formatHours(item.minutes, language),
                      rate: formatMoney(item.rateCents, item.currency, language),
                    })}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('fields.amount')}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {formatMoney(item.amountCents, item.currency, language)}
                  </DataList.ItemValue>
                </DataList.Item>
                {item.allowanceCents !== 0 ? (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('fields.allowances')}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {formatMoney(item.allowanceCents, item.currency, language)}
                    </DataList.ItemValue>
                  </DataList.Item>
                ) : null}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Gross, deductions and net of a payroll. */
export function PayrollTotals({
  grossCents,
  deductionsCents,
  netCents,
  currency,
}: {
  grossCents: number;
  deductionsCents: number;
  netCents: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation('payrolls');
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  return (
    <DataList.Root orientation="horizontal" gap="2">
      <DataList.Item>
        <DataList.ItemLabel>{t('fields.gross')}</DataList.ItemLabel>
        <DataList.ItemValue>{money(grossCents)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('fields.deductions')}</DataList.ItemLabel>
        <DataList.ItemValue>{money(-deductionsCents)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel fontWeight="semibold">{t('fields.net')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Text fontWeight="bold">{money(netCents)}</Text>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
