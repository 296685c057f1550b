import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { pathTo, PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { ProjectManagerCard } from '../../lib/contacts/ProjectManagerCard';

const ContactProjectManagerQuery = graphql(`
  query ContactProjectManager($id: ID!) {
    job(id: $id) {
      id
      project {
        id
        number
        name
      }
      projectManager {
        id
        caption
        phone
        email
      }
    }
  }
`);

/**
 * /jobs/:id/contact-project-manager: the job's project manager and the phone's ways to reach them.
 * Another person's job is not found (the api answers 404, the gateway null).
 */
export function ContactProjectManagerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('jobs');
  const [result, reexecute] = useQuery({ query: ContactProjectManagerQuery, variables: { id } });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const backToJob = (
    <Link asChild colorPalette="blue" minHeight="11">
      <RouterLink to={pathTo(PATHS.job, { id })}>{t('contact.backToJob')}</RouterLink>
    </Link>
  );

  return (
    <QueryStates
      result={{ ...result, data: result.data?.job }}
      loading={t('contact.loading')}
      loadingRows={1}
      error={t('contact.error')}
      onRetry={reload}
      forbidden={t('noAccess')}
      empty={{
        message: t('notFound'),
        action: (
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.jobs}>{t('backToJobs')}</RouterLink>
          </Link>
        ),
      }}
    >
      {(job) => (
        <Stack gap="4">
          <Text color="fg.muted">
            {t('projectWithNumber', { name: job.project.name, number: job.project.number })}
          </Text>
          <ProjectManagerCard manager={job.projectManager} namespace="jobs" />
          {backToJob}
        </Stack>
      )}
    </QueryStates>
  );
}
