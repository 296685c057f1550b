import { Badge, Button, Card, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { MobileDocumentsPageQuery as MobileDocumentsPageData } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { DownloadError, downloadBlob, pdfFileName, saveBlob } from '../../lib/downloads/download';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { progressSlotRecipe } from '../../ui/lazy-recipes';

const MobileDocumentsPageQuery = graphql(`
  query MobileDocumentsPage {
    mobileDocuments {
      id
      title
      description
      category
      personal
      updatedAt
      downloadUrl
    }
  }
`);

type MobileDocument = MobileDocumentsPageData['mobileDocuments'][number];

type Progressing =
  | { status: 'idle' }
  | { status: 'downloading'; fraction: number | null }
  | { status: 'done' }
  | { status: 'failed'; reason: 'notFound' | 'offline' | 'other' };

/** One document: title, kind and date, and a PDF download whose progress shows (src/lib/downloads). */
function DocumentCard({ document }: { document: MobileDocument }) {
  const { t, i18n } = useTranslation('mobile-documents');
  const { session } = useSession();
  const [progress, setProgress] = useState<Progressing>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function download() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ status: 'downloading', fraction: null });
    const headers: Record<string, string> = { Type: 'MOBILE' };
    if (session?.token) headers.Authorization = `Bearer ${session.token}`;
    try {
      const blob = await downloadBlob(
        document.downloadUrl,
        { headers, signal: abort.signal, credentials: 'same-origin' },
        ({ received, total }) =>
          setProgress({
            status: 'downloading',
            fraction: total ? Math.min(1, received / total) : null,
          }),
      );
      saveBlob(blob, pdfFileName(document.title));
      setProgress({ status: 'done' });
    } catch (error) {
      if (abort.signal.aborted) return;
      const code = error instanceof DownloadError ? error.status : -1;
      setProgress({
        status: 'failed',
        reason: code === 404 ? 'notFound' : code === 0 ? 'offline' : 'other',
      });
    }
  }

  const titleId = `mobile-document-${document.id}`;
  const percent =
    progress.status === 'downloading' && progress.fraction !== null
      ? Math.round(progress.fraction * 100)
      : null;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={titleId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as="h2" id={titleId} fontSize="md">
            {document.title}
          </Card.Title>
          <Badge flexShrink={0}>{t(`categories.${document.category}`)}</Badge>
        </HStack>
        <Text fontSize="sm">{document.description}</Text>
        <Text fontSize="sm" color="fg.muted">
          {document.personal ? `${t('personal')} · ` : ''}
          {t('updated', { date: formatDay(document.updatedAt, i18n.language) })}
        </Text>
        <Button
          size="sm"
          minH="11"
          alignSelf="start"
          variant="outline"
          colorPalette="blue"
          onClick={() => void download()}
          loading={progress.status === 'downloading'}
          loadingText={t('downloading')}
          aria-label={t('downloadLabel', { title: document.title })}
        >
          {t('download')}
        </Button>
        {progress.status === 'downloading' ? (
          <Progress.Root
            recipe={progressSlotRecipe}
            size="sm"
            colorPalette="blue"
            max={100}
            value={percent}
            translations={{
              value: () =>
                percent === null
                  ? t('progress', { title: document.title })
                  : t('progressPercent', { title: document.title, percent }),
            }}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {progress.status === 'done' ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('downloaded', { title: document.title })}
          </Text>
        ) : null}
        {progress.status === 'failed' ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t(`failed.${progress.reason}`)}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** /mobileDocuments: handbooks, safety sheets and checklists for the phone, each downloaded as a PDF. */
export function MobileDocumentsPage() {
  const { t } = useTranslation('mobile-documents');
  const [result, reexecute] = useQuery({ query: MobileDocumentsPageQuery });
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('emptyDescription') }}
      isEmpty={(data) => data.mobileDocuments.length === 0}
    >
      {(data) => (
        <Stack gap="3">
          <List.Root variant="plain" gap="3">
            {data.mobileDocuments.map((document) => (
              <List.Item key={document.id} display="block">
                <DocumentCard document={document} />
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </QueryStates>
  );
}
