import { Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { JobCard_JobFragment } from '../../gql/graphql';
import { dayOf, dayWord, formatLongDay, formatTime } from './job-dates';
import { JobStatusBadge } from './JobStatusBadge';

export const JobCard_JobFragmentDoc = graphql(`
  fragment JobCard_Job on Job {
    id
    status
    startsAt
    endsAt
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
  /** Hide the date line when the card already sits under a day heading. */
  showDate?: boolean;
  /** One level below the heading the card sits under, so the outline stays correct. */
  headingLevel?: 'h3' | 'h4';
};

/** One job in a list; the whole card opens the job. Pending jobs stand out: they need an answer. */
export function JobCard({ job, showDate = true, headingLevel = 'h3' }: JobCardProps) {
  const { t, i18n } = useTranslation('jobs');
  const pending = job.status === 'pending';
  const day = dayOf(job.startsAt);
  const word = dayWord(day);
  const place = job.location
    ? [job.location.caption, job.location.city].filter(Boolean).join(', ')
    : null;
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        size="sm"
        borderLeftWidth="4px"
        borderLeftColor={pending ? 'orange.500' : 'border'}
        bg={pending ? 'orange.50' : undefined}
        _dark={pending ? { bg: 'orange.950' } : undefined}
      >
        <Card.Body gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Card.Title as={headingLevel} fontSize="md">
              <LinkOverlay asChild>
                <RouterLink to={`/jobs/${job.id}`}>{job.function.caption}</RouterLink>
              </LinkOverlay>
            </Card.Title>
            <JobStatusBadge status={job.status} />
          </HStack>
          <Stack gap="0" fontSize="sm" color="fg.muted">
            {showDate ? <Text>{word ? t(word) : formatLongDay(day, i18n.language)}</Text> : null}
            <Text>
              {t('timeRange', {
                start: formatTime(job.startsAt, i18n.language),
                end: formatTime(job.endsAt, i18n.language),
              })}
            </Text>
            <Text color="fg">{job.project.name}</Text>
            {place ? <Text>{place}</Text> : null}
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
