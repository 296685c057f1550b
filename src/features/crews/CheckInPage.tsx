import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionsWarning } from '../../lib/permissions/PermissionsWarning';
import { useToast } from '../../lib/toasts/useToast';
import { ArrivalBadge, BackToCrew, CrewShiftScreen } from './CrewShiftScreen';
import type { CrewShiftScreenProps } from './CrewShiftScreen';
import { formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { clockOf, instantAt, nowIso } from './shift-times';
import { venueAction } from './venue-actions';
import type { CheckInAction, NoShowAction, ShownMember, VenueOutcome } from './venue-actions';

/** /crews/{id}/check-in: each member checked in at a time (now by default) or marked no-show. */
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
    else toast.show({ message: t(outcome.textKey), type: 'error' });
  };
}

function CheckIn({ shift, view, send, canAct }: CrewShiftScreenProps) {
  const { t } = useTranslation('crews');
  const [stamp, setStamp] = useState(false);
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
      {canAct ? (
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
            <CheckInRow
              member={member}
              crewId={shift.id}
              zone={shift.timeZone}
              view={view}
              send={send}
              canAct={canAct}
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
  const [clock, setClock] = useState(() => clockOf(new Date(), zone));
  const [busy, setBusy] = useState(false);
  const name = member.person?.caption ?? member.function.caption;
  const now = new Date();
  const at = instantAt(clock, now, zone);
  const recordedAt = nowIso(now);
  const mayCheckIn =
    at !== null && view.can({ type: 'member.checkIn', memberId: member.id, at, recordedAt });
  const mayNoShow = view.can({ type: 'member.noShow', memberId: member.id });
  const showActions =
    canAct && (member.attendance === 'expected' || member.attendance === 'noShow');

  async function checkIn() {
    if (at === null) return;
    setBusy(true);
    const position = stamp ? await currentPosition() : null;
    const action = venueAction<CheckInAction>('checkIn', crewId, {
      memberId: member.id,
      at,
      recordedAt: nowIso(new Date()),
      ...(position ?? {}),
    });
    report(await send(action), t('checkIn.done', { name }));
    setBusy(false);
  }
  async function noShow() {
    setBusy(true);
    report(
      await send(venueAction<NoShowAction>('noShow', crewId, { memberId: member.id })),
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
            <Field.Root invalid={at !== null && !mayCheckIn && member.attendance === 'expected'}>
              <Field.Label>{t('checkIn.time', { name })}</Field.Label>
              <Input
                type="time"
                value={clock}
                onChange={(event) => setClock(event.target.value)}
                maxWidth="40"
              />
              <Field.ErrorText>{t('checkIn.outOfRange')}</Field.ErrorText>
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
            </HStack>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
