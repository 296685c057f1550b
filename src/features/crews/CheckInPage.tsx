import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionsWarning } from '../../lib/permissions/PermissionsWarning';
import { useToast } from '../../lib/toasts/useToast';
import { ArrivalBadge, BackToCrew, CrewShiftScreen } from './CrewShiftScreen';
import type { CrewShiftScreenProps } from './CrewShiftScreen';
import {
  attendanceEventOf,
  checkInNotYetOpen,
  checkInOpensAt,
} from '../../../machines/crewShift.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import { formatShortDay, formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { useRefusalText } from './shift-refusals';
import { clockOf, instantAt, nowIso } from './shift-times';
import { venueAction, venueOutcomeTextKey } from './venue-actions';
import type { CheckInAction, NoShowAction, ShownMember, VenueOutcome } from './venue-actions';
import { appClock } from '../../lib/clock/clock';

/**
 * /crews/{id}/check-in: each member checked in at a time (now by default) or marked no-show. Before
 * check-in opens (the machine's checkInOpensAt) the page says once when it does and offers no
 * actions; a no-show is offered only once the member's shift has begun.
 */
export function CheckInPage() {
  return <CrewShiftScreen>{(props) => <CheckIn {...props} />}</CrewShiftScreen>;
}

/** The phone's position for the optional location stamp; null when refused or unavailable. */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

export function useOutcomeToast() {
  const { t } = useTranslation('crews');
  const toast = useToast();
  return (outcome: VenueOutcome, success: string) => {
    if (outcome.kind === 'applied') toast.show({ message: success, type: 'success' });
    else if (outcome.kind === 'offline') toast.show({ message: t('offline'), type: 'info' });
    else toast.show({ message: t(venueOutcomeTextKey(outcome)), type: 'error' });
  };
}

/** Renders again at `instant` (check-in opening while the page is open); nothing when it has passed. */
function useRenderAt(instant: string) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const wait = Date.parse(instant) - appClock.nowMs();
    // setTimeout holds at most 2^31 - 1 ms (about 24 days); a page is not open that long.
    if (!(wait > 0) || wait > 2_147_483_647) return undefined;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait);
    return () => clearTimeout(timer);
  }, [instant]);
}

