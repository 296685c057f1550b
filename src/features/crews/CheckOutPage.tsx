import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attendanceEventOf,
  plannedBreakOf,
  workedHoursOf,
} from '../../../machines/crewShift.machine';
import { ArrivalBadge, BackToCrew, CrewShiftScreen } from './CrewShiftScreen';
import type { CrewShiftScreenProps } from './CrewShiftScreen';
import { useOutcomeToast } from './CheckInPage';
import { formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { useRefusalText } from './shift-refusals';
import { clockOf, instantAt, nowIso } from './shift-times';
import { venueAction } from './venue-actions';
import type { CheckOutAction, ShownMember } from './venue-actions';
import { appClock } from '../../lib/clock/clock';

/**
 * /crews/{id}/check-out: time out and break per member, the hours computed; only who is checked in
 * can leave. The break starts from the crew item's planned break, shown as such before the chief
 * confirms, and a refused check-out says why with its times and break.
 */
export function CheckOutPage() {
  return <CrewShiftScreen>{(props) => <CheckOut {...props} />}</CrewShiftScreen>;
}

function CheckOut({ shift, view, send, canAct }: CrewShiftScreenProps) {
  const { t } = useTranslation('crews');
  const done = view.members.filter(
    (member) => member.attendance === 'checkedOut' || member.attendance === 'noShow',
  ).length;
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {shift.caption}
      </Heading>
      <VenueTimeNote shifts={[shift]} />
      <Text data-testid="check-out-progress">
        {t('progress.checkedOut', { done, total: view.members.length })}
      </Text>
      <Text data-testid="crew-state">{t(`state.${view.state}`)}</Text>
      {canAct ? null : <Text color="fg.muted">{t('readOnly')}</Text>}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {view.members.map((member) => (
          <li key={member.id}>
            <CheckOutRow
              member={member}
              crewId={shift.id}
              zone={shift.timeZone}
              view={view}
              send={send}
              canAct={canAct}
            />
          </li>
        ))}
      </Stack>
      <BackToCrew id={shift.id} />
    </Stack>
  );
}

function CheckOutRow({
  member,
  crewId,
  zone,
  view,
  send,
  canAct,
}: Pick<CrewShiftScreenProps, 'view' | 'send' | 'canAct'> & {
  member: ShownMember;
  crewId: string;
  zone: string;
}) {
  const { t, i18n } = useTranslation('crews');
  const report = useOutcomeToast();
  const [clock, setClock] = useState(() => clockOf(appClock.now(), zone));
  const refusalText = useRefusalText(zone);
  const planned = plannedBreakOf(member);
  const [breakText, setBreakText] = useState(() => String(planned));
  const [busy, setBusy] = useState(false);
  const name = member.person?.caption ?? member.function.caption;
  const now = appClock.now();
  const at = instantAt(clock, now, zone);
  const breakMinutes = /^\d{1,4}$/.test(breakText) ? Number(breakText) : Number.NaN;
  const recordedAt = nowIso(now);
  const checkOutAt = Number.isInteger(breakMinutes) ? at : null;
  const event =
    checkOutAt === null
      ? null
      : attendanceEventOf({
          kind: 'checkOut',
          memberId: member.id,
          at: checkOutAt,
          breakMinutes,
          recordedAt,
        });
  const refusal = event ? view.refusalOf(event) : null;
  const mayCheckOut = event !== null && refusal === null;
  // The hours this check-out would give, shown before confirming; none for one the machine refuses.
  const hours =
    member.attendance === 'checkedOut'
      ? member.workedHours
      : checkOutAt !== null && mayCheckOut && member.checkedInAt
        ? workedHoursOf({ checkedInAt: member.checkedInAt, checkedOutAt: checkOutAt, breakMinutes })
        : null;
  const formatHours = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);

  async function checkOut() {
    if (checkOutAt === null) return;
    setBusy(true);
    const action = venueAction<CheckOutAction>('checkOut', crewId, {
      memberId: member.id,
      at: checkOutAt,
      breakMinutes,
      recordedAt: nowIso(appClock.now()),
    });
    report(await send(action), t('checkOut.done', { name }));
    setBusy(false);
  }

  return (
    <Card.Root size="sm" as="article" aria-label={name}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0">
            <Text fontWeight="semibold">{name}</Text>
            <Text color="fg.muted">{member.function.caption}</Text>
            {member.checkedInAt ? (
              <Text fontSize="sm">
                {t('members.in', { time: formatTime(member.checkedInAt, i18n.language, zone) })}
              </Text>
            ) : null}
            {member.checkedOutAt ? (
              <Text fontSize="sm">
                {t('members.out', { time: formatTime(member.checkedOutAt, i18n.language, zone) })}
              </Text>
            ) : null}
            {hours !== null && hours !== undefined ? (
              <Text fontSize="sm">{t('checkOut.hours', { hours: formatHours(hours) })}</Text>
            ) : null}
          </Stack>
          <ArrivalBadge
            arrival={member.arrival}
            checkedOut={member.attendance === 'checkedOut'}
            pending={member.pending}
          />
        </HStack>
        {canAct && member.attendance === 'checkedIn' ? (
          <Stack gap="2">
            <HStack gap="3" align="end" wrap="wrap">
              <Field.Root width="auto">
                <Field.Label>{t('checkOut.time', { name })}</Field.Label>
                <Input
                  type="time"
                  value={clock}
                  onChange={(changed) => setClock(changed.target.value)}
                  maxWidth="36"
                />
              </Field.Root>
              <Field.Root width="auto" invalid={!Number.isInteger(breakMinutes)}>
                <Field.Label>{t('checkOut.break', { name })}</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={breakText}
                  onChange={(changed) => setBreakText(changed.target.value)}
                  maxWidth="24"
                />
                {/* The break is a choice the chief sees: where it came from, and what was planned once changed. */}
                <Field.HelperText data-testid="planned-break">
                  {planned === 0
                    ? t('checkOut.noPlannedBreak')
                    : t('checkOut.plannedBreak', { minutes: planned })}
                </Field.HelperText>
                <Field.ErrorText>{t('checkOut.breakInvalid')}</Field.ErrorText>
              </Field.Root>
            </HStack>
            {refusal ? (
              <Text color="fg.error" data-testid="check-out-refusal">
                {refusalText(refusal) ?? t(`common:errors.reasons.${refusal.reason}`)}
              </Text>
            ) : null}
            <Button
              colorPalette="blue"
              minHeight="11"
              alignSelf="start"
              disabled={!mayCheckOut || busy}
              onClick={() => void checkOut()}
              aria-label={t('checkOut.actionLabel', { name })}
            >
              {t('checkOut.action')}
            </Button>
          </Stack>
        ) : member.attendance === 'expected' ? (
          <Text color="fg.muted">{t('checkOut.notCheckedIn')}</Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
