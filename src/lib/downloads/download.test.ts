import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, pdfFileName, safeFileName } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadBlob', () => {
  it('reports progress against Content-Length while the body streams', async () => {
    const parts = [new Uint8Array(60), new Uint8Array(40)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(body, {
            headers: { 'content-length': '100', 'content-type': 'application/pdf' },
          }),
      ),
    );
    const seen: number[] = [];
    const blob = await downloadBlob('/x.pdf', {}, ({ received, total }) =>
      seen.push(total ? received / total : -1),
    );
    expect(blob.size).toBe(100);
    expect(blob.type).toBe('application/pdf');
    expect(seen).toEqual([0, 0.6, 1]);
  });

  it('throws with the status of a refused download', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    await expect(downloadBlob('/x.pdf', {}, () => {})).rejects.toMatchObject({ status: 404 });
  });

  it('says 0 when the network fails, and lets an abort through as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(downloadBlob('/x.pdf', {}, () => {})).rejects.toMatchObject({ status: 0 });
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(downloadBlob('/x.pdf', { signal: controller.signal }, () => {})).rejects.toBe(
      abort,
    );
  });
});

describe('pdfFileName', () => {
  it('keeps a readable name that any file system takes', () => {
    expect(pdfFileName('Employment contract')).toBe('Employment contract.pdf');
    expect(pdfFileName('a/b:c\u0007')).toBe('a-b-c-.pdf');
    expect(pdfFileName('  ')).toBe('document.pdf');
  });

  it('takes any extension (a CSV or Excel export)', () => {
    expect(safeFileName('1001-Winter-Festival-crew', 'csv')).toBe('1001-Winter-Festival-crew.csv');
    expect(safeFileName('a|b', 'xlsx')).toBe('a-b.xlsx');
  });
});
