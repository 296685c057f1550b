import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Arrival } from '../../../machines/crewShift.machine';
import { renderPdf } from '../../lib/pdf';
import type { CrewDocumentKind } from './crews.tables';

// The crew's delivery note and crew chief sheet (issue 10 §1), made on request from the crew's
// rows through renderPdf (pdfmake with DejaVu embedded, decisions 074 and 132): nothing stored
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
  /** The app's language code (en, de, deAt, es, fr, nl, cy). */
  language: string;
  /** The IANA zone the times are printed in. */
  timeZone: string;
  project: { number: string; name: string };
  crew: { caption: string; startsAt: Date; endsAt: Date };
  location: { name: string; address: string; city: string } | null;
  crewChiefName: string | null;
  members: CrewDocumentMember[];
  signOff: { signerName: string; signedAt: Date; rating: number | null; remark: string; signature: Buffer | null } | null;
}

type LabelKey =
  | CrewDocumentKind
  | 'project'
  | 'crew'
  | 'location'
  | 'date'
  | 'member'
  | 'function'
  | 'in'
  | 'out'
  | 'break'
  | 'hours'
  | 'total'
  | 'arrival'
  | 'signedBy'
  | 'signedAt'
  | 'rating'
  | 'remark'
  | 'notSigned'
  | 'crewChief'
  | Arrival;
type Labels = Record<LabelKey, string>;

const LABELS: Record<string, Labels> = {
  en: { deliveryNote: 'Delivery note', crewChiefSheet: 'Crew chief sheet', project: 'Project', crew: 'Crew', location: 'Location', date: 'Date', member: 'Crew member', function: 'Function', in: 'In', out: 'Out', break: 'Break (min)', hours: 'Hours', total: 'Total', arrival: 'Arrival', signedBy: 'Signed by', signedAt: 'Signed at', rating: 'Rating', remark: 'Remark', notSigned: 'Not signed by the client yet', crewChief: 'Crew chief', expected: 'Expected', present: 'Present', late: 'Late', noShow: 'No-show' },
  de: { deliveryNote: 'Lieferschein', crewChiefSheet: 'Crew-Chief-Bogen', project: 'Projekt', crew: 'Crew', location: 'Ort', date: 'Datum', member: 'Crew-Mitglied', function: 'Funktion', in: 'Ein', out: 'Aus', break: 'Pause (Min.)', hours: 'Stunden', total: 'Summe', arrival: 'Ankunft', signedBy: 'Unterschrieben von', signedAt: 'Unterschrieben am', rating: 'Bewertung', remark: 'Bemerkung', notSigned: 'Noch nicht vom Kunden unterschrieben', crewChief: 'Crew Chief', expected: 'Erwartet', present: 'Anwesend', late: 'Verspätet', noShow: 'Nicht erschienen' },
  deAt: { deliveryNote: 'Lieferschein', crewChiefSheet: 'Crew-Chief-Bogen', project: 'Projekt', crew: 'Crew', location: 'Ort', date: 'Datum', member: 'Crew-Mitglied', function: 'Funktion', in: 'Ein', out: 'Aus', break: 'Pause (Min.)', hours: 'Stunden', total: 'Summe', arrival: 'Ankunft', signedBy: 'Unterschrieben von', signedAt: 'Unterschrieben am', rating: 'Bewertung', remark: 'Anmerkung', notSigned: 'Noch nicht vom Kunden unterschrieben', crewChief: 'Crew Chief', expected: 'Erwartet', present: 'Anwesend', late: 'Verspätet', noShow: 'Nicht erschienen' },
  es: { deliveryNote: 'Albarán', crewChiefSheet: 'Hoja del jefe de equipo', project: 'Proyecto', crew: 'Equipo', location: 'Lugar', date: 'Fecha', member: 'Miembro', function: 'Función', in: 'Entrada', out: 'Salida', break: 'Pausa (min)', hours: 'Horas', total: 'Total', arrival: 'Llegada', signedBy: 'Firmado por', signedAt: 'Firmado el', rating: 'Valoración', remark: 'Observación', notSigned: 'Aún sin firma del cliente', crewChief: 'Jefe de equipo', expected: 'Esperado', present: 'Presente', late: 'Tarde', noShow: 'No se presentó' },
  fr: { deliveryNote: 'Bon de livraison', crewChiefSheet: 'Feuille du chef d’équipe', project: 'Projet', crew: 'Équipe', location: 'Lieu', date: 'Date', member: 'Membre', function: 'Fonction', in: 'Arrivée', out: 'Départ', break: 'Pause (min)', hours: 'Heures', total: 'Total', arrival: 'Présence', signedBy: 'Signé par', signedAt: 'Signé le', rating: 'Note', remark: 'Remarque', notSigned: 'Pas encore signé par le client', crewChief: 'Chef d’équipe', expected: 'Attendu', present: 'Présent', late: 'En retard', noShow: 'Absent' },
  nl: { deliveryNote: 'Afleverbon', crewChiefSheet: 'Crewchef-formulier', project: 'Project', crew: 'Crew', location: 'Locatie', date: 'Datum', member: 'Crewlid', function: 'Functie', in: 'In', out: 'Uit', break: 'Pauze (min)', hours: 'Uren', total: 'Totaal', arrival: 'Aankomst', signedBy: 'Getekend door', signedAt: 'Getekend op', rating: 'Beoordeling', remark: 'Opmerking', notSigned: 'Nog niet getekend door de klant', crewChief: 'Crewchef', expected: 'Verwacht', present: 'Aanwezig', late: 'Te laat', noShow: 'Niet verschenen' },
  cy: { deliveryNote: 'Nodyn cyflenwi', crewChiefSheet: 'Taflen pennaeth y criw', project: 'Prosiect', crew: 'Criw', location: 'Lleoliad', date: 'Dyddiad', member: 'Aelod o’r criw', function: 'Swyddogaeth', in: 'I mewn', out: 'Allan', break: 'Egwyl (mun)', hours: 'Oriau', total: 'Cyfanswm', arrival: 'Cyrraedd', signedBy: 'Llofnodwyd gan', signedAt: 'Llofnodwyd ar', rating: 'Sgôr', remark: 'Sylw', notSigned: 'Heb ei lofnodi gan y cleient eto', crewChief: 'Pennaeth y criw', expected: 'Disgwylir', present: 'Yn bresennol', late: 'Hwyr', noShow: 'Heb ddod' },
};

