import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';

/** An ID argument as the api's integer id; anything else is the caller's mistake. */
function personIdOf(id: string): string {
  if (!/^\d{1,10}$/.test(id)) throw gatewayError('personId must be a numeric id', 'BAD_USER_INPUT');
  return id;
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
