import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf';
import type { InvoiceDetail } from './invoices.schemas';

// The invoice PDF, made on request from the invoice's rows through the api's one PDF helper
// (renderPdf: pdfmake with DejaVu Sans embedded, decision 074; decision 200 says why not pdf-lib):
// the document always prints the totals the api computes, never a stored copy that could drift.

type Labels = Record<
  | 'invoice'
  | 'creditNote'
  | 'number'
  | 'date'
  | 'dueDate'
  | 'client'
  | 'clientReference'
  | 'project'
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'tax'
  | 'amount'
  | 'net'
  | 'total'
  | 'workedHours',
  string
>;

const LABELS: Record<string, Labels> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    date: 'Date',
    dueDate: 'Due date',
    client: 'Client',
    clientReference: 'Your reference',
    project: 'Project',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    tax: 'Tax',
    amount: 'Amount',
    net: 'Net',
    total: 'Total',
    workedHours: 'worked hours',
  },
  de: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Fällig am',
    client: 'Kunde',
    clientReference: 'Ihre Referenz',
    project: 'Projekt',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    tax: 'Steuer',
    amount: 'Betrag',
    net: 'Netto',
    total: 'Gesamt',
    workedHours: 'geleistete Stunden',
  },
  deAt: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Fällig am',
    client: 'Kunde',
    clientReference: 'Ihre Referenz',
    project: 'Projekt',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    tax: 'Steuer',
    amount: 'Betrag',
    net: 'Netto',
    total: 'Gesamt',
    workedHours: 'geleistete Stunden',
  },
  es: {
    invoice: 'Factura',
    creditNote: 'Nota de crédito',
    number: 'Número',
    date: 'Fecha',
    dueDate: 'Vencimiento',
    client: 'Cliente',
    clientReference: 'Su referencia',
    project: 'Proyecto',
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    tax: 'Impuesto',
    amount: 'Importe',
    net: 'Base',
    total: 'Total',
    workedHours: 'horas trabajadas',
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    number: 'Numéro',
    date: 'Date',
    dueDate: 'Échéance',
    client: 'Client',
    clientReference: 'Votre référence',
    project: 'Projet',
    description: 'Description',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    tax: 'TVA',
    amount: 'Montant',
    net: 'HT',
    total: 'TTC',
    workedHours: 'heures travaillées',
  },
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Vervaldatum',
    client: 'Klant',
    clientReference: 'Uw referentie',
    project: 'Project',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Stukprijs',
    tax: 'Btw',
    amount: 'Bedrag',
    net: 'Netto',
    total: 'Totaal',
    workedHours: 'gewerkte uren',
  },
  cy: {
    invoice: 'Anfoneb',
    creditNote: 'Nodyn credyd',
    number: 'Rhif',
    date: 'Dyddiad',
    dueDate: 'Dyddiad dyledus',
    client: 'Cleient',
    clientReference: 'Eich cyfeirnod',
    project: 'Prosiect',
    description: 'Disgrifiad',
    quantity: 'Nifer',
    unitPrice: 'Pris yr uned',
    tax: 'Treth',
    amount: 'Swm',
    net: 'Net',
    total: 'Cyfanswm',
    workedHours: 'oriau a weithiwyd',
  },
};

/**
 * A draft's item for a function's worked hours, in the language of the office user who makes it
 * (the person's language; the item stays editable text).
 */
export function workedHoursDescription(functionCaption: string, language: string): string {
  const labels = LABELS[language] ?? (LABELS.en as Labels);
  return `${functionCaption} — ${labels.workedHours}`;
}

const INTL_LOCALES: Record<string, string> = {
  en: 'en-GB',
  de: 'de-DE',
  deAt: 'de-AT',
  es: 'es-ES',
  fr: 'fr-FR',
  nl: 'nl-NL',
  cy: 'cy-GB',
};

export interface InvoicePdfData {
  tenantName: string;
  language: string;
  invoice: InvoiceDetail;
}

/** The document definition (exported for tests: the texts it prints). */
export function invoiceDocumentDefinition({
  tenantName,
  language,
  invoice,
}: InvoicePdfData): TDocumentDefinitions {
  const labels = LABELS[language] ?? (LABELS.en as Labels);
  const locale = INTL_LOCALES[language] ?? 'en-GB';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency });
  const amount = (cents: number) => money.format(cents / 100);
  const quantity = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const head = (text: string, alignRight = false): TableCell => ({
    text,
    bold: true,
    ...(alignRight ? { alignment: 'right' } : {}),
  });
  const title = labels[invoice.type];
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
            [head(labels.client), invoice.company.name],
            [head(labels.date), day(invoice.date)],
            [head(labels.dueDate), day(invoice.dueDate)],
            ...(invoice.clientReference
              ? [[head(labels.clientReference), invoice.clientReference]]
              : []),
            ...(invoice.project
              ? [[head(labels.project), `${invoice.project.number} ${invoice.project.name}`]]
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
              head(labels.description),
              head(labels.quantity, true),
              head(labels.unitPrice, true),
              head(labels.tax, true),
              head(labels.amount, true),
            ],
            ...invoice.items.map((item) => [
              item.description,
              right(quantity.format(item.quantityHundredths / 100)),
              right(amount(item.unitPriceCents)),
              right(percent.format(item.taxType.rateBasisPoints / 10_000)),
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
            [labels.net, right(amount(invoice.netCents))],
            ...invoice.taxes.map((tax) => [
              `${labels.tax} ${percent.format(tax.taxType.rateBasisPoints / 10_000)}`,
              right(amount(tax.taxCents)),
            ]),
            [{ text: labels.total, bold: true }, right(amount(invoice.totalCents), true)],
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
