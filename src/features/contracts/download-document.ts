// Downloads a document through the gateway's /api/v1 proxy with the bearer token, reporting
// progress as the bytes arrive, and hands the file to the browser as a download.

/** A download refused or broken; `status` 0 when the network failed. */
export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`download failed with ${status}`);
  }
}

/**
 * Fetches the file as a Blob. `onProgress` gets the fraction received (0 … 1), or null while the
 * size is unknown (no Content-Length).
 */
export async function fetchDocument(
  url: string,
  token: string | null,
  onProgress: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const headers: Record<string, string> = { Type: 'MOBILE' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError(0);
  }
  if (!response.ok) throw new DownloadError(response.status);
  const type = response.headers.get('content-type') ?? 'application/pdf';
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!response.body) {
    const blob = await response.blob();
    onProgress(1);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(total > 0 ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total > 0 ? Math.min(1, received / total) : null);
  }
  onProgress(1);
  return new Blob(chunks as BlobPart[], { type });
}

/** Saves a Blob under a file name (an `<a download>` click; the URL is revoked afterwards). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** 'Employment contract.pdf' — a name any file system takes. */
export function pdfFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what must go
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim();
  return `${base || 'document'}.pdf`;
}
