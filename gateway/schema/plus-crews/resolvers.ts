import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const plusCrew: NonNullable<QueryResolvers['plusCrew']> = (_parent, { number }, { loaders }) =>
  loaders.plusCrews.byNumber.load(number);

export const resolvers: Resolvers = {
  Query: { plusCrew },
};
