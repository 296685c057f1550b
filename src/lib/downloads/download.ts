// Downloads of files through /api/v1 (payslips, contract documents): fetched as a Blob with progress
// (fetch has no progress event; the body's stream does), then handed to the browser as a file.

/** How far a download is: bytes received and, when the server said (Content-Length), the total. */
export type DownloadProgress = { received: number; total: number | null };

/** A download refused (`status` of the answer) or broken (`status` 0: the network failed). */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/**
 * Fetches a file as a Blob, reporting progress while the body streams in (fetch + ReadableStream;
 * the total from Content-Length). A non-2xx answer throws DownloadError with its status, a failed
 * network DownloadError 0; an abort through `init.signal` rethrows the AbortError.
 */
export async function downloadBlob(
  url: string,
  init: RequestInit,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new DownloadError(0, `${url} could not be reached`);
  }
  if (!response.ok) throw new DownloadError(response.status, `${url} answered ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total: total ?? blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the save; revoking later keeps the blob alive long enough for it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Crew list.csv' — a name any file system takes, with its extension. */
export function safeFileName(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what must go
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim();
  return `${base || 'document'}.${extension}`;
}

/** 'Employment contract.pdf' — a name any file system takes. */
export function pdfFileName(name: string): string {
  return safeFileName(name, 'pdf');
}
