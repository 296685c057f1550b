import { payrollItemStatusMachine } from '../../../machines/payrollItemStatus.machine';
import { canTransition } from '../../../machines/transitions';
import type {
  MutationResolvers,
  PayrollItemActivityResolvers,
  PayrollItemResolvers,
  PayrollResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { checkIdempotencyKey } from '../shared/input';
import { checkPaging } from '../shared/paging';

const MAX_LIMIT = 1000;

const Query: QueryResolvers = {
  payrolls: (_parent, { limit, page }, { loaders }) => {
    checkPaging(limit, page, MAX_LIMIT);
    return loaders.payrolls.page({ limit, page });
  },
  payroll: (_parent, { number }, { loaders }) => loaders.payrolls.byNumber.load(number),
  payrollsToConfirm: (_parent, _args, { loaders }) => loaders.payrolls.toConfirm(),
  payrollDocuments: (_parent, _args, { loaders }) => loaders.payrolls.documents(),
  payrollItem: (_parent, { id }, { loaders }) => loaders.payrolls.itemById.load(id),
  bankTransfers: (_parent, { limit, page }, { loaders }) => {
    checkPaging(limit, page, MAX_LIMIT);
    return loaders.payrolls.transferPage({ limit, page });
  },
  // The token is a GraphQL variable, never a URL: no access log keeps it.
  publicPayroll: (_parent, { number, token }, { loaders }) =>
    loaders.payrolls.publicPayroll(number, token),
};

const Payroll: PayrollResolvers = {
  // A payroll from a list has no items or documents: they come with the payroll by number.
  items: async (parent, _args, { loaders }) =>
    parent.items ?? (await loaders.payrolls.byNumber.load(parent.number))?.items ?? [],
  documents: async (parent, _args, { loaders }) =>
    parent.documents ?? (await loaders.payrolls.byNumber.load(parent.number))?.documents ?? [],
  payments: async (parent, _args, { loaders }) =>
    (await loaders.payrolls.transfers()).items.filter(
      (transfer) => transfer.payrollNumber === parent.number,
    ),
  shareLinks: (parent, _args, { loaders }) => loaders.payrolls.shareLinks.load(parent.number),
};

const PayrollItem: PayrollItemResolvers = {
  canDecline: (parent) =>
    canTransition(payrollItemStatusMachine, parent.status, { type: 'payrollItem.decline' }),
  // A listed item has no activities: they come with the item by id.
  activities: async (parent, _args, { loaders }) =>
    parent.activities ??
    (await loaders.payrolls.itemById.load(String(parent.id)))?.activities ??
    [],
};

/** SPEC.md §3 nests recipient, dueDate and priority in `parameters`; the schema flattens them. */
const PayrollItemActivity: PayrollItemActivityResolvers = {
  recipient: (parent) => parent.parameters.recipient,
  dueDate: (parent) => parent.parameters.dueDate,
  priority: (parent) => parent.parameters.priority,
};

const Mutation: MutationResolvers = {
  markPayrollSeen: (_parent, { number }, { loaders }) => loaders.payrolls.markSeen(number),
  sendPayrollItemFeedback: (_parent, { id, body, idempotencyKey }, { loaders }) => {
    return loaders.payrolls.sendFeedback(id, body, checkIdempotencyKey(idempotencyKey));
  },
  declinePayrollItem: (_parent, { id, reason }, { loaders }) =>
    loaders.payrolls.decline(id, reason),
  createPayrollShareLink: (_parent, { number }, { loaders }) =>
    loaders.payrolls.createShareLink(number),
  revokePayrollShareLink: (_parent, { id }, { loaders }) => loaders.payrolls.revokeShareLink(id),
};

export const resolvers: Resolvers = { Query, Mutation, Payroll, PayrollItem, PayrollItemActivity };
