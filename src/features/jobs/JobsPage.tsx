import { Heading, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { QueryStates } from '../../ui/states/QueryStates';
import type { JobCard_JobFragment } from '../../gql/graphql';
import { JobCard } from '../../lib/jobs/JobCard';
import { useLiveRefetch } from '../../lib/live/useLiveRefetch';
import { dayWord, formatLongDay, groupByDay } from '../../lib/dates/dates';
import { shiftZoneLabel } from '../../lib/dates/venue-time';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';

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

type DayGroupProps = {
  day: string;
  jobs: JobCard_JobFragment[];
  level: 'h2' | 'h3';
  all: readonly JobCard_JobFragment[];
};

function DayGroup({ day, jobs, level, all }: DayGroupProps) {
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
            <JobCard
              job={job}
              variant="list"
              showDate={false}
              headingLevel={level === 'h2' ? 'h3' : 'h4'}
              zoneLabel={shiftZoneLabel(job, all, i18n.language)}
            />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

type JobsListProps = { items: JobCard_JobFragment[] };

function JobsList({ items }: JobsListProps) {
  const { t } = useTranslation('jobs');
  // The api sends the jobs not over yet first (running or to come), then the past most recent
  // first; a heading between the two keeps 'Monday, December 21' above 'Monday, October 26' from
  // looking like a bug. Over means ended, as the api decides: a night shift that began yesterday
  // stays on top until it ends.
  const now = DateTime.now();
  const upcoming = groupByDay(items.filter((job) => DateTime.fromISO(job.endsAt) >= now));
  const past = groupByDay(items.filter((job) => DateTime.fromISO(job.endsAt) < now));

  return (
    <Stack gap="6">
      <VenueTimeNote shifts={items} />
      {upcoming.map((group) => (
        <DayGroup key={group.day} day={group.day} jobs={group.items} level="h2" all={items} />
      ))}
      {past.length > 0 ? (
        <Stack as="section" gap="4" aria-labelledby="jobs-past">
          <Heading as="h2" id="jobs-past" size="md">
            {t('past')}
          </Heading>
          {past.map((group) => (
            <DayGroup key={group.day} day={group.day} jobs={group.items} level="h3" all={items} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The crew member's jobs, those not over yet first, under one heading per day; past jobs after them. */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  const [result, reexecute] = useQuery({ query: JobsPageQuery });
  // A planner's change to one of the caller's crew items shows without a reload (the stream only
  // carries the caller's own items).
  useLiveRefetch(reexecute);

  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('empty'), description: t('emptyDescription') }}
      isEmpty={(data) => data.jobs.items.length === 0}
    >
      {(data) => <JobsList items={data.jobs.items} />}
    </QueryStates>
  );
}
