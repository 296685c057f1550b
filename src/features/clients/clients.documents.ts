import { graphql } from '../../gql';

// One operation per screen (gateway/schema/clients/README.md), and the writes.

export const AdminCompaniesQuery = graphql(`
  query AdminCompanies($search: String) {
    adminCompanies(search: $search) {
      id
      name
      contactCount
    }
  }
`);

export const AdminCompanyQuery = graphql(`
  query AdminCompany($id: ID!) {
    adminCompany(id: $id) {
      id
      name
      contacts {
        id
        name
        email
        phone
      }
    }
  }
`);

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($name: String!) {
    createCompany(name: $name) {
      id
      name
      contacts {
        id
        name
        email
        phone
      }
    }
  }
`);

export const RenameCompanyMutation = graphql(`
  mutation RenameCompany($id: ID!, $name: String!) {
    renameCompany(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const DeleteCompanyMutation = graphql(`
  mutation DeleteCompany($id: ID!) {
    deleteCompany(id: $id)
  }
`);

export const AdminBranchesQuery = graphql(`
  query AdminBranches {
    adminBranches {
      id
      name
      projectCount
    }
  }
`);

export const CreateBranchMutation = graphql(`
  mutation CreateBranch($name: String!) {
    createBranch(name: $name) {
      id
      name
      projectCount
    }
  }
`);

export const RenameBranchMutation = graphql(`
  mutation RenameBranch($id: ID!, $name: String!) {
    renameBranch(id: $id, name: $name) {
      id
      name
      projectCount
    }
  }
`);

export const DeleteBranchMutation = graphql(`
  mutation DeleteBranch($id: ID!) {
    deleteBranch(id: $id)
  }
`);

export const AdminLocationsQuery = graphql(`
  query AdminLocations($search: String) {
    adminLocations(search: $search) {
      id
      name
      address
      city
      latitude
      longitude
      timeZone
      crewCount
    }
  }
`);

export const AdminLocationQuery = graphql(`
  query AdminLocation($id: ID!) {
    adminLocation(id: $id) {
      id
      name
      address
      city
      latitude
      longitude
      routeNotes
      timeZone
      crewCount
    }
  }
`);

export const CreateLocationMutation = graphql(`
  mutation CreateLocation($input: AdminLocationInput!) {
    createLocation(input: $input) {
      id
      name
      address
      city
      latitude
      longitude
      routeNotes
      timeZone
      crewCount
    }
  }
`);

export const UpdateLocationMutation = graphql(`
  mutation UpdateLocation($id: ID!, $input: AdminLocationInput!) {
    updateLocation(id: $id, input: $input) {
      id
      name
      address
      city
      latitude
      longitude
      routeNotes
      timeZone
      crewCount
    }
  }
`);

export const DeleteLocationMutation = graphql(`
  mutation DeleteLocation($id: ID!) {
    deleteLocation(id: $id)
  }
`);
