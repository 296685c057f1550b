import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  deleteShareLink,
  fetchPayroll,
  fetchPayrollItem,
  fetchPayrolls,
  fetchPublicPayroll,
  listBankTransfers,
  listPayrollDocuments,
  listShareLinks,
  postPayrollItemActivity,
  postPayrollItemDecline,
  postPayrollSeen,
  postShareLink,
} from './payrolls.upstream';
import type {
  UpstreamBankTransferPage,
  UpstreamPayroll,
  UpstreamPayrollDocument,
  UpstreamPayrollItem,
  UpstreamPayrollPage,
  UpstreamPayrollShareLink,
  UpstreamPublicPayroll,
} from './payrolls.upstream';

export interface PayrollsLoaders {
  /** One page, fetched once per request whatever asks for it. */
  page(page: { limit: number; page: number }): Promise<UpstreamPayrollPage>;
  /** The new payrolls (home), once per request. */
  toConfirm(): Promise<UpstreamPayroll[]>;
  /** A payroll with its items and documents. */
  byNumber: DataLoader<string, UpstreamPayroll | null>;
  itemById: DataLoader<string, UpstreamPayrollItem | null>;
  documents(): Promise<UpstreamPayrollDocument[]>;
  /** Every payment of the caller, once per request: a payroll's payments are filtered from it (no call per payroll). */
  transfers(): Promise<UpstreamBankTransferPage>;
  transferPage(page: { limit: number; page: number }): Promise<UpstreamBankTransferPage>;
  /** A payroll opened by a public link; null when the link is not valid. */
  publicPayroll(number: string, token: string): Promise<UpstreamPublicPayroll | null>;
  shareLinks: DataLoader<string, UpstreamPayrollShareLink[]>;
  markSeen(number: string): Promise<UpstreamPayroll>;
  /** Writes; each answers the item as it is afterwards. */
  sendFeedback(id: string, body: string, idempotencyKey: string): Promise<UpstreamPayrollItem>;
  decline(id: string, reason: string): Promise<UpstreamPayrollItem>;
  createShareLink(number: string): Promise<{ link: UpstreamPayrollShareLink; token: string }>;
  revokeShareLink(id: string): Promise<UpstreamPayrollShareLink>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    payrolls: PayrollsLoaders;
  }
}

/** The api's page cap (docs/api-contract.md): "every payment" is the first page of 1000. */
const ALL = 1000;

export const loaders = defineLoaders('payrolls', (api): PayrollsLoaders => {
  const pages = new Map<string, Promise<UpstreamPayrollPage>>();
  const byNumber = byKey((number) => fetchPayroll(api, number));
  const itemById = byKey((id) => fetchPayrollItem(api, id));
  const transfers = once(() => api.call(listBankTransfers, { query: { limit: ALL, page: 1 } }));
  const shareLinks = byKey(
    async (number) => (await api.call(listShareLinks, { params: { number } })).items,
  );

  return {
    page({ limit, page }) {
      const key = `${limit}:${page}`;
      let pending = pages.get(key);
      if (pending === undefined) {
        pending = fetchPayrolls(api, { limit, page });
        pages.set(key, pending);
      }
      return pending;
    },
    toConfirm: once(
      async () => (await fetchPayrolls(api, { limit: ALL, page: 1, status: 'new' })).items,
    ),
    byNumber,
    itemById,
    documents: once(async () => (await api.call(listPayrollDocuments)).items),
    transfers,
    transferPage: ({ limit, page }) =>
      limit === ALL && page === 1
        ? transfers()
        : api.call(listBankTransfers, { query: { limit, page } }),
    publicPayroll: (number, token) => fetchPublicPayroll(api, number, token),
    shareLinks,
    async markSeen(number) {
      const payroll = await api.call(postPayrollSeen, { params: { number } });
      byNumber.clear(number);
      return payroll;
    },
    async sendFeedback(id, body, idempotencyKey) {
      await api.call(postPayrollItemActivity, {
        params: { id },
        body: { body },
        headers: { 'idempotency-key': idempotencyKey },
      });
      itemById.clear(id);
      const item = await itemById.load(id);
      if (!item) throw new Error(`payroll item ${id} vanished after feedback`);
      return item;
    },
    async decline(id, reason) {
      const item = await api.call(postPayrollItemDecline, { params: { id }, body: { reason } });
      itemById.clear(id).prime(id, item);
      return item;
    },
    async createShareLink(number) {
      const { token, ...link } = await api.call(postShareLink, { params: { number } });
      shareLinks.clear(number);
      return { link, token };
    },
    async revokeShareLink(id) {
      const link = await api.call(deleteShareLink, { params: { id } });
      shareLinks.clear(link.payrollNumber);
      return link;
    },
  };
});
