import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ReceiptPage } from './ReceiptPage';
import { ReceiptsPage } from './ReceiptsPage';

const crewSession = {
  status: 'signedIn',
  session: sessionFixture({
    userRights: { receipts: { READ: 'OWN', CREATE: 'OWN', DELETE: 'OWN' } },
  }),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;
const officeSession = {
  ...crewSession,
  session: sessionFixture({ userRights: { receipts: { READ: 'ALL' } } }),
} as const;
const namespaces = { receipts: en };
const company = { __typename: 'Company', id: '1', caption: 'Eventful Ltd' };

const receipt = (status: string, changeable: boolean) => ({
  __typename: 'Receipt',
  id: '10',
  number: 'R00010',
  caption: 'Travel to Main Stage',
  date: '2026-11-24',
  status,
  changeable,
  submittable: status === 'draft' || status === 'rejected',
  itemCount: 1,
  photoUploadUrl: changeable ? '/api/v1/receipts/10/photo' : null,
  awaitingDecision: status === 'submitted',
  decisionReason: status === 'rejected' ? 'Fuel for your own car goes on the mileage' : null,
  person: { __typename: 'Person', id: '2', caption: 'Sam Crew' },
  netCents: 1250,
  taxCents: 263,
  totalCents: 1513,
  company,
  items: [
    {
      __typename: 'ReceiptItem',
      id: '100',
      chargeTypeId: '1',
      taxTypeId: '7',
      chargeTypeCaption: 'Parking',
      description: 'Parking at the venue',
      taxTypeCaption: 'VAT 21%',
      taxRateBasisPoints: 2100,
      amountCents: 1250,
      taxCents: 263,
      totalCents: 1513,
    },
  ],
  photo: null,
});
const formData = {
  chargeTypes: [{ __typename: 'ChargeType', id: '1', caption: 'Parking', defaultTaxTypeId: '7' }],
  taxTypes: [
    { __typename: 'TaxType', id: '7', caption: 'VAT 21%', rateBasisPoints: 2100 },
    { __typename: 'TaxType', id: '8', caption: 'VAT 9%', rateBasisPoints: 900 },
  ],
};

describe('ReceiptsPage', () => {
  it('lists the receipts as links with their status and total; the office creates none', async () => {
    renderRoute(<ReceiptsPage />, {
      path: '/receipts',
      url: '/receipts',
      namespaces,
      session: officeSession,
      resolve: () => ({ data: { receipts: [{ ...receipt('approved', false), itemCount: 1 }] } }),
    });
    const link = await screen.findByRole('link', { name: 'Travel to Main Stage' });
    expect(link.getAttribute('href')).toBe('/receipt/R00010');
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('€15.13')).toBeTruthy();
    // The day in the reader's language, not the api's ISO date.
    expect(screen.getByText('R00010 · Nov 24, 2026 · Eventful Ltd · Items: 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the receipt' })).toBeNull();
  });

  it("says 'Receipts not found' when there is none", async () => {
    renderRoute(<ReceiptsPage />, {
      path: '/receipts',
      url: '/receipts',
      namespaces,
      session: officeSession,
      resolve: () => ({ data: { receipts: [] } }),
    });
    expect(await screen.findByRole('heading', { name: 'Receipts not found' })).toBeTruthy();
  });
});

