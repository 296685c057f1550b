import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isInvoiceStatus } from './invoice-format';

const PALETTE = { draft: 'gray', open: 'blue', paid: 'green', overdue: 'red' } as const;

/** An invoice's status in words and colour (the colour never carries the meaning alone). */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('invoices');
  if (!isInvoiceStatus(status)) return null;
  return <Badge colorPalette={PALETTE[status]}>{t(`status.${status}`)}</Badge>;
}
