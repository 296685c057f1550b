import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import type { CombinedError } from 'urql';
import type { PersonalCalendarQuery as PersonalCalendarData } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import {
  BlockDateMutation,
  DeleteBlockDateMutation,
  DeleteVacationRequestMutation,
  PersonalCalendarQuery,
  RequestVacationMutation,
} from './calendar.documents';
import { CalendarLegend } from './CalendarLegend';
import { CalendarMonth } from './CalendarMonth';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { dayStates, touchesConfirmedJob, visibleRange } from './day-states';
import { DayEntries } from './DayEntries';
import type { BlockDateEntry, VacationRequestEntry } from './DayEntries';
import { EntryForm } from './EntryForm';
import type { EntryFormValues } from './EntryForm';

type Prompt = { message: string; confirmLabel: string; run: () => Promise<void> };

/**
 * /personal-calendar: the month with every day's states and the legend, the selected day's
 * entries, and the forms to block a date or request vacation (SPEC.md §2, §4, §5).
 */
export function PersonalCalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const toast = useToast();
  const online = useOnlineStatus();
  const today = DateTime.now().toISODate() ?? '';
  const [month, setMonth] = useState<DateTime>(() => DateTime.now().startOf('month'));
  const [selected, setSelected] = useState(today);
  const [form, setForm] = useState<'block' | 'vacation' | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  // One key per opened form: a retry of the same entry is answered once by the api.
  const formKey = useRef<string>('');

  const range = visibleRange(month);
  const [result, reexecute] = useQuery({ query: PersonalCalendarQuery, variables: range });
  // While the next month loads, the last one stays on screen (and the month grid keeps focus).
  const last = useRef<PersonalCalendarData | undefined>(undefined);
  if (result.data) last.current = result.data;
  const shown = { ...result, data: result.data ?? (result.error ? undefined : last.current) };
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const [blockState, blockDate] = useMutation(BlockDateMutation);
  const [, deleteBlockDate] = useMutation(DeleteBlockDateMutation);
  const [vacationState, requestVacation] = useMutation(RequestVacationMutation);
  const [, deleteVacationRequest] = useMutation(DeleteVacationRequestMutation);

  const disabledReason = online ? null : t('offlineReason');
  const states = useMemo(
    () => (shown.data ? dayStates(shown.data.personalCalendar) : new Map()),
    [shown.data],
  );

  /** Runs a mutation; on success a toast and a fresh month, on a refusal its translated reason. */
  async function settle(
    answer: Promise<{ error?: CombinedError }>,
    success: string,
  ): Promise<boolean> {
    const { error } = await answer;
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return false;
    }
    toast.show({ message: success, type: 'success' });
    refresh();
    return true;
  }

  async function save(values: EntryFormValues) {
    const idempotencyKey = formKey.current;
    const done =
      values.kind === 'block'
        ? await settle(
            blockDate({
              input: {
                beginDate: values.beginDate,
                endDate: values.endDate,
                reason: values.reason,
              },
              idempotencyKey,
            }),
            t('toast.blocked'),
          )
        : await settle(
            requestVacation({
              input: {
                beginDate: values.beginDate,
                endDate: values.endDate,
                paid: values.paid,
                note: values.note || null,
              },
              idempotencyKey,
            }),
            t('toast.vacationRequested'),
          );
    if (done) {
      // Show the new entry: its first day, in its month.
      setForm(null);
      setMonth(DateTime.fromISO(values.beginDate).startOf('month'));
      setSelected(values.beginDate);
    }
  }

  function submit(values: EntryFormValues) {
    const jobs = shown.data?.personalCalendar.jobs ?? [];
    if (touchesConfirmedJob(jobs, values.beginDate, values.endDate)) {
      setPrompt({
        message: t('prompt.alreadyConfirmed'),
        confirmLabel: t('prompt.continue'),
        run: () => save(values),
      });
    } else void save(values);
  }

  function confirmDeleteBlockDate(block: BlockDateEntry) {
    setPrompt({
      message: t('prompt.deleteBlockDate'),
      confirmLabel: t('prompt.delete'),
      run: async () => {
        await settle(deleteBlockDate({ id: block.id }), t('toast.blockDeleted'));
      },
    });
  }

  function confirmDeleteVacationRequest(request: VacationRequestEntry) {
    const from = formatDay(request.beginDate, i18n.language);
    const to = formatDay(request.endDate, i18n.language);
    setPrompt({
      message: t('prompt.deleteVacationRequest', { from, to }),
      confirmLabel: t('prompt.delete'),
      run: async () => {
        await settle(deleteVacationRequest({ id: request.id }), t('toast.vacationDeleted'));
      },
    });
  }

  function open(kind: 'block' | 'vacation') {
    formKey.current = crypto.randomUUID();
    setForm(kind);
  }

  function changeMonth(next: DateTime) {
    setMonth(next);
    const inMonth = (day: string) => DateTime.fromISO(day).hasSame(next, 'month');
    if (!inMonth(selected)) setSelected(inMonth(today) ? today : (next.toISODate() ?? today));
  }

  return (
    <QueryStates
      result={shown}
      loading={t('loading')}
      error={t('error')}
      onRetry={refresh}
      forbidden={t('noAccess')}
    >
      {(data) => (
        <Stack gap="5">
          <CalendarMonth
            month={month}
            onMonthChange={changeMonth}
            selected={selected}
            onSelect={setSelected}
            states={states}
          />
          {form === null ? (
            <Stack gap="1">
              <HStack gap="2">
                <Button
                  flex="1"
                  colorPalette="blue"
                  variant="outline"
                  disabled={disabledReason !== null}
                  onClick={() => open('block')}
                >
                  {t('blockDate')}
                </Button>
                <Button
                  flex="1"
                  colorPalette="blue"
                  disabled={disabledReason !== null}
                  onClick={() => open('vacation')}
                >
                  {t('requestVacation')}
                </Button>
              </HStack>
              {disabledReason ? (
                <Text fontSize="sm" color="fg.muted">
                  {disabledReason}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <EntryForm
              key={`${form}-${selected}`}
              kind={form}
              day={selected}
              busy={form === 'block' ? blockState.fetching : vacationState.fetching}
              disabledReason={disabledReason}
              onSubmit={submit}
              onCancel={() => setForm(null)}
            />
          )}
          <DayEntries
            day={selected}
            calendar={data.personalCalendar}
            disabledReason={disabledReason}
            onDeleteBlockDate={confirmDeleteBlockDate}
            onDeleteVacationRequest={confirmDeleteVacationRequest}
          />
          <CalendarLegend />
          {prompt ? (
            <ConfirmPrompt
              cancelLabel={t('prompt.cancel')}
              message={prompt.message}
              confirmLabel={prompt.confirmLabel}
              onCancel={() => setPrompt(null)}
              onConfirm={() => {
                setPrompt(null);
                void prompt.run();
              }}
            />
          ) : null}
        </Stack>
      )}
    </QueryStates>
  );
}
