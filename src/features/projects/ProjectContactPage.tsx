import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { ProjectManagerCard } from '../../lib/contacts/ProjectManagerCard';
import { pathTo } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';

const ProjectContactPageQuery = graphql(`
  query ProjectContactPage($number: String!) {
    project(number: $number) {
      id
      number
      name
      projectManagerContact {
        id
        caption
        phone
        email
      }
    }
  }
`);

/**
 * /projects/{number}/contact-project-manager: the project manager and the phone's ways to reach
 * them, as the job's page shows them (ProjectManagerCard). A project session opens it for its own
 * project (SPEC.md §5); a project the caller may not see is not found (src/features/projects/README.md, The project's contact page).
 */
export function ProjectContactPage() {
  const { number = '' } = useParams();
  const { t } = useTranslation('projects');
  const [result, reexecute] = useQuery({ query: ProjectContactPageQuery, variables: { number } });
  return (
    <QueryStates
      result={{ ...result, data: result.data?.project }}
      loading={t('contact.loading')}
      loadingRows={1}
      error={t('contact.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('list.noAccess')}
      empty={{ message: t('contact.notFound') }}
    >
      {(project) => (
        <Stack gap="4">
          <Text color="fg.muted">
            {t('contact.project', { name: project.name, number: project.number })}
          </Text>
          <ProjectManagerCard manager={project.projectManagerContact} namespace="projects" />
          <Link asChild colorPalette="blue" minHeight="11">
            <RouterLink to={pathTo('/projects/:number', { number: project.number })}>
              {t('contact.backToProject')}
            </RouterLink>
          </Link>
        </Stack>
      )}
    </QueryStates>
  );
}
