import { Heading, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { useQuery } from 'urql';
import { isForbidden } from '../../lib/graphql/errors';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
import type { JobCard_JobFragment } from '../../gql/graphql';
import { JobCard } from './JobCard';
import { dayWord, formatLongDay, groupByDay } from './job-dates';

const JobsPageQuery = graphql(`
  query JobsPage {
    jobs {
      total
      items {
        id
        ...JobCard_Job
      }
    }
  }
`);

type DayGroupProps = { day: string; jobs: JobCard_JobFragment[]; level: 'h2' | 'h3' };

function DayGroup({ day, jobs, level }: DayGroupProps) {
  const { t, i18n } = useTranslation('jobs');
  const word = dayWord(day);
  const headingId = `jobs-day-${day}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as={level} id={headingId} size="sm" color="fg.muted">
        {word ? t(word) : formatLongDay(day, i18n.language)}
      </Heading>
      <List.Root variant="plain" gap="2">
        {jobs.map((job) => (
          <List.Item key={job.id} display="block">
            <JobCard job={job} showDate={false} headingLevel={level === 'h2' ? 'h3' : 'h4'} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The crew member's jobs, upcoming first, under one heading per day; past jobs after them. */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  const [{ data, fetching, error }, reexecute] = useQuery({ query: JobsPageQuery });

  if (fetching && !data) return <LoadingState label={t('loading')} />;
  if (error && !data && isForbidden(error)) return <EmptyState message={t('noAccess')} />;
  if (error && !data) {
    return (
      <ErrorState
        message={t('error')}
        offlineMessage={t('offline')}
        retryLabel={t('retry')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    );
  }
  const items = data?.jobs.items ?? [];
  if (items.length === 0)
    return <EmptyState message={t('empty')} description={t('emptyDescription')} />;

  // The api sends upcoming jobs first, then the past most recent first; a heading between the
  // two keeps 'Monday, December 21' above 'Monday, October 26' from looking like a bug.
  const today = DateTime.now().toISODate() ?? '';
  const groups = groupByDay(items);
  const upcoming = groups.filter((group) => group.day >= today);
  const past = groups.filter((group) => group.day < today);

  return (
    <Stack gap="6">
      {upcoming.map((group) => (
        <DayGroup key={group.day} day={group.day} jobs={group.items} level="h2" />
      ))}
      {past.length > 0 ? (
        <Stack as="section" gap="4" aria-labelledby="jobs-past">
          <Heading as="h2" id="jobs-past" size="md">
            {t('past')}
          </Heading>
          {past.map((group) => (
            <DayGroup key={group.day} day={group.day} jobs={group.items} level="h3" />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
