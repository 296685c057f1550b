import DataLoader from 'dataloader';
import type { z } from 'zod';
import {
  crewDocumentSchema,
  crewDocumentsSchema,
  crewItemRatingsSchema,
  signOffSchema as crewSignOffSchema,
} from '../../../api/routes/crews/sign-off.schemas';
import { orNull, upstreamOperation } from '../../upstream/api-client';
import type { ApiClient } from '../../upstream/api-client';
import { byKey } from '../../upstream/loaders';
import { crewShiftSchema } from './crews.upstream';
import type { UpstreamCrewShift } from './crews.upstream';

// The sign-off part of the crews area: the client's sign-off (/digitalConfirm), the
// members' ratings and the crew's documents (/deliveryNote, /crewChiefSheet) upstream, parsed
// with the api's own schemas, with the per-request loaders the resolvers use
// (loaders.crews.signOff …, spread into crews.loaders.ts).

export { crewDocumentSchema, crewSignOffSchema };
export type CrewSignOffRow = z.output<typeof crewSignOffSchema>;
export type CrewDocumentRow = z.output<typeof crewDocumentSchema>;
export type CrewDocumentKind = CrewDocumentRow['kind'];

const SEGMENTS: Record<CrewDocumentKind, string> = {
  deliveryNote: 'deliveryNote',
  crewChiefSheet: 'crewChiefSheet',
};

export const getSignOff = upstreamOperation(
  'GET',
  '/projectCrews/{id}/digitalConfirm',
  crewSignOffSchema,
);
export const postSignOff = upstreamOperation(
  'POST',
  '/projectCrews/{id}/digitalConfirm',
  crewShiftSchema,
);
export const getCrewDocuments = upstreamOperation(
  'GET',
  '/projectCrews/{id}/crewDocuments',
  crewDocumentsSchema,
);
export const getRatings = upstreamOperation(
  'GET',
  '/projectCrewItemRatings',
  crewItemRatingsSchema,
);
const releaseOperations = {
  deliveryNote: upstreamOperation(
    'POST',
    `/projectCrews/{id}/${SEGMENTS.deliveryNote}/release`,
    crewShiftSchema,
  ),
  crewChiefSheet: upstreamOperation(
    'POST',
    `/projectCrews/{id}/${SEGMENTS.crewChiefSheet}/release`,
    crewShiftSchema,
  ),
};
const sendOperations = {
  deliveryNote: upstreamOperation(
    'POST',
    `/projectCrews/{id}/${SEGMENTS.deliveryNote}/send`,
    crewDocumentSchema,
  ),
  crewChiefSheet: upstreamOperation(
    'POST',
    `/projectCrews/{id}/${SEGMENTS.crewChiefSheet}/send`,
    crewDocumentSchema,
  ),
};

/** The api path through the gateway's /api/v1 proxy (the app sends its bearer token). */
export const apiPath = (path: string) => `/api/v1${path}`;

export interface SignOffBody {
  signerName: string;
  signature: string;
  rating: number | null;
  remark: string;
  signedAt: string;
  memberRatings: Array<{ memberId: number; rating: number }>;
}

export interface SignOffLoaders {
  /** The client's sign-off by crew id (null: not signed off, or not the caller's crew). */
  signOff: DataLoader<string, CrewSignOffRow | null>;
  /** Both documents of a crew by crew id (null: not the caller's crew). */
  documents: DataLoader<string, CrewDocumentRow[] | null>;
  /** A member's rating by crew item id: one upstream call for all the members an operation asks about. */
  memberRating: DataLoader<string, number | null>;
  signOffCrew(
    crewId: string,
    body: SignOffBody,
    idempotencyKey: string,
  ): Promise<UpstreamCrewShift>;
  releaseDocument(
    crewId: string,
    kind: CrewDocumentKind,
    releasedAt: string,
    idempotencyKey: string,
  ): Promise<UpstreamCrewShift>;
  sendDocument(
    crewId: string,
    kind: CrewDocumentKind,
    to: string | null,
    idempotencyKey: string,
  ): Promise<CrewDocumentRow>;
}

/** The sign-off loaders; `primeShift` hands a venue action's answered shift to the shift loader. */
export function createSignOffLoaders(
  api: ApiClient,
  primeShift: (shift: UpstreamCrewShift) => void,
): SignOffLoaders {
  const signOff = byKey((id) => orNull(api.call(getSignOff, { params: { id } })));
  const documents = byKey(
    async (id) => (await orNull(api.call(getCrewDocuments, { params: { id } })))?.items ?? null,
  );
  const memberRating = new DataLoader<string, number | null>(
    async (ids) => {
      const { items } = await api.call(getRatings, { query: { ids: ids.join(',') } });
      const byId = new Map(items.map((item) => [String(item.memberId), item.rating]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 200 },
  );
  const afterAction = (crewId: string, shift: UpstreamCrewShift) => {
    signOff.clear(crewId);
    documents.clear(crewId);
    memberRating.clearAll();
    primeShift(shift);
    return shift;
  };
  return {
    signOff,
    documents,
    memberRating,
    async signOffCrew(crewId, body, idempotencyKey) {
      const shift = await api.call(postSignOff, {
        params: { id: crewId },
        body,
        headers: { 'idempotency-key': idempotencyKey },
      });
      return afterAction(crewId, shift);
    },
    async releaseDocument(crewId, kind, releasedAt, idempotencyKey) {
      const shift = await api.call(releaseOperations[kind], {
        params: { id: crewId },
        body: { releasedAt },
        headers: { 'idempotency-key': idempotencyKey },
      });
      return afterAction(crewId, shift);
    },
    async sendDocument(crewId, kind, to, idempotencyKey) {
      const document = await api.call(sendOperations[kind], {
        params: { id: crewId },
        body: to === null ? {} : { to },
        headers: { 'idempotency-key': idempotencyKey },
      });
      documents.clear(crewId);
      return document;
    },
  };
}
