import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf';
import type { MobileDocumentForPdf } from './mobile-documents.repository';

// A mobile document's PDF, made on request from its stored sections (api/routes/mobile-documents/README.md, Mobile documents): a
// section is a block split by a blank line, its first line the heading, lines starting with "- "
// list items, the rest paragraphs.

function section(block: string): Content[] {
  const [heading = '', ...lines] = block.split('\n');
  const content: Content[] = [{ text: heading, fontSize: 13, bold: true, margin: [0, 12, 0, 4] }];
  const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
  const paragraphs = lines.filter((line) => !line.startsWith('- ') && line.trim() !== '');
  for (const paragraph of paragraphs) content.push({ text: paragraph, margin: [0, 0, 0, 4] });
  if (items.length > 0) content.push({ ul: items, margin: [0, 0, 0, 4] });
  return content;
}

export function mobileDocumentDefinition({
  document,
  tenantName,
}: MobileDocumentForPdf): TDocumentDefinitions {
  return {
    info: { title: document.title, author: tenantName },
    pageSize: 'A5',
    pageMargins: [36, 40, 36, 40],
    content: [
      { text: tenantName, fontSize: 10, color: '#555555' },
      { text: document.title, fontSize: 18, bold: true, margin: [0, 4, 0, 4] },
      { text: document.description, italics: true, margin: [0, 0, 0, 6] },
      ...document.content.split(/\n{2,}/).flatMap(section),
    ],
  };
}

export const renderMobileDocument = (data: MobileDocumentForPdf): Promise<Buffer> =>
  renderPdf(mobileDocumentDefinition(data));

/** 'Crew-handbook.pdf': ASCII letters, digits and dashes only, so the header needs no encoding. */
export function mobileDocumentFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'document'}.pdf`;
}
