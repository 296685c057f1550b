import { graphql } from '../../gql';

// The membership crew screens' operations: one query per screen, the writes answer the crew.

export const MembershipCrewsPageQuery = graphql(`
  query MembershipCrewsPage {
    membershipCrews {
      id
      name
      typeCaption
      memberCount
      company {
        id
        caption
      }
    }
  }
`);

export const MembershipCrewPageQuery = graphql(`
  query MembershipCrewPage($id: ID!) {
    membershipCrew(id: $id) {
      id
      name
      typeCaption
      memberCount
      company {
        id
        caption
      }
      members {
        id
        caption
        email
        phone
      }
    }
  }
`);

export const MembershipCrewCandidatesQuery = graphql(`
  query MembershipCrewCandidates($crewId: ID!, $search: String!) {
    membershipCrewCandidates(crewId: $crewId, search: $search) {
      id
      caption
    }
  }
`);

export const CreateMembershipCrewMutation = graphql(`
  mutation CreateMembershipCrew($name: String!) {
    createMembershipCrew(name: $name) {
      id
      name
      typeCaption
      memberCount
      company {
        id
        caption
      }
      members {
        id
        caption
        email
        phone
      }
    }
  }
`);

export const AddCrewMemberMutation = graphql(`
  mutation AddCrewMember($crewId: ID!, $personId: ID!) {
    addCrewMember(crewId: $crewId, personId: $personId) {
      id
      memberCount
      members {
        id
        caption
        email
        phone
      }
    }
  }
`);

export const RemoveCrewMemberMutation = graphql(`
  mutation RemoveCrewMember($crewId: ID!, $personId: ID!) {
    removeCrewMember(crewId: $crewId, personId: $personId) {
      id
      memberCount
      members {
        id
        caption
        email
        phone
      }
    }
  }
`);
