import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { rangeKey } from './led.upstream';

// The crews the caller leads as crew chief (the home's "Crews you lead"): one upstream call.

const crewsILead: NonNullable<QueryResolvers['crewsILead']> = (_parent, { from, to }, { loaders }) =>
  loaders.crews.ledCrews.load(rangeKey({ from, to }));

export const ledResolvers: Resolvers = {
  Query: { crewsILead },
};
