import { DataList, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
import { formatDay } from './project-dates';

const ProjectSessionQuery = graphql(`
  query ProjectSession($number: String!) {
    project(number: $number) {
      id
      number
      name
      beginDate
      endDate
      company {
        id
        caption
      }
    }
  }
`);

/** The landing of a project sign-in (and of users with the projects right): what the project is. */
export function ProjectSessionPage() {
  const { number = '' } = useParams();
  const { t, i18n } = useTranslation('projects');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ProjectSessionQuery,
    variables: { number },
  });

  if (fetching && !data) return <LoadingState label={t('loading')} rows={1} />;
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
  const project = data?.project;
  if (!project) return <EmptyState message={t('notFound')} />;

  const language = i18n.language;
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {project.name}
      </Heading>
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.number')}</DataList.ItemLabel>
          <DataList.ItemValue>{project.number}</DataList.ItemValue>
        </DataList.Item>
        {project.company ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.client')}</DataList.ItemLabel>
            <DataList.ItemValue>{project.company.caption}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.begin')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {project.beginDate ? formatDay(project.beginDate, language) : t('noDate')}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.end')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {project.endDate ? formatDay(project.endDate, language) : t('noDate')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
