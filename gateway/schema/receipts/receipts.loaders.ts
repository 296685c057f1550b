import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  addReceiptItem,
  approveReceipt,
  rejectReceipt,
  changeReceiptItem,
  copyReceipt,
  createReceipt,
  deleteReceipt,
  deleteReceiptItem,
  getReceipt,
  listChargeTypes,
  listReceiptTemplates,
  listReceipts,
  listTaxTypes,
  ONE_PAGE,
  submitReceipt,
} from './receipts.upstream';
import type {
  UpstreamChargeType,
  UpstreamReceipt,
  UpstreamReceiptDetail,
  UpstreamReceiptTemplate,
  UpstreamTaxType,
} from './receipts.upstream';

export interface ReceiptItemInput {
  chargeTypeId: string;
  description: string;
  amountCents: number;
  taxTypeId: string;
  totalCents?: number | null;
}

export interface ReceiptsLoaders {
  receipts(): Promise<UpstreamReceipt[]>;
  /** The office's queue: the receipts handed in (GET /receipts?status=submitted), once per request. */
  submitted(): Promise<UpstreamReceipt[]>;
  /** A receipt with its items and photo, once per id per request. */
  receipt: DataLoader<string, UpstreamReceipt>;
  /** The receipt of that number (the list filtered by number), with its items; null when not the caller's. */
  byNumber(number: string): Promise<UpstreamReceipt | null>;
  templates(): Promise<UpstreamReceiptTemplate[]>;
  chargeTypes(): Promise<UpstreamChargeType[]>;
  taxTypes(): Promise<UpstreamTaxType[]>;
  /** Writes: never cached; the answer primes the receipt. */
  create(templateId: string, date: string | null, idempotencyKey: string): Promise<UpstreamReceipt>;
  copy(id: string, idempotencyKey: string): Promise<UpstreamReceipt>;
  addItem(
    receiptId: string,
    item: ReceiptItemInput,
    idempotencyKey: string,
  ): Promise<UpstreamReceipt>;
  changeItem(
    receiptId: string,
    itemId: string,
    item: ReceiptItemInput,
    idempotencyKey: string,
  ): Promise<UpstreamReceipt>;
  deleteItem(itemId: string): Promise<UpstreamReceipt>;
  submit(id: string): Promise<UpstreamReceipt>;
  /** The office's decision with the reason the person reads (required to reject). */
  decide(id: string, verb: 'approve' | 'reject', reason: string | null): Promise<UpstreamReceipt>;
  delete(id: string): Promise<boolean>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    receipts: ReceiptsLoaders;
  }
}

/** An item as the api takes it: integer ids, and the total only when the form sent one. */
function itemBody(item: ReceiptItemInput) {
  return {
    chargeTypeId: Number(item.chargeTypeId),
    description: item.description,
    amountCents: item.amountCents,
    taxTypeId: Number(item.taxTypeId),
    ...(item.totalCents === undefined || item.totalCents === null
      ? {}
      : { totalCents: item.totalCents }),
  };
}

export const loaders = defineLoaders('receipts', (api): ReceiptsLoaders => {
  const receipt = byKey((id) => api.call(getReceipt, { params: { id } }));
  const written = (row: UpstreamReceiptDetail) => {
    receipt.clear(String(row.id)).prime(String(row.id), row);
    return row;
  };
  const keyed = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });
  return {
    receipts: once(async () => (await api.call(listReceipts, { query: ONE_PAGE })).items),
    submitted: once(
      async () =>
        (await api.call(listReceipts, { query: { ...ONE_PAGE, status: 'submitted' } })).items,
    ),
    receipt,
    byNumber: async (number) => {
      const [row] = (await api.call(listReceipts, { query: { ...ONE_PAGE, number } })).items;
      return row ? receipt.load(String(row.id)) : null;
    },
    templates: once(async () => (await api.call(listReceiptTemplates, { query: ONE_PAGE })).items),
    chargeTypes: once(async () => (await api.call(listChargeTypes, { query: ONE_PAGE })).items),
    taxTypes: once(async () => (await api.call(listTaxTypes, { query: ONE_PAGE })).items),
    create: async (templateId, date, idempotencyKey) =>
      written(
        await api.call(createReceipt, {
          body: { templateId: Number(templateId), ...(date ? { date } : {}) },
          headers: keyed(idempotencyKey),
        }),
      ),
    copy: async (id, idempotencyKey) =>
      written(
        await api.call(copyReceipt, { params: { id }, body: {}, headers: keyed(idempotencyKey) }),
      ),
    addItem: async (receiptId, item, idempotencyKey) =>
      written(
        await api.call(addReceiptItem, {
          params: { id: receiptId },
          body: itemBody(item),
          headers: keyed(idempotencyKey),
        }),
      ),
    changeItem: async (receiptId, itemId, item, idempotencyKey) =>
      written(
        await api.call(changeReceiptItem, {
          params: { id: receiptId, itemId },
          body: itemBody(item),
          headers: keyed(idempotencyKey),
        }),
      ),
    submit: async (id) => written(await api.call(submitReceipt, { params: { id }, body: {} })),
    decide: async (id, verb, reason) =>
      written(
        await api.call(verb === 'approve' ? approveReceipt : rejectReceipt, {
          params: { id },
          body: reason === null ? {} : { reason },
        }),
      ),
    deleteItem: async (itemId) =>
      written(await api.call(deleteReceiptItem, { params: { id: itemId } })),
    delete: async (id) => {
      await api.call(deleteReceipt, { params: { id } });
      receipt.clear(id);
      return true;
    },
  };
});
