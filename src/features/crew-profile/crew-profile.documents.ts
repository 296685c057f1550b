import { graphql } from '../../gql';

// One query per screen: the signed-in profile and the public one share CrewProfileView's fragment.

export const CrewProfileFieldsFragment = graphql(`
  fragment CrewProfileFields on CrewProfile {
    id
    name
    functions {
      id
      caption
      sinceYear
    }
    tags {
      id
      caption
    }
    ratings {
      average
      count
      items {
        id
        rating
        ratedAt
        project
      }
    }
    documentBasedSkills {
      id
      name
      document
      validUntil
    }
    contact {
      phone
      email
    }
    pictureUrl
  }
`);

export const CrewProfileDocument = graphql(`
  query CrewProfile($personId: ID!) {
    crewProfile(personId: $personId) {
      id
      ...CrewProfileFields
    }
  }
`);

export const PublicCrewProfileDocument = graphql(`
  query PublicCrewProfile($personId: ID!) {
    publicCrewProfile(personId: $personId) {
      id
      ...CrewProfileFields
    }
  }
`);
