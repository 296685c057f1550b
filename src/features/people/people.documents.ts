import { graphql } from '../../gql';

// The people screens' operations: one query per screen, the writes beside them.

export const PeoplePageQuery = graphql(`
  query AdminPeoplePage(
    $q: String
    $functionId: ID
    $loginType: LoginKind
    $active: Boolean
    $page: Int
  ) {
    administeredPeople(
      q: $q
      functionId: $functionId
      loginType: $loginType
      active: $active
      page: $page
      limit: 50
    ) {
      total
      page
      limit
      items {
        id
        name
        email
        contactNumber
        company {
          id
          name
        }
        loginTypes
        functions {
          id
          name
        }
        invitation
      }
    }
    functionUsages {
      id
      name
    }
  }
`);

export const PersonFormQuery = graphql(`
  query AdminPersonForm($id: ID!, $existing: Boolean!) {
    personAccount(id: $id) @include(if: $existing) {
      ...AdminPersonAccount
    }
    rolePresets {
      id
      name
      loginType
      grants {
        resource
        action
        permission
      }
    }
    functionUsages {
      id
      name
    }
    contactCompanies {
      id
      name
    }
  }
`);

export const PersonAccountFragment = graphql(`
  fragment AdminPersonAccount on PersonAccount {
    id
    name
    email
    phone
    contactNumber
    street
    postalCode
    city
    country
    birthday
    language
    timeZone
    company {
      id
      name
    }
    loginTypes
    functions {
      id
      name
    }
    rolePresets
    rightAdjustments {
      resource
      action
      permission
    }
    effectiveRights {
      resource
      action
      permission
    }
    invitation
    invitedAt
    deactivatedAt
  }
`);

export const CreatePersonMutation = graphql(`
  mutation AdminCreatePerson($input: PersonInput!) {
    createPerson(input: $input) {
      ...AdminPersonAccount
    }
  }
`);

export const ChangePersonMutation = graphql(`
  mutation AdminChangePerson($id: ID!, $input: PersonInput!) {
    changePerson(id: $id, input: $input) {
      ...AdminPersonAccount
    }
  }
`);

export const InvitePersonMutation = graphql(`
  mutation AdminInvitePerson($id: ID!) {
    invitePerson(id: $id) {
      ...AdminPersonAccount
    }
  }
`);

export const DeactivatePersonMutation = graphql(`
  mutation AdminDeactivatePerson($id: ID!) {
    deactivatePerson(id: $id) {
      ...AdminPersonAccount
    }
  }
`);

export const ReactivatePersonMutation = graphql(`
  mutation AdminReactivatePerson($id: ID!) {
    reactivatePerson(id: $id) {
      ...AdminPersonAccount
    }
  }
`);

export const FunctionsPageQuery = graphql(`
  query AdminFunctionsPage {
    functionUsages {
      id
      name
      people
      crewItems
      rateCardRates
    }
  }
`);

export const CreateFunctionMutation = graphql(`
  mutation AdminCreateFunction($name: String!) {
    createFunction(name: $name) {
      id
      name
      people
      crewItems
      rateCardRates
    }
  }
`);

export const RenameFunctionMutation = graphql(`
  mutation AdminRenameFunction($id: ID!, $name: String!) {
    renameFunction(id: $id, name: $name) {
      id
      name
      people
      crewItems
      rateCardRates
    }
  }
`);

export const DeleteFunctionMutation = graphql(`
  mutation AdminDeleteFunction($id: ID!) {
    deleteFunction(id: $id)
  }
`);
