import type { MutationResolvers, Resolvers } from '../../generated/resolvers-types';

const unsubscribe: NonNullable<MutationResolvers['unsubscribe']> = (
  _parent,
  { token },
  { loaders },
) => loaders.api.unsubscribe(token);

export const mailboxResolvers: Resolvers = {
  Mutation: { unsubscribe },
};
