import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { InvoicePage } from './InvoicePage';
import { InvoicesPage } from './InvoicesPage';
import userEvent from '@testing-library/user-event';
import { formatDecimalInput } from '../../lib/numbers/decimal-input';
import { formatQuantity, parseHundredths } from './invoice-format';
import { formatMoney, formatRate } from '../../lib/numbers/money';
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

  it('writes hundredths back into a field the way parseHundredths reads them', () => {
    expect(formatDecimalInput(3850, 'en')).toBe('38.50');
    expect(formatDecimalInput(3850, 'de')).toBe('38,50');
    expect(formatDecimalInput(4800, 'nl')).toBe('48');
    expect(formatDecimalInput(-105, 'en')).toBe('-1.05');
    for (const value of [0, 5, 99, 150, 3850, -105, 123_456_789])
      for (const language of ['en', 'de', 'fr', 'cy'])
        expect(parseHundredths(formatDecimalInput(value, language))).toBe(value);
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

describe('New draft invoice', () => {
  const billable = {
    __typename: 'BillableProject',
    id: '5',
    number: '1001',
    name: 'Winter Festival',
    beginDate: '2026-11-20',
    endDate: '2026-11-24',
    workedMinutes: 2550,
    invoiceNumbers: ['2026-0105'],
    company: { __typename: 'InvoiceCompany', id: '1', name: 'Eventful Ltd' },
  };

  it('is offered only with invoices CREATE, and lists the projects only when opened', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: { invoices: { __typename: 'InvoicePage', total: 1, items: [invoice] } },
    }));
    const client = renderRoute(<InvoicesPage />, {
      path: '/invoices',
      url: '/invoices',
      namespaces,
      resolve,
      session: signedIn({ invoices: { READ: 'OWN' } }),
    });
    await screen.findByRole('link', { name: 'Invoice 2026-0101' });
    expect(screen.queryByRole('heading', { name: 'New draft invoice' })).toBeNull();
    client.unmount();
    renderRoute(<InvoicesPage />, {
      path: '/invoices',
      url: '/invoices',
      namespaces,
      resolve,
      session: signedIn({ invoices: { READ: 'ALL', CREATE: 'ALL' } }),
    });
    await screen.findByRole('heading', { name: 'New draft invoice' });
    expect(resolve.mock.calls.map(([name]) => name)).not.toContain('BillableProjects');
  });

  it('shows the worked hours and the invoices already made, makes a draft once and opens it', async () => {
    const resolve = vi.fn<FixtureResolver>((name) => {
      if (name === 'BillableProjects') return { data: { billableProjects: [billable] } };
      if (name === 'CreateDraftInvoice')
        return {
          data: { createInvoice: { __typename: 'Invoice', id: '40', number: '2026-0107' } },
        };
      return { data: { invoices: { __typename: 'InvoicePage', total: 0, items: [] } } };
    });
    const view = renderRoute(<InvoicesPage />, {
      path: '/invoices',
      url: '/invoices',
      namespaces,
      resolve,
      session: signedIn({ invoices: { READ: 'ALL', CREATE: 'ALL' } }),
    });
    // No invoices yet: the list says so, and a draft can still be made.
    expect(await screen.findByText('No invoices found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a project' }));
    const card = await screen.findByRole('article', { name: 'Project 1001 Winter Festival' });
    expect(within(card).getByText('Worked: 42.5 h')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '2026-0105' }).getAttribute('href')).toBe(
      '/invoice/2026-0105',
    );
    await userEvent.click(
      within(card).getByRole('button', { name: 'Make a draft invoice for “Winter Festival”' }),
    );
    await vi.waitFor(() => expect(view.history.location.pathname).toBe('/invoice/2026-0107'));
    expect(resolve).toHaveBeenCalledWith('CreateDraftInvoice', {
      projectId: '5',
      idempotencyKey: expect.any(String),
    });
  });

  it('says when there is no project to invoice', async () => {
    renderRoute(<InvoicesPage />, {
      path: '/invoices',
      url: '/invoices',
      namespaces,
      resolve: (name) =>
        name === 'BillableProjects'
          ? { data: { billableProjects: [] } }
          : { data: { invoices: { __typename: 'InvoicePage', total: 1, items: [invoice] } } },
      session: signedIn({ invoices: { READ: 'ALL', CREATE: 'ALL' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a project' }));
    expect(await screen.findByText('No projects to invoice')).toBeTruthy();
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

  it('changes a draft item in place: the form starts from the item and sends hundredths and cents', async () => {
    const draft = { ...invoice, status: 'draft', editable: true, documents: [] };
    const changed = {
      ...draft,
      items: [
        { ...invoice.items[0], quantityHundredths: 5050, amountCents: 194_425 },
        invoice.items[1],
      ],
    };
    const resolve = vi.fn<FixtureResolver>((name) =>
      name === 'ChangeInvoiceItem'
        ? { data: { changeInvoiceItem: changed } }
        : { data: { invoice: draft, invoiceTaxTypes: [vat9, vat21] } },
    );
    renderRoute(<InvoicePage />, {
      path: '/invoice/:number',
      url: '/invoice/2026-0101',
      namespaces,
      resolve,
      session: signedIn({ invoices: { READ: 'ALL', EDIT: 'ALL' } }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change “Stage hand — worked hours”' }),
    );
    const form = screen.getByRole('form', { name: 'Change “Stage hand — worked hours”' });
    expect((within(form).getByLabelText(/Unit price/) as HTMLInputElement).value).toBe('38.50');
    expect((within(form).getByLabelText(/Tax type/) as HTMLSelectElement).value).toBe('1');
    const quantity = within(form).getByLabelText(/Quantity/) as HTMLInputElement;
    expect(quantity.value).toBe('48');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('50.5 × €38.50 · VAT 21%')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ChangeInvoiceItem', {
      number: '2026-0101',
      id: '101',
      item: {
        description: 'Stage hand — worked hours',
        quantityHundredths: 5050,
        unitPriceCents: 3850,
        taxTypeId: '1',
      },
      idempotencyKey: expect.any(String),
    });
    // Saved: the card is back, with the new line.
    expect(screen.queryByRole('form', { name: 'Change “Stage hand — worked hours”' })).toBeNull();
  });

  it('keeps a change that is not a number out of the request, and cancel leaves the item as it was', async () => {
    const draft = { ...invoice, status: 'draft', editable: true, documents: [] };
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: { invoice: draft, invoiceTaxTypes: [vat9, vat21] },
    }));
    renderRoute(<InvoicePage />, {
      path: '/invoice/:number',
      url: '/invoice/2026-0101',
      namespaces,
      resolve,
      session: signedIn({ invoices: { READ: 'ALL', EDIT: 'ALL' } }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change “Crew catering (hot meal)”' }),
    );
    const form = screen.getByRole('form', { name: 'Change “Crew catering (hot meal)”' });
    const price = within(form).getByLabelText(/Unit price/);
    await userEvent.clear(price);
    await userEvent.type(price, '13.955');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(within(form).getByText('Enter a number with at most two decimals.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('12 × €13.95 · VAT 9%')).toBeTruthy();
    expect(resolve.mock.calls.map(([name]) => name)).not.toContain('ChangeInvoiceItem');
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
