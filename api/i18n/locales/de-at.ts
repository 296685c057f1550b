import type { ApiTexts } from './en';
import { de } from './de';

// Austrian German: German with the words Austria uses where they differ.
export const deAt: ApiTexts = {
  ...de,
  mail: {
    ...de.mail,
    crewDocument: {
      subject: '{{document}}: {{project}} · {{crew}}',
      body: '{{document}} für {{crew}} ({{number}} {{project}}) ist fertig.\n\nHier öffnen und herunterladen: {{link}}',
    },
  },
  notifications: {
    ...de.notifications,
    payrollReady: { title: 'Lohnzettel bereit', body: 'Dein Lohnzettel {{period}} ist bereit.' },
    receiptApproved: {
      title: 'Beleg genehmigt',
      body: 'Dein Beleg {{number}} ({{total, euros}}) wurde bewilligt.',
    },
    vacationApproved: {
      title: 'Urlaub genehmigt',
      body: 'Dein Urlaub {{from, day}} – {{to, day}} wurde bewilligt.',
    },
  },
  crewDocument: { ...de.crewDocument, remark: 'Anmerkung' },
  payroll: { ...de.payroll, payslip: 'Lohnzettel', person: 'Dienstnehmer' },
  contract: {
    ...de.contract,
    types: { ...de.contract.types, miniJob: 'Geringfügige Beschäftigung' },
    employer: 'Dienstgeber',
    employee: 'Dienstnehmer',
    contractType: 'Art des Dienstverhältnisses',
    documentTypes: { ...de.contract.documentTypes, contract: 'Dienstvertrag' },
  },
};
