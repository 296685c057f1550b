import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// One way the api makes PDFs (payslips, contract documents …): pdfmake with DejaVu Sans embedded.
// The 14 standard PDF fonts encode WinAnsi only, so Welsh ŵ / ŷ would fail to render
// (shared/LIBRARIES.md); DejaVu covers every language the app speaks. Decision 074.

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontFiles = new Set(
  [
    'DejaVuSans.ttf',
    'DejaVuSans-Bold.ttf',
    'DejaVuSans-Oblique.ttf',
    'DejaVuSans-BoldOblique.ttf',
  ].map((file) => join(fontDir, file)),
);

pdfmake.setFonts({
  DejaVuSans: {
    normal: join(fontDir, 'DejaVuSans.ttf'),
    bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
    italics: join(fontDir, 'DejaVuSans-Oblique.ttf'),
    bolditalics: join(fontDir, 'DejaVuSans-BoldOblique.ttf'),
  },
});
// A document definition never fetches a URL, and reads no file but the fonts above (pdfmake's SSRF fix).
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));

/** Renders a pdfmake document definition to PDF bytes, in DejaVu Sans unless the definition says otherwise. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const document = pdfmake.createPdf({
    ...definition,
    defaultStyle: { font: 'DejaVuSans', fontSize: 10, ...definition.defaultStyle },
  });
  return document.getBuffer();
}
