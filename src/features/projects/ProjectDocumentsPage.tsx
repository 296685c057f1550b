import { Badge, Card, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { FileDownload } from '../../lib/downloads/FileDownload';
import { pathTo } from '../../lib/paths';
import { EmptyState } from '../../ui/states/EmptyState';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';

const ProjectDocumentsPageQuery = graphql(`
  query ProjectDocumentsPage($number: String!) {
    project(number: $number) {
      id
      number
      name
      documents {
        id
        title
        typeCaption
        status
        createdAt
        source
        fileUrl
      }
    }
  }
`);

const STATUS_PALETTE = {
  open: 'blue',
  inProgress: 'orange',
  signed: 'green',
  declined: 'red',
} as const;

/**
 * /projects/{number}/documents: the project's and its company's documents, each to download
 * (projectAttachments; another company's project is not found, api/routes/projects/README.md, A project's documents).
 */
export function ProjectDocumentsPage() {
  const { number = '' } = useParams();
  const { t, i18n } = useTranslation('projects');
  const online = useOnlineStatus();
  const [result, reexecute] = useQuery({ query: ProjectDocumentsPageQuery, variables: { number } });
  const backToProject = (
    <Link asChild colorPalette="blue" minHeight="11">
      <RouterLink to={pathTo('/projects/:number', { number })}>
        {t('documents.backToProject')}
      </RouterLink>
    </Link>
  );
  return (
    <QueryStates
      result={{ ...result, data: result.data?.project }}
      loading={t('documents.loading')}
      loadingRows={3}
      error={t('documents.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('documents.noAccess')}
      empty={{
        message: t('documents.projectNotFound'),
        action: (
          <Link asChild colorPalette="blue">
            <RouterLink to="/projects">{t('list.title')}</RouterLink>
          </Link>
        ),
      }}
    >
      {(project) => (
        <Stack gap="4">
          <Text color="fg.muted">
            {t('contact.project', { name: project.name, number: project.number })}
          </Text>
          {!online ? (
            <Text role="status" fontSize="sm" bg="bg.muted" paddingX="3" paddingY="2" rounded="l2">
              {t('documents.offlineDownload')}
            </Text>
          ) : null}
          {project.documents.length === 0 ? (
            <EmptyState message={t('documents.notFound')} />
          ) : (
            <List.Root variant="plain" gap="2">
              {project.documents.map((document) => (
                <List.Item key={document.id} display="block">
                  <Card.Root as="article" size="sm" aria-labelledby={`document-${document.id}`}>
                    <Card.Body gap="2">
                      <HStack justify="space-between" align="start" gap="2">
                        <Card.Title as="h2" fontSize="md" id={`document-${document.id}`}>
                          {document.title}
                        </Card.Title>
                        <Badge colorPalette={STATUS_PALETTE[document.status]} flexShrink={0}>
                          {t(`documents.status.${document.status}`)}
                        </Badge>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {[
                          t(
                            document.source === 'project'
                              ? 'documents.ofProject'
                              : 'documents.ofCompany',
                          ),
                          document.typeCaption,
                          formatDay(document.createdAt.slice(0, 10), i18n.language),
                        ].join(' · ')}
                      </Text>
                      <FileDownload
                        url={document.fileUrl}
                        fileName={t('documents.fileName', { title: document.title })}
                        labels={{
                          button: t('documents.download'),
                          buttonLabel: t('documents.downloadLabel', { title: document.title }),
                          downloading: t('documents.downloading'),
                          done: t('documents.downloaded'),
                          failed: t('documents.failed'),
                          offline: t('documents.offlineDownload'),
                        }}
                      />
                    </Card.Body>
                  </Card.Root>
                </List.Item>
              ))}
            </List.Root>
          )}
          {backToProject}
        </Stack>
      )}
    </QueryStates>
  );
}
