import type { CrewDocument, MutationResolvers, Resolvers } from '../../generated/resolvers-types';
import { apiPath } from './sign-off.upstream';
import type { CrewDocumentKind, CrewDocumentRow } from './sign-off.upstream';
import { checkIdempotencyKey, idOf } from '../shared/input';

// The sign-off part of the crews area: the client's sign-off, releasing and sending
// the delivery note and crew chief sheet, and what CrewShift, CrewMember and Job show of them.
// Files (the PDFs, the signature) go through the gateway's /api/v1 proxy with the app's token.

const checkKey = checkIdempotencyKey;

/** A crew item id as the api takes it. */
const memberIdOf = (memberId: string): number => idOf(memberId, 'memberId');

function documentOf(row: CrewDocumentRow): CrewDocument {
  return {
    kind: row.kind,
    released: row.released,
    releasedAt: row.releasedAt,
    downloaded: row.downloaded,
    downloadedAt: row.downloadedAt,
    sentAt: row.sentAt,
    sentTo: row.sentTo,
    url: apiPath(row.path),
  };
}

/** A crew's document before anything about it is stored (or when the documents cannot be read). */
function unreleased(crewId: string, kind: CrewDocumentKind): CrewDocument {
  return {
    kind,
    released: false,
    releasedAt: null,
    downloaded: false,
    downloadedAt: null,
    sentAt: null,
    sentTo: null,
    url: apiPath(`/projectCrews/${encodeURIComponent(crewId)}/${kind}`),
  };
}

const signOffCrew: NonNullable<MutationResolvers['signOffCrew']> = (
  _parent,
  { crewId, input, idempotencyKey },
  { loaders },
) => {
  checkKey(idempotencyKey);
  const memberRatings = (input.memberRatings ?? []).map((rating) => ({
    memberId: memberIdOf(rating.memberId),
    rating: rating.rating,
  }));
  return loaders.crews.signOffCrew(
    crewId,
    {
      signerName: input.signerName,
      signature: input.signature,
      rating: input.rating ?? null,
      remark: input.remark ?? '',
      signedAt: input.signedAt,
      memberRatings,
    },
    idempotencyKey,
  );
};

const releaseCrewDocument: NonNullable<MutationResolvers['releaseCrewDocument']> = (
  _parent,
  args,
  { loaders },
) => {
  checkKey(args.idempotencyKey);
  return loaders.crews.releaseDocument(
    args.crewId,
    args.kind,
    args.releasedAt,
    args.idempotencyKey,
  );
};

const sendCrewDocument: NonNullable<MutationResolvers['sendCrewDocument']> = async (
  _parent,
  args,
  { loaders },
) => {
  checkKey(args.idempotencyKey);
  return documentOf(
    await loaders.crews.sendDocument(args.crewId, args.kind, args.to ?? null, args.idempotencyKey),
  );
};

const documentOfCrew = (kind: CrewDocumentKind) =>
  (async (shift, _args, { loaders }) => {
    const rows = await loaders.crews.documents.load(String(shift.id));
    const row = rows?.find((candidate) => candidate.kind === kind);
    return row ? documentOf(row) : unreleased(String(shift.id), kind);
  }) satisfies NonNullable<NonNullable<Resolvers['CrewShift']>['deliveryNote']>;

export const signOffResolvers: Resolvers = {
  Mutation: { signOffCrew, releaseCrewDocument, sendCrewDocument },
  CrewShift: {
    signOff: async (shift, _args, { loaders }) => {
      // Only a signed-off crew has one: no call before.
      if (shift.signedOffAt === null) return null;
      const row = await loaders.crews.signOff.load(String(shift.id));
      return (
        row && {
          signerName: row.signerName,
          rating: row.rating,
          remark: row.remark,
          signedAt: row.signedAt,
          signatureUrl: apiPath(row.signaturePath),
        }
      );
    },
    deliveryNote: documentOfCrew('deliveryNote'),
    crewChiefSheet: documentOfCrew('crewChiefSheet'),
  },
  CrewMember: {
    rating: (member, _args, { loaders }) => loaders.crews.memberRating.load(String(member.id)),
  },
  Job: {
    // The crew's two documents for its chief only (the api's isCrewChief); anyone else sees none.
    crewChiefDocuments: async (job, _args, { loaders }) => {
      if (!job.isCrewChief) return [];
      const rows = await loaders.crews.documents.load(String(job.crew.id));
      return (['deliveryNote', 'crewChiefSheet'] as const).map((kind) => {
        const row = rows?.find((candidate) => candidate.kind === kind);
        return row ? documentOf(row) : unreleased(String(job.crew.id), kind);
      });
    },
  },
};
