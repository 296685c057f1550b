import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { InvoicePage } from './InvoicePage';
import { InvoicesPage } from './InvoicesPage';
import { formatMoney, formatQuantity, formatRate, parseHundredths } from './invoice-format';
import en from './locales/en.json';

const namespaces = { invoices: en };

function signedIn(userRights: SessionData['userRights']) {
  return {
    status: 'signedIn',
    session: sessionFixture({ userRights }),
    error: null,
    signIn: () => {},
    logout: () => {},
  } as const;
}

const vat21 = { __typename: 'InvoiceTaxType', id: '1', caption: 'VAT 21%', rateBasisPoints: 2100 };
const vat9 = { __typename: 'InvoiceTaxType', id: '2', caption: 'VAT 9%', rateBasisPoints: 900 };

const invoice = {
  __typename: 'Invoice',
  id: '11',
  number: '2026-0101',
  type: 'invoice',
  status: 'overdue',
  editable: false,
  clientReference: 'PO 4471',
  date: '2026-10-11',
  dueDate: '2026-11-10',
  currency: 'EUR',
  netCents: 287_340,
  taxCents: 58_333,
  totalCents: 345_673,
  company: { __typename: 'InvoiceCompany', id: '1', name: 'Eventful Ltd' },
  project: { __typename: 'InvoiceProject', id: '3', number: '0999', name: 'Summer Open Air' },
  items: [
    {
      __typename: 'InvoiceItem',
      id: '101',
      position: 1,
      description: 'Stage hand — worked hours',
      quantityHundredths: 4800,
      unitPriceCents: 3850,
      amountCents: 184_800,
      taxType: vat21,
    },
    {
      __typename: 'InvoiceItem',
      id: '102',
      position: 2,
      description: 'Crew catering (hot meal)',
      quantityHundredths: 1200,
      unitPriceCents: 1395,
      amountCents: 16_740,
      taxType: vat9,
    },
  ],
  taxes: [
    { __typename: 'InvoiceTax', baseCents: 16_740, taxCents: 1507, taxType: vat9 },
    { __typename: 'InvoiceTax', baseCents: 270_600, taxCents: 56_826, taxType: vat21 },
  ],
  documents: [
    {
      __typename: 'InvoiceDocument',
      documentType: 'invoice',
      fileName: 'invoice-2026-0101.pdf',
      url: '/api/v1/invoices/2026-0101/documents/invoice',
    },
  ],
};

describe('invoice formats', () => {
  it('reads typed decimals as integer hundredths, never through floats', () => {
    expect(parseHundredths('1,5')).toBe(150);
    expect(parseHundredths('12.25')).toBe(1225);
    expect(parseHundredths('0.29')).toBe(29);
    expect(parseHundredths('-3')).toBe(-300);
    expect(parseHundredths('1.234')).toBeUndefined();
    expect(parseHundredths('abc')).toBeUndefined();
    expect(parseHundredths('')).toBeUndefined();
  });

  it('formats money, quantities and rates by language', () => {
    expect(formatMoney(345_673, 'EUR', 'en')).toBe('€3,456.73');
    expect(formatMoney(345_673, 'EUR', 'de')).toBe('3.456,73\u00a0€');
    expect(formatQuantity(150, 'nl')).toBe('1,5');
    expect(formatRate(2100, 'en')).toBe('21%');
  });
});

describe('InvoicesPage', () => {
  it('lists the invoices with status badges and amounts, each a real link', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: { invoices: { __typename: 'InvoicePage', total: 1, items: [invoice] } },
    }));
    renderRoute(<InvoicesPage />, {
      path: '/invoices',
      url: '/invoices',
      namespaces,
      resolve,
      session: signedIn({ invoices: { READ: 'OWN' } }),
    });
    const link = await screen.findByRole('link', { name: 'Invoice 2026-0101' });
    expect(link.getAttribute('href')).toBe('/invoice/2026-0101');
    const card = screen.getByRole('article');
    expect(within(card).getByText('Overdue')).toBeTruthy();
    expect(within(card).getByText('€3,456.73')).toBeTruthy();
    expect(within(card).getByText('Your reference: PO 4471')).toBeTruthy();
  });

  it('says no invoices were found, and that a crew login has no access', async () => {
    renderRoute(<InvoicesPage />, {
      path: '/invoices',
      url: '/invoices',
      namespaces,
      resolve: () => ({ data: { invoices: { __typename: 'InvoicePage', total: 0, items: [] } } }),
      session: signedIn({ invoices: { READ: 'OWN' } }),
    });
    expect(await screen.findByText('No invoices found')).toBeTruthy();
  });
});

describe('InvoicePage', () => {
  it('shows the items, VAT per rate, the total and the PDF download; no editing for a client', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { invoice } }));
    renderRoute(<InvoicePage />, {
      path: '/invoice/:number',
      url: '/invoice/2026-0101',
      namespaces,
      resolve,
      session: signedIn({ invoices: { READ: 'OWN' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-0101' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('InvoicePage', {
      number: '2026-0101',
      withTaxTypes: false,
    });
    expect(screen.getByText('48 × €38.50 · VAT 21%')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('VAT 9% on €167.40')).toBeTruthy();
    expect(within(totals).getByText('€3,456.73')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Issue invoice/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'New item' })).toBeNull();
  });

  it('offers the draft form and issue to a user with invoices EDIT', async () => {
    const draft = { ...invoice, status: 'draft', editable: true, documents: [] };
    renderRoute(<InvoicePage />, {
      path: '/invoice/:number',
      url: '/invoice/2026-0101',
      namespaces,
      resolve: () => ({ data: { invoice: draft, invoiceTaxTypes: [vat9, vat21] } }),
      session: signedIn({ invoices: { READ: 'ALL', EDIT: 'ALL' } }),
    });
    expect(await screen.findByRole('form', { name: 'New item' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue invoice (€3,456.73)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete “Stage hand — worked hours”' })).toBeTruthy();
    expect(screen.getByText('The PDF is made when the invoice is issued.')).toBeTruthy();
  });

  it('says an invoice that is not the caller’s was not found', async () => {
    renderRoute(<InvoicePage />, {
      path: '/invoice/:number',
      url: '/invoice/2026-0104',
      namespaces,
      resolve: () => ({ data: { invoice: null } }),
      session: signedIn({ invoices: { READ: 'OWN' } }),
    });
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
  });
});
