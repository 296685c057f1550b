import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../session/useSession';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { DownloadError, downloadBlob, safeFileName, saveBlob } from './download';

type DownloadState =
  { status: 'idle' | 'downloading' | 'done' } | { status: 'failed'; offline: boolean };

/** What a download button says, already translated. */
export type FileDownloadLabels = {
  button: string;
  /** The button's accessible name when several buttons say the same (e.g. 'Download Site plan'). */
  buttonLabel?: string;
  downloading: string;
  done: string;
  failed: string;
  offline: string;
};

/**
 * A button that fetches a same-origin /api/v1 file (a PDF unless `extension` says otherwise: a
 * report, a CSV or Excel export) with the session's token and saves it as `fileName`.`extension`
 * (lib/downloads), saying when it is saved, failed or needs a connection.
 */
export function FileDownload({
  url,
  fileName,
  extension = 'pdf',
  labels,
}: {
  url: string;
  /** The name without its extension; characters no file system takes are replaced. */
  fileName: string;
  extension?: string;
  labels: FileDownloadLabels;
}) {
  const { session } = useSession();
  const online = useOnlineStatus();
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
      const blob = await downloadBlob(
        url,
        { headers, signal: controller.signal, credentials: 'same-origin' },
        () => {},
      );
      saveBlob(blob, safeFileName(fileName, extension));
      setState({ status: 'done' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        status: 'failed',
        offline: !online || (error instanceof DownloadError && error.status === 0),
      });
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
        loadingText={labels.downloading}
        aria-label={labels.buttonLabel}
      >
        {labels.button}
      </Button>
      {state.status === 'done' ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {labels.done}
        </Text>
      ) : null}
      {state.status === 'failed' ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {state.offline ? labels.offline : labels.failed}
        </Text>
      ) : null}
    </Stack>
  );
}
