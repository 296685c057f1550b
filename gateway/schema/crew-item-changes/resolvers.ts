import type { Resolvers, SubscriptionResolvers } from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';
import type { UpstreamCrewItemChange } from './crew-item-changes.upstream';

// Subscriptions travel as server-sent events (yoga's own transport, with its 12 s ping); each
// subscriber holds one upstream stream, closed when it leaves.

const crewItemChanged: NonNullable<SubscriptionResolvers['crewItemChanged']> = {
  subscribe: (_parent, { after }, { loaders }) => {
    if (after != null && !/^\d{1,10}$/.test(after))
      throw gatewayError('after must be the id of a change', 'BAD_USER_INPUT');
    return loaders.crewItemChanges.stream(after ?? undefined);
  },
  resolve: (change: UpstreamCrewItemChange) => change,
};

export const resolvers: Resolvers = {
  Subscription: { crewItemChanged },
};
