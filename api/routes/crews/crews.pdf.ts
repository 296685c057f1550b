import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Arrival } from '../../../machines/crewShift.machine';
import { translatorFor } from '../../i18n';
import type { ApiTexts, Locale } from '../../i18n';
import { renderPdf } from '../../lib/pdf';
import type { CrewDocumentKind } from '../../db/tables/crews.tables';

// The crew's delivery note and crew chief sheet, made on request from the crew's
// rows through renderPdf (pdfmake with DejaVu embedded, decision 074 and api/routes/crews/README.md, Crew documents made with pdfmake): nothing stored
// drifts from the hours it prints. The delivery note is what the client signed: each member's
// hours, the total, the signer, the signature image, rating and remark. The crew chief sheet is
// the same hours with each member's arrival (present / late / no-show) and the chief's name.

export interface CrewDocumentMember {
  name: string;
  functionName: string;
  arrival: Arrival;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  breakMinutes: number;
  /** out − in − break in hours; null until checked out. */
  hours: number | null;
}

export interface CrewDocumentData {
  tenantName: string;
  /** Whose language it prints in: the reader's (api/i18n/recipient.ts). */
  locale: Locale;
  /** The IANA zone the times are printed in. */
  timeZone: string;
  project: { number: string; name: string };
  crew: { caption: string; startsAt: Date; endsAt: Date };
  location: { name: string; address: string; city: string } | null;
  crewChiefName: string | null;
  members: CrewDocumentMember[];
  signOff: {
    signerName: string;
    signedAt: Date;
    rating: number | null;
    remark: string;
    signature: Buffer | null;
  } | null;
}

export function crewDocumentFileName(kind: CrewDocumentKind, crewId: number): string {
  return `${kind === 'deliveryNote' ? 'delivery-note' : 'crew-chief-sheet'}-${crewId}.pdf`;
}

/** The worked hours summed over the members who have them. */
export function totalHoursOf(members: CrewDocumentMember[]): number {
  return members.reduce((sum, member) => sum + (member.hours ?? 0), 0);
}

/** The document definition (exported for tests: the texts it prints). */
export function crewDocumentDefinition(
  data: CrewDocumentData,
  kind: CrewDocumentKind,
): TDocumentDefinitions {
  const { t, format } = translatorFor(data.locale);
  const label = (key: keyof ApiTexts['crewDocument']) => t(`crewDocument.${key}`);
  const timeZone = data.timeZone;
  const dayOf = (date: Date) => format.dayAt(date, timeZone);
  const timeOf = (date: Date | null) => (date === null ? '–' : format.timeAt(date, timeZone));
  const zoneOf = (date: Date) => format.zoneAt(date, timeZone);
  const hoursOf = (hours: number | null) => (hours === null ? '–' : format.number(hours, 2, true));
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const bold = (text: string): TableCell => ({ text, bold: true });
  const sheet = kind === 'crewChiefSheet';

  const header: TableCell[] = [
    bold(label('member')),
    bold(label('function')),
    ...(sheet ? [bold(label('arrival'))] : []),
    bold(label('in')),
    bold(label('out')),
    right(label('break'), true),
    right(label('hours'), true),
  ];
  const rows: TableCell[][] = data.members.map((member) => [
    member.name,
    member.functionName,
    ...(sheet ? [label(member.arrival)] : []),
    timeOf(member.checkedInAt),
    timeOf(member.checkedOutAt),
    right(member.hours === null ? '–' : String(member.breakMinutes)),
    right(hoursOf(member.hours)),
  ]);
  const total: TableCell[] = [
    bold(label('total')),
    '',
    ...(sheet ? [''] : []),
    '',
    '',
    '',
    right(hoursOf(totalHoursOf(data.members)), true),
  ];

  const place = data.location
    ? [data.location.name, data.location.address, data.location.city].filter(Boolean).join(', ')
    : '–';
  const facts: TableCell[][] = [
    [bold(label('project')), `${data.project.number} · ${data.project.name}`],
    [bold(label('crew')), data.crew.caption],
    [bold(label('location')), place],
    // The venue's clock, its zone named (decision 248): a reader elsewhere reads the venue's times.
    [
      bold(label('date')),
      `${dayOf(data.crew.startsAt)} ${timeOf(data.crew.startsAt)}–${timeOf(data.crew.endsAt)} ${zoneOf(data.crew.startsAt)}`,
    ],
    [bold(label('crewChief')), data.crewChiefName ?? '–'],
  ];

  const signOff = data.signOff;
  const signature: Content[] = signOff
    ? [
        {
          table: {
            widths: ['auto', '*'],
            body: [
              [bold(label('signedBy')), signOff.signerName],
              [bold(label('signedAt')), `${dayOf(signOff.signedAt)} ${timeOf(signOff.signedAt)}`],
              ...(sheet
                ? []
                : [
                    [
                      bold(label('rating')),
                      signOff.rating === null
                        ? '–'
                        : t('crewDocument.ratingValue', { rating: signOff.rating }),
                    ],
                  ]),
              ...(sheet || signOff.remark === '' ? [] : [[bold(label('remark')), signOff.remark]]),
            ],
          },
          layout: 'noBorders',
          margin: [0, 16, 0, 0],
        },
        ...(signOff.signature && !sheet
          ? [
              {
                image: `data:image/png;base64,${signOff.signature.toString('base64')}`,
                fit: [220, 90],
                margin: [0, 8, 0, 0],
              } as Content,
            ]
          : []),
      ]
    : [{ text: label('notSigned'), italics: true, margin: [0, 16, 0, 0] }];

  return {
    info: { title: `${label(kind)} · ${data.crew.caption}`, author: data.tenantName },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    // Uncompressed content streams keep the printed text searchable in tests.
    compress: false,
    footer: (page, pages) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 16, 0, 0],
    }),
    content: [
      { text: data.tenantName, fontSize: 16, bold: true },
      { text: label(kind), fontSize: 13, margin: [0, 4, 0, 12] },
      { table: { widths: ['auto', '*'], body: facts }, layout: 'noBorders', margin: [0, 0, 0, 12] },
      {
        table: {
          headerRows: 1,
          widths: sheet
            ? ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto']
            : ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [header, ...rows, total],
        },
        layout: 'lightHorizontalLines',
      },
      ...signature,
    ],
  };
}

/** The delivery note or crew chief sheet as PDF bytes. */
export function renderCrewDocument(
  data: CrewDocumentData,
  kind: CrewDocumentKind,
): Promise<Buffer> {
  return renderPdf(crewDocumentDefinition(data, kind));
}
