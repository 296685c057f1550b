import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { hasRight } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { JobCard } from '../../lib/jobs/JobCard';

const HomeJobsToConfirmQuery = graphql(`
  query HomeJobsToConfirm {
    jobsToConfirm {
      id
      ...JobCard_Job
    }
  }
`);

function JobsToConfirm() {
  const { t } = useTranslation('home');
  const [result, reexecute] = useQuery({ query: HomeJobsToConfirmQuery });
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  return (
    <Stack as="section" gap="3" aria-labelledby="home-jobs-heading">
      <Heading as="h2" id="home-jobs-heading" size="md">
        {t('jobs.heading')}
      </Heading>
      <QueryStates
        result={result}
        loading={t('jobs.loading')}
        loadingRows={2}
        error={t('jobs.error')}
        onRetry={reload}
        empty={{ message: t('jobs.empty'), description: t('jobs.emptyDescription') }}
        isEmpty={(data) => data.jobsToConfirm.length === 0}
      >
        {(data) => (
          <List.Root variant="plain" gap="3">
            {data.jobsToConfirm.map((job) => (
              <List.Item key={job.id} display="block">
                <JobCard job={job} variant="toConfirm" onConflict={reload} />
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryStates>
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
