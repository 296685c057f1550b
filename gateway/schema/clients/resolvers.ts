import type {
  AdminLocationInput,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { checkedId } from '../shared/input';
import type { LocationBody } from './clients.loaders';

// The office's administration of client companies, branches and locations: one query per screen,
// each mutation one upstream write (the api checks the right, the tenant and every field).

const locationBody = (input: AdminLocationInput): LocationBody => ({
  name: input.name,
  address: input.address,
  city: input.city,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
  routeNotes: input.routeNotes,
  timeZone: input.timeZone ?? null,
});

const Query: QueryResolvers = {
  adminCompanies: (_parent, { search }, { loaders }) =>
    loaders.clients.companies(search ?? undefined),
  adminCompany: (_parent, { id }, { loaders }) => loaders.clients.company.load(checkedId(id, 'id')),
  adminBranches: (_parent, _args, { loaders }) => loaders.clients.branches(),
  adminLocations: (_parent, { search }, { loaders }) =>
    loaders.clients.locations(search ?? undefined),
  adminLocation: (_parent, { id }, { loaders }) =>
    loaders.clients.location.load(checkedId(id, 'id')),
};

const Mutation: MutationResolvers = {
  createCompany: (_parent, { name }, { loaders }) => loaders.clients.createCompany(name),
  renameCompany: (_parent, { id, name }, { loaders }) =>
    loaders.clients.renameCompany(checkedId(id, 'id'), name),
  deleteCompany: async (_parent, { id }, { loaders }) => {
    await loaders.clients.deleteCompany(checkedId(id, 'id'));
    return id;
  },
  createBranch: (_parent, { name }, { loaders }) => loaders.clients.createBranch(name),
  renameBranch: (_parent, { id, name }, { loaders }) =>
    loaders.clients.renameBranch(checkedId(id, 'id'), name),
  deleteBranch: async (_parent, { id }, { loaders }) => {
    await loaders.clients.deleteBranch(checkedId(id, 'id'));
    return id;
  },
  createLocation: (_parent, { input }, { loaders }) =>
    loaders.clients.createLocation(locationBody(input)),
  updateLocation: (_parent, { id, input }, { loaders }) =>
    loaders.clients.updateLocation(checkedId(id, 'id'), locationBody(input)),
  deleteLocation: async (_parent, { id }, { loaders }) => {
    await loaders.clients.deleteLocation(checkedId(id, 'id'));
    return id;
  },
};

export const resolvers: Resolvers = { Query, Mutation };
