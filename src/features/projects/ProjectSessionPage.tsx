import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { RecordSummary } from '../../ui/RecordSummary';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
import { formatDay } from '../../lib/dates/format-day';

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
    <RecordSummary
      title={project.name}
      rows={[
        { label: t('fields.number'), value: project.number },
        project.company ? { label: t('fields.client'), value: project.company.caption } : null,
        {
          label: t('fields.begin'),
          value: project.beginDate ? formatDay(project.beginDate, language) : t('noDate'),
        },
        {
          label: t('fields.end'),
          value: project.endDate ? formatDay(project.endDate, language) : t('noDate'),
        },
      ]}
    />
  );
}
