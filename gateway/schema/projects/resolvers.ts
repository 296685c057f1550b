import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const project: NonNullable<QueryResolvers['project']> = (_parent, { number }, { loaders }) =>
  loaders.projectByNumber.load(number);

export const projectsResolvers: Resolvers = {
  Query: { project },
};
