import { Heading, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
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

/** The crew member's jobs, upcoming first, under one heading per day. */
export function JobsPage() {
  const { t, i18n } = useTranslation('jobs');
  const [{ data, fetching, error }, reexecute] = useQuery({ query: JobsPageQuery });

  if (fetching && !data) return <LoadingState label={t('loading')} />;
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

  return (
    <Stack gap="6">
      {groupByDay(items).map(({ day, items: jobs }) => {
        const word = dayWord(day);
        const headingId = `jobs-day-${day}`;
        return (
          <Stack as="section" key={day} gap="2" aria-labelledby={headingId}>
            <Heading as="h2" id={headingId} size="sm" color="fg.muted" textTransform="capitalize">
              {word ? t(word) : formatLongDay(day, i18n.language)}
            </Heading>
            <List.Root variant="plain" gap="2">
              {jobs.map((job) => (
                <List.Item key={job.id} display="block">
                  <JobCard job={job} showDate={false} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        );
      })}
    </Stack>
  );
}
