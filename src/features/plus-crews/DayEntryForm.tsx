import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  plusCrewEntryProblem,
  type PlusCrewEntryProblem,
} from '../../../machines/plusCrewDashboard.rules';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { SavePlusCrewDayMutation } from './plus-crews.documents';

export type DayEntryFormProps = {
  number: string;
  period: { beginDate: string | null; endDate: string | null };
  /** The day the form starts on (today when it is in the month shown). */
  defaultDate: string;
  onSaved: () => void;
};

/** A typed number ('1234,5' or '1234.5'); null when left empty, NaN when it is not a number. */
export const parseEntryNumber = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.replace(',', '.'));

/**
 * Enter or correct a day's turnover and staff hours (plusCrews EDIT). The shared rules
 * (plusCrewEntryProblem) check it here first, the api again; one idempotency key per entry, so
 * a retry after a lost answer is applied once.
 */
export function DayEntryForm({ number, period, defaultDate, onSaved }: DayEntryFormProps) {
  const { t } = useTranslation('plus-crews');
  const toast = useToast();
  const online = useOnlineStatus();
  const [date, setDate] = useState(defaultDate);
  const [turnover, setTurnover] = useState('');
  const [hours, setHours] = useState('');
  const [problem, setProblem] = useState<PlusCrewEntryProblem | 'NOT_A_NUMBER' | null>(null);
  const key = useRef<string | null>(null);
  const [state, save] = useMutation(SavePlusCrewDayMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entry = {
      kind: 'day' as const,
      date,
      turnover: parseEntryNumber(turnover),
      hours: parseEntryNumber(hours),
    };
    if (Number.isNaN(entry.turnover) || Number.isNaN(entry.hours))
      return setProblem('NOT_A_NUMBER');
    const found = plusCrewEntryProblem(entry, period);
    setProblem(found);
    if (found) return;
    key.current ??= crypto.randomUUID();
    const { error } = await save({
      number,
      input: { date, turnover: entry.turnover, hours: entry.hours },
      idempotencyKey: key.current,
    });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    key.current = null;
    setTurnover('');
    setHours('');
    toast.show({ message: t('entry.saved'), type: 'success' });
    onSaved();
  }

  return (
    <Box as="section" aria-labelledby="plus-crew-entry" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="md" id="plus-crew-entry" mb="2">
        {t('entry.title')}
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>{t('entry.date')}</Field.Label>
            <Input
              type="date"
              value={date}
              min={period.beginDate ?? undefined}
              max={period.endDate ?? undefined}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('entry.turnover')}</Field.Label>
            <Input
              inputMode="decimal"
              value={turnover}
              onChange={(e) => setTurnover(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('entry.hours')}</Field.Label>
            <Input inputMode="decimal" value={hours} onChange={(e) => setHours(e.target.value)} />
          </Field.Root>
          {problem ? (
            <Text role="alert" color="fg.error">
              {t(`entry.problems.${problem}`)}
            </Text>
          ) : null}
          {!online ? <Text color="fg.muted">{t('entry.offline')}</Text> : null}
          <Button type="submit" loading={state.fetching} disabled={!online}>
            {t('entry.save')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