/** The app's language codes as Intl locales. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', de: 'de-DE', deAt: 'de-AT', es: 'es-ES', fr: 'fr-FR', nl: 'nl-NL', cy: 'cy-GB' };

export function crewDocumentFileName(kind: CrewDocumentKind, crewId: number): string {
  return `${kind === 'deliveryNote' ? 'delivery-note' : 'crew-chief-sheet'}-${crewId}.pdf`;
}

/** The worked hours summed over the members who have them. */
export function totalHoursOf(members: CrewDocumentMember[]): number {
  return members.reduce((sum, member) => sum + (member.hours ?? 0), 0);
}

/** The document definition (exported for tests: the texts it prints). */
export function crewDocumentDefinition(data: CrewDocumentData, kind: CrewDocumentKind): TDocumentDefinitions {
  const labels = LABELS[data.language] ?? (LABELS.en as Labels);
  const locale = INTL_LOCALES[data.language] ?? 'en-GB';
  const timeZone = data.timeZone;
  const dayOf = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
  const timeOf = (date: Date | null) =>
    date === null ? '–' : new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  const zoneOf = (date: Date) =>
    new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const hoursFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const hoursOf = (hours: number | null) => (hours === null ? '–' : hoursFormat.format(hours));
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const bold = (text: string): TableCell => ({ text, bold: true });
  const sheet = kind === 'crewChiefSheet';

  const header: TableCell[] = [
    bold(labels.member),
    bold(labels.function),
    ...(sheet ? [bold(labels.arrival)] : []),
    bold(labels.in),
    bold(labels.out),
    right(labels.break, true),
    right(labels.hours, true),
  ];
  const rows: TableCell[][] = data.members.map((member) => [
    member.name,
    member.functionName,
    ...(sheet ? [labels[member.arrival]] : []),
    timeOf(member.checkedInAt),
    timeOf(member.checkedOutAt),
    right(member.hours === null ? '–' : String(member.breakMinutes)),
    right(hoursOf(member.hours)),
  ]);
  const total: TableCell[] = [bold(labels.total), '', ...(sheet ? [''] : []), '', '', '', right(hoursOf(totalHoursOf(data.members)), true)];

  const place = data.location ? [data.location.name, data.location.address, data.location.city].filter(Boolean).join(', ') : '–';
  const facts: TableCell[][] = [
    [bold(labels.project), `${data.project.number} · ${data.project.name}`],
    [bold(labels.crew), data.crew.caption],
    [bold(labels.location), place],
    // The venue's clock, its zone named (decision 248): a reader elsewhere reads the venue's times.
    [bold(labels.date), `${dayOf(data.crew.startsAt)} ${timeOf(data.crew.startsAt)}–${timeOf(data.crew.endsAt)} ${zoneOf(data.crew.startsAt)}`],
    [bold(labels.crewChief), data.crewChiefName ?? '–'],
  ];

  const signOff = data.signOff;
  const signature: Content[] = signOff
    ? [
        {
          table: {
            widths: ['auto', '*'],
            body: [
              [bold(labels.signedBy), signOff.signerName],
              [bold(labels.signedAt), `${dayOf(signOff.signedAt)} ${timeOf(signOff.signedAt)}`],
              ...(sheet ? [] : [[bold(labels.rating), signOff.rating === null ? '–' : `${signOff.rating} / 5`]]),
              ...(sheet || signOff.remark === '' ? [] : [[bold(labels.remark), signOff.remark]]),
            ],
          },
          layout: 'noBorders',
          margin: [0, 16, 0, 0],
        },
        ...(signOff.signature && !sheet
          ? [{ image: `data:image/png;base64,${signOff.signature.toString('base64')}`, fit: [220, 90], margin: [0, 8, 0, 0] } as Content]
          : []),
      ]
    : [{ text: labels.notSigned, italics: true, margin: [0, 16, 0, 0] }];

  return {
    info: { title: `${labels[kind]} · ${data.crew.caption}`, author: data.tenantName },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    // Uncompressed content streams keep the printed text searchable in tests.
    compress: false,
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
    content: [
      { text: data.tenantName, fontSize: 16, bold: true },
      { text: labels[kind], fontSize: 13, margin: [0, 4, 0, 12] },
      { table: { widths: ['auto', '*'], body: facts }, layout: 'noBorders', margin: [0, 0, 0, 12] },
      {
        table: {
          headerRows: 1,
          widths: sheet ? ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'] : ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [header, ...rows, total],
        },
        layout: 'lightHorizontalLines',
      },
      ...signature,
    ],
  };
}

/** The delivery note or crew chief sheet as PDF bytes. */
export function renderCrewDocument(data: CrewDocumentData, kind: CrewDocumentKind): Promise<Buffer> {
  return renderPdf(crewDocumentDefinition(data, kind));
}