describe('ReceiptPage', () => {
  it('adds an item with the total the api computes, sent along for the api to check', async () => {
    const sent: Record<string, unknown>[] = [];
    renderRoute(<ReceiptPage />, {
      path: '/receipt/:number',
      url: '/receipt/R00010',
      namespaces,
      session: crewSession,
      resolve: (name, variables) => {
        if (name === 'AddReceiptItem') {
          sent.push(variables);
          return { data: { addReceiptItem: { ...receipt('draft', true), itemCount: 2 } } };
        }
        return { data: { receipt: receipt('draft', true), ...formData } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Add an item' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText(/Charge type/), 'Parking');
    // The charge type picks its usual tax type.
    expect((within(form).getByLabelText(/Tax type/) as HTMLSelectElement).value).toBe('7');
    await user.type(within(form).getByLabelText(/Description/), 'Parking at the hotel');
    await user.type(within(form).getByLabelText(/Amount before tax/), '12,50');
    expect(within(form).getByText('Total with tax: €15.13')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add the item' }));
    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      receiptId: '10',
      item: {
        chargeTypeId: '1',
        taxTypeId: '7',
        description: 'Parking at the hotel',
        amountCents: 1250,
        totalCents: 1513,
      },
    });
  });

  it('changes an item in place: the form starts from the item, the total is sent for the api to check', async () => {
    const sent: Record<string, unknown>[] = [];
    const changed = receipt('draft', true);
    changed.items[0] = {
      ...changed.items[0]!,
      amountCents: 4870,
      taxCents: 1023,
      totalCents: 5893,
    };
    renderRoute(<ReceiptPage />, {
      path: '/receipt/:number',
      url: '/receipt/R00010',
      namespaces,
      session: crewSession,
      resolve: (name, variables) => {
        if (name === 'ChangeReceiptItem') {
          sent.push(variables);
          return { data: { changeReceiptItem: { ...changed, itemCount: 1 } } };
        }
        return { data: { receipt: receipt('draft', true), ...formData } };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Change the item Parking at the venue' }),
    );
    const form = screen.getByRole('form', { name: 'Change the item Parking at the venue' });
    const amount = within(form).getByLabelText(/Amount before tax/) as HTMLInputElement;
    expect(amount.value).toBe('12.50');
    expect((within(form).getByLabelText(/Tax type/) as HTMLSelectElement).value).toBe('7');
    expect((within(form).getByLabelText(/Charge type/) as HTMLSelectElement).value).toBe('1');
    await user.clear(amount);
    await user.type(amount, '48,70');
    expect(within(form).getByText('Total with tax: €58.93')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    expect(await screen.findByText('Item Parking at the venue changed')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      receiptId: '10',
      id: '100',
      item: {
        chargeTypeId: '1',
        taxTypeId: '7',
        description: 'Parking at the venue',
        amountCents: 4870,
        totalCents: 5893,
      },
    });
    // Saved: the row is back, with the api's total.
    expect(screen.queryByRole('form', { name: 'Change the item Parking at the venue' })).toBeNull();
    expect(screen.getAllByText('€58.93').length).toBeGreaterThan(0);
  });

  it('hands a draft in to the office, which then waits for it', async () => {
    const resolve = vi.fn<FixtureResolver>((name) =>
      name === 'SubmitReceipt'
        ? {
            data: {
              submitReceipt: {
                __typename: 'Receipt',
                id: '10',
                status: 'submitted',
                changeable: true,
                submittable: false,
              },
            },
          }
        : { data: { receipt: receipt('draft', true), ...formData } },
    );
    renderRoute(<ReceiptPage />, {
      path: '/receipt/:number',
      url: '/receipt/R00010',
      namespaces,
      session: crewSession,
      resolve,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hand in to the office' }));
    expect(await screen.findByText('Receipt handed in')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('SubmitReceipt', { id: '10' });
    // The page follows the answer: submitted, waiting, no second hand-in.
    expect(await screen.findByText(/^Handed in: it waits for the office/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hand in to the office' })).toBeNull();
  });

  it('offers no change on an approved receipt, only its copy', async () => {
    renderRoute(<ReceiptPage />, {
      path: '/receipt/:number',
      url: '/receipt/R00010',
      namespaces,
      session: crewSession,
      resolve: () => ({ data: { receipt: receipt('approved', false), ...formData } }),
    });
    expect(
      await screen.findByText('This receipt is approved and can no longer change.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add an item' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hand in to the office' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy the receipt' })).toBeTruthy();
    // The item's tax is its rate the way invoices write it, not the tax type's own caption.
    expect(screen.getByText('Parking · VAT 21% · €12.50 + €2.63')).toBeTruthy();
  });

  it("says 'Receipt not found' for a number that is not the caller's", async () => {
    renderRoute(<ReceiptPage />, {
      path: '/receipt/:number',
      url: '/receipt/R99999',
      namespaces,
      session: crewSession,
      resolve: () => ({ data: { receipt: null, ...formData } }),
    });
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeTruthy();
  });
});
