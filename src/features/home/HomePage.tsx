import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { hasRight } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
import { HomeJobCard } from './HomeJobCard';

const HomeJobsToConfirmQuery = graphql(`
  query HomeJobsToConfirm {
    jobsToConfirm {
      id
      ...HomeJobCard_Job
    }
  }
`);

function JobsToConfirm() {
  const { t } = useTranslation('home');
  const [{ data, fetching, error }, reexecute] = useQuery({ query: HomeJobsToConfirmQuery });

  let body;
  if (fetching && !data) body = <LoadingState label={t('jobs.loading')} rows={2} />;
  else if (error && !data) {
    body = (
      <ErrorState
        message={t('jobs.error')}
        offlineMessage={t('offline')}
        retryLabel={t('retry')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    );
  } else if (!data || data.jobsToConfirm.length === 0) {
    body = <EmptyState message={t('jobs.empty')} description={t('jobs.emptyDescription')} />;
  } else {
    body = (
      <List.Root variant="plain" gap="3">
        {data.jobsToConfirm.map((job) => (
          <List.Item key={job.id} display="block">
            <HomeJobCard
              job={job}
              onConflict={() => reexecute({ requestPolicy: 'network-only' })}
            />
          </List.Item>
        ))}
      </List.Root>
    );
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="home-jobs-heading">
      <Heading as="h2" id="home-jobs-heading" size="md">
        {t('jobs.heading')}
      </Heading>
      {body}
    </Stack>
  );
}

/**
 * Home. Jobs to confirm are a crew member's business (the same rule as the /jobs menu entry:
 * crew with the projects right); everyone else gets a greeting and no jobs query at all.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { session } = useSession();
  const isCrew = session?.loginData.loginTypes.some((type) => type.caption === 'crew') ?? false;
  const showJobs = isCrew && session !== null && hasRight(session.userRights, 'projects');
  const name = session?.loginData.person?.caption;

  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        {name ? t('greeting', { name }) : t('greetingNoName')}
      </Heading>
      {showJobs ? <JobsToConfirm /> : <Text color="fg.muted">{t('welcome')}</Text>}
    </Stack>
  );
}
