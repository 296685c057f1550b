import type {
  InvoiceDocumentResolvers,
  InvoiceResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../upstream/errors';
import type { InvoiceItemValues } from './invoices.loaders';
import { checkIdempotencyKey, idOf } from '../shared/input';
import { checkPaging } from '../shared/paging';

const MAX_LIMIT = 1000;
const STATUSES = new Set(['draft', 'open', 'paid', 'overdue']);

const checkKey = checkIdempotencyKey;
const toId = idOf;

function itemValues(item: {
  description: string;
  quantityHundredths: number;
  unitPriceCents: number;
  taxTypeId: string;
}): InvoiceItemValues {
  return {
    description: item.description,
    quantityHundredths: item.quantityHundredths,
    unitPriceCents: item.unitPriceCents,
    taxTypeId: toId(item.taxTypeId, 'taxTypeId'),
  };
}

const Query: QueryResolvers = {
  invoices: (_parent, { limit, page, status }, { loaders }) => {
    checkPaging(limit, page, MAX_LIMIT);
    if (status != null && !STATUSES.has(status))
      throw gatewayError('status must be draft, open, paid or overdue', 'BAD_USER_INPUT');
    return loaders.invoices.page({ limit, page, ...(status ? { status } : {}) });
  },
  invoice: (_parent, { number }, { loaders }) => loaders.invoices.byNumber.load(number),
  openInvoices: (_parent, _args, { loaders }) => loaders.invoices.open(),
  invoiceTaxTypes: (_parent, _args, { loaders }) => loaders.invoices.taxTypes(),
  billableProjects: (_parent, _args, { loaders }) => loaders.invoices.billableProjects(),
};

/** The invoice by number, for a listed one's items, taxes and documents (one call per invoice opened, none for the list's own fields). */
function detail(parent: { number: string }, loaders: GatewayContext['loaders']) {
  return loaders.invoices.byNumber.load(parent.number);
}

const Invoice: InvoiceResolvers = {
  items: async (parent, _args, { loaders }) =>
    parent.items ?? (await detail(parent, loaders))?.items ?? [],
  taxes: async (parent, _args, { loaders }) =>
    parent.taxes ?? (await detail(parent, loaders))?.taxes ?? [],
  documents: async (parent, _args, { loaders }) =>
    (parent.documents ?? (await detail(parent, loaders))?.documents ?? []).map((document) => ({
      ...document,
      invoiceNumber: parent.number,
    })),
  editable: (parent) => parent.status === 'draft',
};

const InvoiceDocument: InvoiceDocumentResolvers = {
  url: (parent) =>
    `/api/v1/invoices/${encodeURIComponent(parent.invoiceNumber)}/documents/${encodeURIComponent(parent.documentType)}`,
};

const Mutation: MutationResolvers = {
  createInvoice: (_parent, { projectId, clientReference, idempotencyKey }, { loaders }) => {
    checkKey(idempotencyKey);
    return loaders.invoices.create(
      { projectId: toId(projectId, 'projectId'), ...(clientReference ? { clientReference } : {}) },
      idempotencyKey,
    );
  },
  addInvoiceItem: (_parent, { number, item, idempotencyKey }, { loaders }) => {
    checkKey(idempotencyKey);
    return loaders.invoices.addItem(number, itemValues(item), idempotencyKey);
  },
  changeInvoiceItem: (_parent, { number, id, item, idempotencyKey }, { loaders }) => {
    checkKey(idempotencyKey);
    return loaders.invoices.changeItem(
      number,
      String(toId(id, 'id')),
      itemValues(item),
      idempotencyKey,
    );
  },
  deleteInvoiceItem: (_parent, { number, id, idempotencyKey }, { loaders }) => {
    checkKey(idempotencyKey);
    return loaders.invoices.deleteItem(number, String(toId(id, 'id')), idempotencyKey);
  },
  issueInvoice: (_parent, { number, totalCents, idempotencyKey }, { loaders }) => {
    checkKey(idempotencyKey);
    return loaders.invoices.issue(number, totalCents, idempotencyKey);
  },
};

export const resolvers: Resolvers = { Query, Mutation, Invoice, InvoiceDocument };
