import { Badge, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useMutation } from 'urql';
import { formatDay, formatShortDay, formatTime } from '../../lib/dates/dates';
import { foreignZoneLabel } from '../../lib/dates/venue-time';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { ApplyToVacancyDocument, UnapplyFromVacancyDocument } from './vacancies.documents';
import type { Vacancy } from './vacancies.documents';
import { vacancyActions } from './vacancy-actions';

export type VacancyCardProps = {
  vacancy: Vacancy;
  /** The caller holds vacancies EDIT: they may apply and withdraw (the machine decides when). */
  canAct: boolean;
  /** Shows the project's name (the /vacancies list; /projects-vacancy has it as the group's heading). */
  showProject?: boolean;
  /** Reads the list again after a change (the position's new state comes from the api). */
  onChanged: () => void;
};

/** A position's and a clashing job's times are their venue's (decision 248), the zone named where it is not the person's. */
function zoneSuffix(
  timeZone: string | null | undefined,
  startsAt: string,
  language: string,
): string {
  const label = timeZone ? foreignZoneLabel({ timeZone, startsAt }, language) : null;
  return label ? ` ${label}` : '';
}

/**
 * One clash in words: "Blocked date: Family wedding (7 Dec – 8 Dec)"; a job with its times, so two
 * jobs on one day read apart: "Job: Harbour Nights Concert (3 Dec 2026, 12:00 – 16:00)".
 */
export function clashText(
  t: TFunction,
  clash: Vacancy['clashes'][number],
  language: string,
): string {
  const days =
    clash.startsAt && clash.endsAt
      ? t('clash.times', {
          day: formatDay(clash.beginDate, language),
          from: formatTime(clash.startsAt, language, clash.timeZone),
          to:
            formatTime(clash.endsAt, language, clash.timeZone) +
            zoneSuffix(clash.timeZone, clash.startsAt, language),
        })
      : clash.beginDate === clash.endDate
        ? formatDay(clash.beginDate, language)
        : t('clash.days', {
            from: formatDay(clash.beginDate, language),
            to: formatDay(clash.endDate, language),
          });
  const caption =
    clash.kind === 'absence'
      ? t(`absence.${clash.caption}`, { defaultValue: clash.caption })
      : clash.caption;
  return t(`clash.${clash.kind}`, { caption, days });
}

/**
 * An open position with apply / withdraw as crewItemStatusMachine allows. Optimistic: the card
 * shows the new state at once and goes back with an error toast when the api refuses; a clash with
 * the caller's own calendar is shown on the card and asked about before applying.
 */
export function VacancyCard({ vacancy, canAct, showProject = true, onChanged }: VacancyCardProps) {
  const { t, i18n } = useTranslation('vacancies');
  const language = i18n.language;
  const toast = useToast();
  const online = useOnlineStatus();
  const [, apply] = useMutation(ApplyToVacancyDocument);
  const [, unapply] = useMutation(UnapplyFromVacancyDocument);
  /** The state shown before the api answered; null once the list agrees with it (or it failed). */
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const applied = optimistic ?? vacancy.applied;
  const shown = { ...vacancy, applied, taken: applied || (vacancy.taken && !vacancy.applied) };
  const actions = vacancyActions(shown);
  const title = t('cardTitle', { function: vacancy.function.caption, crew: vacancy.crewCaption });
  const titleId = `vacancy-${vacancy.id}`;

  useEffect(() => {
    if (optimistic !== null && !busy && vacancy.applied === optimistic) setOptimistic(null);
  }, [optimistic, busy, vacancy.applied]);

  async function run(kind: 'apply' | 'unapply') {
    setAsking(false);
    setBusy(true);
    setOptimistic(kind === 'apply');
    const variables = { crewItemId: vacancy.id, idempotencyKey: crypto.randomUUID() };
    const { error } = kind === 'apply' ? await apply(variables) : await unapply(variables);
    setBusy(false);
    if (error) {
      setOptimistic(null);
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({
      message: t(kind === 'apply' ? 'appliedToast' : 'unappliedToast', { title }),
      type: 'success',
    });
    onChanged();
  }

  const clashes = vacancy.clashes.map((clash) => clashText(t, clash, language));

  return (
    <Card.Root
      as="article"
      size="sm"
      aria-labelledby={titleId}
      borderLeftWidth="4px"
      borderLeftColor={applied ? 'green.500' : clashes.length > 0 ? 'orange.500' : 'blue.500'}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as={showProject ? 'h2' : 'h3'} id={titleId} fontSize="md">
            {title}
          </Card.Title>
          {applied ? (
            <Badge colorPalette="green" flexShrink={0}>
              {t('appliedBadge')}
            </Badge>
          ) : null}
        </HStack>
        <Stack gap="0" fontSize="sm">
          {showProject ? <Text fontWeight="medium">{vacancy.project.caption}</Text> : null}
          <Text>
            {t('when', {
              day: formatShortDay(vacancy.startsAt, language, vacancy.timeZone),
              from: formatTime(vacancy.startsAt, language, vacancy.timeZone),
              to:
                formatTime(vacancy.endsAt, language, vacancy.timeZone) +
                zoneSuffix(vacancy.timeZone, vacancy.startsAt, language),
            })}
          </Text>
          <Text color="fg.muted">
            {vacancy.place
              ? t('place', { name: vacancy.place.name, city: vacancy.place.city })
              : t('noPlace')}
          </Text>
        </Stack>
        {clashes.length > 0 && !applied ? (
          <Stack gap="1" fontSize="sm" bg="orange.subtle" color="orange.fg" p="2" borderRadius="sm">
            <Text fontWeight="medium">{t('clash.heading')}</Text>
            <List.Root ps="4">
              {clashes.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
        {canAct && (actions.apply || actions.unapply) ? (
          <HStack wrap="wrap">
            <Button
              size="sm"
              minH="11"
              colorPalette="blue"
              variant={actions.apply ? 'solid' : 'outline'}
              loading={busy}
              disabled={!online}
              aria-label={t(actions.apply ? 'applyLabel' : 'unapplyLabel', { title })}
              onClick={() => {
                if (actions.apply && clashes.length > 0) setAsking(true);
                else void run(actions.apply ? 'apply' : 'unapply');
              }}
            >
              {t(actions.apply ? 'apply' : 'unapply')}
            </Button>
            {!online ? (
              <Text fontSize="sm" color="fg.muted">
                {t('offline')}
              </Text>
            ) : null}
          </HStack>
        ) : null}
      </Card.Body>
      {asking ? (
        <ConfirmPrompt
          message={t('clash.question', { title, clashes: clashes.join('; ') })}
          confirmLabel={t('clash.applyAnyway')}
          cancelLabel={t('clash.cancel')}
          onCancel={() => setAsking(false)}
          onConfirm={() => void run('apply')}
        />
      ) : null}
    </Card.Root>
  );
}
