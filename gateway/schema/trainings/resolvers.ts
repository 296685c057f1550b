import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const trainings: NonNullable<QueryResolvers['trainings']> = (_parent, _args, { loaders }) =>
  loaders.trainings.list();

const registerForTraining: NonNullable<MutationResolvers['registerForTraining']> = (
  _parent,
  { id },
  { loaders },
) => loaders.trainings.register(id);

const unregisterFromTraining: NonNullable<MutationResolvers['unregisterFromTraining']> = (
  _parent,
  { id },
  { loaders },
) => loaders.trainings.unregister(id);

export const resolvers: Resolvers = {
  Query: { trainings },
  Mutation: { registerForTraining, unregisterFromTraining },
};
