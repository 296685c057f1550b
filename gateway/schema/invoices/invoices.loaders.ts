import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  deleteInvoiceItem,
  fetchInvoice,
  getOpenInvoices,
  listBillableProjects,
  listInvoiceTaxTypes,
  listInvoices,
  postInvoice,
  postInvoiceIssue,
  postInvoiceItem,
  postInvoiceItemChange,
} from './invoices.upstream';
import type {
  UpstreamBillableProject,
  UpstreamInvoiceDetail,
  UpstreamInvoicePage,
  UpstreamInvoiceTaxType,
  UpstreamOpenInvoices,
} from './invoices.upstream';

export interface InvoiceItemValues {
  description: string;
  quantityHundredths: number;
  unitPriceCents: number;
  taxTypeId: number;
}

export interface InvoicesLoaders {
  /** One page (per limit, page and status), fetched once per request. */
  page(query: { limit: number; page: number; status?: string }): Promise<UpstreamInvoicePage>;
  /** An invoice with its items, taxes and documents; null when not the caller's. */
  byNumber: DataLoader<string, UpstreamInvoiceDetail | null>;
  open(): Promise<UpstreamOpenInvoices>;
  taxTypes(): Promise<UpstreamInvoiceTaxType[]>;
  /** The projects a draft can be made from (invoices CREATE), fetched once per request. */
  billableProjects(): Promise<UpstreamBillableProject[]>;
  /** Writes; each answers the invoice as it is afterwards (and primes byNumber with it). */
  create(
    values: { projectId: number; clientReference?: string },
    idempotencyKey: string,
  ): Promise<UpstreamInvoiceDetail>;
  addItem(
    number: string,
    item: InvoiceItemValues,
    idempotencyKey: string,
  ): Promise<UpstreamInvoiceDetail>;
  changeItem(
    number: string,
    id: string,
    item: InvoiceItemValues,
    idempotencyKey: string,
  ): Promise<UpstreamInvoiceDetail>;
  deleteItem(number: string, id: string, idempotencyKey: string): Promise<UpstreamInvoiceDetail>;
  issue(number: string, totalCents: number, idempotencyKey: string): Promise<UpstreamInvoiceDetail>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    invoices: InvoicesLoaders;
  }
}

export const loaders = defineLoaders('invoices', (api): InvoicesLoaders => {
  const pages = new Map<string, Promise<UpstreamInvoicePage>>();
  const byNumber = byKey((number) => fetchInvoice(api, number));
  const keyed = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });
  const primed = (invoice: UpstreamInvoiceDetail) => {
    byNumber.clear(invoice.number).prime(invoice.number, invoice);
    return invoice;
  };

  return {
    page({ limit, page, status }) {
      const key = `${limit}:${page}:${status ?? ''}`;
      let pending = pages.get(key);
      if (pending === undefined) {
        pending = api.call(listInvoices, { query: { limit, page, ...(status ? { status } : {}) } });
        pages.set(key, pending);
      }
      return pending;
    },
    byNumber,
    open: once(() => api.call(getOpenInvoices)),
    billableProjects: once(() => api.call(listBillableProjects, { query: { limit: 50 } })),
    taxTypes: once(
      async () => (await api.call(listInvoiceTaxTypes, { query: { limit: 1000, page: 1 } })).items,
    ),
    async create(values, idempotencyKey) {
      return primed(await api.call(postInvoice, { body: values, headers: keyed(idempotencyKey) }));
    },
    async addItem(number, item, idempotencyKey) {
      return primed(
        await api.call(postInvoiceItem, {
          params: { number },
          body: item,
          headers: keyed(idempotencyKey),
        }),
      );
    },
    async changeItem(number, id, item, idempotencyKey) {
      return primed(
        await api.call(postInvoiceItemChange, {
          params: { number, id },
          body: item,
          headers: keyed(idempotencyKey),
        }),
      );
    },
    async deleteItem(number, id, idempotencyKey) {
      return primed(
        await api.call(deleteInvoiceItem, {
          params: { number, id },
          headers: keyed(idempotencyKey),
        }),
      );
    },
    async issue(number, totalCents, idempotencyKey) {
      return primed(
        await api.call(postInvoiceIssue, {
          params: { number },
          body: { totalCents },
          headers: keyed(idempotencyKey),
        }),
      );
    },
  };
});
