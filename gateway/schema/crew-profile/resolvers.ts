import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { checkedId } from '../shared/input';

/** An ID argument as the api's integer id; anything else is the caller's mistake. */
function personIdOf(id: string): string {
  return checkedId(id, 'personId');
}

const crewProfile: NonNullable<QueryResolvers['crewProfile']> = (
  _parent,
  { personId },
  { loaders },
) => loaders.crewProfile.byPersonId.load(personIdOf(personId));

const publicCrewProfile: NonNullable<QueryResolvers['publicCrewProfile']> = (
  _parent,
  { personId },
  { loaders },
) => loaders.crewProfile.publicByPersonId.load(personIdOf(personId));

export const resolvers: Resolvers = {
  Query: { crewProfile, publicCrewProfile },
};
