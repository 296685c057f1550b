import type { MutationResolvers, Resolvers } from '../../generated/resolvers-types';

const unsubscribe: NonNullable<MutationResolvers['unsubscribe']> = (
  _parent,
  { token },
  { loaders },
) => loaders.mailbox.unsubscribe(token);

export const resolvers: Resolvers = {
  Mutation: { unsubscribe },
};
