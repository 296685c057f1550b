import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const helpContact: NonNullable<QueryResolvers['helpContact']> = (_parent, _args, { loaders }) =>
  loaders.help.contact();

export const resolvers: Resolvers = {
  Query: { helpContact },
};
