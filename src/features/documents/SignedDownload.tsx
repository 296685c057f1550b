import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadError, downloadBlob, pdfFileName, saveBlob } from '../../lib/downloads/download';
import { useSession } from '../../lib/session/useSession';

type DownloadState = { status: 'idle' | 'downloading' | 'done' } | { status: 'failed'; offline: boolean };

/** The signed PDF (signatures and signing records stamped in), saved through lib/downloads. */
export function SignedDownload({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('documents');
  const { session } = useSession();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const download = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'downloading' });
    try {
      const headers: Record<string, string> = { Type: 'MOBILE' };
      if (session?.token) headers.Authorization = `Bearer ${session.token}`;
      const blob = await downloadBlob(url, { headers, signal: controller.signal, credentials: 'same-origin' }, () => {});
      saveBlob(blob, pdfFileName(t('download.fileName', { title })));
      setState({ status: 'done' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', offline: error instanceof DownloadError && error.status === 0 });
    }
  };

  return (
    <Stack gap="2" align="start">
      <Button
        colorPalette="blue"
        variant="outline"
        minH="11"
        onClick={() => void download()}
        loading={state.status === 'downloading'}
        loadingText={t('download.downloading')}
      >
        {t('download.button')}
      </Button>
      {state.status === 'done' ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('download.done')}
        </Text>
      ) : null}
      {state.status === 'failed' ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {state.offline ? t('download.offline') : t('download.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