function CheckIn({ shift, view, send, canAct }: CrewShiftScreenProps) {
  const { t, i18n } = useTranslation('crews');
  const [stamp, setStamp] = useState(false);
  const opensAt = checkInOpensAt(view.facts);
  useRenderAt(opensAt);
  const notYetOpen = checkInNotYetOpen(view.facts, nowIso(appClock.now()));
  const checkedIn = view.members.filter(
    (member) => member.attendance === 'checkedIn' || member.attendance === 'checkedOut',
  ).length;
  return (
    <Stack gap="4">
      <PermissionsWarning enabled={canAct} />
      <Heading as="h2" size="lg">
        {shift.caption}
      </Heading>
      <VenueTimeNote shifts={[shift]} />
      <Text data-testid="check-in-progress">
        {t('progress.checkedIn', { done: checkedIn, total: view.members.length })}
      </Text>
      {canAct && notYetOpen ? (
        <Text data-testid="check-in-opens" fontWeight="medium">
          {t('checkIn.opensAt', {
            time: formatTime(opensAt, i18n.language, shift.timeZone),
            day: formatShortDay(opensAt, i18n.language, shift.timeZone),
          })}
        </Text>
      ) : canAct ? (
        // A toggle, not a checkbox: the app's theme carries no checkbox recipe (theme.test.ts).
        <Button
          variant={stamp ? 'solid' : 'outline'}
          colorPalette="blue"
          minHeight="11"
          alignSelf="start"
          aria-pressed={stamp}
          onClick={() => setStamp((current) => !current)}
        >
          {t('checkIn.stamp')}
        </Button>
      ) : (
        <Text color="fg.muted">{t('readOnly')}</Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {view.members.map((member) => (
          <li key={member.id}>
            {/* Mounted again when check-in opens, so its time starts from the moment it did. */}
            <CheckInRow
              key={notYetOpen ? 'notYetOpen' : 'open'}
              member={member}
              crewId={shift.id}
              zone={shift.timeZone}
              view={view}
              send={send}
              canAct={canAct && !notYetOpen}
              stamp={stamp}
            />
          </li>
        ))}
      </Stack>
      <BackToCrew id={shift.id} />
    </Stack>
  );
}

function CheckInRow({
  member,
  crewId,
  zone,
  view,
  send,
  canAct,
  stamp,
}: Pick<CrewShiftScreenProps, 'view' | 'send' | 'canAct'> & {
  member: ShownMember;
  crewId: string;
  zone: string;
  stamp: boolean;
}) {
  const { t, i18n } = useTranslation('crews');
  const report = useOutcomeToast();
  const refusalText = useRefusalText(zone);
  const [clock, setClock] = useState(() => clockOf(appClock.now(), zone));
  const [busy, setBusy] = useState(false);
  const name = member.person?.caption ?? member.function.caption;
  const now = appClock.now();
  const at = instantAt(clock, now, zone);
  const recordedAt = nowIso(now);
  const checkInEvent: CrewShiftEvent | null =
    at === null
      ? null
      : attendanceEventOf({ kind: 'checkIn', memberId: member.id, at, recordedAt });
  const checkInRefusal = checkInEvent ? view.refusalOf(checkInEvent) : null;
  const mayCheckIn = checkInEvent !== null && checkInRefusal === null;
  const noShowRefusal = view.refusalOf(
    attendanceEventOf({ kind: 'noShow', memberId: member.id, recordedAt }),
  );
  const mayNoShow = noShowRefusal === null;
  // Before the member's shift began nobody failed to come: no button, and when it will be possible.
  const noShowNotYet = noShowRefusal?.reason === 'CREW_ITEM_SHIFT_NOT_BEGUN';
  const showActions =
    canAct && (member.attendance === 'expected' || member.attendance === 'noShow');

  async function checkIn() {
    if (at === null) return;
    setBusy(true);
    const position = stamp ? await currentPosition() : null;
    const action = venueAction<CheckInAction>('checkIn', crewId, {
      memberId: member.id,
      at,
      recordedAt: nowIso(appClock.now()),
      ...(position ?? {}),
    });
    report(await send(action), t('checkIn.done', { name }));
    setBusy(false);
  }
  async function noShow() {
    setBusy(true);
    report(
      await send(
        venueAction<NoShowAction>('noShow', crewId, {
          memberId: member.id,
          recordedAt: nowIso(appClock.now()),
        }),
      ),
      t('checkIn.noShowDone', { name }),
    );
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
          </Stack>
          <ArrivalBadge
            arrival={member.arrival}
            checkedOut={member.attendance === 'checkedOut'}
            pending={member.pending}
          />
        </HStack>
        {showActions ? (
          <Stack gap="2">
            <Field.Root invalid={checkInRefusal !== null && member.attendance === 'expected'}>
              <Field.Label>{t('checkIn.time', { name })}</Field.Label>
              <Input
                type="time"
                value={clock}
                onChange={(event) => setClock(event.target.value)}
                maxWidth="40"
              />
              {checkInRefusal ? (
                <Field.ErrorText>
                  {refusalText(checkInRefusal) ??
                    t(`common:errors.reasons.${checkInRefusal.reason}`)}
                </Field.ErrorText>
              ) : null}
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <Button
                colorPalette="green"
                minHeight="11"
                disabled={!mayCheckIn || busy}
                onClick={() => void checkIn()}
                aria-label={t('checkIn.actionLabel', { name })}
              >
                {t('checkIn.action')}
              </Button>
              {noShowNotYet ? null : (
                <Button
                  variant="outline"
                  colorPalette="red"
                  minHeight="11"
                  disabled={!mayNoShow || busy}
                  onClick={() => void noShow()}
                  aria-label={t('checkIn.noShowLabel', { name })}
                >
                  {t('checkIn.noShow')}
                </Button>
              )}
            </HStack>
            {noShowNotYet && member.attendance === 'expected' ? (
              <Text fontSize="sm" color="fg.muted">
                {refusalText(noShowRefusal)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
