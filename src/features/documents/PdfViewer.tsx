import { Box, Button, HStack, Skeleton, Text, chakra } from '@chakra-ui/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadError, downloadBlob } from '../../lib/downloads/download';
import { useSession } from '../../lib/session/useSession';
import { openPdf } from './pdf-document';

type ViewerState =
  | { status: 'loading' }
  | { status: 'shown'; pdf: PDFDocumentProxy }
  | { status: 'failed'; offline: boolean };

/**
 * The document's PDF in the page: one page at a time drawn on a canvas as wide as the screen
 * (sharp at the device's pixel ratio), with previous / next. The file comes through /api/v1 with
 * the session's token, like every download.
 */
export function PdfViewer({ fileUrl, title }: { fileUrl: string; title: string }) {
  const { t } = useTranslation('documents');
  const { session } = useSession();
  const token = session?.token ?? null;
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    let pdf: PDFDocumentProxy | null = null;
    setState({ status: 'loading' });
    const headers: Record<string, string> = { Type: 'MOBILE' };
    if (token) headers.Authorization = `Bearer ${token}`;
    downloadBlob(
      fileUrl,
      { headers, signal: controller.signal, credentials: 'same-origin' },
      () => {},
    )
      .then((blob) => blob.arrayBuffer())
      .then(openPdf)
      .then((opened) => {
        pdf = opened;
        if (controller.signal.aborted) return void opened.destroy();
        setPageNumber(1);
        setState({ status: 'shown', pdf: opened });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'failed',
          offline: error instanceof DownloadError && error.status === 0,
        });
      });
    return () => {
      controller.abort();
      void pdf?.destroy();
    };
  }, [fileUrl, token, attempt]);

  const pdf = state.status === 'shown' ? state.pdf : null;
  useEffect(() => {
    if (!pdf) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    const draw = async () => {
      const canvas = canvasRef.current;
      const frame = frameRef.current;
      if (!canvas || !frame) return;
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const cssWidth = frame.clientWidth || 328;
      const unscaled = page.getViewport({ scale: 1 });
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const viewport = page.getViewport({ scale: (cssWidth / unscaled.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const context = canvas.getContext('2d');
      if (!context) return;
      task?.cancel();
      task = page.render({ canvasContext: context, viewport });
      await task.promise.catch(() => {}); // a cancelled render (next page, unmount) is no failure
    };
    void draw();
    let width = frameRef.current?.clientWidth ?? 0;
    const onResize = () => {
      const next = frameRef.current?.clientWidth ?? 0;
      if (next !== width) {
        width = next;
        void draw();
      }
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelled = true;
      task?.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [pdf, pageNumber]);

  if (state.status === 'failed')
    return (
      <Box role="alert" borderWidth="1px" borderRadius="md" p="3">
        <Text mb="2">{state.offline ? t('viewer.offline') : t('viewer.failed')}</Text>
        <Button size="sm" variant="outline" minH="11" onClick={() => setAttempt((n) => n + 1)}>
          {t('viewer.retry')}
        </Button>
      </Box>
    );

  const pages = pdf?.numPages ?? 0;
  return (
    <Box as="figure" aria-label={t('viewer.label', { title })}>
      <Box
        ref={frameRef}
        width="full"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        bg="white"
      >
        {state.status === 'loading' ? (
          <Skeleton height="420px" aria-label={t('viewer.loading')} role="status" />
        ) : (
          <chakra.canvas
            ref={canvasRef}
            display="block"
            role="img"
            aria-label={t('viewer.pageLabel', { page: pageNumber, pages, title })}
          />
        )}
      </Box>
      {pages > 0 ? (
        <HStack as="nav" aria-label={t('viewer.pages')} justify="space-between" mt="2" gap="2">
          <Button
            size="sm"
            variant="outline"
            minH="11"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((n) => Math.max(1, n - 1))}
          >
            {t('viewer.previous')}
          </Button>
          <Text fontSize="sm" aria-live="polite">
            {t('viewer.pageOf', { page: pageNumber, pages })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            minH="11"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber((n) => Math.min(pages, n + 1))}
          >
            {t('viewer.next')}
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}
