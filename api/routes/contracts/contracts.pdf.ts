import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf';
import type { ContractDocumentForPdf } from './contracts.repository';

// A contract document's PDF, made on request from the contract's rows (never stored, so it
// always shows the terms as they are): the parties, the type, begin / end, the quota and the
// vacation entitlement. English for now: the documents issue brings translated templates.

const TYPE_NAMES = {
  permanent: 'Permanent employment',
  fixedTerm: 'Fixed-term employment',
  miniJob: 'Mini job',
  freelance: 'Freelance',
} as const;

const DOCUMENT_TYPE_NAMES = {
  contract: 'Employment contract',
  amendment: 'Amendment',
  termsSummary: 'Summary of terms',
} as const;

function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "24 hours per week", "37 hours 30 minutes per month". */
export function quotaText(minutes: number, period: 'week' | 'month'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const amount = rest === 0 ? `${hours} hours` : `${hours} hours ${rest} minutes`;
  return `${amount} per ${period}`;
}

export function contractDocumentDefinition({ contract, person, document, tenantName }: ContractDocumentForPdf): TDocumentDefinitions {
  const row = (label: string, value: string) => [{ text: label, bold: true }, value];
  return {
    info: { title: `${document.name} — ${person.caption}`, author: tenantName },
    pageSize: 'A4',
    pageMargins: [50, 60, 50, 60],
    content: [
      { text: tenantName, fontSize: 11, color: '#555555' },
      { text: document.name, fontSize: 18, bold: true, margin: [0, 6, 0, 2] },
      { text: DOCUMENT_TYPE_NAMES[document.documentType], fontSize: 11, margin: [0, 0, 0, 18] },
      { text: 'Parties', fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          widths: [150, '*'],
          body: [
            row('Employer', tenantName),
            row('Employee', person.contactNumber ? `${person.caption} (${person.contactNumber})` : person.caption),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 18],
      },
      { text: 'Terms', fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          widths: [150, '*'],
          body: [
            row('Contract type', TYPE_NAMES[contract.contractType]),
            row('Begins', longDate(contract.beginDate)),
            row('Ends', contract.endDate ? longDate(contract.endDate) : 'Open-ended'),
            row('Working time (quota)', quotaText(contract.quotaMinutes, contract.quotaPeriod)),
            row('Paid vacation', `${contract.vacationDaysPerYear} working days per full year, prorated for a part year`),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 18],
      },
      {
        text:
          'Hours worked beyond or below the quota are kept on a time account per quota period. ' +
          'Vacation days are working days; weekends and public holidays do not count.',
        fontSize: 9,
        color: '#444444',
      },
      { text: `Issued ${longDate(document.createdAt.toISOString().slice(0, 10))}`, fontSize: 9, color: '#444444', margin: [0, 12, 0, 0] },
    ],
  };
}

export function renderContractDocument(data: ContractDocumentForPdf): Promise<Buffer> {
  return renderPdf(contractDocumentDefinition(data));
}

/** A file name without anything a Content-Disposition header would have to escape. */
export function documentFileName(data: ContractDocumentForPdf): string {
  const base = `${data.document.name}-${data.person.caption}`
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'contract'}.pdf`;
}
