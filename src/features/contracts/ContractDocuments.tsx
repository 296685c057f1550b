import { Button, Card, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates/dates';
import { useSession } from '../../lib/session/useSession';
import { DownloadError, downloadBlob, pdfFileName, saveBlob } from '../../lib/downloads/download';
import { progressSlotRecipe } from '../../ui/lazy-recipes';

export type ContractDocument = {
  id: string;
  name: string;
  documentType: 'contract' | 'amendment' | 'termsSummary';
  createdAt: string;
  downloadUrl: string;
};

type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; fraction: number | null }
  | { status: 'done' }
  | { status: 'failed'; reason: 'notFound' | 'offline' | 'other' };

/** One document: its name and date, and a download that shows its progress. */
function DocumentItem({ document }: { document: ContractDocument }) {
  const { t, i18n } = useTranslation('contracts');
  const { session } = useSession();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const download = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'downloading', fraction: null });
    try {
      const headers: Record<string, string> = { Type: 'MOBILE' };
      if (session?.token) headers.Authorization = `Bearer ${session.token}`;
      const blob = await downloadBlob(
        document.downloadUrl,
        { headers, signal: controller.signal, credentials: 'same-origin' },
        ({ received, total }) =>
          setState({
            status: 'downloading',
            fraction: total ? Math.min(1, received / total) : null,
          }),
      );
      saveBlob(blob, pdfFileName(document.name));
      setState({ status: 'done' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const status = error instanceof DownloadError ? error.status : -1;
      setState({
        status: 'failed',
        reason: status === 404 ? 'notFound' : status === 0 ? 'offline' : 'other',
      });
    }
  };

  const labelId = `contract-document-${document.id}`;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={labelId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0" minW="0">
            <Text id={labelId} fontWeight="semibold">
              {document.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`documentTypes.${document.documentType}`)} ·{' '}
              {formatDay(document.createdAt, i18n.language)}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="outline"
            colorPalette="blue"
            minH="11"
            flexShrink={0}
            onClick={() => void download()}
            loading={state.status === 'downloading'}
            loadingText={t('downloading')}
            aria-label={t('downloadLabel', { name: document.name })}
          >
            {t('download')}
          </Button>
        </HStack>
        {state.status === 'downloading' ? (
          <Progress.Root
            recipe={progressSlotRecipe}
            size="sm"
            colorPalette="blue"
            max={100}
            value={state.fraction === null ? null : Math.round(state.fraction * 100)}
            translations={{
              value: ({ percent }) =>
                state.fraction === null
                  ? t('downloadProgress', { name: document.name })
                  : t('downloadProgressPercent', {
                      name: document.name,
                      percent: Math.round(percent),
                    }),
            }}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {state.status === 'done' ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('downloaded')}
          </Text>
        ) : null}
        {state.status === 'failed' ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t(`downloadFailed.${state.reason}`)}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The contract's documents, each to download as a PDF. */
export function ContractDocuments({ documents }: { documents: readonly ContractDocument[] }) {
  const { t } = useTranslation('contracts');
  if (documents.length === 0) return <Text color="fg.muted">{t('noDocuments')}</Text>;
  return (
    <List.Root variant="plain" gap="2">
      {documents.map((document) => (
        <List.Item key={document.id} display="block">
          <DocumentItem document={document} />
        </List.Item>
      ))}
    </List.Root>
  );
}
