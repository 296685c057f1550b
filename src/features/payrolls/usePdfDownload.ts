import { useCallback, useState } from 'react';
import {
  DownloadError,
  downloadBlob,
  saveBlob,
  type DownloadProgress,
} from '../../lib/downloads/download';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'done' }
  | { kind: 'failed'; status: number | null };

/** Runs one download with its progress, then saves the file; the state drives the progress bar. */
export function usePdfDownload(): {
  state: DownloadState;
  start: (url: string, init: RequestInit, fileName: string) => Promise<boolean>;
} {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const start = useCallback(async (url: string, init: RequestInit, fileName: string) => {
    setState({ kind: 'downloading', progress: { received: 0, total: null } });
    try {
      const blob = await downloadBlob(url, init, (progress) =>
        setState({ kind: 'downloading', progress }),
      );
      saveBlob(blob, fileName);
      setState({ kind: 'done' });
      return true;
    } catch (error) {
      setState({ kind: 'failed', status: error instanceof DownloadError ? error.status : null });
      return false;
    }
  }, []);
  return { state, start };
}
