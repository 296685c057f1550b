import { Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type EntryFormValues =
  | { kind: 'block'; beginDate: string; endDate: string; reason: string }
  | { kind: 'vacation'; beginDate: string; endDate: string; paid: boolean; note: string };

export type EntryFormProps = {
  kind: 'block' | 'vacation';
  /** The day the form starts on (the selected day). */
  day: string;
  busy: boolean;
  /** Why the form cannot be sent now (offline), or null. */
  disabledReason: string | null;
  onSubmit: (values: EntryFormValues) => void;
  onCancel: () => void;
};

/**
 * "Block a date" (one day or a range, a reason) and "Request vacation" (a range, paid or unpaid,
 * a note). Checks what it can before sending: the api checks the same again (400).
 */
export function EntryForm({ kind, day, busy, disabledReason, onSubmit, onCancel }: EntryFormProps) {
  const { t } = useTranslation('calendar');
  const headingId = useId();
  const [beginDate, setBeginDate] = useState(day);
  const [endDate, setEndDate] = useState(day);
  const [reason, setReason] = useState('');
  const [paid, setPaid] = useState(true);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);

  const rangeWrong = beginDate === '' || endDate === '' || endDate < beginDate;
  const reasonMissing = kind === 'block' && reason.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (rangeWrong || reasonMissing || disabledReason) return;
    onSubmit(
      kind === 'block'
        ? { kind, beginDate, endDate, reason: reason.trim() }
        : { kind, beginDate, endDate, paid, note: note.trim() },
    );
  }

  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit} aria-labelledby={headingId} noValidate>
        <Stack gap="3">
          <Heading as="h2" id={headingId} size="md">
            {t(kind === 'block' ? 'blockDate' : 'requestVacation')}
          </Heading>
          <HStack gap="3" align="start">
            <Field.Root required invalid={tried && beginDate === ''}>
              <Field.Label>{t('form.from')}</Field.Label>
              <Input
                type="date"
                value={beginDate}
                onChange={(event) => setBeginDate(event.target.value)}
              />
            </Field.Root>
            <Field.Root required invalid={tried && rangeWrong}>
              <Field.Label>{t('form.to')}</Field.Label>
              <Input
                type="date"
                value={endDate}
                min={beginDate}
                onChange={(event) => setEndDate(event.target.value)}
              />
              <Field.ErrorText>{t('form.rangeWrong')}</Field.ErrorText>
            </Field.Root>
          </HStack>
          {kind === 'block' ? (
            <Field.Root required invalid={tried && reasonMissing}>
              <Field.Label>{t('form.reason')}</Field.Label>
              <Input
                value={reason}
                maxLength={200}
                onChange={(event) => setReason(event.target.value)}
              />
              <Field.ErrorText>{t('form.reasonMissing')}</Field.ErrorText>
            </Field.Root>
          ) : (
            <>
              <Box as="fieldset">
                <Box as="legend" fontWeight="medium" fontSize="sm" mb="1">
                  {t('form.kind')}
                </Box>
                <HStack gap="4">
                  {[true, false].map((value) => (
                    <HStack as="label" key={String(value)} gap="2" minHeight="11" cursor="pointer">
                      <input
                        type="radio"
                        name={`${headingId}-paid`}
                        checked={paid === value}
                        onChange={() => setPaid(value)}
                      />
                      <Text>{t(value ? 'form.paid' : 'form.unpaid')}</Text>
                    </HStack>
                  ))}
                </HStack>
              </Box>
              <Field.Root>
                <Field.Label>{t('form.note')}</Field.Label>
                <Input
                  value={note}
                  maxLength={500}
                  onChange={(event) => setNote(event.target.value)}
                />
              </Field.Root>
            </>
          )}
          {disabledReason ? (
            <Text fontSize="sm" color="fg.muted">
              {disabledReason}
            </Text>
          ) : null}
          <HStack gap="2" justify="flex-end">
            <Button variant="outline" onClick={onCancel}>
              {t('prompt.cancel')}
            </Button>
            <Button
              type="submit"
              colorPalette="blue"
              loading={busy}
              disabled={disabledReason !== null}
            >
              {t(kind === 'block' ? 'form.submitBlock' : 'form.submitVacation')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
