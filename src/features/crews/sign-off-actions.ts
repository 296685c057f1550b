import type { Client } from 'urql';
import { graphql } from '../../gql';
import type { CrewDocumentKind } from '../../gql/graphql';

// The sign-off part's venue actions as GraphQL mutations, each with its idempotency key (made once
// per action, so a retry applies once). Sign-off and release go through venue-actions.ts (the
// outbox's transport; they answer the shift's CrewShiftFields); sending a mail is not a venue action.

export const SignOffCrewMutation = graphql(`
  mutation SignOffCrew($crewId: ID!, $input: CrewSignOffInput!, $idempotencyKey: String!) {
    signOffCrew(crewId: $crewId, input: $input, idempotencyKey: $idempotencyKey) {
      ...CrewShiftFields
      signOff {
        signerName
        rating
        remark
        signedAt
        signatureUrl
      }
    }
  }
`);

export const ReleaseCrewDocumentMutation = graphql(`
  mutation ReleaseCrewDocument(
    $crewId: ID!
    $kind: CrewDocumentKind!
    $releasedAt: DateTime!
    $idempotencyKey: String!
  ) {
    releaseCrewDocument(
      crewId: $crewId
      kind: $kind
      releasedAt: $releasedAt
      idempotencyKey: $idempotencyKey
    ) {
      ...CrewShiftFields
      deliveryNote {
        kind
        released
        releasedAt
      }
      crewChiefSheet {
        kind
        released
        releasedAt
      }
    }
  }
`);

export const SendCrewDocumentMutation = graphql(`
  mutation SendCrewDocument(
    $crewId: ID!
    $kind: CrewDocumentKind!
    $to: String
    $idempotencyKey: String!
  ) {
    sendCrewDocument(crewId: $crewId, kind: $kind, to: $to, idempotencyKey: $idempotencyKey) {
      kind
      released
      sentAt
      sentTo
    }
  }
`);

/** The schema's DateTime: whole seconds, UTC written as +00:00. */
export const dateTimeOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export async function sendCrewDocument(
  client: Client,
  crewId: string,
  kind: CrewDocumentKind,
  to: string | null,
  idempotencyKey: string,
) {
  return client
    .mutation(
      SendCrewDocumentMutation,
      { crewId, kind, to, idempotencyKey },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
}
