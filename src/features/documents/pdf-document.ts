import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF with pdf.js, loaded on demand (the library and its worker are ~1.4 MB: only the
 * document screen fetches them, when it shows a file). The worker is served by Vite as an asset
 * of our own origin (CSP worker-src 'self'); no eval (CSP script-src 'self'). src/features/documents/README.md, The PDF in the page.
 */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}
