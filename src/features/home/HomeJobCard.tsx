import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { HomeJobCard_JobFragment } from '../../gql/graphql';
import { HomeConfirmJobButton } from './HomeConfirmJobButton';
import { formatDay, formatTime, nearDay } from './home-dates';

export const HomeJobCard_JobFragmentDoc = graphql(`
  fragment HomeJobCard_Job on Job {
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
      name
    }
    location {
      id
      caption
      city
    }
  }
`);

export type HomeJobCardProps = {
  job: HomeJobCard_JobFragment;
  /** Reload the list when the job changed meanwhile (a CONFLICT on confirm). */
  onConflict?: () => void;
};

/** A job waiting for an answer; once confirmed it stays in place with its new status as feedback. */
export function HomeJobCard({ job, onConflict }: HomeJobCardProps) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const word = nearDay(job.startsAt);
  const day = word ? t(`jobs.${word}`) : formatDay(job.startsAt, language);
  const place = job.location
    ? [job.location.caption, job.location.city].filter(Boolean).join(', ')
    : null;
  const pending = job.status === 'pending';
  return (
    <Card.Root
      as="article"
      size="sm"
      borderLeftWidth="4px"
      borderLeftColor={pending ? 'orange.500' : 'green.500'}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as="h3" fontSize="md">
            <Link asChild>
              <RouterLink to={`/jobs/${job.id}`}>{job.function.caption}</RouterLink>
            </Link>
          </Card.Title>
          <Badge colorPalette={pending ? 'orange' : 'green'} variant={pending ? 'solid' : 'subtle'}>
            {t(`jobs.status.${job.status}`)}
          </Badge>
        </HStack>
        <Stack gap="0" fontSize="sm" color="fg.muted">
          <Text>
            {t('jobs.when', {
              day,
              start: formatTime(job.startsAt, language),
              end: formatTime(job.endsAt, language),
            })}
          </Text>
          <Text color="fg">{job.project.name}</Text>
          {place ? <Text>{place}</Text> : null}
        </Stack>
        {pending ? (
          <HomeConfirmJobButton
            jobId={job.id}
            jobLabel={t('jobs.cardLabel', { function: job.function.caption, day })}
            onConflict={onConflict}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
