import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { translatorFor } from '../../i18n';
import type { ApiTexts } from '../../i18n';
import { renderPdf } from '../../lib/pdf';
import type { PayslipData } from './payrolls.repository';
import type { PayrollDocumentType } from './payrolls.schemas';

// The payroll documents, made on request from the payroll's rows through renderPdf (decision 074):
// nothing stored drifts from the payroll it prints. Labels in the payroll's person's language.

export function payrollDocumentFileName(number: string, documentType: PayrollDocumentType): string {
  return `${documentType}-${number}.pdf`;
}

/** The document definition (exported for tests: the texts it prints). */
export function payrollDocumentDefinition(
  data: PayslipData,
  documentType: PayrollDocumentType,
): TDocumentDefinitions {
  const { t, format } = translatorFor(data.locale);
  const label = (key: keyof ApiTexts['payroll']) => t(`payroll.${key}`);
  const amount = (cents: number) => format.money(cents, data.payroll.currency);
  const hours = (value: number) => format.number(value, 2, true);
  const day = (iso: string) => format.day(iso);
  const { payroll } = data;
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const payslip = documentType === 'payslip';

  const header: TableCell[] = [
    label('date'),
    label('description'),
    right(label('hours')),
    ...(payslip ? [right(label('rate')), right(label('amount')), right(label('allowance'))] : []),
  ].map((cell) =>
    typeof cell === 'string' ? { text: cell, bold: true } : { ...(cell as object), bold: true },
  ) as TableCell[];
  const rows: TableCell[][] = data.items.map((item) => [
    day(item.date),
    [item.description, item.functionName].filter(Boolean).join(' · '),
    right(hours(item.minutes / 60)),
    ...(payslip
      ? [
          right(amount(item.rateCents)),
          right(amount(item.amountCents)),
          right(amount(item.allowanceCents)),
        ]
      : []),
  ]);
  const totalMinutes = data.items.reduce((sum, item) => sum + item.minutes, 0);

  const totals: Content = payslip
    ? {
        table: {
          widths: ['*', 'auto'],
          body: [
            [label('gross'), right(amount(payroll.grossCents))],
            [label('deductions'), right(amount(-payroll.deductionsCents))],
            [{ text: label('net'), bold: true }, right(amount(payroll.netCents), true)],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [200, 12, 0, 0],
      }
    : {
        text: `${label('hours')}: ${hours(totalMinutes / 60)}`,
        bold: true,
        alignment: 'right',
        margin: [0, 12, 0, 0],
      };

  return {
    info: { title: `${label(documentType)} ${payroll.number}`, author: data.tenantName },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    // Uncompressed content streams keep the printed text searchable in tests without a PDF parser.
    compress: false,
    footer: (page, pages) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 16, 0, 0],
    }),
    content: [
      { text: data.tenantName, fontSize: 16, bold: true },
      {
        text: `${label(documentType)} · ${label('number')} ${payroll.number}`,
        fontSize: 12,
        margin: [0, 4, 0, 12],
      },
      {
        table: {
          widths: ['auto', '*'],
          body: [
            [{ text: label('person'), bold: true }, data.personName],
            [
              { text: label('period'), bold: true },
              `${day(payroll.periodBegin)} – ${day(payroll.periodEnd)}`,
            ],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          widths: payslip ? ['auto', '*', 'auto', 'auto', 'auto', 'auto'] : ['auto', '*', 'auto'],
          body: [header, ...rows],
        },
        layout: 'lightHorizontalLines',
        fontSize: 9,
      },
      totals,
    ],
  };
}

export function renderPayrollDocument(
  data: PayslipData,
  documentType: PayrollDocumentType,
): Promise<Buffer> {
  return renderPdf(payrollDocumentDefinition(data, documentType));
}
