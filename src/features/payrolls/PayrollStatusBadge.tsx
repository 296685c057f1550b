import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PALETTES: Record<string, string> = {
  new: 'orange',
  seen: 'blue',
  confirmed: 'green',
  open: 'gray',
  declined: 'red',
};

/** A payroll's or a payroll item's status, in words (colour only repeats them). */
export function PayrollStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('payrolls');
  return (
    <Badge colorPalette={PALETTES[status] ?? 'gray'} variant="subtle">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
