import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  plusCrewEntryProblem,
  type PlusCrewEntryProblem,
} from '../../../machines/plusCrewDashboard.rules';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { parseEntryNumber } from './DayEntryForm';
import { SavePlusCrewMonthTargetMutation } from './plus-crews.documents';

export type MonthTargetFormProps = {
  number: string;
  period: { beginDate: string | null; endDate: string | null };
  /** The month shown (YYYY-MM) and its name in the user's language. */
  month: string;
  monthName: string;
  /** The month's target as it stands (the sum of its daily targets), to start from. */
  currentTarget: number;
  onSaved: () => void;
};

/**
 * The month's turnover target (plusCrews EDIT, a target per month): one amount,
 * spread by the api over the month's days in the plus crew's period (api/routes/plus-crews/README.md, Targets, the team bonus and the forecast). The shared
 * rules check it here first and in the api again; one idempotency key per target meant.
 */
export function MonthTargetForm({
  number,
  period,
  month,
  monthName,
  currentTarget,
  onSaved,
}: MonthTargetFormProps) {
  const { t } = useTranslation('plus-crews');
  const toast = useToast();
  const online = useOnlineStatus();
  const id = useId();
  const [amount, setAmount] = useState(currentTarget > 0 ? String(currentTarget) : '');
  const [problem, setProblem] = useState<PlusCrewEntryProblem | 'NOT_A_NUMBER' | null>(null);
  const key = useRef<string | null>(null);
  const [state, save] = useMutation(SavePlusCrewMonthTargetMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = parseEntryNumber(amount);
    if (value === null || Number.isNaN(value)) return setProblem('NOT_A_NUMBER');
    const found = plusCrewEntryProblem({ kind: 'monthTarget', month, amount: value }, period);
    setProblem(found);
    if (found) return;
    key.current ??= crypto.randomUUID();
    const { data, error } = await save({
      number,
      month,
      amount: value,
      idempotencyKey: key.current,
    });
    if (error || !data) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    key.current = null;
    toast.show({
      message: t('target.saved', { month: monthName, days: data.savePlusCrewMonthTarget.days }),
      type: 'success',
    });
    onSaved();
  }

  return (
    <Box as="section" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="md" id={`${id}-title`} mb="2">
        {t('target.title')}
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <Field.Root required invalid={problem !== null}>
            <Field.Label htmlFor={`${id}-amount`}>
              {t('target.amount', { month: monthName })}
            </Field.Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <Field.HelperText>{t('target.hint')}</Field.HelperText>
          </Field.Root>
          {problem ? (
            <Text role="alert" color="fg.error">
              {problem === 'OUTSIDE_PERIOD'
                ? t('target.outsidePeriod')
                : t(`entry.problems.${problem}`)}
            </Text>
          ) : null}
          {!online ? <Text color="fg.muted">{t('entry.offline')}</Text> : null}
          <Button type="submit" loading={state.fetching} disabled={!online}>
            {t('target.save')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
