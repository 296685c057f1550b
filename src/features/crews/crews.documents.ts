import { graphql } from '../../gql';

// The crews screens' GraphQL: one shift query for every crew page (graphcache keeps it, so the
// sub pages open from the cache, also offline) and the member's venue actions, each answering the
// member and the crew's state (CrewMemberStatusFields).

export const CrewShiftFieldsFragment = graphql(`
  fragment CrewShiftFields on CrewShift {
    id
    caption
    role
    state
    startsAt
    endsAt
    timeZone
    signedOffAt
    deliveryNoteReleasedAt
    crewChiefSheetReleasedAt
    project {
      id
      number
      name
    }
    location {
      id
      caption
      address
      city
      latitude
      longitude
      routeNotes
    }
    crewChief {
      id
      caption
      phone
      email
    }
    contactOnSite {
      id
      caption
      phone
      email
    }
    members {
      ...CrewMemberFields
    }
  }
`);

export const CrewMemberFieldsFragment = graphql(`
  fragment CrewMemberFields on CrewMember {
    id
    person {
      id
      caption
      phone
      email
    }
    function {
      id
      caption
    }
    startsAt
    endsAt
    attendance
    arrival
    checkedInAt
    checkedOutAt
    breakMinutes
    plannedBreakMinutes
    workedHours
  }
`);

/**
 * A member's venue action answered: the member and the crew's state and facts, no other member.
 * graphcache writes both by id into the cached shift, so the crew page shows them at once.
 */
export const CrewMemberStatusFieldsFragment = graphql(`
  fragment CrewMemberStatusFields on CrewMemberStatus {
    member {
      ...CrewMemberFields
    }
    crew {
      id
      role
      state
      startsAt
      endsAt
      signedOffAt
      deliveryNoteReleasedAt
      crewChiefSheetReleasedAt
    }
  }
`);

export const CrewShiftQuery = graphql(`
  query CrewShift($id: ID!) {
    crewShift(id: $id) {
      ...CrewShiftFields
      # The crew page's security checks (SecurityChecksSection, media part); not in the mutations' answers.
      ...SecurityChecksSectionFields
    }
  }
`);

export const CheckInCrewMemberMutation = graphql(`
  mutation CheckInCrewMember(
    $crewId: ID!
    $memberId: ID!
    $at: DateTime!
    $recordedAt: DateTime!
    $latitude: Float
    $longitude: Float
    $idempotencyKey: String!
  ) {
    checkInCrewMember(
      crewId: $crewId
      memberId: $memberId
      at: $at
      recordedAt: $recordedAt
      latitude: $latitude
      longitude: $longitude
      idempotencyKey: $idempotencyKey
    ) {
      ...CrewMemberStatusFields
    }
  }
`);

export const MarkCrewMemberNoShowMutation = graphql(`
  mutation MarkCrewMemberNoShow(
    $crewId: ID!
    $memberId: ID!
    $recordedAt: DateTime
    $idempotencyKey: String!
  ) {
    markCrewMemberNoShow(
      crewId: $crewId
      memberId: $memberId
      recordedAt: $recordedAt
      idempotencyKey: $idempotencyKey
    ) {
      ...CrewMemberStatusFields
    }
  }
`);

export const CheckOutCrewMemberMutation = graphql(`
  mutation CheckOutCrewMember(
    $crewId: ID!
    $memberId: ID!
    $at: DateTime!
    $breakMinutes: Int!
    $recordedAt: DateTime!
    $idempotencyKey: String!
  ) {
    checkOutCrewMember(
      crewId: $crewId
      memberId: $memberId
      at: $at
      breakMinutes: $breakMinutes
      recordedAt: $recordedAt
      idempotencyKey: $idempotencyKey
    ) {
      ...CrewMemberStatusFields
    }
  }
`);

export const LocationQuery = graphql(`
  query CrewLocation($id: ID!) {
    location(id: $id) {
      id
      caption
      address
      city
      latitude
      longitude
      routeNotes
    }
  }
`);
