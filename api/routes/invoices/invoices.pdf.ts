import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { translatorFor } from '../../i18n';
import type { Locale } from '../../i18n';
import { renderPdf } from '../../lib/pdf';
import type { InvoiceDetail } from './invoices.schemas';

// The invoice PDF, made on request from the invoice's rows through the api's one PDF helper
// (renderPdf: pdfmake with DejaVu Sans embedded, decision 074; api/routes/invoices/README.md, Totals, access and the PDF says why not pdf-lib):
// the document always prints the totals the api computes, never a stored copy that could drift.

/**
 * A draft's item for a function's worked hours, in the language of the office user who makes it
 * (the item stays editable text).
 */
export function workedHoursDescription(functionCaption: string, locale: Locale): string {
  return `${functionCaption} — ${translatorFor(locale).t('invoice.workedHours')}`;
}

export interface InvoicePdfData {
  tenantName: string;
  /** Whose language it prints in: the reader's (api/i18n/recipient.ts). */
  locale: Locale;
  invoice: InvoiceDetail;
}

/** The document definition (exported for tests: the texts it prints). */
export function invoiceDocumentDefinition({
  tenantName,
  locale,
  invoice,
}: InvoicePdfData): TDocumentDefinitions {
  const { t, format } = translatorFor(locale);
  const amount = (cents: number) => format.money(cents, invoice.currency);
  const quantity = (hundredths: number) => format.number(hundredths / 100, 2);
  const rate = (basisPoints: number) => format.percent(basisPoints);
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const head = (text: string, alignRight = false): TableCell => ({
    text,
    bold: true,
    ...(alignRight ? { alignment: 'right' } : {}),
  });
  const title = t(`invoice.${invoice.type}`);
  return {
    info: { title: `${title} ${invoice.number}`, author: tenantName },
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
      { text: tenantName, fontSize: 16, bold: true },
      { text: `${title} ${invoice.number}`, fontSize: 13, margin: [0, 4, 0, 12] },
      {
        table: {
          widths: ['auto', '*'],
          body: [
            [head(t('invoice.client')), invoice.company.name],
            [head(t('invoice.date')), format.day(invoice.date)],
            [head(t('invoice.dueDate')), format.day(invoice.dueDate)],
            ...(invoice.clientReference
              ? [[head(t('invoice.clientReference')), invoice.clientReference]]
              : []),
            ...(invoice.project
              ? [[head(t('invoice.project')), `${invoice.project.number} ${invoice.project.name}`]]
              : []),
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [
              head(t('invoice.description')),
              head(t('invoice.quantity'), true),
              head(t('invoice.unitPrice'), true),
              head(t('invoice.tax'), true),
              head(t('invoice.amount'), true),
            ],
            ...invoice.items.map((item) => [
              item.description,
              right(quantity(item.quantityHundredths)),
              right(amount(item.unitPriceCents)),
              right(rate(item.taxType.rateBasisPoints)),
              right(amount(item.amountCents)),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 9,
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [t('invoice.net'), right(amount(invoice.netCents))],
            ...invoice.taxes.map((tax) => [
              t('invoice.taxRate', { rate: rate(tax.taxType.rateBasisPoints) }),
              right(amount(tax.taxCents)),
            ]),
            [{ text: t('invoice.total'), bold: true }, right(amount(invoice.totalCents), true)],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [240, 12, 0, 0],
      },
    ],
  };
}

export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  return renderPdf(invoiceDocumentDefinition(data));
}
