import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf';
import type { PayslipData } from './payrolls.repository';
import type { PayrollDocumentType } from './payrolls.schemas';

// The payroll documents, made on request from the payroll's rows through renderPdf (decision 074):
// nothing stored drifts from the payroll it prints. Labels in the person's language.

type Labels = Record<
  PayrollDocumentType | 'number' | 'person' | 'period' | 'date' | 'description' | 'hours' | 'rate' | 'amount' | 'allowance' | 'gross' | 'deductions' | 'net',
  string
>;

const LABELS: Record<string, Labels> = {
  en: { payslip: 'Payslip', hoursStatement: 'Hours statement', number: 'Payroll', person: 'Employee', period: 'Period', date: 'Date', description: 'Job', hours: 'Hours', rate: 'Rate', amount: 'Amount', allowance: 'Allowances', gross: 'Gross', deductions: 'Deductions', net: 'Net' },
  de: { payslip: 'Lohnabrechnung', hoursStatement: 'Stundennachweis', number: 'Abrechnung', person: 'Mitarbeiter', period: 'Zeitraum', date: 'Datum', description: 'Einsatz', hours: 'Stunden', rate: 'Satz', amount: 'Betrag', allowance: 'Zulagen', gross: 'Brutto', deductions: 'Abzüge', net: 'Netto' },
  deAt: { payslip: 'Lohnzettel', hoursStatement: 'Stundennachweis', number: 'Abrechnung', person: 'Dienstnehmer', period: 'Zeitraum', date: 'Datum', description: 'Einsatz', hours: 'Stunden', rate: 'Satz', amount: 'Betrag', allowance: 'Zulagen', gross: 'Brutto', deductions: 'Abzüge', net: 'Netto' },
  es: { payslip: 'Nómina', hoursStatement: 'Relación de horas', number: 'Nómina n.º', person: 'Empleado', period: 'Periodo', date: 'Fecha', description: 'Trabajo', hours: 'Horas', rate: 'Tarifa', amount: 'Importe', allowance: 'Complementos', gross: 'Bruto', deductions: 'Deducciones', net: 'Neto' },
  fr: { payslip: 'Bulletin de paie', hoursStatement: 'Relevé d’heures', number: 'Paie n°', person: 'Salarié', period: 'Période', date: 'Date', description: 'Mission', hours: 'Heures', rate: 'Taux', amount: 'Montant', allowance: 'Indemnités', gross: 'Brut', deductions: 'Retenues', net: 'Net' },
  nl: { payslip: 'Loonstrook', hoursStatement: 'Urenoverzicht', number: 'Loonrun', person: 'Medewerker', period: 'Periode', date: 'Datum', description: 'Klus', hours: 'Uren', rate: 'Tarief', amount: 'Bedrag', allowance: 'Toeslagen', gross: 'Bruto', deductions: 'Inhoudingen', net: 'Netto' },
  cy: { payslip: 'Slip cyflog', hoursStatement: 'Datganiad oriau', number: 'Cyflogres', person: 'Gweithiwr', period: 'Cyfnod', date: 'Dyddiad', description: 'Swydd', hours: 'Oriau', rate: 'Cyfradd', amount: 'Swm', allowance: 'Lwfansau', gross: 'Gros', deductions: 'Didyniadau', net: 'Net' },
};

/** The app's language codes as Intl locales. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', de: 'de-DE', deAt: 'de-AT', es: 'es-ES', fr: 'fr-FR', nl: 'nl-NL', cy: 'cy-GB' };

export function payrollDocumentFileName(number: string, documentType: PayrollDocumentType): string {
  return `${documentType}-${number}.pdf`;
}

/** The document definition (exported for tests: the texts it prints). */
export function payrollDocumentDefinition(data: PayslipData, documentType: PayrollDocumentType): TDocumentDefinitions {
  const labels = LABELS[data.language] ?? (LABELS.en as Labels);
  const locale = INTL_LOCALES[data.language] ?? 'en-GB';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: data.payroll.currency });
  const amount = (cents: number) => money.format(cents / 100);
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const { payroll } = data;
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const payslip = documentType === 'payslip';

  const header: TableCell[] = [labels.date, labels.description, right(labels.hours), ...(payslip ? [right(labels.rate), right(labels.amount), right(labels.allowance)] : [])].map(
    (cell) => (typeof cell === 'string' ? { text: cell, bold: true } : { ...(cell as object), bold: true }),
  ) as TableCell[];
  const rows: TableCell[][] = data.items.map((item) => [
    day(item.date),
    [item.description, item.functionName].filter(Boolean).join(' · '),
    right(hours.format(item.minutes / 60)),
    ...(payslip ? [right(amount(item.rateCents)), right(amount(item.amountCents)), right(amount(item.allowanceCents))] : []),
  ]);
  const totalMinutes = data.items.reduce((sum, item) => sum + item.minutes, 0);

  const totals: Content = payslip
    ? {
        table: {
          widths: ['*', 'auto'],
          body: [
            [labels.gross, right(amount(payroll.grossCents))],
            [labels.deductions, right(amount(-payroll.deductionsCents))],
            [{ text: labels.net, bold: true }, right(amount(payroll.netCents), true)],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [200, 12, 0, 0],
      }
    : { text: `${labels.hours}: ${hours.format(totalMinutes / 60)}`, bold: true, alignment: 'right', margin: [0, 12, 0, 0] };

  return {
    info: { title: `${labels[documentType]} ${payroll.number}`, author: data.tenantName },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    // Uncompressed content streams keep the printed text searchable in tests without a PDF parser.
    compress: false,
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
    content: [
      { text: data.tenantName, fontSize: 16, bold: true },
      { text: `${labels[documentType]} · ${labels.number} ${payroll.number}`, fontSize: 12, margin: [0, 4, 0, 12] },
      {
        table: {
          widths: ['auto', '*'],
          body: [
            [{ text: labels.person, bold: true }, data.personName],
            [{ text: labels.period, bold: true }, `${day(payroll.periodBegin)} – ${day(payroll.periodEnd)}`],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      {
        table: { headerRows: 1, widths: payslip ? ['auto', '*', 'auto', 'auto', 'auto', 'auto'] : ['auto', '*', 'auto'], body: [header, ...rows] },
        layout: 'lightHorizontalLines',
        fontSize: 9,
      },
      totals,
    ],
  };
}

export function renderPayrollDocument(data: PayslipData, documentType: PayrollDocumentType): Promise<Buffer> {
  return renderPdf(payrollDocumentDefinition(data, documentType));
}
