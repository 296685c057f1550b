import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  fetchDocument,
  fetchDocumentStatuses,
  fetchDocumentsToSign,
  fetchDocumentTypes,
  fetchOwnerDocuments,
  postSignature,
} from './documents.upstream';
import type {
  DocumentOwnerKind,
  Paging,
  SignDocumentBody,
  UpstreamDocument,
  UpstreamDocumentPage,
  UpstreamDocumentStatusEntry,
  UpstreamDocumentType,
} from './documents.upstream';

export interface DocumentsLoaders {
  /** A document by id; null when not found or not readable by the caller. */
  byId: DataLoader<string, UpstreamDocument | null>;
  /** The caller's documents ready to sign, fetched once per request. */
  toSign(): Promise<{ items: UpstreamDocument[]; total: number }>;
  /** Keeps whole documents another answer carried (a staff contract's documents to sign). */
  prime<T extends UpstreamDocument[] | null>(documents: T): T;
  ofOwner(kind: DocumentOwnerKind, key: string, paging: Paging): Promise<UpstreamDocumentPage>;
  types(): Promise<UpstreamDocumentType[]>;
  statuses(): Promise<UpstreamDocumentStatusEntry[]>;
  /** Signs and primes byId with the fresh document (uncached write). */
  sign(id: string, body: SignDocumentBody, idempotencyKey: string): Promise<UpstreamDocument>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    documents: DocumentsLoaders;
  }
}

export const loaders = defineLoaders('documents', (api): DocumentsLoaders => {
  const byId = byKey((id) => fetchDocument(api, id));
  // Every document a list answered is already whole: prime it, so document(id) on the same
  // request costs no second call.
  const primed = <T extends { items: UpstreamDocument[] } | UpstreamDocument[] | null>(
    answer: T,
  ): T => {
    const items = answer === null ? [] : Array.isArray(answer) ? answer : answer.items;
    for (const document of items) byId.prime(String(document.id), document);
    return answer;
  };
  return {
    byId,
    toSign: once(async () => primed(await fetchDocumentsToSign(api))),
    prime: primed,
    ofOwner: async (kind, key, paging) => primed(await fetchOwnerDocuments(api, kind, key, paging)),
    types: once(() => fetchDocumentTypes(api)),
    statuses: once(() => fetchDocumentStatuses(api)),
    async sign(id, body, idempotencyKey) {
      const document = await postSignature(api, id, body, idempotencyKey);
      byId.clear(String(document.id)).prime(String(document.id), document);
      return document;
    },
  };
});
