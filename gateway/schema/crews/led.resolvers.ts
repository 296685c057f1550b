import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { rangeKey } from './led.upstream';

// The crews the caller leads as crew chief (the home's "Crews you lead"): one upstream call.

const crewsILead: NonNullable<QueryResolvers['crewsILead']> = (
  _parent,
  { from, to },
  { loaders },
) => loaders.crews.ledCrews.load(rangeKey({ from, to }));

/** The planner's home: one upstream call for the crews of the caller's projects on the day. */
const crewsOfMyProjectsOn: NonNullable<QueryResolvers['crewsOfMyProjectsOn']> = (
  _parent,
  { at },
  { loaders },
) => loaders.crews.managedCrews.load(at);

export const ledResolvers: Resolvers = {
  Query: { crewsILead, crewsOfMyProjectsOn },
};
