import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DateTime } from 'luxon';
import writeXlsxFile from 'write-excel-file/node';
import type { SheetData } from 'write-excel-file/node';
import { translatorFor } from '../../i18n';
import type { ApiTexts, Locale } from '../../i18n';
import { renderPdf } from '../../lib/pdf';
import type { CrewListRow, ProjectRow } from './project-actions.repository';

// The project report (PDF, pdfmake with DejaVu through renderPdf, decision 074) and the crew
// export (CSV and XLSX, api/routes/projects/README.md, Report and export), made on request from the project's rows.

export interface ProjectFileData {
  project: ProjectRow & { companyName: string };
  rows: CrewListRow[];
  /** Crews without any crew item yet: the report's shifts list shows them too. */
  emptyCrews: CrewListRow[];
  /** The reader's language (api/i18n/recipient.ts). */
  locale: Locale;
}

/** The labels in the reader's language (api/i18n, `projectReport`). */
const labelsOf = (locale: Locale) => {
  const { t } = translatorFor(locale);
  return (key: keyof ApiTexts['projectReport']) => t(`projectReport.${key}`);
};
const day = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toFormat('yyyy-MM-dd');
const time = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toFormat('HH:mm');
/** The zone's short name at that moment ('CET', 'BST'), so a report read elsewhere says whose clock it is. */
const zoneName = (at: Date, zone: string) =>
  DateTime.fromJSDate(at, { zone }).setLocale('en-GB').toFormat('ZZZZ');

/** 'project-1001-report.pdf', 'project-1001-crew.csv': names any file system takes. */
export function projectFileName(
  number: string,
  kind: 'report' | 'crew',
  extension: string,
): string {
  return `project-${number.replace(/[^0-9A-Za-z_-]+/g, '-')}-${kind}.${extension}`;
}

/** The report's document definition (exported for tests: the texts it prints). */
export function projectReportDefinition(data: ProjectFileData): TDocumentDefinitions {
  const labels = labelsOf(data.locale);
  const { project } = data;
  const bold = (text: string): TableCell => ({ text, bold: true });
  const facts: TableCell[][] = [
    [bold(labels('company')), project.companyName],
    [bold(labels('dates')), `${project.beginDate} – ${project.endDate}`],
    [bold(labels('status')), project.status],
    ...(project.clientMark ? [[bold(labels('clientMark')), project.clientMark]] : []),
    ...(project.reference ? [[bold(labels('reference')), project.reference]] : []),
    ...(project.comment ? [[bold(labels('comment')), project.comment]] : []),
  ];
  // Each shift's times are printed on its venue's clock (decision 248), its zone named.
  const crews = new Map<
    string,
    {
      caption: string;
      location: string | null;
      startsAt: Date;
      endsAt: Date;
      zone: string;
      rows: CrewListRow[];
    }
  >();
  for (const row of [...data.emptyCrews, ...data.rows].sort(
    (a, b) => a.crewStartsAt.getTime() - b.crewStartsAt.getTime(),
  )) {
    const key = `${row.crewCaption}|${row.crewStartsAt.toISOString()}`;
    const crew = crews.get(key) ?? {
      caption: row.crewCaption,
      location: row.location,
      startsAt: row.crewStartsAt,
      endsAt: row.crewEndsAt,
      zone: row.timeZone,
      rows: [],
    };
    if (row.functionName !== '') crew.rows.push(row);
    crews.set(key, crew);
  }
  const shifts: Content[] = [...crews.values()].flatMap((crew): Content[] => [
    {
      text: `${day(crew.startsAt, crew.zone)} ${time(crew.startsAt, crew.zone)}–${time(crew.endsAt, crew.zone)} ${zoneName(crew.startsAt, crew.zone)} · ${crew.caption}${crew.location ? ` · ${crew.location}` : ''}`,
      bold: true,
      margin: [0, 8, 0, 4],
    },
    ...(crew.rows.length === 0
      ? []
      : [
          {
            table: {
              headerRows: 1,
              widths: ['*', '*', 'auto', 'auto', 'auto'],
              body: [
                [
                  bold(labels('person')),
                  bold(labels('function')),
                  bold(labels('start')),
                  bold(labels('end')),
                  bold(labels('status')),
                ],
                ...crew.rows.map((row): TableCell[] => [
                  row.personName ?? labels('open'),
                  row.functionName,
                  time(row.startsAt, crew.zone),
                  time(row.endsAt, crew.zone),
                  row.status,
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          } satisfies Content,
        ]),
  ]);
  return {
    info: { title: `${labels('report')} ${project.number} ${project.name}` },
    pageSize: 'A4',
    content: [
      { text: labels('report'), fontSize: 16, bold: true },
      { text: `${project.number} · ${project.name}`, fontSize: 13, margin: [0, 4, 0, 8] },
      { table: { widths: ['auto', '*'], body: facts }, layout: 'noBorders' },
      { text: labels('shifts'), fontSize: 13, bold: true, margin: [0, 12, 0, 0] },
      ...(shifts.length === 0 ? [{ text: labels('noCrews'), italics: true }] : shifts),
    ],
  };
}

export function renderProjectReport(data: ProjectFileData): Promise<Buffer> {
  return renderPdf(projectReportDefinition(data));
}

/** The export's rows: person, function, day, start, end, status (open positions have no person). */
export function crewExportRows(data: ProjectFileData): string[][] {
  const labels = labelsOf(data.locale);
  return [
    [
      labels('person'),
      labels('function'),
      labels('day'),
      labels('start'),
      labels('end'),
      labels('status'),
    ],
    ...data.rows.map((row) => [
      row.personName ?? '',
      row.functionName,
      day(row.startsAt, row.timeZone),
      time(row.startsAt, row.timeZone),
      time(row.endsAt, row.timeZone),
      row.status,
    ]),
  ];
}

/**
 * A cell a spreadsheet will not run: a text starting with = + - @ or a tab / carriage return is
 * prefixed with an apostrophe (OWASP CSV injection), then quoted when it needs to be.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV (RFC 4180, CRLF) with a byte order mark so spreadsheet apps read it as UTF-8. */
export function crewCsv(data: ProjectFileData): string {
  return `\uFEFF${crewExportRows(data)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}

/** XLSX: every cell a string cell (never a formula), the header row bold. */
export async function crewXlsx(data: ProjectFileData): Promise<Buffer> {
  const [header = [], ...rows] = crewExportRows(data);
  const sheet: SheetData = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((value) => ({ value, type: String }))),
  ];
  return writeXlsxFile(sheet, {
    sheet: data.project.number,
    columns: [
      { width: 28 },
      { width: 20 },
      { width: 12 },
      { width: 8 },
      { width: 8 },
      { width: 12 },
    ],
  }).toBuffer();
}
