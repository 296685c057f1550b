import type {
  MemberAvailabilityResolvers,
  MembershipCrewResolvers,
  MutationResolvers,
  PlannerCrewResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { orNull } from '../../upstream/api-client';
import { personOf } from './planner-crews.upstream';

const plannerCrews: NonNullable<QueryResolvers['plannerCrews']> = (
  _parent,
  { dateFrom },
  { loaders },
) => loaders.plannerCrews.plannerCrews(dateFrom ?? null);

const plannerCrewTypes: NonNullable<QueryResolvers['plannerCrewTypes']> = (
  _parent,
  _args,
  { loaders },
) => loaders.plannerCrews.types();

const membershipCrews: NonNullable<QueryResolvers['membershipCrews']> = (
  _parent,
  _args,
  { loaders },
) => loaders.plannerCrews.membershipCrews();

const membershipCrew: NonNullable<QueryResolvers['membershipCrew']> = (
  _parent,
  { id },
  { loaders },
) => orNull(loaders.plannerCrews.membershipCrew.load(id));

const membershipCrewCandidates: NonNullable<QueryResolvers['membershipCrewCandidates']> = (
  _parent,
  { crewId, search },
  { loaders },
) => loaders.plannerCrews.candidates(crewId, search);

const createMembershipCrew: NonNullable<MutationResolvers['createMembershipCrew']> = (
  _parent,
  { name },
  { loaders },
) => loaders.plannerCrews.create(name);

const addCrewMember: NonNullable<MutationResolvers['addCrewMember']> = (
  _parent,
  { crewId, personId },
  { loaders },
) => loaders.plannerCrews.add(crewId, personId);

const removeCrewMember: NonNullable<MutationResolvers['removeCrewMember']> = (
  _parent,
  { crewId, personId },
  { loaders },
) => loaders.plannerCrews.remove(crewId, personId);

const PlannerCrew: PlannerCrewResolvers = {
  typeCaption: (crew) => crew.type.caption,
};

const MembershipCrew: MembershipCrewResolvers = {
  typeCaption: (crew) => crew.type.caption,
  // The list answers crews without members: a screen that asks for them reads the crew (one call per crew id).
  members: async (crew, _args, { loaders }) =>
    (
      crew.members ??
      (await loaders.plannerCrews.membershipCrew.load(String(crew.id))).members ??
      []
    ).map(personOf),
};

// The api sends the member's id and name beside their days.
const MemberAvailability: MemberAvailabilityResolvers = {
  person: (member) => ({ id: member.personId, caption: member.name }),
};

export const resolvers: Resolvers = {
  MemberAvailability,
  Query: {
    plannerCrews,
    plannerCrewTypes,
    membershipCrews,
    membershipCrew,
    membershipCrewCandidates,
  },
  Mutation: { createMembershipCrew, addCrewMember, removeCrewMember },
  PlannerCrew,
  MembershipCrew,
};
