import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const plusCrew: NonNullable<QueryResolvers['plusCrew']> = (_parent, { number }, { loaders }) =>
  loaders.plusCrewByNumber.load(number);

export const plusCrewsResolvers: Resolvers = {
  Query: { plusCrew },
};
