import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const project: NonNullable<QueryResolvers['project']> = (_parent, { number }, { loaders }) =>
  loaders.projects.byNumber.load(number);

export const resolvers: Resolvers = {
  Query: { project },
};
