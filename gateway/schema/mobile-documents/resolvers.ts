import type {
  MobileDocumentResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { mobileDocumentDownloadPath } from './mobile-documents.upstream';

const mobileDocuments: NonNullable<QueryResolvers['mobileDocuments']> = (
  _parent,
  _args,
  { loaders },
) => loaders.mobileDocuments.list();

const downloadUrl: NonNullable<MobileDocumentResolvers['downloadUrl']> = (document) =>
  mobileDocumentDownloadPath(document);

export const resolvers: Resolvers = {
  Query: { mobileDocuments },
  MobileDocument: { downloadUrl },
};
