import type {
  DocumentResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  StaffContractResolvers,
} from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../upstream/errors';
import { documentFilePath } from './documents.upstream';
import type { DocumentOwnerKind, Paging } from './documents.upstream';
import { checkIdempotencyKey, isId } from '../shared/input';
import { checkPaging } from '../shared/paging';

function pagingOf({ limit, page }: { limit?: number | null; page?: number | null }): Paging {
  const paging = { limit: limit ?? 1000, page: page ?? 1 };
  checkPaging(paging.limit, paging.page, 1000);
  return paging;
}

// The api answers 404 for a malformed id; asking it would only cost a call (isId).

const document: NonNullable<QueryResolvers['document']> = (_parent, { id }, { loaders }) =>
  isId(id) ? loaders.documents.byId.load(id) : null;

const documentsToSign: NonNullable<QueryResolvers['documentsToSign']> = async (
  _parent,
  _args,
  { loaders },
) => {
  const { items, total } = await loaders.documents.toSign();
  return { items, count: total };
};

const ofOwner = (kind: DocumentOwnerKind) =>
  ((
    _parent: unknown,
    args: { limit?: number | null; page?: number | null } & Record<string, unknown>,
    { loaders },
  ) => {
    const key = String(args.personId ?? args.companyId ?? args.contactId);
    return loaders.documents.ofOwner(kind, key, pagingOf(args));
  }) satisfies NonNullable<QueryResolvers['personDocuments']>;

/**
 * A staff contract's documents to sign come with the contracts area's GET
 * /staffContracts/{id}/documents answer (its loader), so a contract screen makes that call once.
 */
const signingDocumentsOf = async (contractId: string, { loaders }: GatewayContext) =>
  loaders.documents.prime(
    (await loaders.contracts.documents.load(contractId))?.signingDocuments ?? null,
  );

const staffContractDocuments: NonNullable<QueryResolvers['staffContractDocuments']> = (
  _parent,
  { contractId },
  context,
) => (isId(contractId) ? signingDocumentsOf(contractId, context) : null);

const documentTypes: NonNullable<QueryResolvers['documentTypes']> = (_parent, _args, { loaders }) =>
  loaders.documents.types();

const documentStatuses: NonNullable<QueryResolvers['documentStatuses']> = (
  _parent,
  _args,
  { loaders },
) => loaders.documents.statuses();

const signDocument: NonNullable<MutationResolvers['signDocument']> = (
  _parent,
  { id, input },
  { loaders },
) => {
  checkIdempotencyKey(input.idempotencyKey);
  if (!isId(id))
    throw gatewayError('Document not found', 'NOT_FOUND', { reason: 'DOCUMENT_NOT_FOUND' });
  if (!isId(input.signatoryId))
    throw gatewayError('Signatory not found', 'NOT_FOUND', {
      reason: 'DOCUMENT_SIGNATORY_NOT_FOUND',
    });
  const formFields: Record<string, string> = {};
  for (const { name, value } of input.formFields) {
    if (name in formFields)
      throw gatewayError(`form field ${name} is given twice`, 'BAD_USER_INPUT');
    formFields[name] = value;
  }
  return loaders.documents.sign(
    id,
    {
      signatoryId: Number(input.signatoryId),
      signature: input.signature,
      rating: input.rating ?? null,
      formFields,
    },
    input.idempotencyKey,
  );
};

const Document: DocumentResolvers = {
  signatoriesOrder: (document) => document.type.parameters.signatoriesOrder,
  ratingAsked: (document) => document.type.parameters.ratingAsked,
  formFields: (document) => document.type.parameters.formFields,
  fileUrl: (document) => documentFilePath(document.id, document.hasSignedFile),
  signedUrl: (document) =>
    document.status === 'signed' && document.hasSignedFile
      ? documentFilePath(document.id, true)
      : null,
  // The api worked the statuses out with the machine's rules: the caller's first signatory whose
  // turn it is (readyToSign or onGoing) is the one a sign press signs.
  mySignatoryToSign: (document) =>
    document.signatories.find(
      (signatory) =>
        signatory.isMine && (signatory.status === 'readyToSign' || signatory.status === 'onGoing'),
    ) ?? null,
};

const StaffContract: StaffContractResolvers = {
  signingDocuments: async (contract, _args, context) =>
    (await signingDocumentsOf(String(contract.id), context)) ?? [],
};

export const resolvers: Resolvers = {
  Query: {
    document,
    documentsToSign,
    personDocuments: ofOwner('person'),
    companyDocuments: ofOwner('company'),
    contactDocuments: ofOwner('contact'),
    staffContractDocuments,
    documentTypes,
    documentStatuses,
  },
  Mutation: { signDocument },
  Document,
  StaffContract,
};
