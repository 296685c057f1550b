import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { translatorFor } from '../../i18n';
import type { Translator } from '../../i18n';
import { renderPdf } from '../../lib/pdf';
import type { ContractDocumentForPdf } from './contracts.repository';

// A contract document's PDF, made on request from the contract's rows (never stored, so it
// always shows the terms as they are): the parties, the type, begin / end, the quota and the
// vacation entitlement, in the language of the contract's person (api/i18n).

/** "24 hours per week", "37 Stunden 30 Minuten pro Monat". */
export function quotaText(
  translator: Translator,
  minutes: number,
  period: 'week' | 'month',
): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const key = period === 'week' ? 'contract.quotaWeek' : 'contract.quotaMonth';
  return rest === 0
    ? translator.t(key, { hours })
    : translator.t(`${key}Minutes`, { hours, minutes: rest });
}

export function contractDocumentDefinition({
  contract,
  person,
  document,
  tenantName,
  locale,
}: ContractDocumentForPdf): TDocumentDefinitions {
  const translator = translatorFor(locale);
  const { t, format } = translator;
  const row = (label: string, value: string) => [{ text: label, bold: true }, value];
  return {
    info: { title: `${document.name} — ${person.caption}`, author: tenantName },
    pageSize: 'A4',
    pageMargins: [50, 60, 50, 60],
    content: [
      { text: tenantName, fontSize: 11, color: '#555555' },
      { text: document.name, fontSize: 18, bold: true, margin: [0, 6, 0, 2] },
      {
        text: t(`contract.documentTypes.${document.documentType}`),
        fontSize: 11,
        margin: [0, 0, 0, 18],
      },
      { text: t('contract.parties'), fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          widths: [150, '*'],
          body: [
            row(t('contract.employer'), tenantName),
            row(
              t('contract.employee'),
              person.contactNumber ? `${person.caption} (${person.contactNumber})` : person.caption,
            ),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 18],
      },
      { text: t('contract.terms'), fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          widths: [150, '*'],
          body: [
            row(t('contract.contractType'), t(`contract.types.${contract.contractType}`)),
            row(t('contract.begins'), format.longDay(contract.beginDate)),
            row(
              t('contract.ends'),
              contract.endDate ? format.longDay(contract.endDate) : t('contract.openEnded'),
            ),
            row(
              t('contract.quota'),
              quotaText(translator, contract.quotaMinutes, contract.quotaPeriod),
            ),
            row(
              t('contract.vacation'),
              t('contract.vacationDays', { days: contract.vacationDaysPerYear }),
            ),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 18],
      },
      {
        text: t('contract.timeAccount'),
        fontSize: 9,
        color: '#444444',
      },
      {
        text: t('contract.issued', { day: document.createdAt.toISOString().slice(0, 10) }),
        fontSize: 9,
        color: '#444444',
        margin: [0, 12, 0, 0],
      },
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
