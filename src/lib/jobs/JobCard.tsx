import { Card, HStack, Link, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { JobCard_JobFragment } from '../../gql/graphql';
import { dayOf, dayWord, formatLongDay, formatShortDay, formatTime, nearDay } from '../dates/dates';
import { canConfirm } from './can-confirm';
import { ConfirmJobButton } from './ConfirmJobButton';
import { JobStatusBadge } from './JobStatusBadge';

export const JobCard_JobFragmentDoc = graphql(`
  fragment JobCard_Job on Job {
    id
    status
    startsAt
    endsAt
    timeZone
    function {
      id
      caption
    }
    project {
      id
      number
      name
    }
    location {
      id
      caption
      city
    }
  }
`);

export type JobCardProps = {
  job: JobCard_JobFragment;
  /**
   * 'list' (/jobs): the whole card opens the job; the date line can be left out under a day
   * heading. 'toConfirm' (home): day and time on one line and the confirm button on the card;
   * once confirmed the card stays with its new status as feedback.
   */
  variant: 'list' | 'toConfirm';
  /** Hide the date line when the card already sits under a day heading ('list'). */
  showDate?: boolean;
  /** One level below the heading the card sits under, so the outline stays correct. */
  headingLevel?: 'h3' | 'h4';
  /** Reload the list when the job changed meanwhile (a CONFLICT on confirm). */
  onConflict?: () => void;
  /** The venue's zone beside the times ('GMT'), where the list mixes zones (lib/dates/venue-time.ts). */
  zoneLabel?: string | null;
};

/** One job in a list (home and /jobs). Jobs that wait for an answer stand out. */
export function JobCard({
  job,
  variant,
  showDate = true,
  headingLevel = 'h3',
  onConflict,
  zoneLabel = null,
}: JobCardProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const confirmable = canConfirm(job.status);
  const place = job.location
    ? [job.location.caption, job.location.city].filter(Boolean).join(', ')
    : null;
  // The venue's times and days (decision 248), whatever the person's own zone.
  const zone = job.timeZone;
  const start = formatTime(job.startsAt, language, zone);
  const end = formatTime(job.endsAt, language, zone) + (zoneLabel ? ` ${zoneLabel}` : '');
  const toConfirm = variant === 'toConfirm';
  const link = <RouterLink to={`/jobs/${job.id}`}>{job.function.caption}</RouterLink>;

  let day: string;
  let when;
  if (toConfirm) {
    const word = nearDay(job.startsAt, undefined, zone);
    day = word ? t(`job.${word}`) : formatShortDay(job.startsAt, language, zone);
    when = <Text>{t('job.when', { day, start, end })}</Text>;
  } else {
    const date = dayOf(job.startsAt, zone);
    const word = dayWord(date, DateTime.now().setZone(zone));
    day = word ? t(`job.${word}`) : formatLongDay(date, language);
    when = (
      <>
        {showDate ? <Text>{day}</Text> : null}
        <Text>{t('job.timeRange', { start, end })}</Text>
      </>
    );
  }

  const card = (
    <Card.Root
      as="article"
      size="sm"
      borderLeftWidth="4px"
      borderLeftColor={confirmable ? 'orange.500' : toConfirm ? 'green.500' : 'border'}
      // In a long list the jobs that wait for an answer are tinted; on home every card does.
      bg={confirmable && !toConfirm ? 'orange.50' : undefined}
      _dark={confirmable && !toConfirm ? { bg: 'orange.950' } : undefined}
    >
      <Card.Body gap={toConfirm ? '2' : '1'}>
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as={headingLevel} fontSize="md">
            {/* In a list the whole card opens the job; on home the button must stay its own target. */}
            {toConfirm ? <Link asChild>{link}</Link> : <LinkOverlay asChild>{link}</LinkOverlay>}
          </Card.Title>
          <JobStatusBadge status={job.status} />
        </HStack>
        <Stack gap="0" fontSize="sm" color="fg.muted">
          {when}
          <Text color="fg">{job.project.name}</Text>
          {place ? <Text>{place}</Text> : null}
        </Stack>
        {toConfirm && confirmable ? (
          <ConfirmJobButton
            jobId={job.id}
            layout="card"
            jobLabel={t('job.cardLabel', { function: job.function.caption, day })}
            onConflict={onConflict}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
  return toConfirm ? card : <LinkBox asChild>{card}</LinkBox>;
}
