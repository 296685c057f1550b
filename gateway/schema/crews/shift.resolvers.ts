import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../upstream/errors';
import type { CrewItemStatusBody, CrewShiftSummary, UpstreamCrewShift } from './crews.upstream';
import { checkIdempotencyKey, idOf } from '../shared/input';

// The shift part of the crews area: the crew's shift and location, the members'
// check-in / no-show / check-out, the link from the crew chief's job. A member's venue action
// answers the member and the crew's state (CrewMemberStatus), not the whole shift: the app's cache
// updates the member and the crew by id, and the answer does not grow with the crew (api/routes/crews/README.md, A member's venue action answers the member).

const checkKey = checkIdempotencyKey;

/** A crew item id as the api takes it. */
const memberIdOf = (memberId: string): number => idOf(memberId, 'memberId');

const crewShift: NonNullable<QueryResolvers['crewShift']> = (_parent, { id }, { loaders }) =>
  loaders.crews.shift.load(id);

const location: NonNullable<QueryResolvers['location']> = (_parent, { id }, { loaders }) =>
  loaders.crews.location.load(id);

const send = (
  loaders: GatewayContext['loaders'],
  crewId: string,
  body: CrewItemStatusBody,
  idempotencyKey: string,
) => {
  checkKey(idempotencyKey);
  return loaders.crews.memberStatus(crewId, body, idempotencyKey);
};

/** The CrewShift fields a member's venue action does not answer: each loads the whole shift once per request. */
const LOADED_ON_DEMAND = [
  'caption',
  'project',
  'location',
  'crewChief',
  'contactOnSite',
  'members',
] as const;

/**
 * The answered crew as a CrewShift: the summary's fields as they are, the rest (never asked by the
 * app's mutations) as functions, which graphql's default resolver calls only when a field is asked.
 */
function crewShiftOf(
  summary: CrewShiftSummary,
  loaders: GatewayContext['loaders'],
): UpstreamCrewShift {
  const whole = async () => {
    const shift = await loaders.crews.shift.load(String(summary.id));
    if (!shift) throw gatewayError('crew not found', 'NOT_FOUND');
    return shift;
  };
  const onDemand = Object.fromEntries(
    LOADED_ON_DEMAND.map((field) => [field, async () => (await whole())[field]]),
  );
  return { ...summary, ...onDemand } as unknown as UpstreamCrewShift;
}

const checkInCrewMember: NonNullable<MutationResolvers['checkInCrewMember']> = (
  _parent,
  args,
  { loaders },
) =>
  send(
    loaders,
    args.crewId,
    {
      crewItemId: memberIdOf(args.memberId),
      action: 'checkIn',
      at: args.at,
      recordedAt: args.recordedAt,
      ...(args.latitude === null || args.latitude === undefined ? {} : { latitude: args.latitude }),
      ...(args.longitude === null || args.longitude === undefined
        ? {}
        : { longitude: args.longitude }),
    },
    args.idempotencyKey,
  );

const markCrewMemberNoShow: NonNullable<MutationResolvers['markCrewMemberNoShow']> = (
  _parent,
  args,
  { loaders, clock },
) =>
  // When the phone recorded it (the api refuses a no-show before the member's shift began); an
  // action an older app queued offline has none, and then it is now.
  send(
    loaders,
    args.crewId,
    {
      crewItemId: memberIdOf(args.memberId),
      action: 'noShow',
      recordedAt: args.recordedAt ?? clock.now().toISOString(),
    },
    args.idempotencyKey,
  );

const checkOutCrewMember: NonNullable<MutationResolvers['checkOutCrewMember']> = (
  _parent,
  args,
  { loaders },
) =>
  send(
    loaders,
    args.crewId,
    {
      crewItemId: memberIdOf(args.memberId),
      action: 'checkOut',
      at: args.at,
      recordedAt: args.recordedAt,
      breakMinutes: args.breakMinutes,
    },
    args.idempotencyKey,
  );

export const shiftResolvers: Resolvers = {
  Query: { crewShift, location },
  Mutation: { checkInCrewMember, markCrewMemberNoShow, checkOutCrewMember },
  CrewMemberStatus: {
    crew: (status, _args, { loaders }) => crewShiftOf(status.crew, loaders),
  },
  Location: {
    // The crews routes send it with the location; a Location from elsewhere (a job) asks once per request.
    routeNotes: async (parent, _args, { loaders }) => {
      const own = (parent as { routeNotes?: string }).routeNotes;
      if (own !== undefined) return own;
      return (await loaders.crews.location.load(String(parent.id)))?.routeNotes ?? '';
    },
  },
  Job: {
    // The api tells whether the caller leads the job's crew; the crew's id is the shift's.
    crewShiftId: (job) => (job.isCrewChief ? job.crew.id : null),
  },
};
