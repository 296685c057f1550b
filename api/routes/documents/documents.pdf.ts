import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { translatorFor } from '../../i18n';
import type { Locale } from '../../i18n';
import { renderPdf } from '../../lib/pdf';

// The documents' PDFs: the demo's source documents (pdfmake, once per process) and the signed PDF,
// the original with a signing record page stamped on with pdf-lib (api/routes/documents/README.md, The signed PDF): each signature
// image with who signed, when and on which document version. DejaVu Sans is embedded, so every
// name prints whatever its letters (the standard fonts encode WinAnsi only).

const require = createRequire(import.meta.url);
const fontPath = join(
  dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
  'DejaVuSans.ttf',
);
let fontBytes: Promise<Buffer> | undefined;

export interface SignedSignatureRecord {
  signer: string;
  contactNumber: string | null;
  signedAt: Date;
  documentVersion: number;
  rating: number | null;
  formValues: Record<string, string>;
  /** The drawn signature, a PNG. */
  image: Buffer;
}

export interface SigningRecord {
  title: string;
  documentId: number;
  tenantName: string;
  /** The language of the record page (the tenant's: the signed file is one for everybody). */
  locale: Locale;
  signatures: SignedSignatureRecord[];
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The original with one signing record page per four signatures appended. */
export async function stampSignedPdf(source: Uint8Array, record: SigningRecord): Promise<Buffer> {
  const pdf = await PDFDocument.load(source);
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await (fontBytes ??= readFile(fontPath)), { subset: true });
  const { t } = translatorFor(record.locale);
  const perPage = 4;
  for (let start = 0; start < record.signatures.length; start += perPage) {
    const page = pdf.addPage([595.28, 841.89]);
    const ink = rgb(0.1, 0.1, 0.1);
    page.drawText(t('signingRecord.title'), { x: 50, y: 780, size: 18, font, color: ink });
    page.drawText(
      t('signingRecord.document', {
        title: record.title,
        id: record.documentId,
        tenant: record.tenantName,
      }),
      { x: 50, y: 758, size: 10, font, color: ink },
    );
    let y = 720;
    for (const signature of record.signatures.slice(start, start + perPage)) {
      const image = await pdf.embedPng(signature.image);
      const scale = Math.min(200 / image.width, 70 / image.height, 1);
      page.drawRectangle({
        x: 50,
        y: y - 150,
        width: 495,
        height: 150,
        borderColor: rgb(0.7, 0.7, 0.7),
        borderWidth: 0.5,
      });
      page.drawImage(image, {
        x: 60,
        y: y - 85,
        width: image.width * scale,
        height: image.height * scale,
      });
      const lines = [
        t('signingRecord.signedBy', {
          name: `${signature.signer}${signature.contactNumber ? ` (${signature.contactNumber})` : ''}`,
        }),
        t('signingRecord.signedAt', {
          at: utc(signature.signedAt),
          version: signature.documentVersion,
        }),
        ...(signature.rating !== null
          ? [t('signingRecord.rating', { rating: signature.rating })]
          : []),
        ...Object.entries(signature.formValues).map(([name, value]) => `${name}: ${value}`),
      ];
      lines.slice(0, 5).forEach((line, index) => {
        page.drawText(line, {
          x: 60,
          y: y - 100 - index * 12,
          size: 9,
          font,
          color: ink,
          maxWidth: 475,
        });
      });
      y -= 165;
    }
  }
  return Buffer.from(await pdf.save());
}

const DEMO_SOURCES = {
  'demo/documents/employment-contract.pdf': {
    title: 'Employment contract',
    paragraphs: [
      'This contract sets out the terms of employment between Demo Crew Company and the employee named below.',
      'The employee works as stage and event crew on the projects the company plans, at the hourly rates of the current rate card.',
      'Both parties sign one after the other: the office first, then the employee.',
    ],
  },
  'demo/documents/safety-instruction.pdf': {
    title: 'Safety instruction',
    paragraphs: [
      'Personal protective equipment (safety shoes, gloves, helmet where required) is worn on every site.',
      'Rigging, working at height and forklift work are only done by crew with the matching certificate.',
      'Report every incident or near miss to the crew chief on the same day.',
    ],
  },
  'demo/documents/confidentiality.pdf': {
    title: 'Confidentiality agreement',
    paragraphs: [
      'Everything learnt about artists, clients and venues during work stays confidential, also after the work ends.',
      'No photos or videos of shows, rehearsals or backstage areas are published without written permission.',
    ],
  },
  'demo/documents/client-agreement.pdf': {
    title: 'Crew services agreement',
    paragraphs: [
      'Demo Crew Company provides stage, rigging and logistics crew for the client’s projects.',
      'Hours are invoiced monthly on the basis of the signed delivery notes.',
    ],
  },
} as const;

export type DemoSourceKey = keyof typeof DEMO_SOURCES;
export const isDemoSource = (key: string): key is DemoSourceKey => Object.hasOwn(DEMO_SOURCES, key);

const rendered = new Map<DemoSourceKey, Promise<Buffer>>();

/** A demo source PDF, rendered once per process (the seed runs for every test tenant). */
export function demoSourcePdf(key: DemoSourceKey): Promise<Buffer> {
  let pdf = rendered.get(key);
  if (!pdf) {
    const { title, paragraphs } = DEMO_SOURCES[key];
    const definition: TDocumentDefinitions = {
      info: { title, author: 'Demo Crew Company' },
      pageSize: 'A4',
      pageMargins: [50, 60, 50, 60],
      content: [
        { text: 'Demo Crew Company', fontSize: 11, color: '#555555' },
        { text: title, fontSize: 18, bold: true, margin: [0, 6, 0, 18] },
        ...paragraphs.map((paragraph, index) => ({
          text: `${index + 1}. ${paragraph}`,
          margin: [0, 0, 0, 10] as [number, number, number, number],
        })),
        {
          text: 'Signatures are recorded on the signing record page of the signed document.',
          italics: true,
          margin: [0, 24, 0, 0],
        },
      ],
    };
    pdf = renderPdf(definition);
    rendered.set(key, pdf);
  }
  return pdf;
}
