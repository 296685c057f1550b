/** How far a download is: bytes received and, when the server said (Content-Length), the total. */
export type DownloadProgress = { received: number; total: number | null };

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
 * the total from Content-Length). A non-2xx answer throws DownloadError with its status.
 */
export async function downloadBlob(
  url: string,
  init: RequestInit,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const response = await fetch(url, init);
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
