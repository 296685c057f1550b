import type {
  MutationResolvers,
  QueryResolvers,
  ReceiptItemResolvers,
  ReceiptPhotoResolvers,
  ReceiptResolvers,
  ReceiptTemplateItemResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { orNull } from '../../upstream/api-client';
import { decideReceipt, receiptAllows, submitProblem } from '../../../machines/receiptRules';
import { decisionReasonArg } from '../shared/decisions';
import { receiptPhotoFilePath, receiptPhotoUploadPath } from './receipts.upstream';
import { checkIdempotencyKey } from '../shared/input';

const checkKey = checkIdempotencyKey;

const receipts: NonNullable<QueryResolvers['receipts']> = (_parent, _args, { loaders }) =>
  loaders.receipts.receipts();
const receipt: NonNullable<QueryResolvers['receipt']> = (_parent, { number }, { loaders }) =>
  orNull(loaders.receipts.byNumber(number));
const receiptsToDecide: NonNullable<QueryResolvers['receiptsToDecide']> = (
  _parent,
  _args,
  { loaders },
) => loaders.receipts.submitted();
const receiptTemplates: NonNullable<QueryResolvers['receiptTemplates']> = (
  _parent,
  _args,
  { loaders },
) => loaders.receipts.templates();
const chargeTypes: NonNullable<QueryResolvers['chargeTypes']> = (_parent, _args, { loaders }) =>
  loaders.receipts.chargeTypes();
const taxTypes: NonNullable<QueryResolvers['taxTypes']> = (_parent, _args, { loaders }) =>
  loaders.receipts.taxTypes();

const createReceipt: NonNullable<MutationResolvers['createReceipt']> = (
  _parent,
  { templateId, date, idempotencyKey },
  { loaders },
) => {
  checkKey(idempotencyKey);
  return loaders.receipts.create(templateId, date ?? null, idempotencyKey);
};
const copyReceipt: NonNullable<MutationResolvers['copyReceipt']> = (
  _parent,
  { id, idempotencyKey },
  { loaders },
) => {
  checkKey(idempotencyKey);
  return loaders.receipts.copy(id, idempotencyKey);
};
const addReceiptItem: NonNullable<MutationResolvers['addReceiptItem']> = (
  _parent,
  { receiptId, item, idempotencyKey },
  { loaders },
) => {
  checkKey(idempotencyKey);
  return loaders.receipts.addItem(receiptId, item, idempotencyKey);
};
const changeReceiptItem: NonNullable<MutationResolvers['changeReceiptItem']> = (
  _parent,
  { receiptId, id, item, idempotencyKey },
  { loaders },
) => {
  checkKey(idempotencyKey);
  return loaders.receipts.changeItem(receiptId, id, item, idempotencyKey);
};
const deleteReceiptItem: NonNullable<MutationResolvers['deleteReceiptItem']> = (
  _parent,
  { id },
  { loaders },
) => loaders.receipts.deleteItem(id);
const submitReceipt: NonNullable<MutationResolvers['submitReceipt']> = (
  _parent,
  { id },
  { loaders },
) => loaders.receipts.submit(id);
const approveReceipt: NonNullable<MutationResolvers['approveReceipt']> = (
  _parent,
  { id, reason },
  { loaders },
) => loaders.receipts.decide(id, 'approve', decisionReasonArg(reason));
const rejectReceipt: NonNullable<MutationResolvers['rejectReceipt']> = (
  _parent,
  { id, reason },
  { loaders },
) => loaders.receipts.decide(id, 'reject', decisionReasonArg(reason));
const deleteReceipt: NonNullable<MutationResolvers['deleteReceipt']> = (
  _parent,
  { id },
  { loaders },
) => loaders.receipts.delete(id);

// A list row carries no items: asking for them reads the receipt (once per id per request). The
// photo comes with every row.
const Receipt: ReceiptResolvers = {
  items: async (row, _args, { loaders }) =>
    row.items ?? (await loaders.receipts.receipt.load(String(row.id))).items ?? [],
  photo: (row) => (row.photo ? { ...row.photo, receiptId: row.id } : null),
  awaitingDecision: (row) => !('problem' in decideReceipt(row.status, 'approve')),
  photoUploadUrl: (row) =>
    receiptAllows(row.status, 'uploadPhoto') ? receiptPhotoUploadPath(row.id) : null,
  changeable: (row) => receiptAllows(row.status, 'deleteItem'),
  submittable: (row) => submitProblem(row.status, row.itemCount) === null,
};

const ReceiptItem: ReceiptItemResolvers = {
  chargeTypeId: (item) => String(item.chargeType.id),
  taxTypeId: (item) => String(item.taxType.id),
  chargeTypeCaption: (item) => item.chargeType.caption,
  taxTypeCaption: (item) => item.taxType.caption,
  taxRateBasisPoints: (item) => item.taxType.rateBasisPoints,
};

const ReceiptTemplateItem: ReceiptTemplateItemResolvers = {
  chargeTypeCaption: (item) => item.chargeType.caption,
  taxTypeCaption: (item) => item.taxType.caption,
};

const ReceiptPhoto: ReceiptPhotoResolvers = {
  fileUrl: (photo) => receiptPhotoFilePath(photo.receiptId, photo.id),
};

export const resolvers: Resolvers = {
  Query: { receipts, receipt, receiptsToDecide, receiptTemplates, chargeTypes, taxTypes },
  Mutation: {
    createReceipt,
    copyReceipt,
    addReceiptItem,
    changeReceiptItem,
    deleteReceiptItem,
    deleteReceipt,
    submitReceipt,
    approveReceipt,
    rejectReceipt,
  },
  Receipt,
  ReceiptItem,
  ReceiptTemplateItem,
  ReceiptPhoto,
};
